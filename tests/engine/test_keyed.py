"""The keyed generator of ``fairness: "players"`` (engine/keyed.py) against the test vectors of docs/fairness.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cards import code, parse
from engine.keyed import keyed_state, shuffle_key
from engine.rng import Rng
from engine.setup import start_deck

VECTORS = [
    (
        5,
        [bytes(range(32)), bytes(range(32, 64))],
        "97781dfb2485965deb2671907c5d0bdb64a83ea3a35f00d6de7fad563f214fbf",
        "db293514a823986a a4083af3a64c0f07 fc619641faad994c ab3c967b16cc9865 186a71eff02c6dce 599de1e85ab7f319 "
        "3049c3714093e14f d7b53ae6f3fdd977 aa1312f8a043cb8b d11a47cae1ed1c42 1e09a86deda6a060 9fb28abdb3805c48 "
        "a1d37d886551d373 f15e2328a9348fbc 2ac2e97a719af1ee 057687f032ec2505",
        "JC 7S 9S 9C 5C 6C KD 7H 7D 4D 8C QH 4C KH 10D 2H 10H 3C 5D 4H QC 9D 2D 6H 8D QD "
        "5H 3H AC AS 8S JD 7C 5S 6D 2C 2S 3D JS QS 8H KC 10C 9H JH 4S 6S 3S AD AH 10S KS",
    ),
    (
        2**53 - 1,
        [b"\xff" * 32, b"\x00" * 32, b"\xab" * 32],
        "b97c79789aed62fbd9f1e86d37dd4a041c05f55e5fd9dd7046a86605b345a0bb",
        "684ad3b3bd759f22 ea2fc3e1b746ff6d 3507ea109a5ff093 50ad7d615e7f8890 5d3c53b891abb976 2942d18332beaa88 "
        "3fbd21fd03561d72 8470e58bf275eade cde6247af5ccf408 802e28ee79f6727c c9cb198632d6e977 8f6d166c37a56501 "
        "db4eb6dccbde2aba ea716416eb88990c ab1e68b486533a22 921688597e7f34de",
        "5S 10S KC 2C JS 9S 9H 3H 8C 8S 9C 3S AH AS JH 7S 3D 5D 2H QH 6S 4S 5H KS QS 2S "
        "AD 9D 2D JC 4H KH 6C 6D JD 8D QD 8H QC 10D 7D 10H AC 10C 7C 4C 3C 6H 5C 4D KD 7H",
    ),
]


@pytest.mark.parametrize(("seed", "client_seeds", "key", "outputs", "deck"), VECTORS)
def test_construction_gives_the_documented_vectors(
    seed: int, client_seeds: list[bytes], key: str, outputs: str, deck: str
) -> None:
    assert shuffle_key(seed, client_seeds).hex() == key
    rng = Rng(keyed_state(seed, client_seeds))
    assert [f"{rng.next64():016x}" for _ in range(16)] == outputs.split()
    state, cards = start_deck(seed, None, list(range(52)), client_seeds)
    assert " ".join(code(c) for c in cards) == deck
    assert state[4] == 51  # one output per swap: no draw was rejected


def test_deal_one_shuffles_the_cards_in_ascending_order_whatever_order_the_game_lists_them() -> None:
    seed, client_seeds, _, _, deck = VECTORS[0]
    _, cards = start_deck(seed, None, list(range(51, -1, -1)), client_seeds)
    assert [code(c) for c in cards] == deck.split()


def test_every_seed_and_the_seat_order_change_the_deal() -> None:
    seed, client_seeds, _, _, _ = VECTORS[1]
    first = start_deck(seed, None, list(range(52)), client_seeds)[1]
    assert start_deck(seed + 1, None, list(range(52)), client_seeds)[1] != first
    assert start_deck(seed, None, list(range(52)), [client_seeds[1], client_seeds[0], client_seeds[2]])[1] != first
    changed = [client_seeds[0], client_seeds[1], b"\xab" * 31 + b"\xac"]
    assert start_deck(seed, None, list(range(52)), changed)[1] != first


def test_a_client_seed_is_32_bytes_and_there_is_no_preset_deck() -> None:
    with pytest.raises(ValueError, match="32 bytes"):
        shuffle_key(1, [b"\x00" * 31])
    with pytest.raises(ValueError, match="one client seed per seat"):
        shuffle_key(1, [])
    with pytest.raises(Exception, match="no preset deck"):
        start_deck(1, ["2S"], [parse("2S")], [b"\x00" * 32])


def test_the_page_states_the_vectors() -> None:
    page = " ".join(Path(__file__).resolve().parents[2].joinpath("docs/fairness.md").read_text().split())
    flat = re.sub(r"(outputs \d+-\d+|52 cards, top first) ", "", page)
    for _, _, key, outputs, deck in VECTORS:
        assert f"key {key}" in page
        assert outputs in flat
        assert deck in flat
