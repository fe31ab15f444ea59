"""The event log: one line per check from every front end, off with --no-log or config, text only when
asked, rotation by size, and no line lost or torn with concurrent writers."""
import json
import multiprocessing
from pathlib import Path

import pytest

from halcheck_tui import cli, locations, wiring
from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.eventlog import EVENT_SCHEMA, EventLog, build_event, read_events, record_check
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"


@pytest.fixture
def fake_models(monkeypatch):
    monkeypatch.setattr(wiring, "build_checker", lambda settings, model, no_generator, classify_claims=True: (
        Checker(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), []))


def logged() -> list[dict]:
    path = locations.event_log_path()
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()] if path.exists() else []


def result_of(name="refund-queued"):
    return Checker(Settings(), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder())).check(load_case(SCENARIOS / f"{name}.json"))


def test_a_cli_check_appends_one_event_with_the_fields_teams_report_on(fake_models, capsys):
    assert cli.main(["check", str(SCENARIOS / "refund-queued.json"), "--json"]) == 0
    (event,) = logged()
    assert event["schema"] == EVENT_SCHEMA and event["front_end"] == "cli"
    assert (event["case_id"], event["decision"], event["first"]["decision"]) == ("refund-queued", json.loads(
        capsys.readouterr().out)["decision"], "block")
    issued = next(c for c in event["claims"] if c["reason_code"] == "RECORD_STATE_MISMATCH")
    assert issued == {"id": "c2", "class": "record", "verdict": "contradicted", "reason_code": "RECORD_STATE_MISMATCH",
                      "method": "record", "material": True, "failed": True, "evidence_ids": ["get_refund#A-4417"],
                      "citation": None}
    assert set(event["timings_ms"]) >= {"decompose", "confidence", "grounding", "total"}
    assert event["models"]["nli"] == "fake-nli"
    assert {"id": "refund-policy#timing", "kind": "policy", "revision": "v7"} in event["evidence"]
    # no draft or evidence text unless log_text is on
    assert "text" not in event and "$118.84" not in json.dumps(event)


def test_batch_logs_every_case_and_no_log_logs_none(fake_models, tmp_path, capsys):
    cases = [json.loads((SCENARIOS / f"{n}.json").read_text()) for n in ("courtesy", "refund-queued", "wrong-order")]
    batch = tmp_path / "in.jsonl"
    batch.write_text("".join(json.dumps(c) + "\n" for c in cases))
    assert cli.main(["check", "--batch", str(batch), "--out", str(tmp_path / "out.jsonl")]) == 0
    assert [e["case_id"] for e in logged()] == ["courtesy", "refund-queued", "wrong-order"]
    assert {e["front_end"] for e in logged()} == {"batch"}
    assert cli.main(["check", "--batch", str(batch), "--out", str(tmp_path / "out2.jsonl"), "--no-log"]) == 0
    assert cli.main(["check", str(SCENARIOS / "courtesy.json"), "--no-log"]) == 0
    assert len(logged()) == 3


def test_a_batch_logs_each_case_as_the_case_service_does(fake_models, tmp_path, capsys):
    """The batch's lines come from its CaseService (`record`): the very line that service's own `check`
    writes for the same case, whichever process checked it."""
    from halcheck_tui.config import load_settings
    from halcheck_tui.service import CaseService

    names = ("courtesy", "refund-queued")
    batch = tmp_path / "in.jsonl"
    batch.write_text("".join((SCENARIOS / f"{n}.json").read_text().replace("\n", " ") + "\n" for n in names))
    assert cli.main(["check", "--batch", str(batch), "--out", str(tmp_path / "out.jsonl")]) == 0
    from_batch = logged()
    locations.event_log_path().unlink()
    service = CaseService.build(load_settings(), front_end="batch")
    for name in names:
        service.check(load_case(SCENARIOS / f"{name}.json"))

    def unclocked(events):
        return [{k: v for k, v in e.items() if k not in ("time", "timings_ms")} for e in events]

    assert len(from_batch) == len(names) and unclocked(from_batch) == unclocked(logged())


def test_config_switch_turns_the_log_off_and_log_text_adds_the_text(fake_models, capsys):
    config = locations.config_file()
    config.write_text("event_log = false\n")
    assert cli.main(["check", str(SCENARIOS / "courtesy.json")]) == 0
    assert logged() == []
    config.write_text("log_text = true\n")
    assert cli.main(["check", str(SCENARIOS / "refund-queued.json")]) == 0
    (event,) = logged()
    assert "$118.84" in event["text"]["draft"]
    assert event["text"]["evidence"]["refund-policy#timing"].startswith("Once approved, refunds")


def test_an_unwritable_log_warns_once_and_the_check_still_succeeds(fake_models, capsys, monkeypatch):
    monkeypatch.setattr(EventLog, "append", lambda self, event: (_ for _ in ()).throw(PermissionError(13, "denied")))
    assert cli.main(["check", str(SCENARIOS / "courtesy.json")]) == 0
    err = capsys.readouterr().err
    assert err.count("event log not written") == 1 and "--no-log" in err


def test_rotation_by_size_keeps_every_line_in_order(tmp_path):
    log = EventLog(tmp_path / "events.jsonl", max_bytes=4000, backups=50)
    event = build_event(result_of(), "cli")
    for n in range(30):
        log.append({**event, "case_id": f"case-{n}"})
    files = log.files()
    assert len(files) > 3 and all(f.stat().st_size <= 4000 for f in files)
    events, bad = read_events(files)
    assert bad == 0 and [e["case_id"] for e in events] == [f"case-{n}" for n in range(30)]


def test_rotation_drops_only_what_is_beyond_the_backups(tmp_path):
    log = EventLog(tmp_path / "events.jsonl", max_bytes=3000, backups=2)
    event = build_event(result_of(), "cli")
    for n in range(30):
        log.append({**event, "case_id": f"case-{n}"})
    assert [f.name for f in log.files()] == ["events.jsonl.2", "events.jsonl.1", "events.jsonl"]
    events, _ = read_events(log.files())
    assert events[-1]["case_id"] == "case-29"  # the newest survive, in order


def _writer(path: str, worker: int, count: int, line: dict) -> None:
    log = EventLog(Path(path), max_bytes=200_000, backups=1000)
    for n in range(count):
        log.append({**line, "case_id": f"w{worker}-{n}"})


def test_concurrent_writers_lose_no_event_line(tmp_path):
    path = tmp_path / "events.jsonl"
    line = build_event(result_of(), "batch")  # about 2 kB, so the run rotates several times while racing
    ctx = multiprocessing.get_context("spawn")
    workers = [ctx.Process(target=_writer, args=(str(path), w, 100, line)) for w in range(4)]
    for p in workers:
        p.start()
    for p in workers:
        p.join(120)
        assert p.exitcode == 0
    log = EventLog(path, backups=1000)
    assert len(log.files()) > 1
    events, bad = read_events(log.files())
    assert bad == 0
    ids = [e["case_id"] for e in events]
    assert sorted(ids) == sorted(f"w{w}-{n}" for w in range(4) for n in range(100))
    for w in range(4):  # each writer's own lines stay in its order
        mine = [i for i in ids if i.startswith(f"w{w}-")]
        assert mine == [f"w{w}-{n}" for n in range(100)]


def test_record_check_respects_the_switches(tmp_path):
    result = result_of("courtesy")
    log = EventLog(tmp_path / "e.jsonl")
    assert record_check(result, Settings(), "cli", enabled=False, log=log) is None
    assert record_check(result, Settings(event_log=False), "cli", log=log) is None
    assert not (tmp_path / "e.jsonl").exists()
    assert record_check(result, Settings(), "cli", log=log) is log
    assert len(read_events(log.files())[0]) == 1


def test_the_python_api_and_the_server_log_their_checks(fake_models):
    from halcheck_tui.api import CaseChecker

    checker = CaseChecker(Settings(), generator=False)
    checker.check(SCENARIOS / "courtesy.json")
    CaseChecker(Settings(), generator=False, front_end="serve").check(SCENARIOS / "refund-queued.json")
    CaseChecker(Settings(), generator=False, event_log=False).check(SCENARIOS / "courtesy.json")
    assert [(e["front_end"], e["case_id"]) for e in logged()] == [("api", "courtesy"), ("serve", "refund-queued")]
