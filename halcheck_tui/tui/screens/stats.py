"""The stats screen: the event log's metrics (what `halcheck stats` prints), read in a worker."""
from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from rich.text import Text
from textual import work
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...config import Settings


def local_time(iso: str | None) -> str | None:
    """`2026-12-01T18:04:09.5+00:00` -> `2026-12-01 19:04` in the machine's time zone (a time without a
    zone is UTC, as the event log writes); what does not parse is shown as it is."""
    if not iso:
        return iso

    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


class StatsScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,f7,q", "dismiss", "Close")]

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings

    def compose(self):
        with VerticalScroll(id="stats-dialog", classes="dialog"):
            yield Static(Text("Reading the event log\u2026"), id="stats-body")

    def on_mount(self) -> None:
        dialog = self.query_one("#stats-dialog")
        dialog.border_title = "Stats: every check in the event log"
        dialog.border_subtitle = "Esc closes \u00b7 halcheck stats --by day --png FILE for more"
        self.load()

    @work(thread=True, exclusive=True, exit_on_error=False)
    def load(self) -> None:
        # deferred: the event log (7 ms) and stats (0.27 s) on the first screen, measured 2026-12-02
        from ...eventlog import default_log, read_events
        from ...stats import compute, render_text

        try:
            events, bad = read_events(default_log(self.settings).files())

            stats = compute(events, "day")
            text = render_text(replace(stats, first=local_time(stats.first), last=local_time(stats.last)))
            if bad:
                text += f"\n({bad} unreadable lines skipped)"
            if not self.settings.event_log:
                text += "\n\nLogging is off (event_log = false in config.toml): new checks are not counted."
        except OSError as exc:
            text = f"The event log cannot be read: {exc}"
        self.app.call_from_thread(self._show, text)

    def _show(self, text: str) -> None:
        self.query_one("#stats-body", Static).update(Text(text))
