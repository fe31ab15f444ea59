"""Confidence (level 1): each token shaded by its probability; per-sentence figures, flags, shaky specifics."""
from __future__ import annotations

from rich.text import Text
from textual import on
from textual.widgets import DataTable, Static

from ....config import ConfidenceThresholds, Settings
from ....core.confidence import ConfidenceResult
from ...session import Steps
from .base import LevelView


def p_bucket(p: float, cuts: ConfidenceThresholds) -> str:
    """Shade names: under the shaky cut, under the degenerate cut, under the low cut, or sure."""
    if p < cuts.low_token_p:
        return "p--vlow"
    if p < cuts.degenerate_mean:
        return "p--low"
    if p < cuts.low_mean:
        return "p--mid"
    return "p--high"


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
    out = Text("p: ")
    for name, label in (("p--high", f"\u2265{cuts.low_mean:g}"), ("p--mid", f"<{cuts.low_mean:g}"),
                        ("p--low", f"<{cuts.degenerate_mean:g}"), ("p--vlow", f"<{cuts.low_token_p:g}")):
        out.append_text(view.styled(f" {label} ", name))
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

    @on(DataTable.RowHighlighted, "#confidence-sentences")
    def _sentence_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key.value is not None:
            self.post_message(self.SentenceSelected(int(event.row_key.value)))
