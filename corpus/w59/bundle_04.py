from common import *

SCENARIO = "tas-answer-rate-credit"
DOMAIN = "telephone answering service"
QUESTION = "Several of our customers say nobody picked up in April. Do we get a credit like we did last time?"
NOW = "2026-05-08T10:20:00+03:00"

EVIDENCE = [
    rec("get_sla_report#2026-04", "tool:get_sla_report", {
        "account_sid": "ACe41f7a2c9b0d3e6f8a1c4b7d0e2f9a58", "client": "Swift Boda Couriers",
        "period": "2026-04", "calls_offered": "412", "calls_answered": "398", "calls_abandoned": "14",
        "answer_rate": "0.966", "target_answer_rate": "0.95", "avg_answer_time_ms": "7400",
        "credit": {"status": "NOT_ELIGIBLE", "amount": "0"},
    }),
    rec("get_sla_report#2026-03", "tool:get_sla_report", {
        "account_sid": "ACe41f7a2c9b0d3e6f8a1c4b7d0e2f9a58", "period": "2026-03", "calls_offered": "377",
        "calls_answered": "351", "calls_abandoned": "26", "answer_rate": "0.931", "target_answer_rate": "0.95",
        "avg_answer_time_ms": "12900", "credit": {"status": "APPLIED", "amount": "52000", "credit_note": "CR-0332"},
    }),
    refused("apply_service_credit#call-1", "apply_service_credit", "DENY",
            {"account_sid": "ACe41f7a2c9b0d3e6f8a1c4b7d0e2f9a58", "period": "2026-04", "amount": "52000", "currency": "UGX"}),
    pol("policy#answer-sla", "We aim to answer every call within 20 seconds. Answer rate is measured per calendar month as "
        "calls answered divided by calls offered. If fewer than 95% of offered calls are answered in a month, we credit 10% "
        "of that month's plan fee against the next invoice. Calls abandoned within 5 seconds still count as offered.", revision="v4"),
]

CASES = [
    dict(kind="ok",
         draft="In April we answered 398 of the 412 calls offered to your line, a 96.6% answer rate, which is above the 95% "
               "level in our service terms. Because of that, the credit request for April was declined. Our average time to answer was 7.4 seconds.",
         probes=[S("we answered 398 of the 412 calls offered"), S("a 96.6% answer rate"), S("above the 95% level in our service terms"),
                 S("the credit request for April was declined"), S("average time to answer was 7.4 seconds")],
         incl=["398 of the 412", "7.4 seconds"],
         notes="April report: 398/412, answer_rate 0.966, avg_answer_time_ms 7400; apply_service_credit refused (DENY)."),
    dict(kind="ok",
         draft="Fourteen callers hung up before being answered in April. March's USh 52,000 credit was given because that month's "
               "answer rate fell to 93.1%; April's 96.6% doesn't qualify, as the credit only applies below 95%.",
         probes=[S("Fourteen callers hung up before being answered in April"), S("March's USh 52,000 credit was given"),
                 S("that month's answer rate fell to 93.1%"), S("April's 96.6% doesn't qualify"), S("the credit only applies below 95%")],
         incl=["93.1%", "96.6%"],
         notes="April calls_abandoned 14; March credit APPLIED 52000 at 0.931; policy threshold 95%."),
    dict(kind="bad", errors=["refused_call_effect", "unit_conversion"],
         draft="I'm sorry for the trouble. We answered 398 of 412 calls in April, and I've applied a 10% credit of USh 52,000 to your "
               "next invoice. Our average time to answer was 74 seconds.",
         probes=[N("I'm sorry for the trouble."), S("We answered 398 of 412 calls in April"),
                 C("I've applied a 10% credit of USh 52,000", "NOT_EXECUTED"),
                 C("average time to answer was 74 seconds", "VALUE_MISMATCH")],
         excl=["I've applied a 10% credit", "74 seconds"], incl=[],
         notes="apply_service_credit was refused (DENY). avg_answer_time_ms 7400 is 7.4 seconds, not 74."),
    dict(kind="bad", errors=["other_record_value", "condition_unmet"],
         draft="Your April answer rate was 93.1%, below our 95% target, so you qualify for a 10% credit on the plan fee. "
               "Fourteen calls were abandoned that month.",
         probes=[C("Your April answer rate was 93.1%", "VALUE_MISMATCH"),
                 C("so you qualify for a 10% credit on the plan fee", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NOT_EXECUTED"),
                 S("Fourteen calls were abandoned that month")],
         excl=["April answer rate was 93.1%", "you qualify for a 10% credit"], incl=[],
         notes="93.1% is March's rate; April's is 96.6%, credit.status NOT_ELIGIBLE and the credit call was denied."),
    dict(kind="repair", errors=["wrong_quantity"],
         draft="We answered 398 of 412 calls in April, and 16 callers hung up before we could answer. That is a 96.6% answer rate, so no credit is due this time.",
         probes=[S("We answered 398 of 412 calls in April"), C("16 callers hung up", "VALUE_MISMATCH"),
                 S("That is a 96.6% answer rate"), S("so no credit is due this time")],
         excl=["16 callers"], incl=["14|fourteen|Fourteen", "96.6%"],
         notes="calls_abandoned is 14 for April; credit.status NOT_ELIGIBLE."),
]
