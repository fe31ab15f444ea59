"""`halcheck stats`: figures checked against a hand-computed log, filters, breakdowns, PNG, a 200-case batch."""
import json
from pathlib import Path

import pytest

from halcheck_tui import cli, wiring
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.stats import compute, nearest_rank

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def claim(cls, verdict, reason=None, material=None, failed=None):
    material = cls in ("record", "rule") if material is None else material
    failed = verdict in ("contradicted", "insufficient_evidence") if failed is None else failed
    return {"id": "c", "class": cls, "verdict": verdict, "reason_code": reason, "method": "record",
            "material": material, "failed": failed, "evidence_ids": [], "citation": None}


def event(time, decision, outcome, first_outcome, claims, timings, invalid=()):
    return {"schema": "halcheck.event/1", "time": time, "case_id": "x", "decision": decision, "outcome": outcome,
            "first": {"decision": decision, "outcome": first_outcome}, "claims": claims,
            "invalid_citations": list(invalid), "timings_ms": timings}


# Five checks over two days, figures worked out by hand below.
LOG = [
    # 1: all supported, sent
    event("2026-11-29T10:00:00Z", "release", "sent", "sent",
          [claim("conversational", "not_applicable"), claim("record", "supported"), claim("fact", "supported")],
          {"decompose": 1.0, "grounding": 10.0, "total": 11.0}),
    # 2: a material record claim contradicted, repaired
    event("2026-11-29T11:00:00Z", "release", "repaired", "withheld",
          [claim("record", "contradicted", "AMOUNT_MISMATCH")],
          {"decompose": 2.0, "grounding": 20.0, "repair": 100.0, "total": 122.0}),
    # 3: only a non-material fact fails, trimmed (not a hallucinated reply: no material claim failed)
    event("2026-11-30T09:00:00Z", "revise", "trimmed", "trimmed",
          [claim("fact", "insufficient_evidence", "NLI_NOT_ENTAILED"), claim("rule", "supported")],
          {"decompose": 3.0, "grounding": 30.0, "total": 33.0}),
    # 4: courtesy only: not a checked reply
    event("2026-11-30T10:00:00Z", "release", "sent", "sent", [claim("conversational", "not_applicable")],
          {"decompose": 4.0, "grounding": 0.5, "total": 4.5}),
    # 5: a rule with a wrong citation and an invented source, withheld
    event("2026-11-30T23:59:59Z", "block", "withheld", "withheld",
          [claim("rule", "insufficient_evidence", "CITATION_NOT_ENTAILED")],
          {"decompose": 5.0, "grounding": 50.0, "repair": 200.0, "total": 255.0}, invalid=("nope#1",)),
]
# checked replies: 1, 2, 3, 5 (4 has only courtesy) -> 4; with a failed material claim: 2, 5 -> 2/4 = 0.5
# checked claims: 1:2, 2:1, 3:2, 5:1 = 6; supported: 1:2, 3:1 = 3 -> 3/6 = 0.5
# failing drafts (first outcome not sent): 2, 3, 5 -> 3; repaired: 2 -> 1/3
# grounding ms sorted: 0.5 10 20 30 50 -> p50 = rank ceil(2.5)=3 -> 20; p90 = rank 5 -> 50; p99 -> 50
# repair ms: 100 200 -> p50 = rank 1 -> 100; p90 = rank 2 -> 200


@pytest.fixture
def log_file(tmp_path):
    path = tmp_path / "events.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in LOG) + "{torn line\n")
    return path


def stats_json(capsys, *argv):
    assert cli.main(["stats", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_figures_match_the_hand_computed_log(log_file, capsys):
    out = stats_json(capsys, "--log", str(log_file))
    assert out["checks"] == 5 and out["unreadable_lines"] == 1
    assert out["hallucination_rate"] == {"value": 0.5, "count": 2, "of": 4}
    assert out["groundedness"] == {"value": 0.5, "count": 3, "of": 6}
    assert out["recovery_rate"] == {"value": 0.3333, "count": 1, "of": 3}
    assert out["failing_outcomes"] == {"repaired": 1, "trimmed": 1, "withheld": 1}
    assert out["reasons"] == {"AMOUNT_MISMATCH": 1, "NLI_NOT_ENTAILED": 1, "CITATION_NOT_ENTAILED": 1,
                              "INVALID_CITATION": 1}
    assert out["decisions"] == {"release": 3, "revise": 1, "block": 1}
    assert out["invalid_citation_replies"] == 1
    assert out["latency_ms"]["grounding"] == {"p50": 20.0, "p90": 50.0, "p99": 50.0, "n": 5}
    assert out["latency_ms"]["repair"] == {"p50": 100.0, "p90": 200.0, "p99": 200.0, "n": 2}
    assert list(out["latency_ms"]) == ["decompose", "grounding", "repair", "total"]


def test_since_until_and_breakdowns(log_file, capsys):
    day2 = stats_json(capsys, "--log", str(log_file), "--since", "2026-11-30", "--until", "2026-11-30", "--by", "class")
    assert day2["checks"] == 3  # 23:59:59 is inside a bare --until date
    assert day2["hallucination_rate"] == {"value": 0.5, "count": 1, "of": 2}
    assert day2["by"]["class"]["rule"] == {"claims": 2, "supported": 1, "failed": 1}
    by_day = stats_json(capsys, "--log", str(log_file), "--by", "day")["by"]["day"]
    assert by_day["2026-11-29"]["checks"] == 2 and by_day["2026-11-29"]["recovery_rate"]["value"] == 1.0
    decisions = stats_json(capsys, "--log", str(log_file), "--by", "decision")["by"]["decision"]
    assert decisions["release"] == {"count": 3, "share": 0.6}
    assert stats_json(capsys, "--log", str(log_file), "--until", "2026-11-29T10:30:00Z")["checks"] == 1


def test_readable_report_and_bad_dates(log_file, capsys):
    assert cli.main(["stats", "--log", str(log_file), "--by", "reason"]) == 0
    text = capsys.readouterr().out
    assert "hallucination rate  50.0% (2 of 4)" in text and "recovery rate       33.3% (1 of 3)" in text
    assert "CITATION_NOT_ENTAILED" in text and "1 unreadable lines" in text
    assert cli.main(["stats", "--log", str(log_file), "--since", "last tuesday"]) == 2
    assert "not a date" in capsys.readouterr().err
    assert cli.main(["stats", "--log", str(log_file), "--png", str(log_file)]) == 2


def test_nearest_rank():
    assert nearest_rank([5, 1, 3, 2, 4], 50) == 3
    assert nearest_rank([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90) == 9
    assert nearest_rank([7], 99) == 7
    assert compute([]).checks == 0


def test_stats_on_the_log_of_a_200_case_batch(tmp_path, capsys, monkeypatch):
    """Done-when: `halcheck stats` on the log of a 200-case batch prints the metrics and writes the PNG."""
    monkeypatch.setattr(wiring, "build_checker", lambda settings, model, no_generator, classify_claims=True: (
        Checker(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), []))
    scenarios = [json.loads(p.read_text()) for p in sorted(SCENARIOS.glob("*.json"))]
    batch = tmp_path / "cases.jsonl"
    with batch.open("w") as out:
        for n in range(200):
            case = dict(scenarios[n % len(scenarios)])
            case["id"] = f"{case.get('id', 'case')}-{n}"
            out.write(json.dumps(case) + "\n")
    assert cli.main(["check", "--batch", str(batch), "--out", str(tmp_path / "traces.jsonl"), "--no-generator"]) == 0
    traces = [json.loads(line) for line in (tmp_path / "traces.jsonl").read_text().splitlines()]
    capsys.readouterr()
    png = tmp_path / "stats.png"
    assert cli.main(["stats", "--png", str(png), "--by", "day"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("200 checks") and "latency ms" in text
    assert png.read_bytes()[:8] == PNG_MAGIC
    out = stats_json(capsys)
    assert out["checks"] == 200 and out["unreadable_lines"] == 0
    # the log agrees with the traces it was written beside
    repaired = sum(t["outcome"] == "repaired" for t in traces)
    failing = sum(t["first_check"]["outcome"] != "sent" for t in traces)
    assert out["recovery_rate"]["count"] == repaired and out["recovery_rate"]["of"] == failing
    checked = [c for t in traces for c in t["claims"] if c["class"] != "conversational"]
    assert out["groundedness"]["of"] == len(checked)
    assert out["groundedness"]["count"] == sum(c["verdict"] == "supported" for c in checked)
    assert sum(out["decisions"].values()) == 200
