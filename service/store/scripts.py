"""The store's Lua scripts: the one writer of a match, the turn clocks' lease, Redis's clock, the rate limiter.

Every script touches only the keys of one hash slot (a match's ``{<game_id>}``, or the one clocks set), so each
runs on one node of a Redis Cluster. :mod:`service.store.store` registers them and calls them.
"""

from __future__ import annotations

WRITE = """
local current = redis.call('HGET', KEYS[1], 'v')
local expected = tonumber(ARGV[1])
if expected < 0 then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
local n = tonumber(ARGV[5])
local m = tonumber(ARGV[6 + n])
local lobby = ARGV[7 + n + m]
local field = ARGV[10 + n + m]
if field == '' then field = nil end
local now
if field then
  now = tonumber(redis.call('TIME')[1])
  local old = redis.call('HGET', KEYS[4], field)
  if old and tonumber(string.match(old, '^(%d+):')) > now then return 0 end
end
local ttl = ARGV[4]
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'rec', ARGV[3])
redis.call('EXPIRE', KEYS[1], ttl)
if n > 0 then redis.call('RPUSH', KEYS[2], unpack(ARGV, 6, 5 + n)) end
redis.call('EXPIRE', KEYS[2], ttl)
if m > 0 then redis.call('RPUSH', KEYS[3], unpack(ARGV, 7 + n, 6 + n + m)) end
redis.call('EXPIRE', KEYS[3], ttl)
if field then
  redis.call('HSET', KEYS[4], field, (now + tonumber(ARGV[12 + n + m])) .. ':' .. ARGV[11 + n + m])
  if redis.call('HLEN', KEYS[4]) % 32 == 0 then
    local all = redis.call('HGETALL', KEYS[4])
    for i = 1, #all, 2 do
      if tonumber(string.match(all[i + 1], '^(%d+):')) <= now then redis.call('HDEL', KEYS[4], all[i]) end
    end
  end
  redis.call('EXPIRE', KEYS[4], ttl)
end
local last = #KEYS
local clock = ARGV[13 + n + m]
if clock and clock ~= '' then
  if clock == '0' then
    redis.call('ZREM', KEYS[last], ARGV[8 + n + m])
  else
    redis.call('ZADD', KEYS[last], clock, ARGV[8 + n + m])
  end
  last = last - 1
end
if lobby == 'add' then
  redis.call('ZADD', KEYS[last], ARGV[9 + n + m], ARGV[8 + n + m])
elseif lobby == 'remove' then
  redis.call('ZREM', KEYS[last], ARGV[8 + n + m])
end
redis.call('SPUBLISH', (string.gsub(KEYS[1], ':game$', ':notify')), ARGV[2])
return 1
"""
"""KEYS: game, events, moves[, idempotency][, lobby][, clocks]. ARGV: expected version (-1: must not exist), new
version, record, ttl, event count, events..., move count, moves... (the accepted action and the moves the server made
after it; none at creation), the lobby change ('', 'add' or 'remove'), the game id and its score in the lobby,
idempotency field, idempotency record, its ttl (three empty strings without one), the clock change ('': none, '0': no
clock runs, else the new deadline in Unix milliseconds, the score in :func:`clocks_key`). Returns 1 when written, 0 when
the version moved on (or the field holds a live record: another request with the same key won). A public match enters
the lobby's sorted set (:func:`lobby_key`) in the write that stores it waiting and leaves it in the write that fills it.
A write announces the new version on the match's shard channel (:func:`notify_channel`) in the same script, so no event
is ever stored without its announcement. Likewise a match whose clock runs is in the clocks' sorted set, scored by its
deadline, from the write that starts the clock, and leaves it in the write that stops it."""

CLAIM = """
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ms, 'LIMIT', 0, tonumber(ARGV[2]))
local leased = ms + tonumber(ARGV[1])
for _, id in ipairs(due) do redis.call('ZADD', KEYS[1], leased, id) end
table.insert(due, 1, leased)
return due
"""
"""KEYS: the clocks' sorted set. ARGV: the lease in milliseconds, the most to claim. The game ids whose deadline
has passed (Redis's clock), each pushed a lease into the future at once, so that no other replica claims it
meanwhile; a replica that dies holding one only delays it by the lease. Returns the lease's end, then the ids."""

UNCLAIM = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) == tonumber(ARGV[2]) then
  if ARGV[3] == '0' then redis.call('ZREM', KEYS[1], ARGV[1]) else redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1]) end
  return 1
end
return 0
"""
"""KEYS: the clocks' sorted set. ARGV: game id, the lease's end it was claimed with, its true deadline (0: none).
Puts a claimed entry right unless a write changed it since the claim."""

WRITE_QUIET = WRITE.replace("redis.call('SPUBLISH', (string.gsub(KEYS[1], ':game$', ':notify')), ARGV[2])\n", "")
"""The write script of confirmed writes: the same, but announced only by :data:`ANNOUNCE` once confirmed."""
assert WRITE_QUIET != WRITE

ANNOUNCE = """
local events, rev = string.match(ARGV[2], '^(%d+)%.(%d+)$')
local known = redis.call('HGET', KEYS[1], 'cv')
if known then
  local e, r = string.match(known, '^(%d+)%.(%d+)$')
  if tonumber(e) > tonumber(events) or (tonumber(e) == tonumber(events) and tonumber(r) >= tonumber(rev)) then
    return 0
  end
end
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'crec', ARGV[1], 'cv', ARGV[2])
redis.call('SPUBLISH', (string.gsub(KEYS[1], ':game$', ':notify')), ARGV[3])
return 1
"""
"""KEYS: game. ARGV: the confirmed record, its "events.rev", its version. Keeps the record of a confirmed write as
the one watchers read (``crec``), unless a later confirmed write is there already (confirmations may arrive out
of order), and announces it. A write's (events, rev) grows with every commit of the match."""

NOW = """
local now = redis.call('TIME')
return tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
"""
"""Redis's clock in Unix milliseconds (on a cluster, the clock of the node that owns KEYS[1])."""

LOAD_KEYED = """
local rec = redis.call('HGET', KEYS[1], 'rec')
local idem = redis.call('HGET', KEYS[2], ARGV[1])
if idem and tonumber(string.match(idem, '^(%d+):')) <= tonumber(redis.call('TIME')[1]) then idem = false end
return {rec or '', idem or ''}
"""
"""KEYS: game, idempotency. ARGV: the idempotency field. Returns the record and the live idempotency value
(each '' when absent; an expired one is absent), read at once on Redis's clock."""

THROTTLE = """
local now = redis.call('TIME')
local t = tonumber(now[1]) * 1000000 + tonumber(now[2])
local interval = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < t then tat = t end
local after = tat + interval
if after - t > window then return {math.ceil(after - t - window), tat - t} end
redis.call('SET', KEYS[1], string.format('%.0f', after), 'PX', math.ceil((after - t) / 1000))
return {0, after - t}
"""
"""A shared rate limit (GCRA) on Redis's clock. KEYS: the client's key. ARGV: microseconds per request (the
window over the limit), the window in microseconds. Returns two numbers: 0 when the request may pass (and counts
it), else the microseconds until it may; then the microseconds until the whole window's worth is back."""
