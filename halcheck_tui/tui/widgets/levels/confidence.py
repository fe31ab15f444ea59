"""Confidence (level 1): each token shaded by its probability; per-sentence figures, flags, shaky specifics."""
from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.widgets import DataTable, Static

from ....config import ConfidenceThresholds, Settings
from ....core.levels import Steps
from .base import LevelView

if TYPE_CHECKING:  # the pipeline's modules load after the first paint (tui/app.py)
    from ....core.confidence.assess import ConfidenceResult


SHADES = ("p--high", "p--mid", "p--low", "p--vlow")
"""Lightest to darkest; the lowest band always gets the darkest."""


def shade_bands(cuts: ConfidenceThresholds) -> list[tuple[float, float | None, str]]:
    """(lower bound, upper bound or None, shade) per band, highest first, from the cut-offs the check applied.

    The three cuts (low mean, degenerate mean, shaky token p) are sorted, so the bands are in order whatever
    their values (the reader's defaults put the degenerate cut at 0, under the shaky one); a cut at 0 or a
    repeated value makes no band of its own."""
    edges = sorted({c for c in (cuts.low_mean, cuts.degenerate_mean, cuts.low_token_p) if c > 0}, reverse=True)
    shades = SHADES[:1] + SHADES[len(SHADES) - len(edges):]
    bands: list[tuple[float, float | None, str]] = []
    upper: float | None = None
    for edge, shade in zip(edges + [0.0], shades):
        bands.append((edge, upper, shade))
        upper = edge
    return bands


def p_bucket(p: float, cuts: ConfidenceThresholds) -> str:
    """The shade of a token's probability: the band it falls in."""
    for lower, _upper, shade in shade_bands(cuts):
        if p >= lower:
            return shade
    return SHADES[-1]


def band_label(lower: float, upper: float | None) -> str:
    if upper is None:
        return f"\u2265{lower:g}"
    if lower <= 0:
        return f"<{upper:g}"
    return f"{lower:g}\u2013{upper:g}"


def shaded_draft(view: LevelView, draft: str, conf: ConfidenceResult, cuts: ConfidenceThresholds) -> Text:
    text = Text(draft)
    for token in conf.tokens:
        if token.content and token.text.strip():
            text.stylize(view.style(p_bucket(token.p, cuts)), token.start, token.end)
        elif token.text.strip():
            text.stylize(view.style("muted"), token.start, token.end)
    for sentence in conf.sentences:
        for shaky in sentence.shaky:
            text.stylize(view.style("shaky"), shaky.start, shaky.end)
    return text


def shade_legend(view: LevelView, cuts: ConfidenceThresholds) -> Text:
    """`p: ≥0.3  0.2–0.3  <0.2  shaky specific`: one swatch per band, in order, from the same bands as the shading."""
    out = Text("p: ")
    for lower, upper, shade in shade_bands(cuts):
        out.append_text(view.styled(f" {band_label(lower, upper)} ", shade))
        out.append(" ")
    out.append_text(view.styled("shaky specific", "shaky"))
    out.append_text(view.styled("  dim: not counted", "muted"))
    return out


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


class ConfidenceView(LevelView):
    level = "confidence"

    def compose_body(self):
        yield Static(id="confidence-source", classes="level-heading")
        yield Static(id="confidence-draft", classes="draft-box")
        yield Static(id="confidence-legend")
        yield Static(id="confidence-consistency")
        yield DataTable(id="confidence-sentences", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        self.query_one("#confidence-sentences", DataTable).add_columns(
            "S", "mean p", "low share", "flag", "shaky specifics", "sentence")

    def render_steps(self, steps: Steps, settings: Settings) -> None:
        conf = steps.confidence
        decomposition = steps.decomposition
        assert conf is not None and decomposition is not None
        cuts = settings.confidence_for(conf.model or "", conf.source)  # the cut-offs the check applied
        heading = Text()
        heading.append(f"Level 1 source: {conf.source}" + (f" ({conf.model})" if conf.model else ""),
                       style=self.style("heading"))
        if not conf.available:
            heading.append("\nunavailable: ", style=self.style("flag--LOW"))
            heading.append(conf.note)
        self.query_one("#confidence-source", Static).update(heading)
        draft = self.query_one("#confidence-draft", Static)
        legend = self.query_one("#confidence-legend", Static)
        if conf.available:
            draft.update(shaded_draft(self, steps.case.draft, conf, cuts))
            legend.update(shade_legend(self, cuts))
        else:
            draft.update(Text(steps.case.draft))
            legend.update(self.styled("No token probabilities, so no shading; grounding still checks every claim.",
                                      "muted"))
        self._show_consistency(conf)
        table = self.query_one("#confidence-sentences", DataTable)
        table.clear()
        for sentence in decomposition.sentences:
            figures = conf.for_sentence(sentence.index)
            flag = (figures.flag if figures else None) or "n/a"
            shaky = ", ".join(f"{s.text} p={s.p:.2f}" for s in figures.shaky) if figures else ""
            table.add_row(str(sentence.index), _fmt(figures.mean_p if figures else None),
                          _fmt(figures.low_share if figures else None),
                          self.styled(flag, f"flag--{flag}") if flag != "n/a" else Text("n/a"),
                          self.styled(shaky, "shaky") if shaky else Text(""),
                          self.clip(sentence.text, 50 + max(0, len(shaky) - 15)), key=str(sentence.index))

    def _show_consistency(self, conf: ConfidenceResult) -> None:
        """Self-consistency against the case's samples, one entry per checkable sentence; hidden without samples."""
        line = self.query_one("#confidence-consistency", Static)
        found = [(s.sentence, s.self_consistency) for s in conf.sentences if s.self_consistency is not None]
        line.display = bool(found)
        if not found:
            return
        out = Text(f"Self-consistency ({found[0][1].samples} samples; a signal, never a cut): ")
        for sentence, sc in found:
            flag = "flag--LOW" if sc.flag == "INCONSISTENT" else "flag--OK"
            out.append_text(self.styled(f"S{sentence} {sc.entailed_share:.0%} {sc.flag}", flag))
            out.append("  ")
        line.update(out)

    @on(DataTable.RowHighlighted, "#confidence-sentences")
    def _sentence_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key.value is not None:
            self.post_message(self.SentenceSelected(int(event.row_key.value)))
