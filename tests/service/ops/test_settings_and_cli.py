"""Settings from the environment and ``osmica serve`` flags; ``--help`` and the README document them all; the
embedded default serves with several workers on one private Valkey, applies the settings (a refused preset
deck is 400 ``preset_deck_disabled``) and removes the server on exit; its workers end with it, even when it is
killed outright."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from service.cli import parser
from service.ops.settings import Settings, SettingsError, describe
from service.store.embedded import embedded_redis
from tests.servers import START_TIMEOUT, RedisServer, ServiceProcess, wait_until
from tests.service.play import create


def test_defaults_need_no_environment() -> None:
    settings = Settings.from_env({})
    assert settings.redis_url is None
    assert settings.game_ttl == 7 * 24 * 3600
    assert settings.idempotency_ttl == 24 * 3600
    assert settings.port == 8000 and settings.workers == 1
    assert settings.allow_preset_deck is True


def test_environment_values_are_typed_and_validated() -> None:
    env = {"OSMICA_PORT": "9001", "OSMICA_ALLOW_PRESET_DECK": "false", "OSMICA_STORE_TIMEOUT": "0.25",
           "OSMICA_REDIS_URL": "redis://db:6379/0", "OSMICA_WORKERS": ""}  # fmt: skip
    settings = Settings.from_env(env)
    assert (settings.port, settings.allow_preset_deck, settings.store_timeout) == (9001, False, 0.25)
    assert settings.redis_url == "redis://db:6379/0"
    assert settings.workers == 1  # an empty variable is ignored
    assert Settings.from_env(settings.to_env()) == settings


@pytest.mark.parametrize(
    "env",
    [
        {"OSMICA_PORT": "eighty"},
        {"OSMICA_WORKERS": "0"},
        {"OSMICA_GAME_TTL": "5"},
        {"OSMICA_IDEMPOTENCY_TTL": "59"},
        {"OSMICA_ALLOW_PRESET_DECK": "maybe"},
    ],
)
def test_bad_values_are_refused_with_the_setting_named(env: dict[str, str]) -> None:
    with pytest.raises(SettingsError, match=r"\$\."):
        Settings.from_env(env)


def test_flags_win_over_the_environment() -> None:
    args = parser().parse_args(
        ["serve", "--port", "7000", "--no-allow-preset-deck", "--game-ttl", "3600", "--idempotency-ttl", "600"]
    )
    overrides = {k: v for k, v in vars(args).items() if k != "command"}
    env = {"OSMICA_PORT": "9000", "OSMICA_HOST": "0.0.0.0", "OSMICA_IDEMPOTENCY_TTL": "7200"}
    settings = Settings.from_env(env, **overrides)
    assert settings.idempotency_ttl == 600
    assert Settings.from_env(env).idempotency_ttl == 7200
    assert (settings.port, settings.host, settings.allow_preset_deck, settings.game_ttl) == (
        7000,
        "0.0.0.0",
        False,
        3600,
    )


def test_serve_help_documents_every_setting() -> None:
    result = subprocess.run([sys.executable, "-m", "service.cli", "serve", "--help"], capture_output=True, text=True)
    assert result.returncode == 0
    text = " ".join(result.stdout.split())
    for name, env, _default, _description in describe():
        assert "--" + name.replace("_", "-") in text
        assert env in text


def test_serve_refuses_a_bad_setting_before_starting() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "service.cli", "serve", "--workers", "0"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert "workers" in result.stderr


def test_the_embedded_server_is_real_and_removed_afterwards() -> None:
    import redis

    with embedded_redis() as url:
        client = redis.Redis.from_url(url)
        assert client.ping()
        assert client.info("server")["valkey_version"] or client.info("server")["redis_version"]
        client.close()
        socket = Path(url.removeprefix("unix://"))
        assert socket.exists()
    assert not socket.parent.exists()


def test_osmica_serve_without_a_redis_url_serves_on_the_embedded_store(tmp_path: Path) -> None:
    env = {"OSMICA_MAX_BODY_BYTES": "512", "OSMICA_ALLOW_PRESET_DECK": "false"}
    process = ServiceProcess(None, log=tmp_path / "osmica.log", workers=2, env=env).start()
    try:
        client = httpx.Client(base_url=process.base_url, timeout=10)
        games = [create(client, "crazy-eights", 2, seed=i) for i in range(8)]
        for game in games:  # requests land on either worker: they share one store
            assert game.view(0)["version"] == 0
        # the settings reach the workers: this server refuses preset decks, and bodies over 512 bytes
        deck = [r + s for s in "SHDC" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
        response = client.post("/v1/crazy-eights/games", json={"players": 2, "deck": deck})
        assert response.status_code == 400
        assert response.json()["code"] == "preset_deck_disabled"
        response = client.post("/v1/crazy-eights/games", json={"players": 3, "deck": deck * 2})
        assert response.status_code == 413
        assert response.json()["code"] == "payload_too_large"
    finally:
        assert process.stop() == 0, "osmica serve did not exit cleanly on SIGTERM"
    text = process.log_since()
    found = re.search(r"embedded Valkey at unix://(\S+)", text)
    assert found, text
    assert not Path(found.group(1)).parent.exists(), "the embedded server's directory was left behind"


def test_the_readme_configuration_table_lists_every_setting() -> None:
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text()
    for name, env, _default, _description in describe():
        assert f"`{env}`" in readme, env
        assert name.replace("_", "-") in readme, name


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def _gone(pid: int) -> bool:
    """The process has exited (a zombie nobody reaped yet counts as gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rpartition(")")[2].split()[0] in {"Z", "X"}


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_workers_end_when_osmica_serve_is_killed(redis_server: RedisServer, tmp_path: Path) -> None:
    process = ServiceProcess(redis_server.url, log=tmp_path / "osmica.log", workers=2).start()
    assert process.process is not None
    parent = process.process.pid
    workers = _children(parent)
    try:
        assert len(workers) == 2, workers
        os.kill(parent, signal.SIGKILL)  # no signal handler runs: granian cannot stop its workers itself
        process.process.wait()
        wait_until(lambda: all(_gone(pid) for pid in workers), START_TIMEOUT, "the orphaned workers' end")
    finally:
        leftover = [pid for pid in workers if not _gone(pid)]
        for pid in leftover:
            os.kill(pid, signal.SIGKILL)
        process.process = None
        process.stop()
    assert not leftover
