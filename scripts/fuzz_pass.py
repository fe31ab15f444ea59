"""A hostile-input pass over the real CLI and the real server (issue 20's closing figures).

    .venv/bin/python scripts/fuzz_pass.py [--cases 600] [--requests 400] [--seed 20261202]

CLI: mutated cases (tests/test_fuzz_cli.py's mutators plus hidden controls, huge integers and unknown
state values) through `cli.main` with the real NLI model, --no-generator --no-repair, single checks and
batches; non-regular files through a subprocess each. Server: hostile requests to a real `halcheck serve`
(odd content types, Hosts, Origins, bodies, half-sent headers). Prints the counts: cases tried, tracebacks,
exit-code bugs (an exit other than 0/2, or 0 where exit 2 is required), hangs (no answer within 60 s).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

HANG_S = 60


def run_cli(cli, argv) -> tuple[int, str, str, float]:
    out, err = io.StringIO(), io.StringIO()
    started = time.monotonic()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main([str(a) for a in argv])
    return code, out.getvalue(), err.getvalue(), time.monotonic() - started


def _mutated(fz, rng: random.Random, kind: str, base: dict) -> str | None:
    if kind == "mild":
        return fz.as_line(rng, fz.mild(rng, base), wild_text=False)
    if kind == "wild":
        return fz.as_line(rng, fz.wild(rng, base), wild_text=rng.random() < 0.3)
    if kind == "hidden":
        return json.dumps(fz._with_hidden(rng, base), ensure_ascii=rng.random() < 0.5)
    if kind == "huge":
        return fz._with_huge_number(rng, base)
    case = fz._with_unknown_state(rng, base)
    return None if case is None else json.dumps(case)


def cli_pass(args, tally: Counter, home: Path) -> None:
    import test_fuzz_cli as fz

    from halcheck_tui import cli

    rng = random.Random(args.seed)
    bases = fz.base_cases()
    work = Path(tempfile.mkdtemp(prefix="halcheck-fuzz-"))
    for number in range(args.cases):
        kind = rng.choice(["mild", "wild", "hidden", "huge", "state"])
        base = rng.choice(bases)
        must_refuse = kind in ("hidden", "huge")
        try:
            text = _mutated(fz, rng, kind, base)
        except RecursionError:  # the mutator's own deepcopy of a case it nested 500 deep: no case to try
            tally["cli mutations skipped"] += 1
            continue
        if text is None:
            continue
        path = work / f"case-{number}.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        batch = rng.random() < 0.3
        argv = (["check", "--batch", path, "--out", work / f"out-{number}.jsonl"] if batch else ["check", path, "--json"])
        code, out, err, took = run_cli(cli, argv + ["--no-generator", "--no-repair"])
        tally["cli cases"] += 1
        tally[f"cli exit {code}"] += 1
        if "Traceback" in err or "internal error" in err:
            tally["cli tracebacks"] += 1
            print("TRACEBACK", kind, err.strip()[:300])
        # A batch writes an error record for a line it refuses and exits 5 (2 only for a file that is no JSONL).
        refused = (2, 5) if batch else (2,)
        if code not in (0, *refused) or (must_refuse and code not in refused) or (code == 2 and err.count("\n") != 1):
            tally["cli exit-code bugs"] += 1
            print("EXIT BUG", kind, code, err.strip()[:300])
        if took > HANG_S:
            tally["cli hangs"] += 1
        if code == 0 and not batch:
            try:
                fz.check_trace(json.loads(out))
            except AssertionError as exc:
                tally["cli trace contract bugs"] += 1
                print("TRACE BUG", kind, str(exc)[:200])
    fifo = work / "fifo"
    os.mkfifo(fifo)
    for target in ("/dev/zero", "/dev/urandom", "/dev/null", str(fifo), str(work)):
        for argv in (["check", target], ["check", "--batch", target, "--out", str(work / "o.jsonl")], ["stats", "--log", target]):
            try:
                result = subprocess.run([sys.executable, "-m", "halcheck_tui", *argv], cwd=REPO, capture_output=True, text=True,
                                        timeout=HANG_S, env={**os.environ, "HALCHECK_HOME": str(home)}, stdin=subprocess.DEVNULL)
            except subprocess.TimeoutExpired:
                tally["cli hangs"] += 1
                continue
            tally["cli cases"] += 1
            if result.returncode != 2:
                tally["cli exit-code bugs"] += 1
                print("EXIT BUG file", argv, result.returncode, result.stderr[:200])
            if "Traceback" in result.stderr:
                tally["cli tracebacks"] += 1


def server_pass(args, tally: Counter, home: Path) -> None:
    import httpx

    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "config.toml").write_text("event_log = false\nserve_header_timeout_s = 2\nserve_body_timeout_s = 2\n"
                                                 '[serve_tokens.a]\ntoken = "ta"\ntenants = ["acme"]\n')
    proc = subprocess.Popen([sys.executable, "-m", "halcheck_tui", "serve", "--port", "0", "--no-generator"], cwd=REPO,
                            env={**os.environ, "HALCHECK_HOME": str(home)}, stderr=subprocess.PIPE, text=True)
    url = None
    while url is None:
        line = proc.stderr.readline()
        if not line:
            raise SystemExit("server did not start")
        found = re.search(r"listening on (http://127\.0\.0\.1:(\d+))", line)
        if found:
            url, port = found.group(1), int(found.group(2))
    rng = random.Random(args.seed + 1)
    import test_fuzz_cli as fz

    bases = fz.base_cases()
    try:
        with httpx.Client(timeout=HANG_S) as client:
            for _ in range(args.requests):
                try:
                    case = rng.choice([fz.mild, fz.wild])(rng, rng.choice(bases))
                    body = fz.as_line(rng, case, wild_text=rng.random() < 0.3)
                except RecursionError:  # the mutator's deepcopy, as in cli_pass
                    tally["server mutations skipped"] += 1
                    continue
                if rng.random() < 0.2:
                    body = fz._with_huge_number(rng, rng.choice(bases))
                headers = {"Authorization": rng.choice(["Bearer ta", "Bearer no", ""]),
                           "Content-Type": rng.choice(["application/json", "application/json; charset=utf-8",
                                                       "text/plain", ""])}
                if rng.random() < 0.1:
                    headers["Origin"] = "http://evil.example"
                if rng.random() < 0.1:
                    headers["Host"] = "rebound.example"
                headers = {k: v for k, v in headers.items() if v}
                path = rng.choice(["/v1/check", "/v1/check?repair=false", "/v1/check/batch", "/v1/models", "/nope"])
                if path == "/v1/check/batch":
                    body = '{"cases": [' + body + "]}"
                try:
                    answer = client.request("GET" if path == "/v1/models" else "POST", url + path, content=body.encode(
                        "utf-8", "surrogatepass"), headers=headers)
                except httpx.TimeoutException:
                    tally["server hangs"] += 1
                    continue
                tally["server requests"] += 1
                tally[f"server {answer.status_code}"] += 1
                if answer.status_code >= 500 and answer.status_code != 503:
                    tally["server 5xx bugs"] += 1
                    print("5XX", answer.status_code, answer.text[:200])
                if answer.status_code != 200:
                    try:
                        ok = set(answer.json()) == {"error", "title", "fix"}
                    except ValueError:
                        ok = False
                    if not ok:
                        tally["server non-JSON refusals"] += 1
                        print("NON-JSON", answer.status_code, answer.text[:200])
        for _ in range(20):  # half-sent headers and garbage: a JSON answer, never a hang
            with socket.create_connection(("127.0.0.1", port), timeout=HANG_S) as sock:
                sock.sendall(rng.choice([b"GET /healthz HTTP/1.1\r\nHo", b"\x16\x03\x01\x00garbage\r\n\r\n",
                                         b"POST /v1/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 50\r\n\r\n{"]))
                data = b""
                with contextlib.suppress(socket.timeout):
                    while chunk := sock.recv(65536):
                        data += chunk
                tally["server requests"] += 1
                if b"application/json" not in data:
                    tally["server non-JSON refusals"] += 1
        health = httpx.get(url + "/healthz", timeout=5)
        tally["server healthy at the end"] = int(health.status_code == 200)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        if "Traceback" in proc.stderr.read():
            tally["server tracebacks"] += 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=600)
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--seed", type=int, default=20261202)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="halcheck-fuzz-home-"))
    os.environ["HALCHECK_HOME"] = str(home)
    (home / "config").mkdir()
    (home / "config" / "config.toml").write_text("event_log = false\n")
    tally: Counter = Counter()
    started = time.monotonic()
    cli_pass(args, tally, home)
    server_pass(args, tally, home / "serve")
    for key in ("cli tracebacks", "cli exit-code bugs", "cli hangs", "cli trace contract bugs", "server tracebacks",
                "server 5xx bugs", "server non-JSON refusals", "server hangs"):
        tally.setdefault(key, 0)
    print(json.dumps({"date": time.strftime("%Y-%m-%d"), "seconds": round(time.monotonic() - started),
                      **dict(sorted(tally.items()))}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
