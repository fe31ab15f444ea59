"""Human-readable renderings of a check: a Markdown report (TUI export, `--markdown`) and plain lines."""
from __future__ import annotations

from .results import Assessment, CheckResult
from .types import REASON_EXPLANATIONS


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def _claims_table(assessment: Assessment) -> list[str]:
    lines = ["| claim | class | verdict | reason | method | evidence |", "|---|---|---|---|---|---|"]
    for outcome in assessment.outcomes:
        verdict = assessment.grounding.for_claim(outcome.claim.id)
        text = outcome.claim.text.replace("|", "\\|")
        reason = outcome.reason_code.value if outcome.reason_code else ""
        if verdict.deciding_rule:
            reason += f" ({verdict.deciding_rule})"  # the alignment rule behind it, as a linter names its rule
        cut = " (cut by confidence)" if outcome.cut_by_confidence else ""
        lines.append(f"| {text} | {outcome.claim.claim_class.value} | {outcome.verdict.value}{cut} | {reason} "
                     f"| {verdict.method.value} | {', '.join(outcome.evidence_ids)} |")
    return lines


def _sentences_table(assessment: Assessment) -> list[str]:
    conf = assessment.confidence
    lines = [f"Level 1 source: **{conf.source}**" + (f" ({conf.model})" if conf.model else "") + f". {conf.note}", "",
             "| # | sentence | mean p | low share | flag | shaky | kept |", "|---|---|---|---|---|---|---|"]
    kept = set(assessment.release.kept_sentences)
    for sentence in assessment.decomposition.sentences:
        sc = conf.for_sentence(sentence.index)
        shaky = ", ".join(f"{s.text} (p={s.p:.2f})" for s in sc.shaky) if sc else ""
        lines.append(f"| {sentence.index} | {sentence.text.replace('|', '/')} | {_fmt(sc.mean_p if sc else None)} "
                     f"| {_fmt(sc.low_share if sc else None)} | {(sc.flag if sc else None) or 'n/a'} | {shaky} "
                     f"| {'yes' if sentence.index in kept else 'no'} |")
    return lines


def render_markdown(result: CheckResult) -> str:
    first = result.first
    lines = [f"# halcheck report: {result.case.id}", "",
             f"**Decision:** {result.decision}  ", f"**Outcome:** {result.outcome}  ",
             f"**Why:** {result.explanation}", "", *[f"- Note: {note}" for note in result.case.notes],
             *([""] if result.case.notes else []), "## Draft", "", "> " + result.case.draft.replace("\n", "\n> "), "",
             "## Level 1: confidence", "", *_sentences_table(first), "",
             "## Level 2: grounding", "", *_claims_table(first), ""]
    codes = sorted({o.reason_code for o in first.outcomes if o.reason_code}, key=lambda c: c.value)
    if codes:
        lines += ["Reason codes:", ""] + [f"- `{c.value}`: {REASON_EXPLANATIONS[c]}" for c in codes] + [""]
    lines += ["## Repair", ""]
    repair = result.repair
    if not repair.attempted:
        lines += [f"Not attempted: {repair.skipped_reason}", ""]
    else:
        lines += ["Rewrite:", "", "> " + (repair.text or "(empty)").replace("\n", "\n> "), ""]
        if repair.diff:
            lines += ["```diff", repair.diff.rstrip(), "```", ""]
        if repair.recheck:
            lines += ["Re-check:", "", *_claims_table(repair.recheck), ""]
    lines += ["## Result", "", "> " + result.final_text.replace("\n", "\n> "), ""]
    cuts = (repair.recheck.release.cuts if repair.recheck else first.release.cuts)
    if cuts:
        lines += ["Cut:"] + [f"- sentence {c.sentence}: {', '.join(c.reasons)}" for c in cuts] + [""]
    lines += ["## Models and timings", "", f"Models: {result.models}", "",
              "Timings (ms): " + ", ".join(f"{k} {v:g}" for k, v in result.timings_ms.items()), ""]
    return "\n".join(lines)
