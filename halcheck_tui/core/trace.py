"""The trace: the contract's `halcheck.trace/1` JSON, built from the typed level results.

Field names and values are fixed by ../shared/contract.md; everything here beyond them is an
addition (documented in docs/checks.md, "Additions to the trace"), never a rename.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from .confidence.assess import ConfidenceResult
from .grounding.text import second_opinion
from .results import Assessment, CheckResult, RepairResult

TRACE_SCHEMA = "halcheck.trace/1"


def _r(value: float | None, digits: int = 4) -> float | None:
    return None if value is None else round(value, digits)


def _sentences(assessment: Assessment) -> list[dict[str, Any]]:
    kept = set(assessment.release.kept_sentences)
    out = []
    for sentence in assessment.decomposition.sentences:
        conf = assessment.confidence.for_sentence(sentence.index)
        out.append({
            "index": sentence.index, "start": sentence.start, "end": sentence.end, "text": sentence.text,
            "kept": sentence.index in kept,
            "confidence": {
                "available": bool(conf and conf.available),
                "mean_p": _r(conf.mean_p) if conf else None,
                "low_share": _r(conf.low_share) if conf else None,
                "flag": conf.flag if conf else None,
                "shaky": [{"start": s.start, "end": s.end, "text": s.text, "p": _r(s.p)} for s in conf.shaky] if conf else [],
            },
            "self_consistency": conf.self_consistency.as_json() if conf and conf.self_consistency else None,
        })
    return out


def _citations(assessment: Assessment) -> dict[str, Any] | None:
    report = assessment.citations
    if report is None:
        return None
    return {
        "markers": [{"start": m.marker.start, "end": m.marker.end, "text": m.marker.text, "ids": list(m.marker.ids),
                     "sentence": m.sentence, "invalid": list(m.invalid)} for m in report.markers],
        "invalid": list(report.invalid_ids),
    }


def _claims(assessment: Assessment) -> list[dict[str, Any]]:
    out = []
    report = assessment.citations
    for outcome in assessment.outcomes:
        claim = outcome.claim
        verdict = assessment.grounding.for_claim(claim.id)
        cited = report.for_claim(claim.id) if report else None
        out.append({
            "id": claim.id, "sentence": claim.sentence, "start": claim.start, "end": claim.end, "text": claim.text,
            "class": claim.claim_class.value,
            "verdict": outcome.verdict.value,
            "reason_code": outcome.reason_code.value if outcome.reason_code else None,
            "method": verdict.method.value,
            "evidence_ids": list(outcome.evidence_ids),
            "nli": verdict.nli.as_dict() if verdict.nli else None,
            "cut_by_confidence": outcome.cut_by_confidence,
            # additions
            "detail": verdict.detail,
            "rule": verdict.deciding_rule,
            "grounding_verdict": verdict.verdict.value,
            "second_opinion": opinion.as_dict() if (opinion := second_opinion.opinion_of(verdict)) else None,
            "context_text": claim.context_text,
            "citations": None if cited is None else {"ids": list(cited.ids), "invalid": list(cited.invalid),
                                                     "status": cited.status, "detail": cited.detail},
        })
    return out


def _confidence_summary(conf: ConfidenceResult) -> dict[str, Any]:
    return {"available": conf.available, "source": conf.source, "model": conf.model, "note": conf.note}


def _assessment_dict(assessment: Assessment) -> dict[str, Any]:
    release = assessment.release
    return {
        "decision": release.decision, "outcome": release.outcome, "final_text": release.final_text,
        "sentences": _sentences(assessment), "claims": _claims(assessment),
        "cuts": [dataclasses.asdict(c) for c in release.cuts],
        "confidence_source": _confidence_summary(assessment.confidence),
        "citations": _citations(assessment),
        "conflicts": [c.as_dict() for c in assessment.conflicts],
    }


def _candidate(candidate: RepairResult) -> dict[str, Any]:
    """One repair candidate tried when both correction and a model rewrite ran."""
    recheck = candidate.recheck
    return {"method": candidate.method, "attempted": candidate.attempted, "text": candidate.text,
            "skipped_reason": candidate.skipped_reason, "supported_kept": candidate.supported_kept,
            "edits": [e.as_dict() for e in candidate.edits],
            "decision": recheck.release.decision if recheck else None,
            "outcome": recheck.release.outcome if recheck else None}


def _lineage(result: CheckResult) -> dict[str, Any]:
    """Corpus, revision and source of every evidence id the trace cites (empty fields left out)."""
    out = {}
    for item in result.case.evidence:
        entry = {"kind": item.kind.value, **dict(item.lineage)}
        out[item.id] = entry
    return out


def build_trace(result: CheckResult) -> dict[str, Any]:
    first = result.first
    repair = result.repair
    thresholds = result.first.grounding.thresholds
    conf_model = first.confidence.model or ""
    trace: dict[str, Any] = {
        "schema": TRACE_SCHEMA,
        "case_id": result.case.id,
        "decision": result.decision,
        "outcome": result.outcome,
        "final_text": result.final_text,
        "sentences": _sentences(first),
        "claims": _claims(first),
        "repair": {
            "attempted": repair.attempted,
            "text": repair.text,
            "rechecked": repair.recheck is not None,
            # additions
            "skipped_reason": repair.skipped_reason,
            "diff": repair.diff,
            "recheck": _assessment_dict(repair.recheck) if repair.recheck else None,
            "rejected": repair.rejected,
            # Only a repair that ran has a method: a skipped one (--no-repair, nothing failed, gated) says
            # why in skipped_reason, and naming "model" there would claim a rewrite that never happened.
            "method": repair.method if repair.attempted else None,
            "edits": [e.as_dict() for e in repair.edits],
            "candidates": [_candidate(c) for c in repair.candidates],
        },
        "models": result.models,
        "thresholds": {
            "nli": dataclasses.asdict(thresholds),
            "confidence": dataclasses.asdict(result.settings.confidence_for(conf_model, first.confidence.source)),
            "material_classes": list(result.settings.material_classes),
        },
        "timings_ms": result.timings_ms,
        # additions
        "draft": result.case.draft,
        "explanation": result.explanation,
        # what "today", "tomorrow" and "next Tuesday" were read against, and where it came from
        "reference_time": result.case.reference_time().as_json(),
        "first_check": {"decision": first.release.decision, "outcome": first.release.outcome,
                        "final_text": first.release.final_text,
                        "cuts": [dataclasses.asdict(c) for c in first.release.cuts]},
        "confidence_source": _confidence_summary(first.confidence),
        "evidence": _lineage(result),
        "conflicts": [c.as_dict() for c in first.conflicts],
        "citations": _citations(first),
        "notes": list(result.case.notes),
    }
    if result.case.evidence_snapshot:
        trace["evidence_snapshot"] = {"ref": result.case.evidence_snapshot, "as_of": result.case.as_of,
                                      "tenant": result.case.tenant}
    return trace
