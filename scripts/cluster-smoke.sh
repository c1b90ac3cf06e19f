#!/usr/bin/env bash
# Cluster smoke test without a Docker engine: the image of the Dockerfile as three replicas behind the HAProxy of
# deploy/haproxy.cfg, on a Redis primary with two replicas watched by three Sentinels, every part in its own
# podman container on one podman network (whose DNS answers `osmica` with the three replicas, as
# deploy/haproxy.cfg expects), with OSMICA_REDIS_MIN_REPLICAS=1. tests/cluster_load.py then plays 50 matches at
# once through HAProxy (If-Match, Idempotency-Key) with 100 event streams open, and meanwhile stops one replica
# with SIGTERM, kills another with SIGKILL and kills the Redis primary; it checks that every acknowledged action
# is in its match, that every stream resumed through HAProxy with Last-Event-ID without a gap or a repeat, that
# the stopped replica answered its requests in flight and exited 0, and prints the recovery times. Every
# container and the network are removed on exit, whatever happened. Exit status 0 = passed, 124 = timed out.
#
#   scripts/cluster-smoke.sh
#
# The service image is scripts/container-smoke.sh's (`--build-only`: built and checked in that script's cached
# image store, which this run then uses under the same lock). Redis and HAProxy come from Debian 12's packages
# (Redis 7.0, HAProxy 2.6) in an image built on that script's Debian base (scripts/cluster/Containerfile), since
# no container registry may be reachable; apt reaches the Debian mirror from the build. The load driver runs on
# the host in the current Python environment (it needs the dev lock: httpx, redis, the project's tests).
#
# HAProxy's log of the last run (one line per request, with the replica that served it and its timings) is kept
# in $OSMICA_SMOKE_CACHE/cluster-smoke-haproxy.log.
#
# Environment: OSMICA_CLUSTER_TIMEOUT (whole run, s; default 1500), OSMICA_CLUSTER_MATCHES (default 50),
# OSMICA_CLUSTER_STREAMS_PER_MATCH (default 2), OSMICA_CLUSTER_FAULT_EVERY (acknowledged actions between the
# faults; default 400), and scripts/container-smoke.sh's OSMICA_SMOKE_CACHE and OSMICA_DEBIAN_MIRROR.
set -Eeuo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TIMEOUT_S=${OSMICA_CLUSTER_TIMEOUT:-1500}

# The whole run is bounded: re-run this script under timeout(1), which signals the whole process group.
if [[ -z ${OSMICA_CLUSTER_BOUNDED:-} ]]; then
    OSMICA_CLUSTER_BOUNDED=1 exec timeout --kill-after=60 "$TIMEOUT_S" bash "${BASH_SOURCE[0]}" "$@"
fi
case ${1:-} in
    "") ;;
    -h | --help) sed -n '2,/^set -E/{/^set -E/d;s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) echo "cluster-smoke: unknown argument: $1" >&2; exit 64 ;;
esac

CACHE=${OSMICA_SMOKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/osmica-container-smoke}
MATCHES=${OSMICA_CLUSTER_MATCHES:-50}
STREAMS_PER_MATCH=${OSMICA_CLUSTER_STREAMS_PER_MATCH:-2}
FAULT_EVERY=${OSMICA_CLUSTER_FAULT_EVERY:-400}
RUN_ID=osmica-cluster-$$
NET=$RUN_ID
LABEL=io.osmica.cluster-smoke=$RUN_ID
INFRA=localhost/osmica-cluster-infra:smoke

T0=$SECONDS
PHASE_T=$SECONDS
WORK=
NETWORK_MADE=0
CHILD=
PODMAN=(false)

log() { printf '[cluster-smoke %4ds] %s\n' "$((SECONDS - T0))" "$*"; }
phase_done() {
    log "$1 took $((SECONDS - PHASE_T)) s"
    PHASE_T=$SECONDS
}
die() {
    log "FAILED: $*" >&2
    exit 1
}

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    set +e
    if [[ -n $CHILD ]]; then
        kill "$CHILD" 2>/dev/null
        wait "$CHILD" 2>/dev/null
    fi
    local containers
    containers=$("${PODMAN[@]}" ps --all --quiet --filter "label=$LABEL" 2>/dev/null)
    if [[ -n $containers ]]; then
        "${PODMAN[@]}" logs "$RUN_ID-lb" >"$CACHE/cluster-smoke-haproxy.log" 2>&1
        if ((status != 0)); then
            for name in $("${PODMAN[@]}" ps --all --format '{{.Names}}' --filter "label=$LABEL"); do
                log "logs of $name (last 25 lines):"
                "${PODMAN[@]}" logs --tail 25 "$name" 2>&1 | sed 's/^/    /'
            done
        fi
        # shellcheck disable=SC2086
        "${PODMAN[@]}" rm --force --time 0 $containers >/dev/null 2>&1
    fi
    ((NETWORK_MADE)) && "${PODMAN[@]}" network rm --force "$NET" >/dev/null 2>&1
    [[ -n $WORK ]] && rm -rf "$WORK"
    left=$("${PODMAN[@]}" ps --all --quiet --filter "label=$LABEL" 2>/dev/null)
    [[ -z $left ]] || log "containers left behind: $left" >&2
    if ((status == 0)); then
        log "PASSED in $((SECONDS - T0)) s"
    else
        log "FAILED (exit $status) after $((SECONDS - T0)) s" >&2
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# Run a long command in the background and wait for it: bash runs a trap only between commands, and a signal
# (the timeout's, or ^C) must not wait for the command's end. Everything stays in this process group.
background() {
    "$@" &
    CHILD=$!
    local status=0
    wait "$CHILD" || status=$?
    CHILD=
    return "$status"
}

# --- 0. tools: podman's network stack with its DNS (scripts/container-smoke.sh installs podman and buildah) -----
need=()
for tool in netavark aardvark-dns; do # each tool is also its Debian package's name
    [[ -x /usr/lib/podman/$tool ]] || need+=("$tool")
done
command -v iptables >/dev/null 2>&1 || need+=(iptables) # netavark's firewall rules
if ((${#need[@]})); then
    log "installing ${need[*]} from Debian"
    timeout 300 apt-get update -qq || die "apt-get update failed"
    DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -qq "${need[@]}" >/dev/null ||
        die "apt-get install ${need[*]} failed"
fi
# The load driver runs on the host, in this Python environment.
(cd "$ROOT" && python3 -c 'import httpx, redis, tests.service.play') 2>/dev/null ||
    die "python3 lacks the dev lock (httpx, redis, the project): activate the venv of the README first"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/osmica-cluster.XXXXXX")

# --- 1. the service image: scripts/container-smoke.sh builds and checks it ---------------------------------------
# Bounded by this run's own timeout (OSMICA_SMOKE_BOUNDED), so that it stays in this process group.
background bash -o pipefail -c 'OSMICA_SMOKE_BOUNDED=1 bash "$1" --build-only 2>&1 | sed "s/^/    /"' build \
    "$ROOT/scripts/container-smoke.sh" || die "the image build failed"
phase_done "service image"

# Its image store, under its lock for the rest of the run (no other smoke prunes or retags it meanwhile).
exec 9>"$CACHE/lock"
flock --wait 900 9 || die "another smoke run holds $CACHE/lock"
driver=$(cat "$CACHE/storage-driver")
STORE=$CACHE/storage-$driver
BUILDAH=(buildah --root "$STORE" --runroot "$CACHE/run-$driver" --storage-driver "$driver")
PODMAN=(podman --root "$STORE" --runroot "$CACHE/run-$driver" --storage-driver "$driver"
    --tmpdir "$CACHE/run-$driver/libpod" --cgroup-manager cgroupfs --runtime runc --events-backend file)
revision=$(git -C "$ROOT" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
label() { "${PODMAN[@]}" image inspect --format "{{index .Config.Labels \"$1\"}}" localhost/osmica:smoke; }
[[ $(label org.opencontainers.image.revision) == "$revision"* ]] ||
    die "localhost/osmica:smoke is of revision $(label org.opencontainers.image.revision), not $revision (another build since)"
IMAGE=$("${PODMAN[@]}" image inspect --format '{{.Id}}' localhost/osmica:smoke)
BASE_IMAGE=$(label org.opencontainers.image.base.name)

# --- 2. Redis and HAProxy from Debian's packages, on the same base --------------------------------------------
background "${BUILDAH[@]}" build --isolation chroot --format docker --layers --pull=never --jobs 1 \
    --build-arg BASE="$BASE_IMAGE" --tag "$INFRA" --file "$ROOT/scripts/cluster/Containerfile" \
    "$ROOT/scripts/cluster" >"$WORK/infra-build.log" 2>&1 ||
    { tail -20 "$WORK/infra-build.log" >&2; die "the Redis and HAProxy image did not build"; }
log "$INFRA: $("${PODMAN[@]}" run --rm --network none --ulimit nofile=1024:1024 --ulimit nproc=4096:4096 \
    "$INFRA" sh -c 'redis-server --version | cut -d" " -f1-3; haproxy -v | head -1 | cut -d" " -f1-3' | paste -sd ' ')"
phase_done "Redis and HAProxy image"

# --- 3. the cluster ----------------------------------------------------------------------------------------------
"${PODMAN[@]}" network create "$NET" >"$WORK/network.log" 2>&1 || { cat "$WORK/network.log" >&2; die "podman network create failed"; }
NETWORK_MADE=1
# A container of this run on its network (16,384 open files: HAProxy's maxconn 4,096 needs two per connection).
run() {
    local name=$1
    shift
    "${PODMAN[@]}" run --detach --name "$RUN_ID-$name" --label "$LABEL" --network "$NET" \
        --ulimit nofile=16384:16384 --ulimit nproc=4096:4096 "$@" >"$WORK/podman-run.log" 2>&1 ||
        { cat "$WORK/podman-run.log" >&2; die "podman run $name failed"; }
}
ip_of() {
    "${PODMAN[@]}" container inspect --format "{{(index .NetworkSettings.Networks \"$NET\").IPAddress}}" "$RUN_ID-$1"
}
# Wait up to $1 seconds for the command that follows to succeed; $2 says what for.
wait_for() {
    local limit=$1 what=$2
    local deadline=$((SECONDS + limit))
    shift 2
    until "$@" >/dev/null 2>&1; do
        ((SECONDS < deadline)) || die "no $what within $limit s"
        sleep 0.5
    done
}
redis_cli() {
    local name=$1
    shift
    "${PODMAN[@]}" exec "$RUN_ID-$name" redis-cli "$@"
}

REDIS_ARGS=(--port 6379 --protected-mode no --save '' --appendonly no)
run redis-a "$INFRA" redis-server "${REDIS_ARGS[@]}"
primary_ip=$(ip_of redis-a)
for replica in redis-b redis-c; do
    run "$replica" "$INFRA" redis-server "${REDIS_ARGS[@]}" --replicaof "$primary_ip" 6379
done
linked() { redis_cli "$1" info replication | grep -q 'master_link_status:up'; }
wait_for 60 "replication link of redis-b" linked redis-b
wait_for 60 "replication link of redis-c" linked redis-c
# Sentinels rewrite their configuration file: each gets a directory of its own. A primary is down after 1 s
# without an answer; two of three must agree.
sentinels=()
for i in 1 2 3; do
    mkdir -p "$WORK/sentinel-$i"
    printf '%s\n' "port 26379" "protected-mode no" "sentinel monitor osmica $primary_ip 6379 2" \
        "sentinel down-after-milliseconds osmica 1000" "sentinel failover-timeout osmica 10000" \
        >"$WORK/sentinel-$i/sentinel.conf"
    run "sentinel-$i" --volume "$WORK/sentinel-$i:/etc/sentinel" "$INFRA" \
        redis-server /etc/sentinel/sentinel.conf --sentinel
    sentinels+=("$RUN_ID-sentinel-$i:26379")
done
sentinel_ready() {
    local state
    state=$(redis_cli "$1" -p 26379 sentinel master osmica | paste -sd ' ')
    [[ $state == *"num-slaves 2 "* && $state == *"num-other-sentinels 2 "* ]]
}
for i in 1 2 3; do
    wait_for 60 "sentinel-$i that knows both replicas and the other sentinels" sentinel_ready "sentinel-$i"
done
log "Redis: primary redis-a ($primary_ip), replicas redis-b and redis-c, 3 sentinels (quorum 2)"
phase_done "Redis"

redis_url="redis+sentinel://$(IFS=,; echo "${sentinels[*]}")/osmica/0"
for i in 1 2 3; do
    # As deploy/compose.yaml runs them: read-only root, a /tmp tmpfs, no capabilities, one trusted proxy hop.
    run "osmica-$i" --network-alias osmica --no-healthcheck --read-only --tmpfs /tmp --cap-drop ALL \
        --security-opt no-new-privileges --env OSMICA_REDIS_URL="$redis_url" --env OSMICA_REDIS_MIN_REPLICAS=1 \
        --env OSMICA_REDIS_WAIT_MS=500 --env OSMICA_RETRY_AFTER=1 --env OSMICA_WORKERS=1 \
        --env OSMICA_SHUTDOWN_TIMEOUT=20 --env OSMICA_PROXY_HOPS=1 --env OSMICA_ACCESS_LOG=false "$IMAGE"
done
ready() {
    python3 - "$1" <<'PY'
import sys, urllib.request
sys.exit(urllib.request.urlopen(sys.argv[1], timeout=3).status != 200)
PY
}
for i in 1 2 3; do
    wait_for 120 "200 from /readyz of osmica-$i" ready "http://$(ip_of "osmica-$i"):8000/readyz"
done
run lb --volume "$ROOT/deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro" "$INFRA" \
    haproxy -db -f /usr/local/etc/haproxy/haproxy.cfg
lb_ip=$(ip_of lb)
# HAProxy finds the replicas by DNS and checks /readyz before it sends them anything: wait until its log shows
# requests served by three of them.
balanced() {
    for _ in 1 2 3 4 5 6; do ready "http://$lb_ip:8080/readyz" || return 1; done
    (($("${PODMAN[@]}" logs "$RUN_ID-lb" 2>&1 | grep -o ' osmica/osmica[0-9]* ' | sort -u | wc -l) >= 3))
}
wait_for 120 "HAProxy that balances over the three replicas" balanced
log "HAProxy on $lb_ip:8080 (deploy/haproxy.cfg) over osmica-1, osmica-2, osmica-3 (1 worker each)"
phase_done "service"

# --- 4. the load, and the faults during it ----------------------------------------------------------------------
podman_json=$(python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "${PODMAN[@]}")
cd "$ROOT"
background python3 -m tests.cluster_load --base "http://$lb_ip:8080" --podman "$podman_json" \
    --stop "$RUN_ID-osmica-1=$(ip_of osmica-1)" --kill "$RUN_ID-osmica-2" --kill-redis "$RUN_ID-redis-a=$primary_ip" \
    --sentinels "$(ip_of sentinel-1),$(ip_of sentinel-2),$(ip_of sentinel-3)" --matches "$MATCHES" \
    --streams-per-match "$STREAMS_PER_MATCH" --fault-every "$FAULT_EVERY" || die "the load under faults failed"
phase_done "load under faults"
