"""Game ids and seat tokens: enough random bits, only hashes kept, one game's token opens only that game."""

from __future__ import annotations

import base64

from service.matches.tokens import bearer_token, new_game_id, new_token, seat_of, token_hash


def decoded_bits(text: str) -> int:
    return len(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))) * 8


def test_ids_and_tokens_carry_at_least_128_random_bits() -> None:
    assert decoded_bits(new_game_id()) >= 128
    assert decoded_bits(new_token()) >= 128
    assert len({new_token() for _ in range(1000)}) == 1000
    assert all(c.isalnum() or c in "-_" for c in new_game_id())


def test_only_the_hash_of_a_token_is_kept_and_it_finds_the_seat() -> None:
    tokens = [new_token() for _ in range(4)]
    hashes = [token_hash(t) for t in tokens]
    assert all(len(h) == 32 and t.encode() not in h for t, h in zip(tokens, hashes, strict=True))
    assert [seat_of(t, hashes) for t in tokens] == [0, 1, 2, 3]
    assert seat_of(new_token(), hashes) is None
    assert seat_of("", hashes) is None


def test_the_bearer_scheme_is_required_and_case_insensitive() -> None:
    assert bearer_token(None) is None
    assert bearer_token("Bearer abc") == "abc"
    assert bearer_token("bearer  abc ") == "abc"
    assert bearer_token("Basic abc") == ""
    assert bearer_token("Bearer") == ""
