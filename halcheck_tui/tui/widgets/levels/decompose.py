"""Decompose: the draft, one sentence a line, with each claim highlighted by its class."""
from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.widgets import DataTable, Static

from ....config import Settings
from ....core.levels import Steps
from ....core.types import ClaimClass
from .base import LevelView

if TYPE_CHECKING:  # the pipeline's modules load after the first paint (tui/app.py)
    from ....core.decomposition.decompose import Decomposition
    from ....core.decomposition.markers import DraftCitations, MarkerCheck


def _draft_piece(view: LevelView, draft: str, start: int, end: int, style: str | None,
                 markers: tuple[MarkerCheck, ...]) -> Text:
    """draft[start:end], citation markers inside it drawn as valid or invalid."""
    piece = view.styled(draft[start:end], style) if style else Text(draft[start:end])
    for m in markers:
        a, b = max(m.marker.start, start), min(m.marker.end, end)
        if a < b:
            piece.stylize(view.style("citation--bad" if m.invalid else "citation--ok"), a - start, b - start)
    return piece


def claims_text(view: LevelView, draft: str, decomposition: Decomposition,
                markers: tuple[MarkerCheck, ...] = ()) -> Text:
    """`S0 │ sentence` lines; each claim's span in its class colour, prefixed by its id."""
    out = Text()
    for sentence in decomposition.sentences:
        out.append_text(view.styled(f"S{sentence.index} \u2502 ", "muted"))
        cursor = sentence.start
        for claim in decomposition.claims_of(sentence.index):
            out.append_text(_draft_piece(view, draft, cursor, claim.start, None, markers))
            out.append_text(view.styled(claim.id + "\u25b8", "muted"))
            out.append_text(_draft_piece(view, draft, claim.start, claim.end, f"class--{claim.claim_class.value}",
                                         markers))
            cursor = claim.end
        out.append_text(_draft_piece(view, draft, cursor, sentence.end, None, markers))
        out.append("\n")
    out.rstrip()
    return out


def citations_text(view: LevelView, citations: DraftCitations) -> Text:
    """One line per citation marker: its ids, the claims it covers, and any id not in the evidence."""
    out = Text()
    for m in citations.markers:
        claims = citations.claims_citing(m.marker)
        out.append_text(view.styled(m.marker.text, "citation--bad" if m.invalid else "citation--ok"))
        out.append(f"  S{m.sentence} \u2192 {', '.join(claims) or 'no checked claim'}")
        if m.invalid:
            out.append_text(view.styled(f"  not in the evidence: {', '.join(m.invalid)} (blocks the reply)",
                                        "field--bad"))
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
        yield Static(id="decompose-citations")
        table: DataTable = DataTable(id="decompose-claims", cursor_type="row", zebra_stripes=True)
        yield table

    def on_mount(self) -> None:
        self.query_one("#decompose-claims", DataTable).add_columns("claim", "S", "class", "text")

    def render_steps(self, steps: Steps, settings: Settings) -> None:
        decomposition = steps.decomposition
        assert decomposition is not None
        self.query_one("#decompose-summary", Static).update(Text(
            f"{len(decomposition.sentences)} sentences, {len(decomposition.claims)} claims", style=self.style("heading")))
        citations = decomposition.citations  # read by the decompose level against the case's evidence
        markers = citations.markers if citations else ()
        self.query_one("#decompose-draft", Static).update(claims_text(self, steps.case.draft, decomposition, markers))
        self.query_one("#decompose-legend", Static).update(legend(self))
        box = self.query_one("#decompose-citations", Static)
        box.display = bool(markers)  # drafts without citations look as they always did
        box.update(citations_text(self, citations) if citations and markers else "")
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
