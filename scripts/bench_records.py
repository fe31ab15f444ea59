#!/usr/bin/env python3
"""Time record grounding: a 5-sentence reply against 5 tool records and 5 passages, without the generator.

    .venv/bin/python scripts/bench_records.py [--runs 15]

The case is written here (new wording, nested records and lists of several shapes), so the figure is about
the mechanism, not a dev case. One warm-up, then `--runs` timed checks in one process (no repair), each on a
fresh copy of the case. Prints the median and how many claims each method settled (`record`: the alignment,
no NLI); a claim that reaches NLI would hit the NLI pair cache after the warm-up, which the method count shows.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RECORDS = [
    {"id": "lookup_line#L-5521", "kind": "record", "source": "tool:lookup_line",
     "fields": {"line": "L-5521", "plan": {"name": "Family 4", "lines": 4}, "minutes_used": 312,
                "minutes_included": 1000, "cycle_end": "2026-05-10", "roaming": False}},
    {"id": "lookup_visit#V-88", "kind": "record", "source": "tool:lookup_visit",
     "fields": {"visit_ref": "V-88", "technician": {"name": "Priya Nair"}, "slot": {"date": "2026-06-09",
                "from": "09:00", "to": "12:00"}, "state": "booked"}},
    {"id": "lookup_order#Q-301", "kind": "record", "source": "tool:lookup_order",
     "fields": {"order": "Q-301", "items": [{"title": "Desk lamp", "state": "shipped", "price": 39.5},
                                            {"title": "Lamp shade", "state": "backordered", "price": 12.0}],
                "currency": "GBP"}},
    {"id": "lookup_credit#C-12", "kind": "record", "source": "tool:lookup_credit",
     "fields": {"credit": {"amount": 25.0, "currency": "EUR", "status": "pending_review"}}},
    {"id": "lookup_booking#QX7-221", "kind": "record", "source": "tool:lookup_booking",
     "fields": {"booking_reference": "QX7-221", "seat": "14C", "bags": 1}},
]
PASSAGES = [
    "Unused minutes do not roll over to the next cycle. Roaming can be switched on in the app.",
    "Technicians call 30 minutes before they arrive. Visits can be moved up to 24 hours before the slot.",
    "Backordered items ship as soon as they are back in stock. You are not charged until an item ships.",
    "Credits under review are decided within 5 business days. Approved credits appear on the next bill.",
    "Extra bags can be added online until check-in closes. Seats can be changed for free.",
]
REPLY = ("You've used 312 minutes so far this cycle, which ends on 10 May. Priya Nair is booked for 9 June "
         "between 9 am and 12 pm. The lamp shade is backordered, and the desk lamp has shipped. Your €25 credit "
         "is still under review. Your booking reference is QX7-221, with one bag and seat 14C.")


def bench_case():
    from halcheck_tui.core.case import parse_case

    return parse_case({"schema": "halcheck.case/1", "id": "records-5x5", "draft": REPLY,
                       "evidence": RECORDS + [{"id": f"kb-{i}", "kind": "passage", "text": t}
                                              for i, t in enumerate(PASSAGES, 1)]})


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    a = ap.parse_args(argv)
    from halcheck_tui.config import load_settings
    from halcheck_tui.wiring import build_checker

    checker, _ = build_checker(load_settings(), no_generator=True)
    checker.check(bench_case(), repair=False)  # warm-up: models loaded, first-call costs paid
    times = []
    result = None
    for _ in range(a.runs):
        case = bench_case()
        started = time.perf_counter()
        result = checker.check(case, repair=False)
        times.append((time.perf_counter() - started) * 1000)
    methods: dict[str, int] = {}
    for verdict in result.first.grounding.verdicts:
        methods[verdict.method.value] = methods.get(verdict.method.value, 0) + 1
    print(f"records-5x5: median {statistics.median(times):.1f} ms over {a.runs} runs "
          f"(min {min(times):.1f}, max {max(times):.1f}); outcome {result.outcome}; "
          f"claims by method {methods}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
