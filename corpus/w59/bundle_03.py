from common import *

SCENARIO = "tas-plan-upgrade"
DOMAIN = "telephone answering service"
QUESTION = "We're thinking of moving to round-the-clock answering. Does it include booking patients in, and is there a setup fee?"
NOW = "2026-05-20T14:00:00+03:00"

EVIDENCE = [
    rec("get_account#AC2b", "tool:get_account", {
        "account_sid": "AC2b8d1e4f7a0c3b6d9e2f5a8c1b4d7e05", "friendly_name": "Kololo Smile Dental Clinic",
        "status": "active", "billing_cycle_day": "1",
        "plan": {"code": "RECEPTION_BASIC", "monthly_fee": "390000", "currency": "UGX",
                 "features": ["CALL_ANSWERING_BUSINESS_HOURS", "MESSAGE_FORWARDING_SMS", "CUSTOM_GREETING"]},
    }),
    rec("get_quote#Q-5521", "tool:get_quote", {
        "quote_id": "Q-5521", "status": "ACTIVE", "valid_until": "2026-06-03",
        "plan": {"code": "RECEPTION_247", "monthly_fee": "780000", "currency": "UGX",
                 "features": ["CALL_ANSWERING_24_7", "MESSAGE_FORWARDING_SMS", "MESSAGE_FORWARDING_EMAIL", "CUSTOM_GREETING", "CALENDAR_BOOKING"]},
        "contract_term_months": "6", "setup_fee": "150000",
        "setup_fee_waiver": {"eligible": False, "reason": "CONTRACT_TERM_BELOW_12_MONTHS"},
        "effective_from": "2026-06-01",
    }),
    rec("get_quote#Q-4980", "tool:get_quote", {
        "quote_id": "Q-4980", "status": "EXPIRED", "valid_until": "2026-03-31",
        "plan": {"code": "RECEPTION_PLUS_BILINGUAL", "monthly_fee": "560000", "currency": "UGX",
                 "features": ["CALL_ANSWERING_EXTENDED_HOURS", "MESSAGE_FORWARDING_SMS", "LANGUAGE_LUGANDA", "CUSTOM_GREETING"]},
        "contract_term_months": "12", "setup_fee": "150000", "setup_fee_waiver": {"eligible": True},
    }),
    pol("policy#plan-changes", "Plan upgrades take effect on the first day of the client's next billing cycle. A one-off setup fee "
        "covers script writing and receptionist training for the new plan. The setup fee is waived when the client signs a "
        "term of 12 months or longer. Downgrades need 30 days' written notice.", revision="2026-01"),
]

CASES = [
    dict(kind="ok",
         draft="Yes, the 24/7 plan includes calendar booking, so our receptionists can book patients straight into your diary. "
               "It's USh 780,000 a month and would start on 1 June. On the 6-month term in your quote, the USh 150,000 setup fee "
               "applies; it is only waived on a term of 12 months or more.",
         probes=[S("the 24/7 plan includes calendar booking"), S("USh 780,000 a month"), S("would start on 1 June"),
                 S("the USh 150,000 setup fee applies"), S("only waived on a term of 12 months or more")],
         incl=["USh 780,000", "USh 150,000"],
         notes="Q-5521 features include CALENDAR_BOOKING; monthly_fee 780000; effective_from 2026-06-01; setup_fee 150000, waiver not eligible (term 6); policy: waived on 12+ months."),
    dict(kind="ok",
         draft="Here's what quote Q-5521 gives you:\n- Answering around the clock, every day\n- Appointment booking into your calendar\n"
               "- Messages by SMS and by email\n- Monthly fee: USh 780,000 (you pay USh 390,000 on Basic today)\n"
               "A setup fee of USh 150,000 is charged on the 6-month term.",
         probes=[S("Answering around the clock, every day"), S("Appointment booking into your calendar"),
                 S("Messages by SMS and by email"), S("Monthly fee: USh 780,000"), S("you pay USh 390,000 on Basic today"),
                 S("A setup fee of USh 150,000 is charged on the 6-month term")],
         incl=["USh 780,000"],
         notes="Q-5521 features CALL_ANSWERING_24_7, CALENDAR_BOOKING, MESSAGE_FORWARDING_SMS/EMAIL; current plan RECEPTION_BASIC 390000."),
    dict(kind="ok",
         draft="Booking is included on 24/7; the setup fee would be waived only if you took a 12-month term instead of six.",
         probes=[S("Booking is included on 24/7"), S("the setup fee would be waived only if you took a 12-month term")],
         incl=["12-month term"],
         notes="CALENDAR_BOOKING listed on Q-5521; waiver reason CONTRACT_TERM_BELOW_12_MONTHS and the policy's 12-month rule."),
    dict(kind="bad", errors=["condition_unmet"],
         draft="Good news: the 24/7 plan includes calendar booking, and it starts on 1 June at USh 780,000 a month. "
               "As you're an existing client upgrading, the USh 150,000 setup fee is waived on your quote.",
         probes=[S("the 24/7 plan includes calendar booking"), S("starts on 1 June at USh 780,000 a month"),
                 C("the USh 150,000 setup fee is waived on your quote", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
         excl=["setup fee is waived on your quote"], incl=[],
         notes="Q-5521 setup_fee_waiver.eligible is false (6-month term); the waiver needs 12 months."),
    dict(kind="bad", errors=["unlisted_perk", "wrong_date"],
         draft="The 24/7 plan includes calendar booking and answering in Luganda as well as English. "
               "Once you accept, it would start on 21 May, tomorrow.",
         probes=[S("The 24/7 plan includes calendar booking"),
                 CI("answering in Luganda as well as English", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
                 C("it would start on 21 May, tomorrow", "DATE_MISMATCH")],
         excl=["answering in Luganda", "start on 21 May"], incl=[],
         notes="LANGUAGE_LUGANDA is only on the expired quote Q-4980 for another plan; Q-5521 effective_from is 2026-06-01."),
    dict(kind="repair", errors=["wrong_amount"],
         draft="Yes, calendar booking is part of the 24/7 plan. The monthly fee is USh 870,000, starting on 1 June, and the USh 150,000 setup fee applies on a 6-month term.",
         probes=[S("calendar booking is part of the 24/7 plan"), C("The monthly fee is USh 870,000", "AMOUNT_MISMATCH"),
                 S("starting on 1 June"), S("the USh 150,000 setup fee applies on a 6-month term")],
         excl=["USh 870,000"], incl=["780,000|780000", "150,000"],
         notes="Q-5521 plan.monthly_fee is 780000."),
]
