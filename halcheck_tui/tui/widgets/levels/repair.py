"""Repair: the corrected draft (or the model's rewrite) beside the draft as a word diff, each correction's
evidence listed under it, and the re-check (or why there was none)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.containers import Horizontal
from textual.widgets import Static

from ....config import Settings
from ....core.levels import Steps
from ....core.types import RepairMethod
from .base import LevelView

if TYPE_CHECKING:  # the pipeline's modules load after the first paint (tui/app.py)
    from ....core.repair.fix import Edit
    from ....core.repair.rewrite import WordChange
    from ....core.results import Assessment


def diff_sides(view: LevelView, changes: tuple[WordChange, ...]) -> tuple[Text, Text]:
    """(draft with deleted words marked, rewrite with inserted words marked), from the repair's word diff."""
    left, right = Text(), Text()
    for change in changes:
        if change.op == "equal":
            left.append(change.text)
            right.append(change.text)
        elif change.op == "delete":
            left.append_text(view.styled(change.text, "diff--delete"))
        else:
            right.append_text(view.styled(change.text, "diff--insert"))
    return left, right


def recheck_lines(view: LevelView, recheck: Assessment, what: str = "rewrite") -> Text:
    release = recheck.release
    out = Text(f"Re-check of the {what}: ")
    out.append_text(view.styled(f" {release.decision} ", f"decision--{release.decision}"))
    out.append(f"  {release.outcome} \u00b7 {release.explanation}\n")
    for outcome in recheck.outcomes:
        out.append(f"  {outcome.claim.id} ")
        out.append_text(view.styled(outcome.verdict.value, f"verdict--{outcome.verdict.value}"))
        if outcome.reason_code:
            out.append(f" {outcome.reason_code.value}")
        out.append(f"  \u201c{outcome.claim.text}\u201d\n")
    out.rstrip()
    return out


def edit_lines(view: LevelView, edits: tuple[Edit, ...]) -> Text:
    """One line per edit: the claim, old -> new, and the evidence id and field the new text came from."""
    out = Text("Edits, each from the evidence:\n", style=view.style("heading"))
    for edit in edits:
        out.append(f"  {edit.claim_id} ")
        out.append_text(view.styled(edit.old or "(nothing)", "diff--delete"))
        out.append(" \u2192 ")
        if edit.action == "drop":
            out.append_text(view.styled("dropped", "muted"))
            out.append(f"  ({edit.reason_code or 'unsupported'}: nothing in the evidence to put in its place)\n")
            continue
        out.append_text(view.styled(edit.new.strip(), "diff--insert"))
        out.append_text(view.styled(f"  {edit.evidence_id} \u00b7 {edit.field}  ({edit.reason_code})\n", "muted"))
    out.rstrip()
    return out


class RepairView(LevelView):
    level = "repair"

    def compose_body(self):
        yield Static(id="repair-status", classes="level-heading")
        with Horizontal(id="repair-sides"):
            yield Static(id="repair-draft", classes="diff-side")
            yield Static(id="repair-rewrite", classes="diff-side")
        yield Static(id="repair-edits")
        yield Static(id="repair-recheck")

    def render_steps(self, steps: Steps, settings: Settings) -> None:
        repair = steps.repair
        assert repair is not None
        status = self.query_one("#repair-status", Static)
        sides = self.query_one("#repair-sides")
        recheck = self.query_one("#repair-recheck", Static)
        draft_side = self.query_one("#repair-draft", Static)
        rewrite_side = self.query_one("#repair-rewrite", Static)
        edits = self.query_one("#repair-edits", Static)
        corrected = repair.method == RepairMethod.CORRECTION
        draft_side.border_title = "draft"
        rewrite_side.border_title = "corrected" if corrected else "rewrite"
        edits.display = corrected and bool(repair.edits)
        if edits.display:
            edits.update(edit_lines(self, repair.edits))
        if not repair.attempted:
            status.update(Text.assemble(("Repair skipped: ", self.style("heading")), repair.skipped_reason or ""))
            sides.display = False
            edits.display = False
            recheck.update(self.styled("Trim and withhold still apply: see Result.", "muted"))
            return
        sides.display = True
        rewrite = repair.text or ""
        tried = " (the better of a correction and a model rewrite)" if len(repair.candidates) > 1 else ""
        status.update(Text(("Corrected from the evidence, no model, re-checked once" if corrected else
                            "One rewrite by the local model, re-checked once") + tried, style=self.style("heading")))
        left, right = diff_sides(self, repair.word_changes)
        draft_side.update(left)
        rewrite_side.update(right if rewrite.strip() else self.styled("(the model returned nothing)", "muted"))
        if repair.recheck is None:
            recheck.update(self.styled("The rewrite was empty, so nothing was re-checked: the draft is trimmed.",
                                       "muted"))
        else:
            recheck.update(recheck_lines(self, repair.recheck, "correction" if corrected else "rewrite"))
