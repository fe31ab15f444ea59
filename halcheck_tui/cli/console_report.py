"""The readable, coloured report `halcheck check CASE.json` prints (rich)."""
from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..core.results import Assessment, CheckResult
from ..core.types import REASON_EXPLANATIONS, ConfidenceFlag, Decision, Verdict

VERDICT_STYLE = {Verdict.SUPPORTED: "green", Verdict.CONTRADICTED: "bold red", Verdict.INSUFFICIENT: "yellow",
                 Verdict.NOT_APPLICABLE: "dim"}
DECISION_STYLE = {Decision.RELEASE: "bold green", Decision.REVISE: "bold yellow", Decision.ABSTAIN: "bold yellow",
                  Decision.BLOCK: "bold red", Decision.REVIEW: "bold magenta"}
FLAG_STYLE = {ConfidenceFlag.OK: "green", ConfidenceFlag.LOW: "yellow", ConfidenceFlag.DEGENERATE: "bold red"}


def _claims_table(assessment: Assessment, title: str) -> Table:
    table = Table(title=title, title_justify="left", show_lines=False, expand=True)
    table.add_column("claim", ratio=3)
    table.add_column("class")
    table.add_column("verdict")
    table.add_column("reason / detail", ratio=3)
    for outcome in assessment.outcomes:
        verdict = assessment.grounding.for_claim(outcome.claim.id)
        style = VERDICT_STYLE[outcome.verdict]
        reason = Text()
        if outcome.reason_code:
            reason.append(outcome.reason_code.value + " ", style="bold")
        if outcome.cut_by_confidence:
            reason.append("[cut by confidence] ", style="magenta")
        reason.append(verdict.detail, style="dim")
        if verdict.nli:
            n = verdict.nli
            reason.append(f"\nNLI e={n.entailment:.2f} n={n.neutral:.2f} c={n.contradiction:.2f}", style="cyan")
        if outcome.evidence_ids:
            reason.append(f"\n[{', '.join(outcome.evidence_ids)}]", style="blue")
        table.add_row(outcome.claim.text, outcome.claim.claim_class.value,
                      Text(outcome.verdict.value + f" ({verdict.method.value})", style=style), reason)
    return table


def _confidence_table(assessment: Assessment) -> Table:
    conf = assessment.confidence
    title = f"Level 1 confidence: {conf.source}" + (f" ({conf.model})" if conf.model else "")
    table = Table(title=title, title_justify="left", expand=True, caption=conf.note, caption_justify="left")
    table.add_column("#", justify="right")
    table.add_column("sentence", ratio=4)
    table.add_column("mean p", justify="right")
    table.add_column("low share", justify="right")
    table.add_column("flag")
    table.add_column("shaky", ratio=2)
    kept = set(assessment.release.kept_sentences)
    for sentence in assessment.decomposition.sentences:
        sc = conf.for_sentence(sentence.index)
        fmt = (lambda v: "n/a" if v is None else f"{v:.2f}")
        flag = (sc.flag if sc else None) or "n/a"
        flag_style = FLAG_STYLE.get(flag, "dim")
        text = Text(sentence.text, style="" if sentence.index in kept else "strike dim")
        table.add_row(str(sentence.index), text, fmt(sc.mean_p if sc else None), fmt(sc.low_share if sc else None),
                      Text(flag, style=flag_style),
                      ", ".join(f"{s.text} p={s.p:.2f}" for s in sc.shaky) if sc else "")
    return table


def print_report(result: CheckResult, notes: list[str] | None = None, console: Console | None = None) -> None:
    console = console or Console()
    console.print(Text(f"halcheck · {result.case.id}", style="bold"))
    for note in [*(notes or []), *result.case.notes]:  # the models', then the input's (unknown keys, cleaned evidence)
        console.print(Text(note, style="yellow"))
    console.print(_confidence_table(result.first))
    console.print(_claims_table(result.first, "Level 2 grounding"))
    repair = result.repair
    if repair.attempted:
        console.print(Text("Repair (one rewrite):", style="bold"))
        console.print(Text(repair.text or "(empty rewrite)", style="italic"))
        if repair.recheck:
            console.print(_claims_table(repair.recheck, "Re-check of the rewrite"))
    else:
        console.print(Text(f"Repair not attempted: {repair.skipped_reason}", style="dim"))
    codes = sorted({o.reason_code for o in result.first.outcomes if o.reason_code}, key=lambda c: c.value)
    for code in codes:
        console.print(Text(f"  {code.value}: ", style="bold") + Text(REASON_EXPLANATIONS[code], style="dim"))
    line = Text("Decision: ") + Text(result.decision, style=DECISION_STYLE[result.decision])
    line += Text(f"   Outcome: {result.outcome}   ({result.explanation})")
    console.print(line)
    console.print(Text("Final text:", style="bold"))
    console.print(Text(result.final_text))
