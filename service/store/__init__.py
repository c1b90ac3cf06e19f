"""The store: every match in Redis. Its records and keys, the Lua scripts that are its only writers, the
client a URL selects, the pipelined connection, the notifier of commits, and the embedded server.

    store.py       ``Store``: load, commit (by version), confirm, the clocks set, the lobby sets
    records.py     ``Record``, ``Move``, ``IdempotencyRecord`` and the keys of a match
    scripts.py     the Lua scripts (the write script, the clocks' lease, Redis's clock, the rate limiter)
    connection.py  ``connect`` (one server, Cluster, Sentinel) and ``Durability`` (confirmed writes)
    pipelined.py   one pipelined connection for single commands
    notifier.py    one subscription per watched match per process, fanned out to its watchers
    embedded.py    the embedded Redis-compatible server of ``osmica serve`` without a URL
"""
