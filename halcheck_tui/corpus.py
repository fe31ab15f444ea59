"""The multi-writer corpus (`corpus/<writer>/`, format in corpus/FORMAT.md): its line format, loading, the
writer folds for leave-writers-out figures, and the scoring of one labelled line against a trace.

Standard library only, so a writer can validate a folder with plain `python3 scripts/validate_corpus.py`
before any set-up, and evaluation scripts share one reading of the labels (`score_line`).
"""
from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass
from pathlib import Path

VERDICTS = {"supported", "contradicted", "insufficient_evidence", "not_applicable"}
REASONS = {"CLAIM_WITHOUT_TOOL_EVIDENCE", "IDENTIFIER_MISMATCH", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH",
           "DATE_MISMATCH", "VALUE_MISMATCH", "NOT_EXECUTED", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED",
           "NO_POLICY_EVIDENCE", "SHAKY_SPECIFIC", "DEGENERATE_SENTENCE"}
KINDS = {"record", "policy", "passage", "refused_call"}
ERRORS = {"wrong_amount", "wrong_date", "wrong_time", "wrong_id", "wrong_state", "wrong_quantity", "wrong_name",
          "wrong_value", "wrong_period", "wrong_policy_condition", "refused_call_effect", "invented_promise",
          "invented_fact", "unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role",
          "condition_unmet", "unrecorded_extra", "unlisted_perk", "stale_value"}
MIN_CASES, MIN_REPAIR = 100, 25


def _evidence_problems(evidence: object) -> list[str]:
    if not isinstance(evidence, list) or not evidence:
        return ["case.evidence must be a non-empty list"]
    problems, seen = [], set()
    for item in evidence:
        if not isinstance(item, dict):
            problems.append("an evidence item is not an object")
            continue
        eid, kind = item.get("id"), item.get("kind")
        if not isinstance(eid, str) or not eid:
            problems.append("an evidence item has no id")
        elif eid in seen:
            problems.append(f"evidence id {eid!r} repeats")
        seen.add(eid)
        if kind not in KINDS:
            problems.append(f"evidence {eid!r}: kind {kind!r} is not one of {sorted(KINDS)}")
        elif kind == "record" and not isinstance(item.get("fields"), dict):
            problems.append(f"record {eid!r}: fields must be an object")
        elif kind in ("policy", "passage") and not (isinstance(item.get("text"), str) and item["text"].strip()):
            problems.append(f"{kind} {eid!r}: text must be a non-empty string")
        elif kind == "refused_call" and not isinstance(item.get("tool"), str):
            problems.append(f"refused_call {eid!r}: tool must be a string")
    return problems


def _probe_problems(draft: str, probes: object) -> list[str]:
    if not isinstance(probes, list) or not probes:
        return ["expect.probes must be a non-empty list"]
    problems = []
    for probe in probes:
        span = probe.get("contains") if isinstance(probe, dict) else None
        if not isinstance(span, str) or not span:
            problems.append("a probe has no 'contains'")
            continue
        count = draft.count(span)
        if count != 1:
            problems.append(f"probe {span!r} occurs {count} times in the draft (must be once)")
        verdicts = probe.get("verdict_in")
        if not isinstance(verdicts, list) or not verdicts or not set(verdicts) <= VERDICTS:
            problems.append(f"probe {span!r}: verdict_in must be a non-empty list of {sorted(VERDICTS)}")
        reasons = probe.get("reason_in")
        if reasons is not None and (not isinstance(reasons, list) or not set(reasons) <= REASONS):
            problems.append(f"probe {span!r}: reason_in holds codes outside the contract's list")
    return problems


def line_problems(line: dict, repair: bool) -> list[str]:
    """Every way one corpus line breaks FORMAT.md, as short sentences (empty when it is well formed)."""
    case, expect, meta = line.get("case"), line.get("expect"), line.get("meta")
    if not isinstance(case, dict) or not isinstance(expect, dict) or not isinstance(meta, dict):
        return ["a line needs the objects 'case', 'expect' and 'meta'"]
    problems = []
    draft = case.get("draft")
    if case.get("schema") != "halcheck.case/1":
        problems.append("case.schema must be 'halcheck.case/1'")
    if not isinstance(draft, str) or not draft.strip():
        return problems + ["case.draft must be a non-empty string"]
    problems += _evidence_problems(case.get("evidence"))
    problems += _probe_problems(draft, expect.get("probes"))
    errors = meta.get("errors")
    if not isinstance(errors, list) or not set(errors) <= ERRORS:
        problems.append(f"meta.errors must be a list drawn from FORMAT.md's error types, got {errors!r}")
        errors = []
    outcome = expect.get("outcome_in")
    if repair:
        if outcome != ["repaired"]:
            problems.append("a repair line needs outcome_in ['repaired']")
        if not errors:
            problems.append("a repair line needs at least one meta.errors label")
    elif errors and outcome is not None:
        problems.append("a line with errors needs outcome_in null")
    elif not errors and outcome != ["sent"]:
        problems.append("a correct line (no meta.errors) needs outcome_in ['sent']")
    for exclude in expect.get("final_excludes") or []:
        if not isinstance(exclude, str) or not exclude:
            problems.append("final_excludes holds a non-string or empty entry")
    if not errors and expect.get("final_excludes"):
        problems.append("a correct line has no final_excludes")
    for key in ("domain", "scenario"):
        if not isinstance(meta.get(key), str) or not meta[key]:
            problems.append(f"meta.{key} must be a non-empty string")
    return problems


def folder_problems(folder: Path) -> list[str]:
    problems, ids = [], set()
    counts = {}
    for name, repair in (("cases.jsonl", False), ("repair.jsonl", True)):
        path = folder / name
        if not path.exists():
            problems.append(f"{path}: missing")
            continue
        counts[name] = 0
        for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not raw.strip():
                continue
            counts[name] += 1
            try:
                line = json.loads(raw)
            except json.JSONDecodeError as err:
                problems.append(f"{path}:{number}: not JSON ({err.msg})")
                continue
            case_id = (line.get("case") or {}).get("id") if isinstance(line, dict) else None
            if not isinstance(case_id, str) or not case_id.startswith(folder.name + "-"):
                problems.append(f"{path}:{number}: case.id must start with '{folder.name}-'")
            elif case_id in ids:
                problems.append(f"{path}:{number}: case.id {case_id!r} repeats")
            ids.add(case_id)
            problems += [f"{path}:{number}: {p}" for p in line_problems(line, repair)]
    if counts.get("cases.jsonl", 0) < MIN_CASES:
        problems.append(f"{folder}: {counts.get('cases.jsonl', 0)} cases, fewer than {MIN_CASES} (not yet finished?)")
    if counts.get("repair.jsonl", 0) < MIN_REPAIR:
        problems.append(f"{folder}: {counts.get('repair.jsonl', 0)} repair cases, fewer than {MIN_REPAIR}")
    return problems



def writer_folders(root: Path, finished: bool = False) -> list[Path]:
    """Every writer folder under `root` (one holding a BRIEF.md), in name order; with `finished`, only those
    whose writer has signed off with a README.md (a writer at work may have half its lines on disk)."""
    return sorted(p for p in root.iterdir() if p.is_dir() and (p / "BRIEF.md").exists()
                  and (not finished or (p / "README.md").exists()))


def load_lines(folder: Path, repair: bool = False) -> list[dict]:
    """The labelled lines of a writer folder (cases.jsonl, or repair.jsonl with `repair`); [] when absent."""
    path = folder / ("repair.jsonl" if repair else "cases.jsonl")
    if not path.exists():
        return []
    return [json.loads(raw) for raw in path.read_text(encoding="utf-8").splitlines() if raw.strip()]


def folds(writers: list[str], count: int) -> dict[str, int]:
    """writer -> fold, from the writer's own name alone, so a writer's fold never depends on which other
    writers have finished: `wNN` goes to fold (NN - 1) mod count (neighbours, briefed together, land in
    different folds); any other name by a CRC-32 of it."""
    out = {}
    for writer in writers:
        number = re.fullmatch(r"w(\d+)", writer)
        out[writer] = (int(number.group(1)) - 1) % count if number else zlib.crc32(writer.encode()) % count
    return out


# --- scoring one line against a trace (the figures FORMAT.md's labels define) ----------------------------

def best_claim(trace: dict, draft: str, span: str) -> dict | None:
    """The trace claim overlapping a probe's span the most (None when no claim touches it)."""
    start = draft.index(span)
    end = start + len(span)
    scored = [(min(end, c["end"]) - max(start, c["start"]), c) for c in trace.get("claims", [])]
    scored = [pair for pair in scored if pair[0] > 0]
    return max(scored, key=lambda pair: pair[0])[1] if scored else None


def probe_for(line: dict, start: int, end: int) -> dict | None:
    """The probe overlapping the draft span start..end the most (None when none touches it): best_claim's
    converse, for a reader that starts from a claim."""
    draft, best, overlap = line["case"]["draft"], None, 0
    for probe in line["expect"].get("probes", []):
        at = draft.find(probe["contains"])
        shared = min(at + len(probe["contains"]), end) - max(at, start) if at >= 0 else 0
        if shared > overlap:
            best, overlap = probe, shared
    return best


def probe_misses(line: dict, trace: dict) -> list[str]:
    """One sentence per probe whose claim got a verdict (or reason) the label does not allow."""
    draft, misses = line["case"]["draft"], []
    for probe in line["expect"].get("probes", []):
        claim = best_claim(trace, draft, probe["contains"])
        ok = claim is not None and claim["verdict"] in probe["verdict_in"] and (
            not probe.get("reason_in") or claim.get("reason_code") in probe["reason_in"])
        if not ok:
            misses.append(f"probe {probe['contains']!r}: {claim and claim['verdict']} {claim and claim.get('reason_code')}"
                          f" [{claim and claim.get('class')}] (want {probe['verdict_in']})")
    return misses


# A figure as a customer reads one: digits with their separators, optionally a clock suffix.
_FIGURE = re.compile(r"\d[\d,.:]*\d|\d")


def figure_key(figure: str) -> str:
    """A figure as a value, so writing style does not count as a change: '1,294.00' and '1294' are one."""
    plain = figure.rstrip(".,:").replace(",", "")
    if re.fullmatch(r"\d+(?:\.\d+)?", plain):
        return repr(float(plain))
    return plain


def _figure_keys(text: str) -> set[str]:
    return {figure_key(f) for f in _FIGURE.findall(text)}


def new_figures(draft: str, final: str) -> list[str]:
    """Figures in the final text whose value the draft did not hold: what a repair wrote."""
    held = _figure_keys(draft)
    return [f for f in _FIGURE.findall(final) if figure_key(f) not in held]


def repair_harm(line: dict, final: str) -> list[str]:
    """Figures a repair wrote whose value none of the line's expected corrections holds: a false value
    released (an independent reading: it uses the labels, not the checker's own re-check)."""
    allowed = _figure_keys(" ".join(line["expect"].get("final_includes", [])))
    return [f for f in new_figures(line["case"]["draft"], final) if figure_key(f) not in allowed]


@dataclass(frozen=True)
class LineScore:
    kind: str
    """'correct sent', 'wrong kept out' or 'repaired'."""
    good: bool
    misses: tuple[str, ...]
    harm: tuple[str, ...] = ()
    """Repair lines: figures written that no expected correction holds. Correct lines checked with repair
    on: 'changed by repair' when the repair rewrote a reply that was right."""


def score_line(line: dict, trace: dict, repair: bool) -> LineScore:
    """One labelled line against its trace, as FORMAT.md defines the figures."""
    expect, final = line["expect"], trace.get("final_text", "")
    misses = tuple(probe_misses(line, trace))
    lowered = final.lower()
    if expect.get("outcome_in") == ["repaired"]:
        good = (trace.get("outcome") in expect["outcome_in"]
                and all(any(x.lower() in lowered for x in alt.split("|")) for alt in expect["final_includes"])
                and not any(x.lower() in lowered for x in expect["final_excludes"]))
        return LineScore("repaired", good, misses, tuple(repair_harm(line, final)))
    if expect.get("outcome_in") == ["sent"]:
        good = trace.get("outcome") == "sent" and all(x in final for x in expect.get("final_includes", []))
        changed = ("changed by repair",) if repair and trace.get("outcome") == "repaired" else ()
        return LineScore("correct sent", good, misses, changed)
    good = trace.get("outcome") != "sent" and not any(x in final for x in expect.get("final_excludes", []))
    return LineScore("wrong kept out", good, misses)
