"""Decompose: the draft, one sentence a line, with each claim highlighted by its class."""
from __future__ import annotations

from rich.text import Text
from textual import on
from textual.widgets import DataTable, Static

from ....config import Settings
from ....core.decompose import Decomposition
from ....core.types import ClaimClass
from ...session import Steps
from .base import LevelView


def claims_text(view: LevelView, draft: str, decomposition: Decomposition) -> Text:
    """`S0 │ sentence` lines; each claim's span in its class colour, prefixed by its id."""
    out = Text()
    for sentence in decomposition.sentences:
        out.append_text(view.styled(f"S{sentence.index} \u2502 ", "muted"))
        cursor = sentence.start
        for claim in decomposition.claims_of(sentence.index):
            out.append(draft[cursor:claim.start])
            out.append_text(view.styled(claim.id + "\u25b8", "muted"))
            out.append_text(view.styled(draft[claim.start:claim.end], f"class--{claim.claim_class.value}"))
            cursor = claim.end
        out.append(draft[cursor:sentence.end])
        out.append("\n")
    out.rstrip()
    return out


def legend(view: LevelView) -> Text:
    out = Text("classes: ")
    for claim_class in ClaimClass:
        out.append_text(view.styled(f" {claim_class.value} ", f"class--{claim_class.value}"))
        out.append(" ")
    return out


class DecomposeView(LevelView):
    level = "decompose"

    def compose_body(self):
        yield Static(id="decompose-summary", classes="level-heading")
        yield Static(id="decompose-draft", classes="draft-box")
        yield Static(id="decompose-legend")
        table: DataTable = DataTable(id="decompose-claims", cursor_type="row", zebra_stripes=True)
        yield table

    def on_mount(self) -> None:
        self.query_one("#decompose-claims", DataTable).add_columns("claim", "S", "class", "text")

    def render_steps(self, steps: Steps, settings: Settings) -> None:
        decomposition = steps.decomposition
        assert decomposition is not None
        self.query_one("#decompose-summary", Static).update(Text(
            f"{len(decomposition.sentences)} sentences, {len(decomposition.claims)} claims", style=self.style("heading")))
        self.query_one("#decompose-draft", Static).update(claims_text(self, steps.case.draft, decomposition))
        self.query_one("#decompose-legend", Static).update(legend(self))
        table = self.query_one("#decompose-claims", DataTable)
        table.clear()
        for claim in decomposition.claims:
            table.add_row(claim.id, str(claim.sentence),
                          self.styled(claim.claim_class.value, f"class--{claim.claim_class.value}"),
                          self.clip(claim.text, 30), key=claim.id)

    @on(DataTable.RowHighlighted, "#decompose-claims")
    def _claim_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key.value is not None:
            self.post_message(self.ClaimSelected(event.row_key.value))
