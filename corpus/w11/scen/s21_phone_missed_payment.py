from write_cases import S, N, C, I, CI, case

DOMAIN = "phone insurance"
SCENARIO = "phone-missed-premium"
QUESTION = "I got an email saying my payment failed. Can you take it now so I'm still covered?"
NOW = "2026-12-03T11:40:00+00:00"
EVIDENCE = [
    {"id": "get_policy#GAD-3375902@v4", "kind": "record", "source": "tool:get_policy", "valid_from": "2026-10-01",
     "fields": {"policy": {"number": "GAD-3375902", "version": 4, "status": "LAPSE_PENDING",
                           "valid_from": "2026-10-01", "valid_to": None,
                           "holder": {"name": "Kwame Asante"},
                           "premium": {"monthly_minor": 899, "collection_day": 1, "method": "CARD"}}}},
    {"id": "get_policy#GAD-3375902@v3", "kind": "record", "source": "tool:get_policy", "valid_to": "2026-09-30",
     "fields": {"policy": {"number": "GAD-3375902", "version": 3, "status": "SUPERSEDED",
                           "valid_from": "2025-10-01", "valid_to": "2026-09-30",
                           "holder": {"name": "Kwame Asante"},
                           "premium": {"monthly_minor": 749, "collection_day": 1, "method": "CARD"}}}},
    {"id": "get_premium_payments#GAD-3375902", "kind": "record", "source": "tool:get_premium_payments",
     "fields": {"payments": [
         {"due_on": "2026-11-01", "amount_minor": 899, "status": "PAID"},
         {"due_on": "2026-12-01", "amount_minor": 899, "status": "FAILED", "failure": "CARD_DECLINED"},
         {"due_on": "2026-12-08", "amount_minor": 899, "status": "RETRY_SCHEDULED"}]}},
    {"id": "take_payment#call-2", "kind": "refused_call", "tool": "take_payment", "decision": "DENY",
     "args": {"policy_number": "GAD-3375902", "amount_minor": 899}, "reason": "CARD_DECLINED"},
    {"id": "gadget-policy#premiums", "kind": "policy", "revision": "G-2026.2",
     "text": ("Premiums are collected monthly on the date shown in your schedule. If a payment fails, we will try "
              "again within 7 days. If the second attempt also fails, your policy will be cancelled from the date "
              "of the first missed payment, and anything that happens after that date will not be covered.")},
]

CASES = [
    case("", "Hi Kwame, thanks for getting in touch so quickly. I tried to take the £8.99 payment just now, but it "
             "didn't go through, so I'm afraid it's still outstanding. We'll try again automatically on 8 December "
             "2026. If that second attempt also fails, the policy will be cancelled from 1 December, the date of "
             "the missed payment, and anything that happens after that date wouldn't be covered.",
         [N("thanks for getting in touch so quickly"), S("I tried to take the £8.99 payment just now"),
          S("it didn't go through"), S("it's still outstanding"), S("try again automatically on 8 December 2026"),
          S("the policy will be cancelled from 1 December"), S("wouldn't be covered")],
         includes=["£8.99", "8 December"],
         notes="take_payment refused (DENY, CARD_DECLINED) for 899; retry 2026-12-08 RETRY_SCHEDULED; policy "
               "cancellation rule; v4 premium 899."),
    case("short", "Your December premium of £8.99 failed on Tuesday 01/12/2026 because the card was declined, and "
                  "the retry is set for Tuesday 8 December.",
         [S("December premium of £8.99 failed on Tuesday 01/12/2026"), S("because the card was declined"),
          S("the retry is set for Tuesday 8 December")],
         includes=["£8.99", "8 December"],
         notes="payments: 2026-12-01 FAILED CARD_DECLINED; 2026-12-08 RETRY_SCHEDULED (a Tuesday)."),
    case("taken-stale", "Hi Kwame, no problem at all. I've taken your monthly premium of £7.49 now, so your cover "
                        "carries on as normal.",
         [N("no problem at all"),
          C("I've taken your monthly premium", "NOT_EXECUTED"),
          C("£7.49", "AMOUNT_MISMATCH"),
          C("your cover carries on as normal", "NOT_EXECUTED", "RECORD_STATE_MISMATCH")],
         errors=["refused_call_effect", "stale_value", "invented_fact"],
         excludes=["I've taken your monthly premium", "£7.49", "cover carries on as normal"],
         includes=[],
         notes="take_payment was refused (DENY); £7.49 is the v3 premium (SUPERSEDED, valid_to 2026-09-30); policy "
               "status is LAPSE_PENDING."),
]

REPAIR = [
    case("", "Hi Kwame, I tried to take the payment but your card was declined. Your monthly premium is £7.49, and "
             "we'll try to collect it again on 8 December 2026.",
         [S("I tried to take the payment but your card was declined"),
          C("Your monthly premium is £7.49", "AMOUNT_MISMATCH"),
          S("collect it again on 8 December 2026")],
         errors=["stale_value"], excludes=["£7.49"],
         includes=["£8.99|8.99", "8 December 2026|08/12/2026"],
         notes="v4 (current) premium.monthly_minor 899; £7.49 is from superseded v3."),
]
