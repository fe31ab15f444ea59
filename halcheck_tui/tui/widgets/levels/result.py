"""Result: the decision, the final text the customer would receive, and what was trimmed and why."""
from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

from ....config import Settings
from ....core.levels import Steps
from ....core.types import REASON_EXPLANATIONS, ReasonCode, RepairMethod
from .base import LevelView

if TYPE_CHECKING:  # the pipeline's modules load after the first paint (tui/app.py)
    from ....core.results import Assessment


def _explain(code: str) -> str:
    try:
        return REASON_EXPLANATIONS[ReasonCode(code)]
    except ValueError:
        return ""


class ResultView(LevelView):
    level = "result"

    def compose_body(self):
        yield Static(id="result-decision", classes="level-heading")
        yield Static(id="result-final", classes="final-box")
        yield Static(id="result-cuts")

    def render_steps(self, steps: Steps, settings: Settings) -> None:
        result = steps.result
        assert result is not None
        decision = Text()
        decision.append_text(self.styled(f" {result.decision.upper()} ", f"decision--{result.decision}"))
        decision.append(f"  outcome: {result.outcome}\n")
        decision.append(result.explanation)
        self.query_one("#result-decision", Static).update(decision)
        final = self.query_one("#result-final", Static)
        final.border_title = "what the customer receives"
        final.update(Text(result.final_text))
        out = Text()
        first = result.first
        recheck = result.repair.recheck
        if first.release.cuts:
            title = "What failed in the draft, and why:\n" if recheck is not None else "Trimmed from the draft:\n"
            out.append_text(self.styled(title, "heading"))
            out.append_text(self._cut_lines(first))
        else:
            out.append_text(self.styled("Nothing failed in the draft.\n", "muted"))
        if recheck is not None:
            out.append("\n")
            what = "correction" if result.repair.method == RepairMethod.CORRECTION else "rewrite"  # say which repair ran
            if recheck.release.cuts:
                out.append_text(self.styled(f"The {what} replaced the draft; trimmed from the {what}:\n", "heading"))
                out.append_text(self._cut_lines(recheck))
            else:
                out.append_text(self.styled(f"The {what} replaced the draft and passed its re-check.", "muted"))
        out.rstrip()
        self.query_one("#result-cuts", Static).update(out)

    def _cut_lines(self, assessment: Assessment) -> Text:
        out = Text()
        for cut in assessment.release.cuts:
            sentence = assessment.decomposition.sentences[cut.sentence]
            out.append_text(self.styled(f"S{cut.sentence} ", "muted"))
            out.append_text(self.styled(sentence.text, "diff--delete"))
            out.append("\n")
            for reason in cut.reasons:
                out.append(f"    {reason}")
                why = _explain(reason)
                if why:
                    out.append_text(self.styled(f": {why}", "muted"))
                out.append("\n")
        return out
