# syntax=docker/dockerfile:1
#
# Osmica production image: `osmica serve` (granian) on port 8000 as a non-root user.
#
#   docker build -t osmica .                       # or: buildah build --format docker -t osmica .
#   docker run -p 8000:8000 -e OSMICA_REDIS_URL=redis://redis:6379/0 -e OSMICA_WORKERS=2 osmica
#
# Three stages: `builder` fetches the runtime lock's wheels (requirements/runtime.txt: exact versions, every file
# checked against its hash) and builds the project's wheel; `engine` compiles the engine with mypyc
# (scripts/build_engine.py) on an image of the same Python with a C compiler and its headers, mypy and its
# dependencies taken from the dev lock, hashes checked; the final stage installs the locked wheels, hashes
# checked again, and the project's without dependencies into a virtualenv with --no-index, adds the compiled
# engine's extension modules next to its sources and keeps nothing else (no compiler, no pip, no wheels).
# The engine runs that build (engine/native.py: a build of exactly the installed sources is taken by default).
# Dependencies and the project are separate layers, so a source change rebuilds only the small ones.
# Offline builds (scripts/container-smoke.sh) swap the base images and feed pip from a host wheelhouse:
#
#   --build-arg BASE=<local python 3.11 image> --build-arg BUILD_BASE=<the same with gcc and the headers>
#   --build-arg PIP_NO_INDEX=1 --build-context wheelhouse=<dir>

ARG BASE=python:3.11-slim
# The image the engine is compiled on: BASE's Python (the same version, so the same extension ABI) with a C
# compiler and Python's headers.
ARG BUILD_BASE=python:3.11

# Extra wheels for pip. Empty unless the build replaces this stage with `--build-context wheelhouse=DIR`.
FROM scratch AS wheelhouse

FROM ${BASE} AS builder
# 1 = never ask the package index (offline build from the wheelhouse); 0 = use it as usual.
ARG PIP_NO_INDEX=0
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_ROOT_USER_ACTION=ignore \
    PYTHONDONTWRITEBYTECODE=1
WORKDIR /wheels
# The dependencies first, as wheels: this layer is rebuilt only when the lock changes.
COPY requirements/runtime.txt /wheels/requirements.txt
RUN --mount=type=bind,from=wheelhouse,target=/wheelhouse \
    python3 -m venv /opt/build \
    && /opt/build/bin/python -m pip wheel --wheel-dir deps --find-links /wheelhouse --only-binary=:all: \
        --require-hashes --requirement requirements.txt \
    && sha256sum deps/*.whl > deps.sha256
# Then the project's own wheel. The context is pyproject.toml, README.md, requirements/runtime.txt, engine/ and
# service/ (.dockerignore).
COPY . /src/
RUN --mount=type=bind,from=wheelhouse,target=/wheelhouse \
    /opt/build/bin/python -m pip wheel --wheel-dir app --no-deps --find-links /wheelhouse /src \
    && sha256sum app/*.whl > app.sha256

FROM ${BUILD_BASE} AS engine
ARG PIP_NO_INDEX=0
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_ROOT_USER_ACTION=ignore \
    PYTHONDONTWRITEBYTECODE=1
WORKDIR /src
# mypy (which brings mypyc) and what it and the engine import, pinned and hashed by the dev lock: this layer is
# rebuilt only when the lock changes.
COPY requirements/dev.txt /src/requirements/dev.txt
RUN --mount=type=bind,from=wheelhouse,target=/wheelhouse \
    awk -v want=" ast-serialize librt msgspec mypy mypy-extensions pathspec typing-extensions " \
        '/^[a-z0-9]/ { split($1, name, "=="); keep = index(want, " " name[1] " ") > 0 } /^ *#/ { next } keep' \
        requirements/dev.txt > /src/mypyc.txt \
    && python3 -m venv /opt/mypyc \
    && /opt/mypyc/bin/python -m pip install --find-links /wheelhouse --only-binary=:all: \
        --require-hashes --requirement /src/mypyc.txt
# The engine's sources and the build script, compiled in place; only the extension modules and the build's stamp
# (the sources' hashes) go on, under /out in site-packages' layout.
COPY pyproject.toml /src/
COPY scripts/build_engine.py /src/scripts/
COPY engine /src/engine
RUN /opt/mypyc/bin/python scripts/build_engine.py \
    && mkdir /out \
    && find engine -name '*.so' -o -name _native_build.json | xargs cp --parents --target-directory=/out/ \
    && ls /out/engine/_native_build.json

FROM ${BASE}
ENV PATH=/opt/osmica/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    OSMICA_HOST=0.0.0.0 \
    OSMICA_PORT=8000 \
    OSMICA_WORKERS=1
# A virtualenv without pip, filled by the builder's pip (pip --python) from the builder's wheels, both mounted
# for the one step only. Each hash list is copied first so that new wheels invalidate the cached layer below it.
COPY --from=builder /wheels/requirements.txt /wheels/deps.sha256 /opt/osmica/
RUN --mount=type=bind,from=builder,source=/wheels,target=/wheels \
    --mount=type=bind,from=builder,source=/opt/build,target=/opt/build \
    python3 -m venv --without-pip /opt/osmica \
    && /opt/build/bin/python -m pip --python /opt/osmica/bin/python install --no-cache-dir --no-index \
        --disable-pip-version-check --root-user-action=ignore --find-links /wheels/deps \
        --require-hashes --requirement /wheels/requirements.txt \
    && groupadd --system --gid 10001 osmica \
    && useradd --system --uid 10001 --gid osmica --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin osmica
COPY --from=builder /wheels/app.sha256 /opt/osmica/
RUN --mount=type=bind,from=builder,source=/wheels,target=/wheels \
    --mount=type=bind,from=builder,source=/opt/build,target=/opt/build \
    /opt/build/bin/python -m pip --python /opt/osmica/bin/python install --no-cache-dir --no-index \
        --disable-pip-version-check --root-user-action=ignore --no-deps /wheels/app/*.whl
# The compiled engine next to the sources it was built from (the wheel's, the same files: the stamp checks).
COPY --from=engine /out/ /opt/osmica/lib/python3.11/site-packages/
USER 10001:10001
EXPOSE 8000
# Liveness only (the process answers); readiness (/readyz) is the orchestrator's business.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request as r; r.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('OSMICA_PORT', '8000'), timeout=4)"]
ENTRYPOINT ["osmica"]
CMD ["serve"]

# Last, so that new values do not invalidate the cached layers above.
ARG BASE
ARG VERSION=0.1.0
ARG REVISION=unknown
ARG CREATED=unknown
LABEL org.opencontainers.image.title="osmica" \
      org.opencontainers.image.description="Game-state service for the Crazy Eights family of card games" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.base.name="${BASE}" \
      org.opencontainers.image.documentation="deploy/README.md" \
      org.opencontainers.image.vendor="Osmica"
