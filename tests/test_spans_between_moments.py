"""A span a claim states between two moments it speaks of (days, minutes), and a clock time a recorded time and
length work out: the case's own figures, supported with the arithmetic, never a policy's period (invented
examples)."""
from datetime import date

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.types import Verdict

BOOKING = {"booking": {"code": "KV-5521", "status": "cancelled", "cancelled_on": "2026-03-04",
                       "arrival": "2026-03-30", "nights": 3}}


def check(text: str, today: date | None = None):
    checker = RecordChecker([Evidence("get_booking#KV-5521", EvidenceKind.RECORD, fields=BOOKING)],
                            AlignmentLimits.from_settings(Settings()))
    checker.aligner.use_reference(today)
    return checker.check(text)


def test_days_between_a_written_date_and_a_recorded_one_it_names_are_worked_out():
    result = check("KV-5521 was cancelled on 4 March, 26 days before your arrival")
    assert result.verdict is Verdict.SUPPORTED
    assert "2026-03-04 to 2026-03-30" in result.detail


def test_days_between_today_and_a_written_date_are_worked_out():
    result = check("You are 12 days out from the 30 March arrival", today=date(2026, 3, 18))
    assert result.verdict is Verdict.SUPPORTED
    assert "30 March and today: 12 days" in result.detail


def test_a_wrong_count_of_days_is_not_worked_out():
    assert check("KV-5521 was cancelled on 4 March, 20 days before your arrival").verdict is not Verdict.SUPPORTED
    assert check("You are 15 days out from the 30 March arrival", today=date(2026, 3, 18)).verdict \
        is not Verdict.SUPPORTED


def test_two_recorded_dates_alone_work_out_no_count():
    # No date written in the claim: the two recorded dates 26 days apart would explain any count by chance.
    assert check("Your arrival is 26 days after the cancellation").verdict is not Verdict.SUPPORTED


def test_a_date_worked_out_from_the_count_itself_proves_nothing_of_it():
    # 24 March is no recorded date: it is only the arrival moved back by the count, so the count stays unproven.
    assert check("Please reply by 24 March, 6 days before your arrival").verdict is not Verdict.SUPPORTED


DELIVERY = {"order": {"id": "GR-7731", "window_end": "2026-03-04T19:30:00", "delivered_at": "2026-03-04T20:05:00"}}


def check_delivery(text: str):
    checker = RecordChecker([Evidence("get_order#GR-7731", EvidenceKind.RECORD, fields=DELIVERY)],
                            AlignmentLimits.from_settings(Settings()))
    return checker.check(text)


def test_minutes_between_a_written_time_and_a_recorded_one_it_names_are_worked_out():
    result = check_delivery("Your order arrived at 8:05 PM, 35 minutes after your window closed")
    assert result.verdict is Verdict.SUPPORTED
    assert "35 minutes" in result.detail
    assert check_delivery("Your order arrived at 8:05 PM, 50 minutes after your window closed").verdict \
        is not Verdict.SUPPORTED


def test_a_refused_calls_date_is_no_end_of_a_span():
    # The extension to 23 March was asked for and refused: "two weeks beyond" is not worked out from its date.
    checker = RecordChecker([Evidence("get_booking#KV-5521", EvidenceKind.RECORD,
                                      fields={"stays": [{"unit": "1204", "departure": "2026-03-09"}]}),
                             Evidence("modify_stay#call-1", EvidenceKind.REFUSED_CALL, tool="modify_stay",
                                      decision="DENY", args={"departure": "2026-03-23"})],
                            AlignmentLimits.from_settings(Settings()))
    result = checker.check("Your stay in unit 1204 has been extended to 23/03/2026, two weeks beyond your departure "
                           "on 09/03")
    assert result.verdict is not Verdict.SUPPORTED
    assert "span" not in result.detail


def test_an_end_time_a_start_and_a_duration_work_out_is_supported():
    checker = RecordChecker([Evidence("get_booking#BW-19", EvidenceKind.RECORD,
                                      fields={"slot": {"start": "2026-04-11T14:00:00", "duration": "PT90M"}})],
                            AlignmentLimits.from_settings(Settings()))
    right = checker.check("Your session runs from 2:00 to 3:30 PM")
    assert right.verdict is Verdict.SUPPORTED
    assert "PT90M" in right.detail
    assert checker.check("Your session runs from 2:00 to 4:30 PM").verdict is not Verdict.SUPPORTED


def test_minutes_from_the_cases_now_to_a_recorded_time_are_worked_out():
    checker = RecordChecker([Evidence("get_quote#FX-88", EvidenceKind.RECORD,
                                      fields={"quote": {"rate": 1.0842, "expires_at": "2026-03-04T15:40:00"}})],
                            AlignmentLimits.from_settings(Settings()))
    checker.aligner.use_reference(date(2026, 3, 4), 15 * 60 + 12)
    assert checker.check("Pay within the next 28 minutes (by 3:40 PM) to keep the 1.0842 rate").verdict \
        is Verdict.SUPPORTED
    checker.aligner.use_reference(date(2026, 3, 4), None)  # no `now` of the case's own: the span is not read
    assert checker.check("Pay within the next 28 minutes (by 3:40 PM) to keep the 1.0842 rate").verdict \
        is not Verdict.SUPPORTED


def test_a_time_said_alone_is_never_a_recorded_time_plus_a_length():
    checker = RecordChecker([Evidence("get_booking#BW-19", EvidenceKind.RECORD,
                                      fields={"slot": {"start": "2026-04-11T14:00:00", "duration": "PT90M"}})],
                            AlignmentLimits.from_settings(Settings()))
    # 3:30 PM is the end, said as the start: it adds up to start + duration all the same.
    assert checker.check("Your session starts at 3:30 PM").verdict is not Verdict.SUPPORTED
