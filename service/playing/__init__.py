"""Playing: a caller's view of a match and a seat's action (optimistic by version, repeatable by
``Idempotency-Key``).
"""
