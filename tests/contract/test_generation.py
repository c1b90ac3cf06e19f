"""``python -m service.contract`` and the TypeScript SDK: the drift check covers the generated TypeScript types
(where Node.js is installed), and without Node.js the command fails with a message instead of skipping that SDK.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from service import contract

needs_node = pytest.mark.skipif(shutil.which("npm") is None, reason="Node.js and npm generate the TypeScript types")


@needs_node
def test_check_reports_drift_in_the_typescript_types(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    committed = contract.ROOT / contract.TS_GENERATED / contract.TS_TYPES
    edited = tmp_path / contract.TS_GENERATED / contract.TS_TYPES
    edited.parent.mkdir(parents=True)
    edited.write_text(committed.read_text(encoding="utf-8").replace("legal_actions", "legal_moves", 1))
    monkeypatch.setattr(contract, "generate_sdk", lambda document, output: output.mkdir(parents=True))

    found = contract.check(tmp_path)

    assert f"--- {edited} (committed)" in found
    assert any(line.startswith("-") and "legal_moves" in line for line in found), found


@needs_node
def test_the_generator_is_the_locked_version() -> None:
    package = contract.ROOT / contract.TS_PACKAGE
    contract.typescript_generator()
    assert contract.installed_as_locked(package, "openapi-typescript")
    assert not contract.installed_as_locked(package, "no-such-package")


def test_check_fails_loudly_without_node(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real = shutil.which
    monkeypatch.setattr(shutil, "which", lambda name: None if name in {"node", "npm"} else real(name))
    monkeypatch.setattr(contract, "generate_sdk", lambda document, output: output.mkdir(parents=True))

    assert contract.main(["--check"]) == 2
    assert "`node` is not on PATH" in capsys.readouterr().err
