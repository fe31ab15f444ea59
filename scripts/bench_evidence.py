"""`bench.py evidence`: how long one check takes as a case's passage text grows (real NLI model, no generator,
no repair, caches off), and so which size the check finishes in the time `MAX_EVIDENCE_CHARS` promises.

The passage is made of distinct support-style sentences (numbers, products, days), so retrieval and the NLI
model see text like a real knowledge-base article, and no sentence repeats (the NLI cache would answer).
"""
from __future__ import annotations

import argparse
import json
import random
import time

PRODUCTS = ["kettle", "toaster", "blender", "router", "headset", "monitor", "scooter", "camera", "speaker", "lamp"]
VERBS = ["ships", "is delivered", "is refunded", "is replaced", "is repaired", "is inspected", "is restocked"]
PLACES = ["the north warehouse", "the Leeds depot", "a partner courier", "the returns centre", "the main store"]
DRAFT = ("Hi Sam, thanks for waiting. The Aria kettle ships within 3 business days. Your refund of $42.10 "
         "is refunded to the original card. Returns are accepted within 30 days of delivery.")


def passage(chars: int, seed: int = 20261201) -> str:
    rng = random.Random(seed)
    out, size, n = [], 0, 0
    while size < chars:
        n += 1
        sentence = (f"Model {rng.randint(100, 9999)} {rng.choice(PRODUCTS)} {rng.choice(VERBS)} from "
                    f"{rng.choice(PLACES)} within {rng.randint(1, 60)} days of order {n}.")
        out.append(sentence)
        size += len(sentence) + 1
    return " ".join(out)[:chars]


def case(chars: int) -> dict:
    return {"schema": "halcheck.case/1", "id": f"evidence-{chars // 1000}k", "draft": DRAFT,
            "evidence": [{"id": "order#A-1", "kind": "record", "fields": {"order_id": "A-1", "refund": 42.10}},
                         {"id": "kb#long", "kind": "passage", "text": passage(chars)}]}


from halcheck_tui.core.case import MAX_EVIDENCE_CHARS as LIMIT  # noqa: E402  (read before the bench lifts it)


def evidence_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sizes", default="10,25,50,100,300",
                        help="passage sizes in thousands of characters (default 10,25,50,100,300)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")


def bench_evidence(args: argparse.Namespace) -> int:
    from halcheck_tui import wiring
    from halcheck_tui.config import Settings
    from halcheck_tui.core import case as case_module
    from halcheck_tui.core.case import parse_case

    # Without the case limit: this measures what the limit is set from.
    case_module.MAX_EVIDENCE_CHARS = 10 ** 9
    checker, _notes = wiring.build_checker(Settings(event_log=False), None, True)
    checker.check(parse_case(case(2_000)), repair=False)  # load the models first: not part of any row
    for runtime in (checker.runtimes.nli, checker.runtimes.embedder):  # every row computes what a new case would
        if runtime is not None and hasattr(runtime, "cache_size"):
            runtime.cache_size = 0
    rows = []
    for kilo in [int(k) for k in args.sizes.split(",")]:
        item = parse_case(case(kilo * 1000))
        started = time.perf_counter()
        checker.check(item, repair=False)
        seconds = time.perf_counter() - started
        rows.append({"chars": kilo * 1000, "seconds": round(seconds, 2)})
        print(f"{kilo:>5} k characters  {seconds:7.2f} s", flush=True)
    print(f"limit: MAX_EVIDENCE_CHARS = {LIMIT:,} characters per case")
    if args.json:
        print(json.dumps(rows))
    return 0
