"""The webhook routes (API key only; an app reaches only its own webhook): ``PUT``, ``GET`` and ``DELETE``
``/v1/apps/me/webhook``.

Wire types: service/wire/webhooks.py. Storage, events and address checks: service/webhooks/outbox.py; deliveries:
service/webhooks/delivery.py; the receiver's side: docs/webhooks.md.
"""

from __future__ import annotations

from typing import Any

from litestar import Controller, HttpMethod, Request, Response, delete, get, put, route
from litestar.enums import ParamType
from litestar.openapi.spec import (
    Example,
    OpenAPI,
    OpenAPIMediaType,
    OpenAPIResponse,
    Operation,
    Parameter,
    PathItem,
    RequestBody,
    Schema,
    Tag,
)
from litestar.openapi.spec.enums import OpenAPIType

from service.accounts.apps import require_app
from service.edge.bodies import JSON_MEDIA_TYPE, decode
from service.edge.controllers.params import API_KEY
from service.ops.settings import Settings
from service.webhooks.outbox import (
    SIGNATURE_HEADER,
    Webhook,
    Webhooks,
    check_url,
    resolve,
)
from service.wire.errors import FieldError, ServiceError, problem_specs
from service.wire.fields import rfc3339
from service.wire.webhooks import (
    WebhookConfigured,
    WebhookMatchFinished,
    WebhookQueueMatched,
    WebhookSettings,
    WebhookShown,
    WebhookTurn,
)

KEY_REQUIRED = [API_KEY]
NO_STORE = {"Cache-Control": "no-store"}
REF_TEMPLATE = "#/components/schemas/{name}"


DELIVERIES = {
    "turn": (WebhookTurn, "A seat bound to a player is to act"),
    "match_finished": (WebhookMatchFinished, "A match ended"),
    "queue_matched": (WebhookQueueMatched, "Quick match formed a table of the app's players"),
}
UNKNOWN = {404: "`webhook_not_configured`: the app has no webhook."}
REFUSED = {
    400: "`validation_error`: the body fails the schema; `webhook_url_invalid`: the URL is not an `https://` URL "
    "(or `http://` where allowed) with a host and without credentials; `webhook_url_refused`: its host does not "
    "resolve, or resolves to a loopback, private or link-local address."
}


def _webhooks(request: Request[Any, Any, Any]) -> Webhooks:
    return Webhooks(request.app.state.context.store.redis)


def _shown(hook: Webhook) -> dict[str, Any]:
    return {"url": hook.url, "events": hook.events, "created": rfc3339(hook.created)}


def _unknown() -> ServiceError:
    return ServiceError(404, "webhook_not_configured", "this app has no webhook")


class WebhookController(Controller):
    path = "/v1/apps/me/webhook"
    tags = ["Webhooks"]

    @route("/", http_method=[HttpMethod.OPTIONS], include_in_schema=False)
    async def allowed_methods(self) -> Response[None]:
        # Litestar's own OPTIONS handler keeps the methods of the first handler registered on a path (a
        # controller's in the order of their names, so this one's comes first); this path has three (configure,
        # show, remove), so it answers for all of them itself.
        return Response(None, status_code=204, headers={"Allow": "DELETE, GET, OPTIONS, PUT"})

    @put(
        "/",
        operation_id="put_webhook",
        summary="Configure the app's webhook",
        description="Sets (or replaces) where the app's events are posted and which ones. Answers the signing "
        "secret, once: each `PUT` makes a new one and the previous one stops signing. The URL's host is resolved "
        "now and before every delivery; loopback, private and link-local addresses are refused unless the server "
        "allows them.",
        status_code=200,
        response_description="The webhook, with its new signing secret.",
        security=KEY_REQUIRED,
        responses=problem_specs(400, 401, 413, 415, 429, 503, described=REFUSED),
    )
    async def put_webhook(self, request: Request[Any, Any, Any]) -> Response[WebhookConfigured]:
        app = require_app("a webhook needs an API key (X-Api-Key): it belongs to an app")
        wanted: WebhookSettings = await decode(request, WebhookSettings)
        if len(set(wanted.events)) != len(wanted.events):
            message = "each event type is listed once"
            error = FieldError(message=message, field="events", source="body")
            raise ServiceError(400, "validation_error", "the body fails the schema: " + message, errors=[error])
        settings: Settings = request.app.state.settings
        await resolve(check_url(wanted.url, settings.webhook_allow_http), settings.webhook_allow_private)
        hook = await _webhooks(request).put(app, wanted.url, wanted.events)
        return Response(WebhookConfigured(**_shown(hook), secret=hook.secret), headers=NO_STORE)

    @get(
        "/",
        operation_id="get_webhook",
        summary="The app's webhook",
        description="Where the app's events are posted and which ones; never the secret.",
        response_description="The app's webhook, without its secret.",
        security=KEY_REQUIRED,
        responses=problem_specs(401, 404, 429, 503, described=UNKNOWN),
    )
    async def get_webhook(self, request: Request[Any, Any, Any]) -> WebhookShown:
        hook = await _webhooks(request).get(require_app("a webhook needs an API key (X-Api-Key)"))
        if hook is None:
            raise _unknown()
        return WebhookShown(**_shown(hook))

    @delete(
        "/",
        operation_id="delete_webhook",
        summary="Remove the app's webhook",
        description="No event is posted from now on; events not yet delivered are dropped.",
        response_description="The webhook is removed.",
        security=KEY_REQUIRED,
        responses=problem_specs(401, 404, 429, 503, described=UNKNOWN),
    )
    async def delete_webhook(self, request: Request[Any, Any, Any]) -> None:
        if not await _webhooks(request).delete(require_app("a webhook needs an API key (X-Api-Key)")):
            raise _unknown()


EXAMPLE_SETTINGS = {"url": "https://games.example.com/osmica", "events": ["turn", "match_finished"]}
EXAMPLE_SHOWN = {**EXAMPLE_SETTINGS, "created": "2026-12-02T08:00:00.000Z"}
EXAMPLE_SECRET = "whsec_" + "Q" * 43


def document(openapi: OpenAPI) -> None:
    """The request body of ``put_webhook`` (the handler decodes it itself), the examples and the tag."""
    for item in (openapi.paths or {}).values():
        if item.put is not None and item.put.operation_id == "put_webhook":
            schema: Any = {"$ref": REF_TEMPLATE.format(name=WebhookSettings.__name__)}
            asked = Example(summary="Turns and finished matches, posted to the app's server.", value=EXAMPLE_SETTINGS)
            item.put.request_body = RequestBody(
                content={JSON_MEDIA_TYPE: OpenAPIMediaType(schema=schema, examples={"turns": asked})}, required=True
            )
            configured = {**EXAMPLE_SHOWN, "secret": EXAMPLE_SECRET}
            _example(item.put, Example(summary="The webhook, with its new secret (shown once).", value=configured))
        if item.get is not None and item.get.operation_id == "get_webhook":
            _example(item.get, Example(summary="The webhook, without its secret.", value=EXAMPLE_SHOWN))
    signature = Parameter(
        name=SIGNATURE_HEADER,
        param_in=ParamType.HEADER,
        required=True,
        description='`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`: check it on the raw body '
        "(`verify_signature` in the SDKs; docs/webhooks.md).",
        schema=Schema(type=OpenAPIType.STRING, max_length=200),
    )
    openapi.webhooks = {
        name: PathItem(
            post=Operation(
                operation_id=f"{name}_webhook",
                summary=summary,
                description="Posted to the app's webhook URL; any 2xx within 10 s delivers it, anything else is "
                "retried with backoff for 24 hours.",
                tags=["Webhooks"],
                parameters=[signature],
                request_body=RequestBody(
                    content={
                        JSON_MEDIA_TYPE: OpenAPIMediaType(schema={"$ref": REF_TEMPLATE.format(name=kind.__name__)})  # type: ignore[arg-type]
                    },
                    required=True,
                ),
                responses={"2XX": OpenAPIResponse(description="Delivered: the event is not sent again.")},
                security=[],
            )
        )
        for name, (kind, summary) in DELIVERIES.items()
    }
    openapi.tags = [
        *(openapi.tags or []),
        Tag(name="Webhooks", description="Signed notifications of an app's matches to its own server (API key)."),
    ]


def _example(op: Operation, example: Example) -> None:
    response = (op.responses or {}).get("200")
    if isinstance(response, OpenAPIResponse):
        for media in (response.content or {}).values():
            media.examples = {"configured": example}
