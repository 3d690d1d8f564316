"""The single seeded RNG: determinism, independence of draws, forced outcomes."""

import pytest

from petridish.core.rng import ForcedOutcomeError, Rng, RngState


def test_same_seed_same_draws():
    a, b = Rng(RngState(42)), Rng(RngState(42))
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]
    assert Rng(RngState(1)).shuffle(range(20)) != Rng(RngState(2)).shuffle(range(20))


def test_state_resumes_exactly():
    a = Rng(RngState(7))
    a.randint(1, 20)
    resumed = Rng(a.state)
    assert [a.randint(1, 20) for _ in range(10)] == [resumed.randint(1, 20) for _ in range(10)]


def test_forced_outcomes_come_first_in_order():
    rng = Rng(RngState(1, 0, (6, ["c", "a", "b"], 1)))
    assert rng.randint(1, 6) == 6
    assert rng.shuffle(["a", "b", "c"]) == ("c", "a", "b")
    assert rng.choice(["x", "y"]) == "y"
    assert rng.state.forced == ()
    assert rng.state.draws == 3


def test_forced_outcome_that_does_not_fit_is_refused():
    with pytest.raises(ForcedOutcomeError, match=r"not a roll in 1\.\.6"):
        Rng(RngState(1, 0, (7,))).randint(1, 6)
    with pytest.raises(ForcedOutcomeError, match="not an order"):
        Rng(RngState(1, 0, (["a", "a"],))).shuffle(["a", "b"])
    with pytest.raises(ForcedOutcomeError):
        Rng(RngState(1, 0, (True,))).randint(0, 1)


def test_a_forced_outcome_refused_is_quoted_by_its_beginning_only():
    # A save's outcome nested 900 deep filled the message with brackets, then every card.
    nested: list = []
    for _ in range(900):
        nested = [nested]
    with pytest.raises(ForcedOutcomeError) as refused:
        Rng(RngState(1, 0, (nested,))).shuffle([f"card.{n}" for n in range(45)])
    said = str(refused.value)
    assert len(said) < 200 and said.count("[") < 10, said
    assert "is not an order of the 45 items ['card.0', 'card.1'," in said


def test_shuffle_is_a_permutation_and_roughly_uniform():
    counts = {}
    for seed in range(3000):
        order = Rng(RngState(seed)).shuffle("abc")
        counts[order] = counts.get(order, 0) + 1
    assert len(counts) == 6
    assert all(400 < n < 600 for n in counts.values())
