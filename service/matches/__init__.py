"""What every use case of a match shares: the :class:`~service.matches.context.Context` (store, settings,
notifier, ratings), the record read for a caller (``records``), what a caller sees (``views``), the seats of
a waiting match (``seats``), the moves the server makes for seats (``autoplay``) and seat tokens (``tokens``).
"""
