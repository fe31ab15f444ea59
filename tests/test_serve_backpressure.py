"""Issue 37 item 4: a burst meets a bounded queue. With a slow stand-in checker (each check 0.2 s) and room
for 3 waiting requests, 12 concurrent checks are all answered at once or in turn: 200, or 429 with a
`Retry-After` the client can act on, never 503 and never after the deadline. A body that is not JSON is
400 on both routes, as the README says. The real server under load is tests/test_serve_load.py.
"""
from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import httpx
import pytest

from halcheck_tui.server.app import Limits, create_app

DEMO = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios" / "refund-queued.json"


class SlowChecker:
    """Stands in for CaseChecker: each check takes `seconds`, the way a generator-scored check would."""

    models: dict = {}
    notes: tuple = ()

    def __init__(self, seconds: float) -> None:
        self.seconds, self.checked = seconds, 0

    def check(self, case, repair: bool = True) -> dict:
        time.sleep(self.seconds)
        self.checked += 1
        return {"schema": "halcheck.trace/1", "case_id": case.id}


def _burst(count: int, limits: Limits, seconds: float = 0.2) -> tuple[list[httpx.Response], float, SlowChecker]:
    checker = SlowChecker(seconds)
    app = create_app(checker, limits)
    case = json.loads(DEMO.read_text())

    async def run():
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:8765") as client:
            return await asyncio.gather(*(client.post("/v1/check", json={**case, "id": f"c{i}"})
                                          for i in range(count)))

    started = time.monotonic()
    answers = asyncio.run(run())
    return answers, time.monotonic() - started, checker


def test_a_burst_past_the_queue_is_told_to_retry_at_once_not_refused_late():
    answers, took, checker = _burst(12, Limits(max_queue=3, deadline_s=30, max_wait_s=60, allowed_hosts=None))
    codes = [a.status_code for a in answers]
    assert set(codes) <= {200, 429} and 429 in codes and 200 in codes, codes
    assert codes.count(200) == checker.checked  # every admitted request was checked, none dropped
    for busy in (a for a in answers if a.status_code == 429):
        assert busy.json()["error"].startswith("server busy:")
        assert int(busy.headers["retry-after"]) >= 1
    # The refused were refused on arrival: the burst takes the admitted checks' time, not a deadline's.
    assert took < 0.2 * codes.count(200) + 5


def test_a_queue_deep_enough_serves_the_whole_burst():
    answers, _, checker = _burst(20, Limits(max_queue=64, deadline_s=30, max_wait_s=60, allowed_hosts=None),
                                 seconds=0.02)
    assert [a.status_code for a in answers] == [200] * 20 and checker.checked == 20


def test_a_request_that_would_wait_past_the_latency_budget_is_told_at_once():
    # Checks of about 1 s each (the pace the server assumes before it has measured one) and a budget of 3 s:
    # the fourth request waiting would wait about 4 s, so it and the rest are refused on arrival.
    answers, took, checker = _burst(12, Limits(max_queue=64, deadline_s=30, max_wait_s=3, allowed_hosts=None),
                                    seconds=0.2)
    codes = [a.status_code for a in answers]
    assert set(codes) <= {200, 429} and 0 < codes.count(200) <= 5 and checker.checked == codes.count(200), codes
    assert all(a.json()["error"].startswith("server busy:") for a in answers if a.status_code == 429)
    assert took < 0.2 * codes.count(200) + 5


def test_retry_after_grows_with_the_queue_ahead():
    answers, _, _ = _burst(16, Limits(max_queue=8, deadline_s=30, max_wait_s=60, allowed_hosts=None), seconds=0.5)
    waits = [int(a.headers["retry-after"]) for a in answers if a.status_code == 429]
    assert waits and min(waits) >= 2  # 8 waiting at about 0.5 s a check (after the 1 s seed decays)


@pytest.mark.parametrize("route, body", [("/v1/check", b'{"draft": '), ("/v1/check/batch", b'{"cases": [')])
def test_a_body_that_is_not_json_is_400(route, body):
    app = create_app(SlowChecker(0.0), Limits(allowed_hosts=None))

    async def run():
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:8765") as client:
            return await client.post(route, content=body, headers={"Content-Type": "application/json"})

    answer = asyncio.run(run())
    assert answer.status_code == 400 and "invalid JSON" in answer.json()["error"]
