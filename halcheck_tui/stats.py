"""Metrics over the event log: what teams report about their drafts over time.

Every figure comes with its denominator, and every figure is about the draft as first checked (the
event's `claims` are the draft's claims, before any repair):
- hallucination rate: checked replies (at least one non-conversational claim) with a failed material
  claim (contradicted, insufficient or cut by confidence; material = the config's `material_classes`
  at the time of the check);
- groundedness: supported claims / checked claims;
- recovery rate: failing drafts (first check not `sent`) whose final outcome is `repaired`, rather than
  trimmed or withheld;
- reasons: claims per reason code, plus one `INVALID_CITATION` per unknown id a draft cited;
- latency: nearest-rank percentiles (p50/p90/p99: the smallest value with at least that share of
  values at or below it) of each level's time, over the checks that ran that level.
No Textual, no matplotlib at import: the CLI and the TUI both call this.
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from .core.levels import Level
from .errors import InputError

BY = ("reason", "decision", "class", "day")
PERCENTILES = (50, 90, 99)
STATS_COLUMNS: dict[Level, str] = {Level.DECOMPOSE: "decompose", Level.CONFIDENCE: "confidence",
                                   Level.GROUNDING: "grounding", Level.REPAIR: "repair", Level.RESULT: "total"}
"""Each level's latency column (its key in an event's `timings_ms`; the result level's is the whole check)."""
LEVEL_ORDER = tuple(STATS_COLUMNS.values())


def parse_when(value: str, *, end: bool = False) -> datetime:
    """`2026-12-01` or an ISO 8601 time (UTC when it has no zone). As an --until bound, a bare date
    means the end of that day."""
    text = value.strip()
    try:
        if len(text) == 10:
            day = datetime.strptime(text, "%Y-%m-%d").replace(tzinfo=UTC)
            return day + timedelta(days=1) if end else day
        when = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise InputError(f"{value!r}: not a date", "write a date as 2026-12-01 or a time as 2026-12-01T09:30:00Z") from None
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def event_time(event: dict[str, Any]) -> datetime | None:
    try:
        when = datetime.fromisoformat(str(event.get("time", "")).replace("Z", "+00:00"))
    except ValueError:
        return None
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def select(events: Iterable[dict[str, Any]], since: datetime | None = None,
           until: datetime | None = None) -> list[dict[str, Any]]:
    """Events with since <= time < until (until exclusive; a bare --until date is its day's end)."""
    out = []
    for event in events:
        when = event_time(event)
        if when is None:
            continue
        if since is not None and when < since:
            continue
        if until is not None and when >= until:
            continue
        out.append(event)
    return out


def nearest_rank(values: Sequence[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[max(1, math.ceil(p / 100 * len(ordered))) - 1]


@dataclass(frozen=True)
class Rate:
    count: int
    of: int

    @property
    def value(self) -> float | None:
        return self.count / self.of if self.of else None

    def as_dict(self) -> dict[str, Any]:
        return {"value": None if self.value is None else round(self.value, 4), "count": self.count, "of": self.of}

    def __str__(self) -> str:
        return "n/a (0 of 0)" if self.value is None else f"{self.value:.1%} ({self.count} of {self.of})"


def _checked(event: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in event.get("claims", []) if c.get("class") != "conversational"]


def _failed(claim: dict[str, Any]) -> bool:
    return bool(claim.get("failed"))


@dataclass(frozen=True)
class Stats:
    checks: int
    first: str | None
    last: str | None
    hallucination_rate: Rate
    groundedness: Rate
    recovery_rate: Rate
    failing_outcomes: dict[str, int]
    invalid_citation_replies: int
    reasons: dict[str, int]
    decisions: dict[str, int]
    latency_ms: dict[str, dict[str, float]]
    by: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        out = asdict(self)
        for key in ("hallucination_rate", "groundedness", "recovery_rate"):
            out[key] = getattr(self, key).as_dict()
        return out


def _rates(events: list[dict[str, Any]]) -> tuple[Rate, Rate, Rate, Counter]:
    checked = [e for e in events if _checked(e)]
    hallucinated = sum(1 for e in checked if any(c.get("material") and _failed(c) for c in _checked(e)))
    claims = [c for e in events for c in _checked(e)]
    supported = sum(1 for c in claims if c.get("verdict") == "supported" and not _failed(c))
    failing = [e for e in events if e.get("first", {}).get("outcome") not in (None, "sent")]
    outcomes = Counter(e.get("outcome") for e in failing)
    return (Rate(hallucinated, len(checked)), Rate(supported, len(claims)),
            Rate(outcomes.get("repaired", 0), len(failing)), outcomes)


def _latency(events: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    values: dict[str, list[float]] = {}
    for event in events:
        for level, ms in (event.get("timings_ms") or {}).items():
            if isinstance(ms, (int, float)):
                values.setdefault(level, []).append(float(ms))
    order = {name: i for i, name in enumerate(LEVEL_ORDER)}
    out = {}
    for level in sorted(values, key=lambda k: (order.get(k, len(order)), k)):
        row = {f"p{p}": nearest_rank(values[level], p) for p in PERCENTILES}
        row["n"] = len(values[level])
        out[level] = row
    return out


def _reasons(events: list[dict[str, Any]]) -> Counter:
    counts: Counter = Counter(c["reason_code"] for e in events for c in e.get("claims", []) if c.get("reason_code"))
    counts.update({"INVALID_CITATION": sum(len(e.get("invalid_citations") or []) for e in events)})
    return Counter({k: v for k, v in counts.items() if v})


def breakdown(events: list[dict[str, Any]], by: str) -> dict[str, Any]:
    if by == "reason":
        return dict(_reasons(events).most_common())
    if by == "decision":
        counts = Counter(e.get("decision") for e in events)
        return {k: {"count": v, "share": round(v / len(events), 4)} for k, v in counts.most_common()}
    if by == "class":
        rows: dict[str, dict[str, int]] = {}
        for claim in (c for e in events for c in e.get("claims", [])):
            row = rows.setdefault(claim.get("class", "?"), {"claims": 0, "supported": 0, "failed": 0})
            row["claims"] += 1
            row["supported"] += claim.get("verdict") == "supported" and not _failed(claim)
            row["failed"] += _failed(claim)
        return rows
    if by == "day":
        days: dict[str, list[dict[str, Any]]] = {}
        for event in events:
            days.setdefault(event_time(event).date().isoformat(), []).append(event)
        out = {}
        for day in sorted(days):
            hall, grounded, recovery, _ = _rates(days[day])
            out[day] = {"checks": len(days[day]), "hallucination_rate": hall.as_dict(),
                        "groundedness": grounded.as_dict(), "recovery_rate": recovery.as_dict()}
        return out
    raise InputError(f"--by {by!r}: unknown", f"use one of {', '.join(BY)}")


def compute(events: list[dict[str, Any]], by: str | None = None) -> Stats:
    events = sorted(events, key=event_time)
    hall, grounded, recovery, outcomes = _rates(events)
    times = [event_time(e).isoformat() for e in events]
    return Stats(
        checks=len(events), first=times[0] if times else None, last=times[-1] if times else None,
        hallucination_rate=hall, groundedness=grounded, recovery_rate=recovery,
        failing_outcomes=dict(outcomes.most_common()),
        invalid_citation_replies=sum(1 for e in events if e.get("invalid_citations")),
        reasons=dict(_reasons(events).most_common()),
        decisions=dict(Counter(e.get("decision") for e in events).most_common()),
        latency_ms=_latency(events),
        by={by: breakdown(events, by)} if by else {})


def render_text(stats: Stats) -> str:
    """The plain report the CLI prints and the TUI's stats screen shows."""
    if not stats.checks:
        return "No checks in the event log for this period."
    lines = [f"{stats.checks} checks, {stats.first} .. {stats.last}", "",
             f"hallucination rate  {stats.hallucination_rate}   replies with a failed material claim",
             f"groundedness        {stats.groundedness}   checked claims supported",
             f"recovery rate       {stats.recovery_rate}   failing drafts repaired"
             + (f" (else: {', '.join(f'{k} {v}' for k, v in stats.failing_outcomes.items() if k != 'repaired')})"
                if set(stats.failing_outcomes) - {"repaired"} else "")]
    if stats.invalid_citation_replies:
        lines.append(f"invented sources    {stats.invalid_citation_replies} replies cited an id not in the evidence")
    lines += ["", "decisions  " + ", ".join(f"{k} {v}" for k, v in stats.decisions.items())]
    if stats.reasons:
        lines += ["", "reason codes"] + [f"  {k:<28}{v:>6}" for k, v in stats.reasons.items()]
    if stats.latency_ms:
        lines += ["", f"latency ms  {'level':<12}{'p50':>9}{'p90':>9}{'p99':>9}{'n':>7}"]
        for level, row in stats.latency_ms.items():
            lines.append(f"            {level:<12}{row['p50']:>9.1f}{row['p90']:>9.1f}{row['p99']:>9.1f}{row['n']:>7}")
    for by, table in stats.by.items():
        lines += ["", f"by {by}"]
        for key, value in table.items():
            if isinstance(value, dict):
                cells = ", ".join(f"{k} {(str(Rate(v['count'], v['of'])) if isinstance(v, dict) else v)}"
                                  for k, v in value.items())
            else:
                cells = str(value)
            lines.append(f"  {key}: {cells}")
    return "\n".join(lines)


def plot_png(events: list[dict[str, Any]], path) -> None:
    """Checks per day and the three rates per day, one PNG."""
    import matplotlib  # ~0.3 s to import; only `stats --png` pays it

    matplotlib.use("Agg")
    # deferred: pyplot costs 1.6 s, measured 2026-12-02; after matplotlib.use, as matplotlib asks
    import matplotlib.pyplot as plt

    days = breakdown(events, "day")
    labels = list(days)
    x = range(len(labels))
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 5.5), sharex=True, height_ratios=(1, 2))
    top.bar(x, [days[d]["checks"] for d in labels], color="#7f8c8d")
    top.set_ylabel("checks")
    for key, label in (("hallucination_rate", "hallucination rate"), ("groundedness", "groundedness"),
                       ("recovery_rate", "recovery rate")):
        values = [days[d][key]["value"] for d in labels]
        bottom.plot(x, [float("nan") if v is None else v for v in values], marker="o", label=label)
    bottom.set_ylim(0, 1)
    bottom.set_ylabel("share")
    bottom.set_xticks(list(x), labels, rotation=45, ha="right")
    bottom.legend(loc="best", fontsize="small")
    top.set_title(f"halcheck: {sum(d['checks'] for d in days.values())} checks")
    fig.tight_layout()
    fig.savefig(path, format="png", dpi=100)
    plt.close(fig)
