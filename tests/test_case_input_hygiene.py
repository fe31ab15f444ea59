"""Issue 30, items 5 and 6: what a case file may hold besides what the check reads.

Top-level keys: a near miss of a known one is refused with "did you mean", any other is kept and noted.
An empty file names the fix; a UTF-8 byte-order mark is read past. Hidden controls (C1, DEL, bidi) in
evidence text are cleaned and noted, while the draft keeps its refusal. Through the real CLI (`cli.main`)
with fake models, as tests/test_bad_input_cli.py does.
"""
from __future__ import annotations

import json
import os

import pytest

from halcheck_tui import cli, wiring
from halcheck_tui.config import Settings
from halcheck_tui.core.case import CASE_KEYS, near_miss, parse_case, parse_case_text
from halcheck_tui.core.evidence_cleaning import evidence_as_checked
from halcheck_tui.core.evidence_kinds.tool_results import evidence_from_paste
from halcheck_tui.core.levels import Level, Steps, run_through
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.errors import CaseError, InputError
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.tui.document import escape_unseen, evidence_summary

BOM = "\ufeff"
CASE = {"id": "parcel-late", "question": "Has my parcel left?",
        "draft": "Your parcel P-2210 has been dispatched.",
        "evidence": [{"id": "get_parcel#P-2210", "kind": "record",
                      "fields": {"parcel_id": "P-2210", "status": "dispatched"}},
                     {"id": "kb-depot#2", "kind": "passage", "text": "Parcels leave the depot within 3 days."}]}


@pytest.fixture
def fakes(monkeypatch):
    monkeypatch.setattr(wiring, "build_checker", lambda settings, model, no_generator, classify_claims=True: (
        Checker(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), []))


def checker() -> Checker:
    return Checker(Settings(), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()))


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line_exit_2(code, out, err):
    assert code == 2, err
    assert err.startswith("halcheck: ") and err.count("\n") == 1 and "internal error" not in err, err
    assert out == ""


def check_json(capsys, tmp_path, case, *, text: str | None = None, raw: bytes | None = None):
    path = tmp_path / "case.json"
    if raw is not None:
        path.write_bytes(raw)
    else:
        path.write_text(text if text is not None else json.dumps(case, ensure_ascii=False), encoding="utf-8")
    return run(capsys, "check", path, "--no-generator", "--no-repair", "--no-log", "--json")


def copy(**changes) -> dict:
    case = json.loads(json.dumps(CASE))
    case.update(changes)
    return case


# --- item 5: top-level keys ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("key", "meant"), [("evidense", "evidence"), ("Evidence", "evidence"),
                                            ("draught", "draft"), ("Draft", "draft"), ("questoin", "question"),
                                            ("tennant", "tenant"), ("ID", "id")])
def test_a_near_miss_key_is_refused_with_did_you_mean(tmp_path, capsys, fakes, key, meant):
    case = copy(tenant="acme")
    case[key] = case.pop(meant)
    code, out, err = check_json(capsys, tmp_path, case)
    one_line_exit_2(code, out, err)
    assert f"did you mean '{meant}'?" in err and repr(key) in err


def test_a_near_miss_is_an_input_error_a_batch_can_record_per_line():
    with pytest.raises(CaseError) as caught:
        parse_case_text(json.dumps({"draft": "Thanks!", "evidense": []}))
    assert isinstance(caught.value, InputError) and "did you mean 'evidence'?" in caught.value.one_line()


def test_an_unknown_key_is_kept_and_named_in_the_notes(tmp_path, capsys, fakes):
    code, out, err = check_json(capsys, tmp_path, copy(x_foo={"ticket": 7}, question_id="Q-19"))
    assert code == 0, err
    notes = json.loads(out)["notes"]
    assert "unknown case key 'x_foo' kept, not read" in notes
    assert "unknown case key 'question_id' kept, not read" in notes
    assert len(notes) == 2


def test_known_keys_and_halcheck_own_additions_have_no_note():
    case = parse_case({**CASE, "about": "a parcel that left", "autosave": "halcheck.autosave/1"})
    assert case.notes == ()


@pytest.mark.parametrize("key", ["x_evidense", "question_id", "draft_v2", "version", "kind", "meta", "score",
                                 "idx", "text"])
def test_keys_of_their_own_are_not_taken_for_misspellings(key):
    assert near_miss(key) is None


def test_every_known_key_is_its_own_near_miss_in_capitals():
    assert {near_miss(key.upper()) for key in CASE_KEYS} == set(CASE_KEYS)


# --- item 5: empty files and byte-order marks ------------------------------------------------------------

@pytest.mark.parametrize("raw", [b"", b"  \n\t\r\n"], ids=["0 bytes", "whitespace"])
def test_an_empty_case_file_says_so_and_names_the_fix(tmp_path, capsys, fakes, raw):
    code, out, err = check_json(capsys, tmp_path, None, raw=raw)
    one_line_exit_2(code, out, err)
    assert "is empty" in err and '{"draft":' in err and "Expecting value" not in err


def test_empty_text_is_refused_by_the_parser_too():
    with pytest.raises(CaseError, match="is empty"):
        parse_case_text("   ")


def test_a_case_file_with_a_byte_order_mark_is_read(tmp_path, capsys, fakes):
    code, out, err = check_json(capsys, tmp_path, None, raw=(BOM + json.dumps(CASE)).encode("utf-8"))
    assert code == 0, err
    assert json.loads(out)["case_id"] == "parcel-late"


def test_a_batch_with_a_byte_order_mark_is_read(tmp_path, capsys, fakes):
    batch = tmp_path / "in.jsonl"
    batch.write_text(BOM + json.dumps(CASE) + "\n" + json.dumps(copy(id="second")) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    code, _, err = run(capsys, "check", "--batch", batch, "--out", out, "--workers", "1", "--no-generator",
                       "--no-repair", "--no-log")
    assert code == 0, err
    assert [json.loads(line)["case_id"] for line in out.read_text(encoding="utf-8").splitlines()] == \
        ["parcel-late", "second"]


def test_a_file_loaded_into_the_tui_paste_box_with_a_byte_order_mark_is_read(tmp_path):
    from halcheck_tui.tui.screens.paste_evidence import read_evidence_file

    path = tmp_path / "result.json"
    path.write_bytes((BOM + '{"parcel_id": "P-2210"}').encode("utf-8"))
    assert read_evidence_file(path) == '{"parcel_id": "P-2210"}'



@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("reader", ["paste box", "eval data"])
def test_the_paste_box_and_eval_refuse_a_fifo_instead_of_waiting_on_it(tmp_path, reader):
    """Both judge their file as every input file is (input_files.judge_input): opening a FIFO would
    wait for a writer for ever."""
    from halcheck_tui.eval_records import load_records
    from halcheck_tui.tui.screens.paste_evidence import read_evidence_file

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    read = read_evidence_file if reader == "paste box" else load_records
    with pytest.raises(InputError, match="not a regular file"):
        read(fifo)
    with pytest.raises(InputError, match="is a directory"):
        read(tmp_path)

# --- item 6: hidden controls in evidence are cleaned, in the draft refused ------------------------------

def test_c1_and_bidi_in_a_passage_are_checked_cleaned_with_a_note(tmp_path, capsys, fakes):
    case = copy()
    case["evidence"][1]["text"] = "Parcels leave the \u202edepot\u202c within 3\x80 days."
    code, out, err = check_json(capsys, tmp_path, case)
    assert code == 0, err
    notes = json.loads(out)["notes"]
    assert len(notes) == 1 and "'kb-depot#2'" in notes[0]
    assert "1 control character replaced by U+FFFD" in notes[0] and "2 bidi controls removed" in notes[0]


def test_c1_and_bidi_in_a_record_value_are_checked_cleaned_with_a_note(tmp_path, capsys, fakes):
    case = copy()
    case["evidence"][0]["fields"]["status"] = "dispa\u2067tched\u2069"
    case["evidence"][0]["fields"]["lines"] = [{"note": "left\x85the depot"}]
    code, out, err = check_json(capsys, tmp_path, case)
    assert code == 0, err
    trace = json.loads(out)
    [note] = trace["notes"]
    assert "'get_parcel#P-2210'" in note and "fields.status" in note and "fields.lines.0.note" in note
    assert "1 control character replaced" in note and "2 bidi controls removed" in note
    assert [c["verdict"] for c in trace["claims"] if c["class"] == "record"] == ["supported"]


def test_the_levels_read_the_cleaned_text_and_the_notes_reach_the_result():
    raw = copy()
    raw["evidence"][0]["fields"]["status"] = "dispa\u202dtched"
    raw["evidence"][1]["text"] = "Parcels\u200f leave the depot within 3\x9b days."
    raw["evidence"].append({"id": "cancel#1", "kind": "refused_call", "tool": "cancel_parcel", "decision": "DENY",
                            "args": {"parcel_id": "P-2210\u061c"}})
    result = checker().check(parse_case(raw), repair=False)
    by_id = result.case.evidence_by_id()
    assert by_id["get_parcel#P-2210"].fields["status"] == "dispatched"
    assert by_id["kb-depot#2"].text == "Parcels leave the depot within 3\ufffd days."
    assert by_id["cancel#1"].args == {"parcel_id": "P-2210"}
    assert len(result.case.notes) == 3 and "args.parcel_id" in result.case.notes[2]


def test_the_tui_step_through_cleans_the_evidence_as_its_first_level():
    raw = copy()
    raw["evidence"][1]["text"] = "Parcels leave the depot within 3\x80 days."
    case = parse_case(raw)
    steps = run_through(checker(), Steps(case), Level.DECOMPOSE)
    assert "\x80" not in steps.case.evidence[1].text and len(steps.case.notes) == 1
    assert "\x80" in case.evidence[1].text  # the editor's own case keeps what the user wrote


def test_clean_evidence_is_left_as_it_is():
    case = parse_case(CASE)
    assert evidence_as_checked(case) is case


@pytest.mark.parametrize("char", ["\x80", "\x9b", "\u202e", "\u2066"])
def test_a_draft_with_a_hidden_control_stays_refused(tmp_path, capsys, fakes, char):
    code, out, err = check_json(capsys, tmp_path, copy(draft=f"Your parcel P-2210 has been{char} dispatched."))
    one_line_exit_2(code, out, err)
    assert f"draft: contains the invisible control character U+{ord(char):04X}" in err
    assert "remove it from the draft" in err


def test_hidden_controls_in_a_record_key_stay_refused(tmp_path, capsys, fakes):
    case = copy()
    case["evidence"][0]["fields"]["sta\x80tus"] = "dispatched"
    code, out, err = check_json(capsys, tmp_path, case)
    one_line_exit_2(code, out, err)
    assert "evidence[0].fields.sta\\u0080tus" in err and "\x80" not in err


# --- item 6: the TUI shows what will be cleaned, escaped ------------------------------------------------

def test_escape_unseen_writes_controls_and_bidi_marks_as_escapes():
    assert escape_unseen("3\x80 days \u202eevil\u202c\u200e, tab\tand\nline") == \
        "3\\x80 days \\u202eevil\\u202c\\u200e, tab\tand\nline"
    assert escape_unseen("plain text, caf\u00e9") == "plain text, caf\u00e9"


def test_the_evidence_list_and_the_paste_preview_show_hidden_controls_escaped():
    raw = copy()
    raw["evidence"][1]["text"] = "Parcels leave\x85the depot\u202e."
    case = parse_case(raw)
    assert evidence_summary(case.evidence[1], width=80) == "Parcels leave\\x85the depot\\u202e."
    [pasted] = evidence_from_paste('{"parcel_id": "P-2210", "status": "dispa\x80tched"}')
    assert "dispa\\x80tched" in evidence_summary(pasted, width=80)
