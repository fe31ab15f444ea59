"""Quiz mode's dialogs: the trainee's name (with the lesson's briefing), the questions before a level
runs, and the reveal after it: the trainee's answers beside halcheck's, the reason code explained and
the evidence item it rests on highlighted. Keyboard only; colours in app.tcss."""
from __future__ import annotations

import json

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Input, Static

from ...classroom.answers import check_trainee
from ...classroom.quiz import Marked, Question, label, score
from ...core.case import Case
from ...errors import InputError


class TraineeScreen(ModalScreen[str | None]):
    """The trainee types their name; dismisses with it (None on Esc: quiz mode stays off)."""

    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel")]

    def __init__(self, briefing: str = "") -> None:
        super().__init__()
        self.briefing = briefing

    def compose(self):
        with Vertical(id="trainee-dialog", classes="dialog"):
            if self.briefing:
                yield Static(Text(self.briefing), id="trainee-briefing")
            yield Static("Your name (it keeps your answers apart from the class's):")
            yield Input(id="trainee-name", placeholder="e.g. Ada")

    def on_mount(self) -> None:
        dialog = self.query_one("#trainee-dialog")
        dialog.border_title = "Quiz mode"
        dialog.border_subtitle = "Enter starts \u00b7 Esc cancels"
        self.query_one("#trainee-name", Input).focus()

    @on(Input.Submitted, "#trainee-name")
    def _submitted(self, event: Input.Submitted) -> None:
        try:
            self.dismiss(check_trainee(event.value))
        except InputError as exc:
            self.notify(exc.one_line(), severity="error", timeout=4)


class QuizScreen(ModalScreen[dict[str, str] | None]):
    """One row per question; a number key answers the highlighted row and moves on; Enter hands the answers in."""

    BINDINGS = [Binding("escape", "dismiss(None)", "Skip"), Binding("enter", "submit", "Submit"),
                *(Binding(str(n), f"answer({n})", show=False) for n in range(1, 6))]

    def __init__(self, title: str, asked: tuple[Question, ...]) -> None:
        super().__init__()
        self.quiz_title = title
        self.asked = asked
        self.answers: dict[str, str] = {}

    def compose(self):
        choices = self.asked[0].choices
        keys = "  ".join(f"{n} {label(choice)}" for n, choice in enumerate(choices, 1))
        with Vertical(id="quiz-dialog", classes="dialog"):
            yield Static(Text(f"Predict before it runs. Keys: {keys}"), id="quiz-keys")
            yield DataTable(id="quiz-questions", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        dialog = self.query_one("#quiz-dialog")
        dialog.border_title = self.quiz_title
        dialog.border_subtitle = "\u2191\u2193 choose \u00b7 number answers \u00b7 Enter submits \u00b7 Esc skips"
        table = self.query_one("#quiz-questions", DataTable)
        table.add_column("", key="key")
        table.add_column("question", key="text")
        table.add_column("your answer", key="answer")
        for question in self.asked:
            table.add_row(question.key, _clip(question.text, 48), "\u2014", key=question.key)
        table.focus()

    def action_answer(self, number: int) -> None:
        table = self.query_one("#quiz-questions", DataTable)
        question = self.asked[table.cursor_row]
        if number > len(question.choices):
            return
        self.answers[question.key] = question.choices[number - 1]
        table.update_cell(question.key, "answer", label(question.choices[number - 1]))
        table.move_cursor(row=min(table.cursor_row + 1, len(self.asked) - 1))

    @on(DataTable.RowSelected, "#quiz-questions")
    def _enter(self) -> None:
        self.action_submit()  # the table takes Enter before the screen's binding does

    def action_submit(self) -> None:
        left = len(self.asked) - len(self.answers)
        if left:
            self.notify(f"{left} question{'s' if left > 1 else ''} left: a number key answers the highlighted row",
                        severity="warning", timeout=4)
            return
        self.dismiss(dict(self.answers))


class RevealScreen(ModalScreen[None]):
    """The trainee's answers beside halcheck's; the highlighted row's reason and evidence below the table."""

    BINDINGS = [Binding("escape,enter", "dismiss(None)", "Continue")]
    COMPONENT_CLASSES = {"reveal--right", "reveal--wrong", "reveal--cited", "reveal--muted"}

    def __init__(self, title: str, marked: tuple[Marked, ...], case: Case, case_score: tuple[int, int],
                 debrief: str = "") -> None:
        super().__init__()
        self.reveal_title = title
        self.marked = marked
        self.case = case
        self.case_score = case_score
        self.debrief = debrief

    def compose(self):
        right, asked = score(self.marked)
        so_far = "{}/{}".format(*self.case_score)
        with Vertical(id="reveal-dialog", classes="dialog"):
            yield Static(Text(f"This level: {right}/{asked} right \u00b7 this case so far: {so_far}"), id="reveal-score")
            yield DataTable(id="reveal-table", cursor_type="row", zebra_stripes=True)
            yield Static(id="reveal-why")
            if self.debrief:
                yield Static(Text("Debrief: " + self.debrief), id="reveal-debrief")

    def on_mount(self) -> None:
        dialog = self.query_one("#reveal-dialog")
        dialog.border_title = self.reveal_title
        dialog.border_subtitle = "\u2191\u2193 a row explains itself \u00b7 Enter continues"
        table = self.query_one("#reveal-table", DataTable)
        table.add_columns("", "question", "yours", "halcheck", "")
        for n, m in enumerate(self.marked):
            mark = Text("\u2714", style=self._style("right")) if m.right else Text("\u2718", style=self._style("wrong"))
            table.add_row(m.question.key, _clip(m.question.text, 34), label(m.answer), label(m.truth), mark, key=str(n))
        table.focus()
        self._explain(0)

    @on(DataTable.RowSelected, "#reveal-table")
    def _enter(self) -> None:
        self.dismiss(None)

    def _style(self, name: str):
        return self.get_component_rich_style(f"reveal--{name}")

    @on(DataTable.RowHighlighted, "#reveal-table")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key.value is not None:
            self._explain(int(event.row_key.value))

    def _explain(self, index: int) -> None:
        if not self.marked:
            return
        m = self.marked[index]
        why = Text()
        why.append(f"{m.question.key}: ", style="bold")
        why.append(m.reason or "no reason code: nothing failed")
        for item in self.case.evidence:
            cited = item.id in m.evidence_ids
            why.append("\n")
            marker = "\u25b6" if cited else " "
            style = self._style("cited" if cited else "muted")
            why.append(f"{marker} {item.id}", style=style)
            why.append(" " + _clip(item.text or json.dumps(item.fields or item.args, ensure_ascii=False), 50),
                       style="" if cited else style)
        self.query_one("#reveal-why", Static).update(why)


def _clip(text: str, width: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[:width - 1] + "\u2026"
