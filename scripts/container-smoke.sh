#!/usr/bin/env bash
# Container smoke test without a Docker engine: build the image with buildah, check it (non-root, no pip or
# compiler, the compiled engine, HEALTHCHECK, labels), run it with podman against a throwaway Redis on the host,
# run its HEALTHCHECK, play one Crazy Eights match over HTTP (scripts/play_match.py), check that the server's
# processes run the compiled engine, take Redis away and back (/readyz 503, then 200), stop it with SIGTERM
# (must exit 0), clean up. CI runs it; exit status 0 = passed, 124 = timed out.
#
#   scripts/container-smoke.sh [--build-only]
#
#   --build-only   build and check the image (non-root, imports, no pip), skip Redis and the match
#
# The image stays tagged localhost/osmica:smoke in the script's own image store (removing it would remove its
# cached layers too); inspect it with `podman --root ~/.cache/osmica-container-smoke/storage-overlay ...`.
#
# Nothing here needs Docker Hub or pip inside the build (neither is reachable from a build on this kind of
# machine): the base image is a minimal Debian 12 (whose python3 is 3.11) made with debootstrap, and pip in the
# build installs only wheels downloaded on the host (`--build-context wheelhouse=...`, PIP_NO_INDEX=1). The
# real default, `ARG BASE=python:3.11-slim` with PyPI, is untouched.
#
# Cached between runs under $OSMICA_SMOKE_CACHE (default ~/.cache/osmica-container-smoke), each keyed by its
# inputs: the base image (by suite, mirror, package list, recipe), the wheelhouse (by the runtime lock,
# requirements/runtime.txt, and the target platform), and buildah's layer cache (by the build context). Its image store
# is private to this script, guarded by a lock, and pruned when it grows past $OSMICA_SMOKE_CACHE_MAX_MB. The
# store uses the overlay driver where the kernel mounts overlayfs here (about 3x faster than vfs, which copies
# the whole tree for every layer), else vfs.
#
# Environment: OSMICA_SMOKE_TIMEOUT (whole run, s; default 2700), OSMICA_SMOKE_CACHE, OSMICA_SMOKE_CACHE_MAX_MB
# (default 4000), OSMICA_SMOKE_STORAGE_DRIVER (overlay | vfs; default: probed), OSMICA_DEBIAN_MIRROR (default
# http://deb.debian.org/debian), OSMICA_SMOKE_WORKERS (default 2), OSMICA_SMOKE_STEPS (actions to play at
# most; default 400).
set -Eeuo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TIMEOUT_S=${OSMICA_SMOKE_TIMEOUT:-2700}

# The whole run is bounded: re-run this script under timeout(1), which signals the whole process group.
if [[ -z ${OSMICA_SMOKE_BOUNDED:-} ]]; then
    OSMICA_SMOKE_BOUNDED=1 exec timeout --kill-after=60 "$TIMEOUT_S" bash "${BASH_SOURCE[0]}" "$@"
fi

BUILD_ONLY=0
for arg in "$@"; do
    case $arg in
        --build-only) BUILD_ONLY=1 ;;
        -h | --help) sed -n '2,/^set -E/{/^set -E/d;s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "container-smoke: unknown argument: $arg" >&2; exit 64 ;;
    esac
done

CACHE=${OSMICA_SMOKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/osmica-container-smoke}
CACHE_MAX_MB=${OSMICA_SMOKE_CACHE_MAX_MB:-4000}
MIRROR=${OSMICA_DEBIAN_MIRROR:-http://deb.debian.org/debian}
WORKERS=${OSMICA_SMOKE_WORKERS:-2}
STEPS=${OSMICA_SMOKE_STEPS:-400}
SUITE=bookworm
BASE_PACKAGES=python3,python3-venv
BUILD_BASE_PACKAGES=$BASE_PACKAGES,python3-dev,gcc,libc6-dev
BASE_RECIPE=1 # bump when step 1 changes what ends up in the base image
IMAGE=localhost/osmica:smoke
RUN_ID=osmica-smoke-$$

T0=$SECONDS
PHASE_T=$SECONDS
WORK=
REDIS_PID=
CONTAINER=
LOCKED=0
BASE_IMAGE=
BUILD_BASE_IMAGE=
BUILDAH=(false)
PODMAN=(false)

log() { printf '[container-smoke %4ds] %s\n' "$((SECONDS - T0))" "$*"; }
phase_done() {
    log "$1 took $((SECONDS - PHASE_T)) s"
    PHASE_T=$SECONDS
}
die() {
    log "FAILED: $*" >&2
    exit 1
}

# Remove the scratch dir, never following a mount out of it (an interrupted debootstrap leaves proc/sys/dev).
remove_work() {
    [[ -n $WORK && -d $WORK ]] || return 0
    local mnt
    while read -r mnt; do
        umount --lazy "$mnt" 2>/dev/null
    done < <(awk -v w="$WORK/" 'index($2, w) == 1 { print $2 }' /proc/self/mounts | sort -r)
    rm -rf --one-file-system "$WORK"
}

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    set +e
    if ((LOCKED == 0)); then
        remove_work
        log "FAILED (exit $status) after $((SECONDS - T0)) s" >&2
        exit "$status"
    fi
    if [[ -n $CONTAINER ]]; then
        if ((status != 0)); then
            log "container logs (last 60 lines):"
            "${PODMAN[@]}" logs --tail 60 "$CONTAINER" 2>&1 | sed 's/^/    /'
        fi
        "${PODMAN[@]}" rm --force --time 5 "$CONTAINER" >/dev/null 2>&1
    fi
    "${PODMAN[@]}" rm --force --time 0 "$RUN_ID-check" >/dev/null 2>&1
    "${BUILDAH[@]}" rm "$RUN_ID-base" >/dev/null 2>&1
    if [[ -n $REDIS_PID ]]; then
        kill "$REDIS_PID" 2>/dev/null
        wait "$REDIS_PID" 2>/dev/null
    fi
    prune_cache
    remove_work
    if ((status == 0)); then
        log "PASSED in $((SECONDS - T0)) s"
    else
        log "FAILED (exit $status) after $((SECONDS - T0)) s" >&2
    fi
    exit "$status"
}

# Keep the private image store bounded: past the limit, drop every image but the bases (the layer cache).
prune_cache() {
    local used_mb base_ids
    used_mb=$(du -sm "$STORE" 2>/dev/null | cut -f1)
    if ((${used_mb:-0} > CACHE_MAX_MB)); then
        log "image store is $used_mb MB (> $CACHE_MAX_MB MB): dropping the layer cache"
        "${BUILDAH[@]}" rm --all >/dev/null 2>&1
        base_ids=$(for image in "$BASE_IMAGE" "$BUILD_BASE_IMAGE"; do
            "${BUILDAH[@]}" inspect --type image --format '{{.FromImageID}}' "$image" 2>/dev/null || echo none
        done)
        "${BUILDAH[@]}" images --all --noheading --no-trunc --format '{{.ID}}' 2>/dev/null |
            grep -v -F "$base_ids" | xargs -r "${BUILDAH[@]}" rmi --force >/dev/null 2>&1
        log "image store is now $(du -sm "$STORE" 2>/dev/null | cut -f1) MB"
    fi
}

trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# --- 0. tools, lock, image store --------------------------------------------------------------------------
need=()
for tool in buildah podman debootstrap runc redis-server; do # each tool is also its Debian package's name
    command -v "$tool" >/dev/null 2>&1 || need+=("$tool")
done
if ((${#need[@]})); then
    log "installing ${need[*]} from Debian"
    export DEBIAN_FRONTEND=noninteractive
    timeout 300 apt-get update -qq || die "apt-get update failed"
    timeout 600 apt-get install -y -qq "${need[@]}" >/dev/null || die "apt-get install ${need[*]} failed"
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/osmica-smoke.XXXXXX")
mkdir -p "$CACHE/wheelhouses"
exec 9>"$CACHE/lock"
flock --wait 900 9 || die "another container-smoke run holds $CACHE/lock"

driver=${OSMICA_SMOKE_STORAGE_DRIVER:-}
if [[ -z $driver ]]; then
    mkdir -p "$WORK/ovl/lower" "$WORK/ovl/upper" "$WORK/ovl/work" "$WORK/ovl/merged"
    if mount -t overlay overlay -o "lowerdir=$WORK/ovl/lower,upperdir=$WORK/ovl/upper,workdir=$WORK/ovl/work" \
        "$WORK/ovl/merged" 2>/dev/null; then
        umount "$WORK/ovl/merged"
        driver=overlay
    else
        driver=vfs
    fi
fi
STORE=$CACHE/storage-$driver
printf '%s\n' "$driver" >"$CACHE/storage-driver" # for scripts/cluster-smoke.sh, which runs the image from this store
mkdir -p "$STORE" "$CACHE/run-$driver/libpod"
BUILDAH=(buildah --root "$STORE" --runroot "$CACHE/run-$driver" --storage-driver "$driver")
PODMAN=(podman --root "$STORE" --runroot "$CACHE/run-$driver" --storage-driver "$driver"
    --tmpdir "$CACHE/run-$driver/libpod" --cgroup-manager cgroupfs --runtime runc --events-backend file)
LOCKED=1
phase_done "tools ($driver image store)"

# --- 1. base images: Debian 12 minbase + python3 (3.11), made by debootstrap, cached by their inputs ------------
# Two: the runtime's, and the one the engine is compiled on (the same with a C compiler and Python's headers).
# base_image NAME PACKAGES -> the image's name, built unless cached.
base_image() {
    local name=$1 packages=$2 key image rootfs ctr mnt
    key=$(printf '%s\n' "$SUITE" "$MIRROR" "$packages" "$BASE_RECIPE" "$(uname -m)" | sha256sum | cut -c1-16)
    image=localhost/$name:$key
    if "${BUILDAH[@]}" inspect --type image "$image" >/dev/null 2>&1; then
        log "base image $image: cached" >&2
        echo "$image"
        return
    fi
    log "base image $image: debootstrap $SUITE from $MIRROR" >&2
    rootfs=$WORK/rootfs
    timeout 900 debootstrap --variant=minbase --include="$packages" --components=main \
        "$SUITE" "$rootfs" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 ||
        { tail -20 "$WORK/debootstrap.log" >&2; die "debootstrap failed"; }
    # What a slim image leaves out: package lists and caches, docs (copyrights stay), man pages, locales.
    rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/* "$rootfs"/var/cache/debconf/*-old \
        "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* \
        "$rootfs"/var/log/* "$rootfs"/tmp/* "$rootfs"/var/tmp/*
    find "$rootfs"/usr/share/doc -mindepth 2 ! -name copyright -delete 2>/dev/null || true
    find "$rootfs"/usr/share/doc -mindepth 1 -type d -empty -delete 2>/dev/null || true
    printf '%s\n' "deb $MIRROR $SUITE main" >"$rootfs"/etc/apt/sources.list
    ctr=$("${BUILDAH[@]}" from --name "$RUN_ID-base" scratch)
    mnt=$("${BUILDAH[@]}" mount "$ctr")
    cp -a "$rootfs"/. "$mnt"/
    "${BUILDAH[@]}" umount "$ctr" >/dev/null
    "${BUILDAH[@]}" config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        --env LANG=C.UTF-8 --cmd python3 --os linux --arch "$(dpkg --print-architecture 2>/dev/null || echo amd64)" \
        --label org.opencontainers.image.description="Debian $SUITE minbase + $packages (osmica smoke base)" \
        "$ctr" >&2
    "${BUILDAH[@]}" commit --rm --quiet "$ctr" "$image" >/dev/null
    rm -rf --one-file-system "$rootfs"
    # Older bases of this name are of no further use.
    "${BUILDAH[@]}" images --format '{{.Name}}:{{.Tag}}' | grep "^localhost/$name:" |
        grep -v -F "$image" | xargs -r "${BUILDAH[@]}" rmi >/dev/null 2>&1 || true
    echo "$image"
}
BASE_IMAGE=$(base_image osmica-smoke-base "$BASE_PACKAGES")
BUILD_BASE_IMAGE=$(base_image osmica-smoke-build-base "$BUILD_BASE_PACKAGES")
phase_done "base images"

# --- 2. wheelhouse: the runtime lock's wheels, the build backend and mypy, downloaded on the host ----------------
LOCK=$ROOT/requirements/runtime.txt
# The lock is for any CPython 3.11 (no environment markers: async-timeout, which redis needs before 3.11.3, is in
# it unconditionally), so the host's pip picks the same files the image's would. The build backend comes apart.
python3 - "$ROOT/pyproject.toml" >"$WORK/requirements.txt" <<'PY'
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    print("\n".join(tomllib.load(f)["build-system"]["requires"]))
PY
# And what the engine is compiled with: mypy and its dependencies from the dev lock, the Dockerfile's selection.
awk -v want=" ast-serialize librt msgspec mypy mypy-extensions pathspec typing-extensions " \
    '/^[a-z0-9]/ { split($1, name, "=="); keep = index(want, " " name[1] " ") > 0 } /^ *#/ { next } keep' \
    "$ROOT/requirements/dev.txt" >"$WORK/mypyc.txt"
arch=$(uname -m)
wheel_key=$( (cat "$LOCK" "$WORK/requirements.txt" "$WORK/mypyc.txt"; echo "cp311 manylinux_2_36_$arch") |
    sha256sum | cut -c1-16)
WHEELHOUSE=$CACHE/wheelhouses/$wheel_key
if [[ -f $WHEELHOUSE/.complete ]]; then
    log "wheelhouse $wheel_key: cached ($(find "$WHEELHOUSE" -name '*.whl' | wc -l) wheels)"
else
    log "wheelhouse $wheel_key: pip download"
    rm -rf "$WHEELHOUSE.tmp"
    # The image runs CPython 3.11 on glibc 2.36 (Debian 12; python:3.11-slim is Debian 12 too): name every
    # manylinux tag that glibc accepts, since pip does not expand a --platform to the older ones.
    platforms=()
    for glibc in $(seq 36 -1 17); do platforms+=(--platform "manylinux_2_${glibc}_$arch"); done
    platforms+=(--platform "manylinux2014_$arch" --platform "manylinux2010_$arch" --platform "manylinux1_$arch")
    for requirements in "$LOCK" "$WORK/requirements.txt" "$WORK/mypyc.txt"; do
        hashes=()
        [[ $requirements != "$WORK/requirements.txt" ]] && hashes=(--require-hashes)
        timeout 600 python3 -m pip download --quiet --disable-pip-version-check --dest "$WHEELHOUSE.tmp" \
            --only-binary=:all: --implementation cp --python-version 3.11 --abi cp311 --abi abi3 --abi none \
            "${platforms[@]}" "${hashes[@]}" -r "$requirements" || die "pip download failed"
    done
    touch "$WHEELHOUSE.tmp/.complete"
    rm -rf "$WHEELHOUSE"
    mv "$WHEELHOUSE.tmp" "$WHEELHOUSE"
    find "$CACHE/wheelhouses" -mindepth 1 -maxdepth 1 ! -name "$wheel_key" -exec rm -rf {} +
fi
phase_done "wheelhouse"

# --- 3. build -------------------------------------------------------------------------------------------------
revision=$(git -C "$ROOT" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
created=$(git -C "$ROOT" log -1 --format=%cI 2>/dev/null || echo unknown)
if [[ -n $(git -C "$ROOT" status --porcelain -- Dockerfile pyproject.toml requirements README.md engine service 2>/dev/null) ]]; then
    revision=$revision-dirty
fi
version=$(python3 -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' \
    "$ROOT/pyproject.toml")
log "buildah build $IMAGE (base $BASE_IMAGE, engine compiled on $BUILD_BASE_IMAGE, revision $revision)"
# The build compiles the engine (mypy, then gcc on one large C file): up to about 15 minutes on a loaded machine.
# The layer cache keys a LABEL step by its text, not by the build arguments it expands: the labels that change
# with every commit are also given on the command line, which applies them to the image whatever was cached.
timeout 1800 "${BUILDAH[@]}" build --isolation chroot --format docker --layers --pull=never --jobs 1 \
    --build-arg BASE="$BASE_IMAGE" --build-arg BUILD_BASE="$BUILD_BASE_IMAGE" --build-arg PIP_NO_INDEX=1 \
    --build-context wheelhouse="$WHEELHOUSE" \
    --build-arg VERSION="$version" --build-arg REVISION="$revision" --build-arg CREATED="$created" \
    --label org.opencontainers.image.revision="$revision" --label org.opencontainers.image.created="$created" \
    --tag "$IMAGE" --file "$ROOT/Dockerfile" "$ROOT" >"$WORK/build.log" 2>&1 ||
    { tail -40 "$WORK/build.log" >&2; die "buildah build failed"; }
cp "$WORK/build.log" "$CACHE/last-build.log"
log "build steps from cache: $(grep -c '^--> Using cache' "$WORK/build.log" || true) of $(grep -c '^\[[0-9]*/[0-9]*\] STEP' "$WORK/build.log" || true) (log: $CACHE/last-build.log)"
size_bytes=$("${PODMAN[@]}" image inspect --format '{{.Size}}' "$IMAGE")
log "image $IMAGE: $((size_bytes / 1000000)) MB uncompressed ($size_bytes bytes)"
phase_done "build"

# --- 4. the image as built ------------------------------------------------------------------------------------
inspect() { "${PODMAN[@]}" image inspect --format "$1" "$IMAGE"; }
[[ $(inspect '{{.Config.User}}') == 10001:10001 ]] || die "image does not run as 10001:10001"
[[ $(inspect '{{json .Config.ExposedPorts}}') == *8000/tcp* ]] || die "image does not expose 8000"
[[ $(inspect '{{json .Config.Healthcheck}}') == *healthz* ]] || die "image has no HEALTHCHECK (build with --format docker)"
[[ $(inspect '{{index .Config.Labels "org.opencontainers.image.revision"}}') == "$revision" ]] ||
    die "OCI revision label missing"
run_check() {
    timeout 120 "${PODMAN[@]}" run --rm --name "$RUN_ID-check" --network none --no-healthcheck \
        --ulimit nofile=1024:1024 --ulimit nproc=4096:4096 --entrypoint python "$IMAGE" -c "$1"
}
run_check '
import importlib.util, os, shutil, sys
assert os.getuid() == 10001 and os.getgid() == 10001, (os.getuid(), os.getgid())
assert sys.version_info[:2] == (3, 11), sys.version
import engine, granian, litestar, msgspec, redis
import engine.native, engine.bots
assert engine.native.MODE == "compiled", engine.native.MODE
import engine.bots.knowledge
assert engine.bots.knowledge.__file__.endswith(".so"), engine.bots.knowledge.__file__
for tool in ("pip", "setuptools"):
    assert importlib.util.find_spec(tool) is None, tool + " is in the image"
for tool in ("gcc", "cc", "make", "git"):
    assert shutil.which(tool) is None, tool + " is in the image"
assert shutil.which("osmica") == "/opt/osmica/bin/osmica", shutil.which("osmica")
print("image check: uid 10001, Python", sys.version.split()[0], "- the compiled engine, granian, litestar imported; no pip or compiler")
' || die "image check failed"
phase_done "image check"

if ((BUILD_ONLY)); then
    exit 0
fi

# --- 5. Redis on the host + the image on the host network, then one match over HTTP ---------------------------
redis_port=$(free_port)
start_redis() {
    redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --dir "$WORK" \
        --logfile "$WORK/redis.log" &
    REDIS_PID=$!
    for _ in $(seq 50); do
        redis-cli -p "$redis_port" ping 2>/dev/null | grep -q PONG && return 0
        sleep 0.1
    done
    die "redis-server did not start"
}
stop_redis() {
    kill "$REDIS_PID" 2>/dev/null || true
    wait "$REDIS_PID" 2>/dev/null || true
    REDIS_PID=
}
# HTTP status of GET $1 on the container, 000 when nothing answers.
status_of() {
    python3 - "http://127.0.0.1:$app_port$1" <<'PY'
import sys, urllib.error, urllib.request
try:
    print(urllib.request.urlopen(sys.argv[1], timeout=3).status)
except urllib.error.HTTPError as exc:
    print(exc.code)
except OSError:
    print("000")
PY
}
# Wait up to $3 seconds for GET $1 to answer status $2.
wait_status() {
    local deadline=$((SECONDS + $3))
    while ((SECONDS < deadline)); do
        [[ $(status_of "$1") == "$2" ]] && return 0
        sleep 0.5
    done
    return 1
}
start_redis

app_port=$(free_port)
CONTAINER=$RUN_ID
"${PODMAN[@]}" run --detach --name "$CONTAINER" --network host --health-interval disable \
    --ulimit nofile=1024:1024 --ulimit nproc=4096:4096 \
    --env OSMICA_REDIS_URL="redis://127.0.0.1:$redis_port/0" --env OSMICA_HOST=127.0.0.1 \
    --env OSMICA_PORT="$app_port" --env OSMICA_WORKERS="$WORKERS" \
    "$IMAGE" >"$WORK/podman-run.log" 2>&1 || { cat "$WORK/podman-run.log" >&2; die "podman run failed"; }
log "container $CONTAINER: osmica serve on 127.0.0.1:$app_port, $WORKERS workers, Redis 127.0.0.1:$redis_port"
for _ in $(seq 120); do
    [[ $("${PODMAN[@]}" container inspect --format '{{.State.Running}}' "$CONTAINER") == true ]] ||
        die "container exited: $("${PODMAN[@]}" container inspect --format '{{.State.Status}} {{.State.ExitCode}}' "$CONTAINER")"
    [[ $(status_of /readyz) == 200 ]] && break
    sleep 0.5
done
phase_done "start"

# The image's own HEALTHCHECK command, run in the container.
timeout 60 "${PODMAN[@]}" healthcheck run "$CONTAINER" >/dev/null || die "HEALTHCHECK failed"
log "HEALTHCHECK: healthy"
# Crazy Eights to a target of 1 point: the match ends with its first deal.
timeout 300 python3 "$ROOT/scripts/play_match.py" "http://127.0.0.1:$app_port" --wait 30 --max-steps "$STEPS" \
    --variant crazy-eights --players 2 --seed 1 --options '{"target": 1}' --require-finished ||
    die "match over HTTP failed"
# The server's own processes run the compiled engine: each worker that played has mapped its shared library
# (engine/_native__mypyc.*.so, the one every compiled module imports). Read from /proc in the container, so the
# service need not report it.
compiled=$("${PODMAN[@]}" exec "$CONTAINER" sh -c 'grep -l _native__mypyc /proc/[0-9]*/maps 2>/dev/null | wc -l')
((compiled >= 1)) || die "no server process in the container has loaded the compiled engine"
log "compiled engine: loaded by $compiled of the container's processes"
# The rules pages and the error codes ship in the image (the wheel's data files).
for page in /docs/rules/crazy-eights /docs/errors; do
    [[ $(status_of "$page") == 200 ]] || die "$page answers $(status_of "$page") (expected 200)"
done
phase_done "match"

# Readiness follows the store: Redis away -> /readyz fails while /healthz still answers; Redis back -> ready.
stop_redis
wait_status /readyz 503 15 || die "/readyz answers $(status_of /readyz) with Redis down (expected 503)"
[[ $(status_of /healthz) == 200 ]] || die "/healthz answers $(status_of /healthz) with Redis down (expected 200)"
start_redis
wait_status /readyz 200 30 || die "/readyz answers $(status_of /readyz) after Redis came back (expected 200)"
log "readiness: 503 without Redis, 200 again once it is back (liveness 200 throughout)"
phase_done "readiness"

# A graceful stop: SIGTERM, then the server must exit by itself (status 0) well within the grace period.
stop_t=$SECONDS
timeout 60 "${PODMAN[@]}" stop --time 20 "$CONTAINER" >>"$WORK/podman-run.log" 2>&1 ||
    { cat "$WORK/podman-run.log" >&2; die "podman stop failed"; }
exit_code=$("${PODMAN[@]}" container inspect --format '{{.State.ExitCode}}' "$CONTAINER")
((exit_code == 0)) || die "server exited with status $exit_code on SIGTERM"
log "SIGTERM: exited 0 after $((SECONDS - stop_t)) s"
phase_done "stop"
