"""`bench.py serve` and `bench.py batch`: the HTTP service's latency and throughput, and --batch records/s
per engine. Every row of a run is measured in that run, on this machine, so rows compare as ratios even
when other work shares the CPU.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = REPO_ROOT / "evidence_store" / "scenarios"
BENCH_CASES = ["refund-queued", "warranty-kb", "delivery-eta", "refund-amount", "cancel-denied", "courtesy"]


DEV_SET = REPO_ROOT.parent / "shared" / "eval" / "dev.jsonl"


def _cases(count: int) -> tuple[list[dict], str]:
    """`count` distinct cases: labelled dev records (every source) when ../shared/eval is there, so the
    NLI cache does not answer for repeats; otherwise the demo cases in turn (then it does)."""
    if DEV_SET.exists():
        sys.path.insert(0, str(REPO_ROOT))
        from halcheck_tui.eval_records import load_records, select

        records = select(load_records(DEV_SET), per_source=-(-count // 6))[:count]
        if len(records) == count:
            return [r.to_case().to_json() for r in records], f"{count} distinct dev-set records"
    base = [json.loads((SCENARIOS / f"{name}.json").read_text()) for name in BENCH_CASES]
    cases = [{**base[i % len(base)], "id": f"bench-{i}"} for i in range(count)]
    return cases, f"{len(BENCH_CASES)} demo cases in turn (repeats hit the NLI cache)"


def _quiet_home() -> Path:
    home = Path(tempfile.mkdtemp(prefix="halcheck-bench-"))
    (home / "config").mkdir()
    (home / "config" / "config.toml").write_text("event_log = false\nserve_max_queue = 1024\n")
    return home


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


# --- serve ----------------------------------------------------------------------------------------------


def serve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--requests", type=int, default=200, help="requests in the concurrent run (default 200)")
    parser.add_argument("--clients", type=int, default=8, help="concurrent clients (default 8)")
    parser.add_argument("--generator", action="store_true", help="load the local model too (default: NLI only)")


def _start_server(home: Path, generator: bool) -> tuple[subprocess.Popen, str]:
    argv = [sys.executable, "-m", "halcheck_tui", "serve", "--port", "0"] + ([] if generator else ["--no-generator"])
    proc = subprocess.Popen(argv, cwd=REPO_ROOT, env={**os.environ, "HALCHECK_HOME": str(home)},
                            stderr=subprocess.PIPE, text=True)
    for line in proc.stderr:
        found = re.search(r"listening on (http://\S+)", line)
        if found:
            # Keep draining stderr so a chatty server never blocks on a full pipe.
            threading.Thread(target=proc.stderr.read, daemon=True).start()
            return proc, found.group(1)
    raise RuntimeError(f"server exited with {proc.wait()}")


def _timed_requests(url: str, cases: list[dict], clients: int) -> tuple[list[float], float, int]:
    import httpx

    # TCP_NODELAY: httpx writes headers and body separately, and without it Nagle's algorithm holds the body
    # until the server's delayed ACK (about 40 ms on Linux), which would be measured as server latency.
    transport = httpx.HTTPTransport(socket_options=[(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)])
    with httpx.Client(timeout=600, transport=transport) as client:
        def one(case):
            started = time.perf_counter()
            response = client.post(f"{url}/v1/check", params={"repair": "false"}, json=case)
            return (time.perf_counter() - started) * 1000, response.status_code

        started = time.perf_counter()
        with ThreadPoolExecutor(clients) as pool:
            answers = list(pool.map(one, cases))
        wall = time.perf_counter() - started
    statuses = Counter(code for _, code in answers)
    if set(statuses) != {200}:
        # The bar: every request answered 200 or 429 (told at once to come back), none 503 or lost;
        # the latencies are those of the checks answered.
        print(f"  {clients} clients: answers by status {dict(sorted(statuses.items()))}, latencies of the 200s",
              flush=True)
    return [ms for ms, code in answers if code == 200], wall, sum(n for code, n in statuses.items()
                                                                   if code not in (200, 429))


def bench_serve(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(REPO_ROOT))
    from halcheck_tui.api import CaseChecker
    from halcheck_tui.config import load_settings

    home = _quiet_home()
    os.environ["HALCHECK_HOME"] = str(home)
    cases, described = _cases(5 + args.requests)
    # Every row checks the same cases from a cold start (a fresh checker, a fresh server), so the rows differ
    # only in how the checks arrive; the 5 warm-up cases load the models and are not timed.
    warm, timed = cases[:5], cases[5:]
    rows, failures = [], 0
    # The same checks in this process through the Python API: what the HTTP layer adds is the difference.
    checker = CaseChecker(load_settings(), generator=args.generator)
    for case in warm:
        checker.check(case, repair=False)
    in_process = []
    started = time.perf_counter()
    for case in timed:
        t0 = time.perf_counter()
        checker.check(case, repair=False)
        in_process.append((time.perf_counter() - t0) * 1000)
    rows.append(("Python API, in process", len(in_process), 1, in_process, time.perf_counter() - started))
    del checker
    for clients in (1, args.clients):
        proc, url = _start_server(home, args.generator)
        try:
            _timed_requests(url, warm, 1)
            ms, wall, failed = _timed_requests(url, timed, clients)
            # requests answered (200) per second: a request told 429 at once is not served
            rows.append((f"HTTP, {clients} client{'s' if clients > 1 else ''}", len(ms), clients, ms, wall))
            failures += failed
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    print(f"halcheck serve: POST /v1/check?repair=false, {described} (5 of them warm-up, untimed) in every row; "
          f"{'with' if args.generator else 'without'} the generator, {os.cpu_count()} CPUs")
    header = ["mode", "requests", "clients", "p50 ms", "p95 ms", "requests/s"]
    widths = [24, 9, 8, 9, 9, 11]
    print("".join(h.ljust(w) if i == 0 else h.rjust(w) for i, (h, w) in enumerate(zip(header, widths))))
    print("-" * sum(widths))
    base_rate = None
    for name, count, clients, ms, wall in rows:
        rate = count / wall
        base_rate = base_rate or rate
        cells = [name, str(count), str(clients), f"{statistics.median(ms):.1f}", f"{_percentile(ms, 0.95):.1f}",
                 f"{rate:.1f}"]
        print("".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))))
    http_rate = rows[2][1] / rows[2][4]
    print(f"{args.clients} HTTP clients reach {http_rate / base_rate:.2f}x the in-process rate; "
          f"failed or lost requests: {failures}")
    return 1 if failures else 0


# --- batch ----------------------------------------------------------------------------------------------


def batch_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cases", type=int, default=200, help="cases in the batch (default 200)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2, help="N for the N-worker rows")
    parser.add_argument("--no-ray", action="store_true", help="skip the local Ray row")


def bench_batch(args: argparse.Namespace) -> int:
    home = _quiet_home()
    work = Path(tempfile.mkdtemp(prefix="halcheck-batch-"))
    source = work / "in.jsonl"
    cases, described = _cases(args.cases)
    source.write_text("".join(json.dumps(c) + "\n" for c in cases), encoding="utf-8")
    runs = [("1 process", ["--workers", "1"]), (f"{args.workers} processes", ["--workers", str(args.workers)])]
    try:
        import ray  # noqa: F401
        have_ray = True
    except ImportError:
        have_ray = False
    if not args.no_ray:
        runs.append((f"Ray, local, {args.workers} actors", ["--engine", "ray", "--workers", str(args.workers)]))
    print(f"check --batch: {described}, --no-generator --no-repair, "
          f"{os.cpu_count()} CPUs; wall time of the whole command, model loading and start-up included")
    print(f"{'engine':<28}{'seconds':>9}{'records/s':>11}{'vs 1 process':>14}")
    print("-" * 62)
    outputs, base, code = {}, None, 0
    for name, extra in runs:
        if "ray" in extra and not have_ray:
            print(f"{name:<28}  not measured: ray is not installed (pip install \"halcheck[ray]\")")
            continue
        out = work / f"out-{len(outputs)}.jsonl"
        started = time.perf_counter()
        result = subprocess.run([sys.executable, "-m", "halcheck_tui", "check", "--batch", str(source), "--out",
                                 str(out), "--no-generator", "--no-repair", *extra], cwd=REPO_ROOT,
                                env={**os.environ, "HALCHECK_HOME": str(home)}, capture_output=True, text=True)
        wall = time.perf_counter() - started
        if result.returncode != 0:
            print(f"{name:<28}  failed: {result.stderr.strip().splitlines()[-1:]}")
            code = 1
            continue
        rate = args.cases / wall
        base = base or rate
        print(f"{name:<28}{wall:>9.1f}{rate:>11.2f}{rate / base:>13.2f}x")
        outputs[name] = [{k: v for k, v in json.loads(line).items() if k != "timings_ms"}
                         for line in out.read_text().splitlines()]
    traces = list(outputs.values())
    same = all(t == traces[0] for t in traces[1:])
    print(f"every engine wrote the same traces in the same order: {'yes' if same else 'NO'}")
    return code if same else 1
