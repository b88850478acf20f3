"""The decision audit's arithmetic (bench/ai_audit.py) on known answers."""

from __future__ import annotations

import signal

import pytest
from bench_helpers import load_bench

ai_audit = load_bench("ai_audit")


def _row(lines: list[str], kind: str) -> list[str]:
    row = next(line for line in lines if line.startswith(f"| {kind} |"))
    return [cell.strip() for cell in row.strip("|").split("|")]


def test_edge_per_decision_and_per_game() -> None:
    # Two audited turns in one game at a 50 % share: four per game. The
    # Expert's option is 10 points better in one, equal in the other.
    found = [("hit or stay", [(0.5, 0.5), (0.4, 0.4)], 0, 1),
             ("hit or stay", [(0.3, 0.3), (0.6, 0.6)], 1, 1)]
    row = _row(ai_audit.report(found, games=1, share=0.5), "hit or stay")
    assert row[1:5] == ["2", "4.00", "1", "+5.00 %"]
    assert row[5] == "+20.00 %"
    assert row[6] == "+0.00 %"  # the Expert already took the better option


def test_oracle_gain_is_judged_on_the_other_half() -> None:
    # The halves disagree on which option is better: an oracle choosing on
    # one half and judged on the other loses, so noise is not counted as gain.
    found = [("target flip3", [(0.6, 0.4), (0.4, 0.6), (0.5, 0.5)], 2, 2)]
    row = _row(ai_audit.report(found, games=1, share=1.0), "target flip3")
    assert row[6] == "-10.00 %"


def test_a_real_position_is_audited() -> None:
    found = ai_audit.audit_game(("classic", 3, 4, 1.0, frozenset(), "balanced", 0, 3))
    assert found
    for kind, chances, expert, balanced in found:
        assert kind
        assert 0 <= expert < len(chances) and 0 <= balanced < len(chances)
        assert all(0.0 <= a <= 1.0 and 0.0 <= b <= 1.0 for a, b in chances)


def test_only_the_asked_kinds_are_audited() -> None:
    found = ai_audit.audit_game(("classic", 3, 2, 1.0, frozenset({"target"}), "balanced", 0, 3))
    assert found and all(kind.startswith("target ") for kind, *_ in found)


def test_late_positions_with_expert_play_after() -> None:
    # --late 40 --then expert: only positions where somebody is within 40 of
    # the target are audited, and the play-outs run with the Expert seat.
    found = ai_audit.audit_game(("classic", 5, 2, 1.0, frozenset({"turn"}), "expert", 40, 3))
    early = ai_audit.audit_game(("classic", 5, 2, 1.0, frozenset({"turn"}), "balanced", 0, 3))
    assert 0 < len(found) < len(early)
    assert all(kind == "hit or stay" for kind, *_ in found)


def test_a_five_seat_table_is_audited_from_its_fair_share() -> None:
    # --seats 5: four Balanced rivals; the edge is read against a fifth.
    found = ai_audit.audit_game(("classic", 7, 2, 1.0, frozenset({"turn"}), "balanced", 0, 5))
    assert found
    assert "minus 20.0 %" in ai_audit.report(found, games=1, share=1.0, seats=5)[-1]
    assert "minus 33.3 %" in ai_audit.report(found, games=1, share=1.0)[-1]


class _StoppedPool:
    """A Pool whose run is stopped (Ctrl+C) after its first game."""

    def __init__(self, workers: int) -> None:
        self.terminated = False

    def __enter__(self) -> _StoppedPool:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def imap_unordered(self, work, jobs):  # type: ignore[no-untyped-def]
        yield work(jobs[0])
        raise KeyboardInterrupt

    def terminate(self) -> None:
        self.terminated = True


def test_a_stopped_audit_reports_the_games_it_finished(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    monkeypatch.setattr(ai_audit, "Pool", _StoppedPool)
    code = ai_audit.main(["--games", "5", "--rollouts", "2", "--share", "1", "--only", "turn"])
    out, err = capsys.readouterr()
    assert code == 0
    assert "1 games (stopped; 5 asked)" in out.splitlines()[0]
    # Counted over the one game played: its turns per game are its count.
    row = _row(out.splitlines(), "hit or stay")
    assert float(row[2]) == float(row[1])
    assert "1/5 games" in err and "stopped after 1 games" in err
    # The handlers set for the run are put back.
    assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)) == before
