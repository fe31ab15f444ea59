"""No repair adds a claim the re-check does not support (issue 21), on every dev repair case, with the real
NLI model: the final text of each case is checked again from scratch, and each of its claims must be
supported or conversational. Skipped when ../shared (the development data, never copied here) is absent."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.types import ClaimClass, Outcome, Verdict

REPAIR_CASES = Path(__file__).resolve().parents[2] / "shared" / "support-dev" / "repair.jsonl"

pytestmark = pytest.mark.skipif(not REPAIR_CASES.is_file(), reason="../shared/support-dev is not here")


@pytest.fixture(scope="module")
def checker():
    from halcheck_tui.errors import RuntimeMissing
    from halcheck_tui.wiring import build_checker

    try:
        checker, _ = build_checker(Settings(), no_generator=True)
    except RuntimeMissing as missing:  # pragma: no cover - the shipped model is part of the repo
        pytest.skip(str(missing))
    return checker


def test_every_claim_a_repair_sends_is_supported_or_conversational(checker):
    cases = [parse_case(json.loads(line)["case"]) for line in REPAIR_CASES.read_text().splitlines() if line.strip()]
    unsupported, repaired = [], 0
    for case in cases:
        result = checker.check(case)
        if result.outcome != Outcome.REPAIRED:
            continue
        repaired += 1
        again = checker.assess(replace(case, draft=result.final_text, logprobs=None))
        for outcome in again.outcomes:
            if outcome.claim.claim_class is ClaimClass.CONVERSATIONAL or outcome.verdict is Verdict.NOT_APPLICABLE:
                continue
            if outcome.verdict is not Verdict.SUPPORTED or outcome.cut_by_confidence:
                unsupported.append((case.id, outcome.claim.text, outcome.verdict.value))
    assert repaired, "no dev case was repaired: the check above would prove nothing"
    assert not unsupported, unsupported


def test_the_recheck_ends_where_a_check_of_the_corrected_text_from_scratch_ends(checker):
    """The re-check reuses the first check's routing and verdicts for the claims a correction left alone
    (Checker.decompose / Checker.ground with an earlier check): on every dev case it must give each claim
    the class, verdict and reason a check of the corrected text from scratch gives it."""
    cases = [parse_case(json.loads(line)["case"]) for line in REPAIR_CASES.read_text().splitlines() if line.strip()]
    differ, rechecked = [], 0
    for case in cases:
        result = checker.check(case)
        recheck = result.repair.recheck
        if recheck is None:
            continue
        rechecked += 1
        fresh = checker.assess(replace(case, draft=result.repair.text, logprobs=None))
        got = [(o.claim.text, o.claim.claim_class, o.verdict, o.reason_code) for o in recheck.outcomes]
        want = [(o.claim.text, o.claim.claim_class, o.verdict, o.reason_code) for o in fresh.outcomes]
        if got != want or recheck.release.final_text != fresh.release.final_text:
            differ.append((case.id, [g for g, w in zip(got, want) if g != w]))
    assert rechecked, "no dev case was re-checked: the check above would prove nothing"
    assert not differ, differ
