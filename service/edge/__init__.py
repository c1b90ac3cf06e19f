"""The HTTP edge: the Litestar app and what surrounds the use cases on the way in and out. Controllers per
capability, the fast path of views and actions, request bodies, middleware (request ids, access log, metrics,
rate limits), API keys, problem details, the documentation pages and the OpenAPI document.
"""
