"""Webhooks: an app's signed notifications of its matches (docs/webhooks.md). :mod:`.outbox` holds an app's webhook,
the events each commit writes in the store's own script and the address checks; :mod:`.delivery` the deliveries
every replica makes, off the request path. The routes are :mod:`service.edge.controllers.webhooks`, the wire types
:mod:`service.wire.webhooks`.
"""
