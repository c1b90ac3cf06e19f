"""The wire: what goes over HTTP, with no I/O. The msgspec types of every body (the OpenAPI document is built
from them), the problem details and their stable codes, the field bounds, where a rule is explained.

    schemas.py       every request and response body, typed per variant (``variant_schemas``)
    fields.py        ids, names, patterns and bounds shared by the schemas
    replay_types.py  the replay document's types, per variant
    catalogue.py     the catalogue of games and the health answer
    errors.py        the problem codes, ``Problem``, ``ServiceError`` and the OpenAPI responses of errors
    rules.py         the rules pages' paths and a rule id's anchor
"""
