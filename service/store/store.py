"""The match store: every match in Redis, written only by one Lua script, optimistic concurrency by version.

Keys of one match share the hash tag ``{<game_id>}`` (one Redis Cluster slot)::

    osmica:{<game_id>}:game     hash  v = version, rec = Record (msgpack); with confirmed writes also
                                      crec = the record of the last confirmed write, cv = its "events.rev"
    osmica:{<game_id>}:events   list  one msgpack engine Event per entry; seq = index + 1
    osmica:{<game_id>}:moves    list  one msgpack :class:`Move` per accepted action, in order (the replay)
    osmica:{<game_id>}:idem     hash  <field digest> = "<expires>:" + IdempotencyRecord (msgpack)
    osmica:{<game_id>}:notify   shard channel (SPUBLISH): the new version after each write
    osmica:{<game_id>}:hooks    list  the match's webhook events not yet delivered (service/webhooks/)

:data:`WRITE` is the only writer: it checks the expected version (or absence, at creation), stores the
record, appends the events and the accepted action, writes the idempotency record, the webhook events the commit
causes (its outbox) and refreshes the TTL of the match, all at once.
A ``False`` from :meth:`Store.commit` means another request won the race: reload and apply again.

An idempotency record is small (about 60 bytes in Redis): the request's digest and where its answer lies (the
version the action made, its events' sequence numbers), never the answer itself, which the service rebuilds
from the match's state, or from its seed and moves (:mod:`service.playing.act`). It is honoured until ``<expires>``
(Redis's clock, ``idempotency_ttl`` after the write); the write script drops expired ones now and then, and
all go with the match.

Round trips: a view is one ``HGET``; an act is one ``HGET`` (with a key: one ``EVALSHA`` of :data:`LOAD_KEYED`,
the match and the live idempotency record) plus one ``EVALSHA``; the events page is one pipelined ``HGET`` +
``LRANGE``, the replay of a finished match one pipelined ``HGET`` + two ``LRANGE``, a repeated keyed action's
answer one pipelined ``LRANGE`` or two more.
With the shared rate limit on (``rate_limit_backend=redis``), every limited request adds one ``EVALSHA`` of
:data:`THROTTLE`, and a match with a turn clock one ``EVALSHA`` of :data:`NOW` per view and per act (the
service reads Redis's time once for the deadline it checks and the one it sets). Confirmed writes add a
``WAIT`` to the ``EVALSHA``'s round trip, and one ``EVALSHA`` of :data:`ANNOUNCE` once the write is confirmed:
the write script then stays silent, and only a confirmed write is announced to watchers, who read the
confirmed record (``crec``) and the events it counts, never a write that a failover could still take back.
The client never retries a command by itself: a write whose reply is lost must not be sent twice (a cluster
client still follows ``MOVED``/``ASK`` redirections, which say the command did not run).

:func:`connect` picks the client from the URL (:mod:`service.ops.redis_url`): one server, a Redis Cluster
(``redis.asyncio.cluster.RedisCluster``; every key of a match is in one slot, so the script and the
pipelines run on one node) or the primary named by Sentinel. On a plain server the single-command
operations go through two pipelined connections instead (:mod:`service.store.pipelined`), with redis-py's
exceptions: one for the ``HGET`` of a load, one for every script. A script that waits (a failover's
``CLIENT PAUSE WRITE`` holds every write) then holds only the scripts queued behind it, never a view.
Every failed command counts in the ``osmica_store_errors_total`` metric by operation and error type.

Confirmed writes (:class:`Durability`, ``OSMICA_REDIS_MIN_REPLICAS`` / ``OSMICA_REDIS_WAIT_AOF``): every write
goes through :meth:`Store._confirmed`, which sends the write and then ``WAIT <replicas> <ms>`` (or ``WAITAOF 1
<replicas> <ms>``) on one connection in one round trip, so the wait covers exactly that write and whatever
preceded it on the primary. On a cluster both commands are sent to the node that owns the match's slot. When
fewer replicas confirm in time, :class:`Unconfirmed` (a ``RedisError``: 503 ``store_unavailable``) is raised:
the write is on the primary and may or may not survive a failover, so the caller resends with its
``Idempotency-Key``. A replayed idempotent answer is confirmed the same way (:meth:`Store.confirm`: a write
to its record, then the wait), so a 200 always means the action is on the required replicas.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from types import TracebackType
from typing import Any, Literal

import msgspec
from redis.asyncio.cluster import ClusterNode, RedisCluster
from redis.commands.core import AsyncScript as Script
from redis.exceptions import AskError, ConnectionError, MovedError, NoScriptError, RedisError, TimeoutError

from service.ops import metrics
from service.store.connection import Durability, Unconfirmed
from service.store.pipelined import Pipelined
from service.store.records import (
    CLOCKS_KEY,
    Attendance,
    IdempotencyRecord,
    Move,
    Record,
    events_key,
    game_key,
    idempotency_key,
    lobby_key,
    moves_key,
    presence_key,
    rate_key,
)
from service.store.scripts import ANNOUNCE, CLAIM, LOAD_KEYED, NOW, THROTTLE, UNCLAIM, WRITE, WRITE_QUIET

log = logging.getLogger("osmica.store")

_record_decoder = msgspec.msgpack.Decoder(Record)
_idem_decoder = msgspec.msgpack.Decoder(IdempotencyRecord)
_encoder = msgspec.msgpack.Encoder()


class _Counted:
    """Counts a failed store command in ``osmica_store_errors_total`` (a plain context manager: cheap)."""

    __slots__ = ("operation",)

    def __init__(self, operation: str) -> None:
        self.operation = operation

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        if kind is not None and issubclass(kind, RedisError):
            metrics.STORE_ERRORS.labels(self.operation, kind.__name__).inc()


_LOAD, _EVENTS, _REPLAY, _COMMIT, _PING, _THROTTLE, _CONFIRM = (
    _Counted(op) for op in ("load", "events", "replay", "commit", "ping", "throttle", "confirm")
)


class Store:
    """Load and commit matches; ``redis`` is a redis-py asyncio client (single server or cluster), and
    ``pipelined`` (one server only), when given, the connection the loads' ``HGET`` take instead, the scripts
    taking another like it (:mod:`service.store.pipelined`). With ``durability``, every write is acknowledged only
    once it is confirmed (:meth:`_confirmed`)."""

    def __init__(
        self,
        redis: Any,
        ttl: int,
        *,
        idempotency_ttl: int = 24 * 3600,
        durability: Durability | None = None,
        pipelined: Pipelined | None = None,
    ) -> None:
        self.redis = redis
        self.ttl = ttl
        self.idempotency_ttl = idempotency_ttl
        self.durability = durability
        self._write = redis.register_script(WRITE)
        self._write_quiet = redis.register_script(WRITE_QUIET)
        self._announce = redis.register_script(ANNOUNCE)
        self._load_keyed = redis.register_script(LOAD_KEYED)
        self._throttle = redis.register_script(THROTTLE)
        self._claim = redis.register_script(CLAIM)
        self._unclaim = redis.register_script(UNCLAIM)
        self._now = redis.register_script(NOW)
        self.pipelined = pipelined
        self._scripts = None if pipelined is None else pipelined.another()
        self._replicas_missing: str | None = None
        self.outbox: Any = None
        """The webhooks' outbox (:class:`service.webhooks.outbox.Outbox`): the events each commit writes, if any."""

    async def close(self) -> None:
        if self.pipelined is not None and self._scripts is not None:
            await self.pipelined.close()
            await self._scripts.close()
        await self.redis.aclose()
        manager = getattr(getattr(self.redis, "connection_pool", None), "sentinel_manager", None)
        for sentinel in getattr(manager, "sentinels", ()):
            await sentinel.aclose()

    async def ping(self) -> bool:
        """True when the store answers: the server, or every primary of a cluster (a cluster client would
        otherwise ask one node at random, which answers even while its cluster refuses every key)."""
        with _PING:
            if isinstance(self.redis, RedisCluster):
                return bool(await self.redis.ping(target_nodes=RedisCluster.PRIMARIES))
            return bool(await self.redis.ping())

    async def missing_replicas(self) -> str | None:
        """With ``durability``, what is missing for writes to be confirmed (None: nothing), logged when that
        changes: a primary (every primary of a cluster) with fewer online replicas than required, or without
        its append-only file when ``aof`` is asked for. A replica counts while it acknowledged the replication
        stream within the last 2 s (replicas acknowledge every second)."""
        if self.durability is None:
            return None
        with _PING:
            if isinstance(self.redis, RedisCluster):
                replication = await self.redis.info("replication", target_nodes=RedisCluster.PRIMARIES)
                persistence = (
                    await self.redis.info("persistence", target_nodes=RedisCluster.PRIMARIES)
                    if self.durability.aof
                    else {}
                )
            else:
                replication = {"primary": await self.redis.info("replication")}
                persistence = {"primary": await self.redis.info("persistence")} if self.durability.aof else {}
        problems = []
        for node, info in sorted(replication.items()):
            online = sum(
                1
                for name, value in info.items()
                if name.startswith("slave")
                and isinstance(value, dict)
                and value.get("state") == "online"
                and int(value.get("lag", 0)) <= 2
            )
            if online < self.durability.replicas:
                problems.append(f"{node} has {online} of {self.durability.replicas} required replicas")
            if self.durability.aof and not int(persistence.get(node, {}).get("aof_enabled", 0)):
                problems.append(f"{node} has no append-only file")
        missing = "; ".join(problems) or None
        if missing != self._replicas_missing:
            if missing:
                log.warning("writes cannot be confirmed: %s", missing)
            else:
                log.warning("writes can be confirmed again: every primary has what they need")
            self._replicas_missing = missing
        return missing

    async def throttle(self, client: str, interval_us: int, window_us: int) -> tuple[int, int]:
        """One request of ``client`` against the shared limit: 0 if it may pass, else microseconds to wait; and the
        microseconds until its whole window's worth is back."""
        with _THROTTLE:
            wait, full = await self._run(self._throttle, [rate_key(client)], [interval_us, window_us])
            return int(wait), int(full)

    async def load(self, game_id: str, idem: bytes | None = None) -> tuple[Record | None, IdempotencyRecord | None]:
        """The match (None when unknown or expired) and, with ``idem``, that idempotency record if still live."""
        with _LOAD:
            if idem is None:
                if self.pipelined is not None:
                    raw = await self.pipelined.execute("HGET", game_key(game_id), "rec")
                else:
                    raw = await self.redis.hget(game_key(game_id), "rec")
                return _record(raw), None
            raw, stored = await self._run(self._load_keyed, [game_key(game_id), idempotency_key(game_id)], [idem])
        return _record(raw or None), _idem_decoder.decode(stored.partition(b":")[2]) if stored else None

    async def load_present(
        self, game_id: str, idem: bytes | None = None
    ) -> tuple[Record | None, IdempotencyRecord | None, Attendance]:
        """:meth:`load`, and the seats' presence (service/matches/presence.py) read with it: without ``idem`` the
        ``HGET``, a ``ZRANGE`` of the presence set and a ``TIME`` are sent together (one round trip, reads only);
        with it, the keyed load's script and those two reads go out at once on their two connections."""
        if idem is not None:
            (record, stored), seen = await asyncio.gather(self.load(game_id, idem), self.attendance(game_id))
            return record, stored, seen
        with _LOAD:
            commands = (("HGET", game_key(game_id), "rec"), *_attendance_reads(game_id))
            if self.pipelined is not None:
                raw, flat, now = await self.pipelined.execute_many(*commands)
            else:
                pipe = self.redis.pipeline(transaction=False)
                for command in commands:
                    pipe.execute_command(*command)
                raw, flat, now = await pipe.execute()
        return _record(raw), None, Attendance.parse(now, flat)

    async def attendance(self, game_id: str) -> Attendance:
        """The seats' presence in the match's presence set, with Redis's clock (one round trip, reads only)."""
        with _LOAD:
            if self.pipelined is not None:
                flat, now = await self.pipelined.execute_many(*_attendance_reads(game_id))
            else:
                pipe = self.redis.pipeline(transaction=False)
                for command in _attendance_reads(game_id):
                    pipe.execute_command(*command)
                flat, now = await pipe.execute()
        return Attendance.parse(now, flat)

    async def load_answer(
        self, game_id: str, first: int, count: int, moves: int | None
    ) -> tuple[list[bytes], list[bytes]]:
        """The ``count`` events from sequence number ``first`` and, with ``moves``, the first that many moves."""
        with _EVENTS:
            pipe = self.redis.pipeline(transaction=False)
            pipe.lrange(events_key(game_id), first - 1, first + count - 2)
            if moves is not None:
                pipe.lrange(moves_key(game_id), 0, moves - 1)
            events, *found = await pipe.execute()
        return list(events), list(found[0]) if found else []

    async def load_events(self, game_id: str, after: int) -> tuple[Record | None, list[bytes]]:
        """The match and its stored events after sequence number ``after``, up to the last one that record
        counts (a write that lands between the two reads adds events for the next call, never half a commit).
        With confirmed writes, the record of the last confirmed write (a match none of whose writes was confirmed
        yet reads as its latest)."""
        with _EVENTS:
            pipe = self.redis.pipeline(transaction=False)
            if self.durability is not None:
                pipe.hmget(game_key(game_id), "crec", "rec")
            else:
                pipe.hget(game_key(game_id), "rec")
            pipe.lrange(events_key(game_id), after, -1)
            raw, events = await pipe.execute()
        if self.durability is not None:
            raw = raw[0] or raw[1]
        record = _record(raw)
        return record, [] if record is None else list(events[: max(record.events - after, 0)])

    async def load_replay(self, game_id: str) -> tuple[Record | None, list[bytes], list[bytes]]:
        """The match, all its stored events and all its moves."""
        with _REPLAY:
            pipe = self.redis.pipeline(transaction=False)
            pipe.hget(game_key(game_id), "rec")
            pipe.lrange(events_key(game_id), 0, -1)
            pipe.lrange(moves_key(game_id), 0, -1)
            raw, events, moves = await pipe.execute()
        return _record(raw), list(events), list(moves)

    async def commit(
        self,
        game_id: str,
        *,
        expected: int | str | None,
        version: int | str,
        record: Record,
        events: list[bytes],
        moves: Sequence[Move] = (),
        idem: tuple[bytes, IdempotencyRecord] | None = None,
        lobby: Literal["add", "remove"] | None = None,
        clock: int | None = None,
    ) -> bool:
        """Write the match at ``version`` if it is still at ``expected`` (None: if it does not exist yet), with
        the events and the ``moves`` that led there (the accepted action, then any the server made after it), and
        ``lobby``: add the match to its variant's lobby, or remove it, in the same script. On a Redis Cluster the
        lobby's key lives in another slot, so there the lobby is changed right after the write (the listing
        checks every entry against its match, so a lost change only leaves an entry that is skipped). ``clock``
        (None: unchanged): the match's new deadline in the clocks' sorted set, 0 to take it out; on a cluster, too,
        right after the write (the sweeper checks every entry against its match)."""
        keys = [game_key(game_id), events_key(game_id), moves_key(game_id)]
        args: list[Any] = [-1 if expected is None else expected, version, _encoder.encode(record), self.ttl]
        args += [len(events), *events, len(moves), *(_encoder.encode(m) for m in moves)]
        apart = lobby is not None and isinstance(self.redis, RedisCluster)
        args += ["" if lobby is None or apart else lobby, game_id, record.created]
        if idem is not None:  # named only when written: a key that does not exist is TRYAGAIN while a slot migrates
            keys.append(idempotency_key(game_id))
            args += [idem[0], _encoder.encode(idem[1]), self.idempotency_ttl]
        clock_apart = clock is not None and isinstance(self.redis, RedisCluster)
        if clock is not None and not clock_apart:
            if idem is None:
                args += ["", "", ""]
            args.append(clock)
        if lobby is not None and not apart:
            keys.append(lobby_key(record.variant, record.app))
        if clock is not None and not clock_apart:
            keys.append(CLOCKS_KEY)
        hooks = [] if self.outbox is None else self.outbox.entries(game_id, record, len(events), moves)
        hooks_apart = bool(hooks) and isinstance(self.redis, RedisCluster)
        if hooks:  # webhook events (service/webhooks/), the last keys and arguments
            if clock is None or clock_apart:
                args += ["", "", "", ""] if idem is None else [""]
            args += [len(hooks), self.outbox.ttl, "0" if hooks_apart else "1"]
            args += [part for hook in hooks for part in hook]
            keys += self.outbox.keys(game_id, record.app, inline=not hooks_apart)
        with _COMMIT:
            if self.durability is None:
                written = bool(await self._run(self._write, keys, args))
            else:
                command = ("EVALSHA", self._write_quiet.sha, len(keys), *keys, *args)
                written = bool(await self._confirmed(keys[0], command, script=True))
                if written:
                    await self.announce(game_id, record, version)
            if written and apart:
                if lobby == "add":
                    await self.redis.zadd(lobby_key(record.variant, record.app), {game_id: record.created})
                else:
                    await self.redis.zrem(lobby_key(record.variant, record.app), game_id)
            if written and clock_apart:
                await self.set_clock(game_id, clock or 0)
            if written and hooks:
                if hooks_apart:
                    await self.outbox.enter(self.redis, game_id)
                self.outbox.on_written()
            return written

    async def set_clock(self, game_id: str, deadline: int) -> None:
        """Put the match in the clocks' sorted set at ``deadline`` (0: take it out)."""
        with _COMMIT:
            if deadline:
                await self.redis.zadd(CLOCKS_KEY, {game_id: deadline})
            else:
                await self.redis.zrem(CLOCKS_KEY, game_id)

    async def now(self, game_id: str) -> int:
        """Redis's clock in Unix milliseconds (the node of ``game_id`` on a cluster)."""
        with _LOAD:
            return int(await self._run(self._now, [game_key(game_id)], []))

    async def claim(self, lease_ms: int, count: int, key: str = CLOCKS_KEY) -> list[tuple[str, int]]:
        """Up to ``count`` matches whose deadline has passed, each leased for ``lease_ms`` to this caller: the
        game id and the lease's end, its score in the set until a write or :meth:`unclaim` changes it. ``key``:
        the sorted set of deadlines (the turn clocks', or presence's: service/matches/presence.py)."""
        with _COMMIT:
            leased, *ids = await self._run(self._claim, [key], [lease_ms, count])
        return [(g.decode(), int(leased)) for g in ids]

    async def unclaim(self, game_id: str, leased: int, deadline: int, key: str = CLOCKS_KEY) -> None:
        """Give back a claimed entry that was not timed out: at its match's ``deadline``, or out of the set (0);
        unless a write moved it since the claim."""
        with _COMMIT:
            await self._run(self._unclaim, [key], [game_id, leased, deadline])

    async def script(self, script: Script, keys: list[Any], args: list[Any]) -> Any:
        """Run a script registered on :attr:`redis` (another module's), counted as a commit."""
        with _COMMIT:
            return await self._run(script, keys, args)

    async def _run(self, script: Script, keys: list[Any], args: list[Any]) -> Any:
        """``script`` on the server: on the scripts' pipelined connection where there is one, else redis-py's."""
        if self._scripts is not None:
            return await self._scripts.script(script.sha, script.script, keys, args)
        return await script(keys=keys, args=args)

    async def hget(self, key: str, field: str) -> bytes | None:
        """One hash field: on the loads' pipelined connection where there is one, else redis-py's."""
        if self.pipelined is not None:
            return await self.pipelined.execute("HGET", key, field)  # type: ignore[no-any-return]
        return await self.redis.hget(key, field)  # type: ignore[no-any-return]

    async def announce(self, game_id: str, record: Record, version: int | str) -> None:
        """With confirmed writes: ``record``, written at ``version`` and confirmed, becomes what watchers read,
        and they are told (:data:`ANNOUNCE`). A failure propagates: the caller answers 503, and the client's
        resend with its ``Idempotency-Key`` confirms and announces it again. Without them, nothing: the write
        script announced it."""
        if self.durability is None:
            return
        with _COMMIT:
            await self._run(
                self._announce, [game_key(game_id)], [_encoder.encode(record), f"{record.events}.{record.rev}", version]
            )

    async def confirm(self, game_id: str) -> bool:
        """Make a repeated idempotent answer as durable as a fresh one: refresh the TTL of the match's
        idempotency records (a write) and wait for it like a commit. False when they are gone from the primary
        (the action answered is not there either: apply it again); :class:`Unconfirmed` when it is not
        confirmed in time. Without ``durability``, True at once."""
        if self.durability is None:
            return True
        key = idempotency_key(game_id)
        with _CONFIRM:
            return bool(await self._confirmed(key, ("EXPIRE", key, self.ttl)))

    async def _confirmed(self, key: str, command: tuple[Any, ...], script: bool = False) -> Any:
        """The reply of the write ``command`` on ``key``'s primary, once ``durability`` confirms it.

        The write and the wait travel together on one connection (a pipeline, one round trip): ``WAIT`` counts
        the replicas that acknowledged every write made on its connection, so it must follow the write there.
        On a cluster both are sent explicitly to the node that owns ``key``'s slot, without redirections: after
        a ``MOVED`` (the write did not run) the client learns the new owner and both are sent there; after an
        ``ASK`` (the slot is migrating) both are sent to the node named, after ``ASKING``. A script
        unknown to the node (``NOSCRIPT``, the write did not run) is loaded and the pair sent again.
        """
        assert self.durability is not None
        durability = self.durability
        last: RedisError | None = None
        asking: ClusterNode | None = None
        for _ in range(3):
            try:
                if isinstance(self.redis, RedisCluster):
                    await self.redis.initialize()  # no-op unless a failure asked for a topology refresh
                    node = asking or self.redis.get_node_from_key(key)
                    pipe = self.redis.pipeline()
                    if asking is not None:  # the slot is migrating there: ASKING, then the pair, on that node
                        pipe.execute_command("ASKING", target_nodes=node)
                    pipe.execute_command(*command, target_nodes=node)
                    pipe.execute_command(*durability.command, target_nodes=node)
                    *_, reply, acked = await pipe.execute(raise_on_error=False, allow_redirections=False)
                else:
                    pipe = self.redis.pipeline(transaction=False)
                    pipe.execute_command(*command)
                    pipe.execute_command(*durability.command)
                    reply, acked = await pipe.execute(raise_on_error=False)
                for outcome in (reply, acked):
                    if isinstance(outcome, ConnectionError | TimeoutError):
                        raise outcome  # a cluster pipeline returns what it met while reading
            except (ConnectionError, TimeoutError):
                if isinstance(self.redis, RedisCluster):
                    self.redis._initialize = True  # as redis-py's own command path does: refresh the topology
                raise
            if isinstance(reply, MovedError):  # the slot has a new owner (a failover, a resharding)
                last, asking = reply, None
                await self.redis.nodes_manager.move_slot(reply)
                continue
            if isinstance(reply, AskError):  # the match's keys are moving to another node
                last, asking = reply, self.redis.get_node(host=reply.host, port=reply.port)
                if asking is None:
                    raise reply
                continue
            if isinstance(reply, NoScriptError) and script:
                last = reply
                await self.redis.script_load(WRITE_QUIET)
                continue
            if isinstance(reply, Exception):
                raise reply
            if isinstance(acked, Exception):
                raise acked
            if reply and not durability.confirmed(acked):
                log.warning("write not confirmed within %d ms: %s", durability.timeout_ms, durability.describe(acked))
                raise Unconfirmed(durability.describe(acked))
            return reply
        assert last is not None
        raise last  # the slot kept moving (or the script kept vanishing): 503, the caller resends

    async def lobby(
        self, variant: str, after: tuple[int, str] | None, count: int, app: str = ""
    ) -> list[tuple[str, int, Record | None]]:
        """Up to ``count`` entries of the variant's lobby after ``after`` (creation time and game id of the last
        entry of the previous page; None: from the newest), newest first (ties: game id descending), each with
        its creation time and its match's record (None once expired)."""
        high = "+inf" if after is None else str(after[0])
        with _LOAD:
            found = await self.redis.zrevrangebyscore(
                lobby_key(variant, app), high, "-inf", start=0, num=count + 64, withscores=True
            )
            entries = [(member.decode(), int(score)) for member, score in found]
            if after is not None:
                entries = [(g, t) for g, t in entries if t < after[0] or g < after[1]]
            entries = entries[:count]
            if not entries:
                return []
            pipe = self.redis.pipeline(transaction=False)
            for game_id, _ in entries:
                pipe.hget(game_key(game_id), "rec")
            records = await pipe.execute()
        return [(g, t, _record(raw)) for (g, t), raw in zip(entries, records, strict=True)]

    async def forget(self, variant: str, game_ids: Sequence[str], app: str = "") -> None:
        """Drop lobby entries whose match expired or no longer waits."""
        if game_ids:
            with _COMMIT:
                await self.redis.zrem(lobby_key(variant, app), *game_ids)


def _record(raw: bytes | None) -> Record | None:
    return None if raw is None else _record_decoder.decode(raw)


def _attendance_reads(game_id: str) -> tuple[tuple[Any, ...], ...]:
    """The match's presence set with scores, then Redis's clock."""
    return (("ZRANGE", presence_key(game_id), 0, -1, "WITHSCORES"), ("TIME",))
