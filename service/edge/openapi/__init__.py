"""The OpenAPI 3.1 document: assembled from the app and the wire types (``document``), what every game
shares in it (``shared``), real examples (``examples``) and the reference page at ``/schema`` (``reference``).
"""
