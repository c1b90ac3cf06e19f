"""The API reference page at ``/schema``: Swagger UI, served from the installed package, over the document."""

from __future__ import annotations

from typing import Any

from litestar import Request, Router
from litestar.datastructures import CacheControlHeader
from litestar.openapi.plugins import OpenAPIRenderPlugin
from litestar.static_files import create_static_files_router
from swagger_ui_bundle import swagger_ui_path

SCHEMA_PATH = "/schema"

SWAGGER_ASSETS = "/swagger-ui"
"""Where, under :data:`SCHEMA_PATH`, the reference page's Swagger UI files are served from the installed
swagger-ui-bundle-v2 package (its copy of Swagger UI's own dist): the page needs no other host."""
SWAGGER_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} API reference</title>
<link rel="icon" type="image/png" href="{assets}/favicon-32x32.png">
<link rel="stylesheet" href="{assets}/swagger-ui.css">
<style>
body {{ margin: 0; }} nav {{ font: 14px/1.5 system-ui, sans-serif; padding: .5rem 1rem; }}
.swagger-ui .wrapper {{ padding: 0 .5rem; }} .swagger-ui table {{ display: block; overflow-x: auto; }}
.swagger-ui select {{ max-width: 100%; }} .swagger-ui .scheme-container {{ overflow-x: auto; }}
</style></head>
<body><nav><a href="/docs/rules">Rules</a> · <a href="/docs/errors">Error codes</a>
· <a href="/docs/streams">Streams</a> · <a href="{document}">openapi.json</a></nav>
<div id="swagger-ui"></div>
<script src="{assets}/swagger-ui-bundle.js"></script>
<script>
SwaggerUIBundle({{ url: "{document}", dom_id: "#swagger-ui", deepLinking: true, showExtensions: true,
    presets: [SwaggerUIBundle.presets.apis], layout: "BaseLayout" }});
</script>
</body></html>
"""


class SwaggerPage(OpenAPIRenderPlugin):
    """``/schema``: Swagger UI from :data:`SWAGGER_ASSETS`, fetching the document from ``/schema/openapi.json``
    (not inlined in the page, which stays a few hundred bytes)."""

    def __init__(self) -> None:
        super().__init__(path="/")

    def receive_router(self, router: Router) -> None:
        router.register(
            create_static_files_router(
                SWAGGER_ASSETS,
                [str(swagger_ui_path)],
                name="swagger-ui",
                include_in_schema=False,
                cache_control=CacheControlHeader(public=True, max_age=86400),
            )
        )

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return SWAGGER_PAGE.format(
            title=openapi_schema["info"]["title"],
            assets=SCHEMA_PATH + SWAGGER_ASSETS,
            document=self.get_openapi_json_route(request),
        ).encode()
