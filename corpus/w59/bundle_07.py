from common import *

SCENARIO = "wakeup-failed-refund"
DOMAIN = "wake-up and check-in calls"
QUESTION = "Your wake-up call never came this morning and I was late for a meeting. I want my money back for this month."
NOW = "2026-05-19T13:30:00+03:00"

EVIDENCE = [
    rec("get_call#CA7b3e", "tool:get_call", {
        "sid": "CA7b3e0d9f1a2c4e6b8d0f3a5c7e9b1d91", "account_sid": "AC4c8e1b5f9a2d6c0e3b7f1a4d8c2e6b90",
        "to": "+256753882017", "status": "failed", "error_code": "31005", "error_message": "CARRIER_ROUTE_UNAVAILABLE",
        "scheduled_for": "Tue, 19 May 2026 03:15:00 +0000", "date_created": "Tue, 19 May 2026 03:15:01 +0000",
        "duration": "0", "price": "0.00", "price_unit": "UGX",
        "subresource_uris": {"notifications": "/2010-04-01/Accounts/AC4c8e1b5f9a2d6c0e3b7f1a4d8c2e6b90/Calls/CA7b3e0d9f1a2c4e6b8d0f3a5c7e9b1d91/Notifications.json"},
    }),
    rec("get_call#CA1f9a", "tool:get_call", {
        "sid": "CA1f9a6c2e0b4d8f3a7c1e5b9d2f6a0c92", "to": "+256753882017", "status": "completed",
        "scheduled_for": "Mon, 18 May 2026 03:15:00 +0000", "duration": "21", "price": "-850.00", "price_unit": "UGX",
    }),
    rec("get_message#SM8d2f", "tool:get_message", {
        "sid": "SM8d2f5a1c9e3b7d0f4a6c2e8b1d5f9a93", "to": "+256753882017", "status": "delivered",
        "date_sent": "Tue, 19 May 2026 03:16:10 +0000", "num_segments": "1", "price": "-35.00", "price_unit": "UGX",
        "body_template": "WAKEUP_FAILED_ALERT",
    }),
    rec("get_subscription#SUB-WK-1180", "billing:get_subscription", {
        "subscription_id": "SUB-WK-1180", "plan_code": "WAKEUP_MONTHLY", "status": "active",
        "monthly_fee": "25000", "currency": "UGX", "calls_included": "31", "current_period": {"start": "2026-05-01", "end": "2026-05-31"},
    }),
    refused("issue_refund#call-1", "issue_refund", "ESCALATE",
            {"subscription_id": "SUB-WK-1180", "amount": "25000", "currency": "UGX", "reason": "SERVICE_FAILURE"}),
    pol("policy#wakeup-failures", "If a scheduled wake-up call cannot be placed, we send an SMS alert to the same number within "
        "two minutes. Calls that fail on our side are never charged. Requests to refund a subscription fee are reviewed by the "
        "billing team, who reply within 3 working days.", revision="2025-09"),
]

CASES = [
    dict(kind="ok",
         draft="I'm very sorry. This morning's 6:15 AM wake-up call failed because the carrier route was unavailable, so your phone never rang, "
               "and you were not charged for it. An SMS alert was delivered to your phone at 6:16 AM. I've passed your request for a refund "
               "of the USh 25,000 monthly fee to our billing team, who reply within 3 working days.",
         probes=[N("I'm very sorry."), S("This morning's 6:15 AM wake-up call failed"), S("because the carrier route was unavailable"),
                 S("you were not charged for it"), S("An SMS alert was delivered to your phone at 6:16 AM"),
                 S("I've passed your request for a refund of the USh 25,000 monthly fee to our billing team"),
                 S("who reply within 3 working days")],
         incl=["6:15 AM", "USh 25,000"],
         notes="CA7b3e status failed, CARRIER_ROUTE_UNAVAILABLE, price 0.00; SM8d2f delivered 03:16 UTC = 6:16 AM; issue_refund ESCALATE."),
    dict(kind="ok",
         draft="Your 6:15 AM call this morning failed on the carrier's side and wasn't charged; the refund of your USh 25,000 fee has been referred to billing for review.",
         probes=[S("Your 6:15 AM call this morning failed"), S("wasn't charged"),
                 S("the refund of your USh 25,000 fee has been referred to billing for review")],
         incl=["USh 25,000"],
         notes="status failed, price 0.00; refund call escalated, not done."),
    dict(kind="bad", errors=["refused_call_effect"],
         draft="I'm sorry your wake-up call failed this morning; it wasn't charged. I've refunded this month's USh 25,000 fee, and it will reach you within 3 working days.",
         probes=[S("your wake-up call failed this morning"), S("it wasn't charged"),
                 C("I've refunded this month's USh 25,000 fee", "NOT_EXECUTED"),
                 S("within 3 working days")],
         excl=["I've refunded"], incl=[],
         notes="issue_refund was escalated, not executed."),
    dict(kind="bad", errors=["wrong_state", "unit_conversion"],
         draft="This morning's 6:15 AM wake-up call rang without being answered. We also sent you an SMS alert at 3:16 AM.",
         probes=[C("wake-up call rang without being answered", "RECORD_STATE_MISMATCH"),
                 C("an SMS alert at 3:16 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
         excl=["rang without being answered", "3:16 AM"], incl=[],
         notes="status is failed (never placed), not no-answer; the SMS was sent 03:16 UTC = 6:16 AM Kampala."),
    dict(kind="repair", errors=["wrong_period"],
         draft="Your 6:15 AM wake-up call failed and you won't be charged for it. I've escalated your USh 25,000 refund request to billing, and they reply within 5 working days.",
         probes=[S("Your 6:15 AM wake-up call failed"), S("you won't be charged for it"),
                 S("I've escalated your USh 25,000 refund request to billing"),
                 C("they reply within 5 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         excl=["5 working days"], incl=["3 working days|three working days", "USh 25,000"],
         notes="The policy says billing replies within 3 working days."),
]
