"""Grounding (level 2): per claim its verdict, reason and method, and the evidence it was read against."""
from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.widgets import DataTable, Static

from ....config import Settings
from ....core.case import Evidence, flatten_fields
from ....core.evidence_kinds.base import Reading
from ....core.evidence_kinds.registry import unit_of
from ....core.levels import Steps
from ....core.types import REASON_EXPLANATIONS
from .base import LevelView

if TYPE_CHECKING:  # the pipeline's modules load after the first paint (tui/app.py)
    from ....core.grounding.verdicts import ClaimVerdict
    from ....core.results import Assessment

BAR_WIDTH = 10


def bar(p: float) -> str:
    filled = round(max(0.0, min(1.0, p)) * BAR_WIDTH)
    return "\u2588" * filled + "\u2591" * (BAR_WIDTH - filled)


def _consulted_ids(verdict: ClaimVerdict) -> list[str]:
    ids = list(verdict.evidence_ids)
    ids += [check.evidence_id for check in verdict.record_checks if check.evidence_id]
    ids += [premise.evidence_id for premise in verdict.premises]
    return list(dict.fromkeys(ids))


def _record_lines(view: LevelView, item: Evidence, verdict: ClaimVerdict) -> Text:
    checks = {c.field_path: c for c in verdict.record_checks if c.evidence_id == item.id and c.field_path}
    out = Text()

    for path, value in flatten_fields(item.fields).items():
        check = checks.get(path)
        line = f"    {path} = {value}"
        if check is None:
            out.append(line + "\n")
            continue
        name = "field--ok" if check.ok else "field--bad"
        out.append_text(view.styled(line, name))
        mark = "\u2713" if check.ok else "\u2717"
        out.append_text(view.styled(f"  {mark} \u201c{check.mention.text}\u201d", name))
        out.append("\n")
    return out


def _text_with_premises(view: LevelView, item: Evidence, verdict: ClaimVerdict) -> Text:
    text = Text(item.text)
    best = verdict.nli
    anchored = [p for p in verdict.premises if p.evidence_id == item.id and p.start >= 0]

    def is_best(premise) -> bool:
        return best is not None and best.evidence_id == item.id and best.premise == premise.text

    # the other candidates first, so the premise that decided is drawn over them
    for premise in sorted(anchored, key=is_best):
        text.stylize(view.style("premise--match" if is_best(premise) else "premise--other"), premise.start, premise.end)
    indented = Text("    ")
    for i, line in enumerate(text.split("\n", allow_blank=True)):
        if i:
            indented.append("\n    ")
        indented.append_text(line)
    indented.append("\n")
    return indented


def _verbalised_premises(view: LevelView, item: Evidence, verdict: ClaimVerdict) -> Text:
    out = Text()
    premises = [p for p in verdict.premises if p.evidence_id == item.id and p.start < 0 and not p.window]
    if not premises:
        return out
    out.append_text(view.styled("    read by NLI as:\n", "muted"))
    for premise in premises:
        is_best = verdict.nli is not None and verdict.nli.premise == premise.text
        out.append("      ")
        out.append_text(view.styled(premise.text, "premise--match" if is_best else "premise--other"))
        out.append("\n")
    return out


def _second_opinion_lines(view: LevelView, verdict: ClaimVerdict) -> Text:
    """The second verifier's score beside NLI's, and whether it confirmed the claim (it never refutes)."""
    # The second opinion is part of the verdict level 2 returned (a SecondOpinionVerdict carries it): the view
    # renders it and never reaches into grounding to compute or fetch it.
    opinion = getattr(verdict, "second_opinion", None)
    out = Text()
    if opinion is None:
        return out
    first = "none" if opinion.first_pass_entailment is None else f"{opinion.first_pass_entailment:.2f}"
    out.append(f"\nSecond opinion  {bar(opinion.score)} {opinion.score:.2f}  (confirms at {opinion.cut:.2f}; "
               f"NLI entailment {first})  {opinion.model}\n")
    if opinion.confirmed:
        out.append_text(view.styled("     confirmed: NLI found no entailing premise, the second verifier did; "
                                    "it may only confirm, never refute\n", "verdict--supported"))
    else:
        out.append_text(view.styled("     not confirmed: its score is under the cut, which refutes nothing\n", "muted"))
    out.append_text(view.styled(f"     premise{' (chunk of adjacent lines)' if opinion.window else ''}: "
                                f"{opinion.premise}\n", "muted"))
    return out


def claim_detail(view: LevelView, first: Assessment, claim_id: str) -> Text:
    outcome = first.outcome_for(claim_id)
    verdict = first.grounding.for_claim(claim_id)
    claim = outcome.claim
    out = Text()
    out.append_text(view.styled(f"{claim.id} ", "heading"))
    out.append_text(view.styled(f" {claim.claim_class.value} ", f"class--{claim.claim_class.value}"))
    out.append("  ")
    out.append_text(view.styled(outcome.verdict.value, f"verdict--{outcome.verdict.value}"))
    if outcome.reason_code:
        out.append(f"  {outcome.reason_code.value}")
    out.append(f"  method: {verdict.method.value}\n")
    out.append(f"\u201c{claim.text}\u201d\n")
    if claim.context_text != claim.text:
        out.append_text(view.styled(f"read as: \u201c{claim.context_text}\u201d\n", "muted"))
    out.append(verdict.detail + "\n")
    report = first.citations
    cited = report.for_claim(claim_id) if report else None
    if cited is not None:
        ok = cited.status == "entails"
        out.append_text(view.styled(f"cites {', '.join(cited.ids)}: {cited.status.replace('_', ' ')}",
                                    "citation--ok" if ok else "citation--bad"))
        out.append_text(view.styled(f"  ({cited.detail})\n", "muted"))
    if outcome.reason_code:
        out.append_text(view.styled(REASON_EXPLANATIONS[outcome.reason_code] + "\n", "muted"))
    if outcome.cut_by_confidence:
        out.append_text(view.styled("cut by level 1 (confidence)\n", "flag--LOW"))
    if verdict.nli is not None:
        nli = verdict.nli
        t = first.grounding.thresholds
        out.append("\nNLI  ")
        out.append(f"entailment    {bar(nli.entailment)} {nli.entailment:.2f}  (supports at "
                   f"{t.window_entail if nli.window else t.entail:.2f})\n")
        out.append(f"     neutral       {bar(nli.neutral)} {nli.neutral:.2f}\n")
        out.append(f"     contradiction {bar(nli.contradiction)} {nli.contradiction:.2f}  (refutes at {t.contradict:.2f})\n")
        out.append_text(view.styled(f"     premise{' (window of adjacent lines)' if nli.window else ''}: "
                                    f"{nli.premise}\n", "muted"))
    out.append_text(_second_opinion_lines(view, verdict))
    ids = _consulted_ids(verdict)
    evidence = first.case.evidence_by_id()
    out.append("\n")
    if not ids:
        out.append_text(view.styled("No evidence was consulted for this claim.\n", "muted"))
    for evidence_id in ids:
        item = evidence.get(evidence_id)
        if item is None:
            continue
        lineage = " \u00b7 ".join(f"{k} {v}" for k, v in item.lineage.items())
        out.append_text(view.styled(f"\u25a0 {item.id}", "heading"))
        out.append_text(view.styled(f"  {item.kind.value}{'  ' + lineage if lineage else ''}\n", "muted"))
        unit = unit_of(item.kind)
        if unit.reading is Reading.FIELDS:
            out.append_text(_record_lines(view, item, verdict))
            out.append_text(_verbalised_premises(view, item, verdict))
        elif unit.reading is Reading.TEXT:
            out.append_text(_text_with_premises(view, item, verdict))
        else:
            shown = unit.display(item)
            for line in shown.lines:
                out.append_text(view.styled(f"    {line}\n", "field--bad" if shown.warning else "muted"))
    out.rstrip()
    return out


class GroundingView(LevelView):
    level = "grounding"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.selected: str | None = None
        self._first: Assessment | None = None

    def compose_body(self):
        yield Static(id="grounding-summary", classes="level-heading")
        yield DataTable(id="grounding-claims", cursor_type="row", zebra_stripes=True)
        yield Static(id="grounding-detail", classes="detail-box")

    def on_mount(self) -> None:
        self.query_one("#grounding-claims", DataTable).add_columns("claim", "class", "verdict", "reason", "method")

    def render_steps(self, steps: Steps, settings: Settings) -> None:
        first = steps.first
        assert first is not None
        self._first = first
        nli = first.grounding.nli_model or "no NLI model"
        report = first.citations
        cites = ""
        if report is not None:
            wrong = sum(1 for c in report.claims if c.status != "entails")
            cites = (f" \u00b7 citations: {len(report.claims) - wrong} hold, {wrong} wrong"
                     + (f", unknown ids {', '.join(report.invalid_ids)}" if report.invalid_ids else ""))
        self.query_one("#grounding-summary", Static).update(Text(
            f"{len(first.outcomes)} claims \u00b7 NLI: {nli}{cites} \u00b7 \u2191\u2193 picks a claim",
            style=self.style("heading")))
        table = self.query_one("#grounding-claims", DataTable)
        ids = [o.claim.id for o in first.outcomes]
        if self.selected not in ids:
            self.selected = next((o.claim.id for o in first.outcomes if o.failed), ids[0] if ids else None)
        table.clear()
        for outcome in first.outcomes:
            verdict = first.grounding.for_claim(outcome.claim.id)
            reason = outcome.reason_code.value if outcome.reason_code else ""
            table.add_row(outcome.claim.id,
                          self.styled(outcome.claim.claim_class.value, f"class--{outcome.claim.claim_class.value}"),
                          self.styled(outcome.verdict.value, f"verdict--{outcome.verdict.value}"),
                          reason, verdict.method.value, key=outcome.claim.id)
        if self.selected is not None:
            table.move_cursor(row=ids.index(self.selected))
        self._show_detail()

    def _show_detail(self) -> None:
        detail = self.query_one("#grounding-detail", Static)
        if self._first is None or self.selected is None:
            detail.update(Text("The draft holds no claims."))
            return
        detail.update(claim_detail(self, self._first, self.selected))

    @on(DataTable.RowHighlighted, "#grounding-claims")
    def _claim_highlighted(self, event: DataTable.RowHighlighted) -> None:
        claim_id = event.row_key.value
        if claim_id is None or claim_id == self.selected and self._first is None:
            return
        self.selected = claim_id
        self._show_detail()
        self.post_message(self.ClaimSelected(claim_id))
