from write_cases import S, N, C, I, CI, case

DOMAIN = "car insurance"
SCENARIO = "car-cancel-sold"
QUESTION = "I've sold my car, so please cancel my insurance from 1 June. How much will I get back?"
NOW = "2026-05-20T16:20:00+01:00"
EVIDENCE = [
    {"id": "get_policy#MTR-219964", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "MTR-219964", "product": "COMPREHENSIVE_MOTOR", "status": "IN_FORCE",
                           "holder": {"name": "Nadia Rahman"},
                           "period": {"start": "2025-11-01", "end": "2026-10-31"},
                           "premium": {"annual_minor": 74460, "payment_method": "ANNUAL_CARD", "status": "PAID"},
                           "excess": {"currency": "GBP", "compulsory_minor": 25000, "voluntary_minor": 0}}}},
    {"id": "get_claims_history#MTR-219964", "kind": "record", "source": "tool:get_claims_history",
     "fields": {"claims": [
         {"reference": "AD-2026-0109-220", "type": "ACCIDENTAL_DAMAGE", "state": "SETTLED",
          "reported_on": "2026-01-09", "closed_on": "2026-01-21", "settled_minor": 68800},
         {"reference": "WS-2024-0611-015", "type": "WINDSCREEN_REPAIR", "state": "SETTLED",
          "reported_on": "2024-06-11", "closed_on": "2024-06-14", "settled_minor": 6500}]}},
    {"id": "cancel_policy#call-1", "kind": "refused_call", "tool": "cancel_policy", "decision": "ESCALATE",
     "args": {"policy_number": "MTR-219964", "effective_date": "2026-06-01"},
     "reason": "REQUIRES_UNDERWRITER_REVIEW"},
    {"id": "motor-policy#cancellation", "kind": "policy", "revision": "2025-10",
     "text": ("You can cancel your policy at any time by contacting us. If you cancel within 14 days of the start "
              "date, we refund the premium in full. If you cancel after the first 14 days, we refund the premium "
              "for the days remaining, less a £35 cancellation fee, as long as no claim has been made in the "
              "current policy year. If a claim has been made in the current policy year, no refund is due.")},
]

CASES = [
    case("", "Hi Nadia, congratulations on the sale. I wasn't able to cancel the policy myself, so I've passed "
             "your request to cancel from 1 June to our underwriting team for review. As a claim "
             "(AD-2026-0109-220) was settled in this policy year, I'm afraid no premium refund is due when the "
             "policy ends.",
         [N("congratulations on the sale"), S("wasn't able to cancel the policy myself"),
          S("passed your request to cancel from 1 June to our underwriting team"),
          S("(AD-2026-0109-220) was settled in this policy year"), S("no premium refund is due")],
         includes=["1 June", "no premium refund"],
         notes="cancel_policy refused with ESCALATE (REQUIRES_UNDERWRITER_REVIEW), effective_date 2026-06-01; claim "
               "AD-2026-0109-220 closed 21/01/2026 inside period 01/11/2025-31/10/2026; policy: no refund after a claim."),
    case("policy-para", "Thanks, Nadia. Your cancellation request for policy MTR-219964 has been escalated for "
                        "review rather than processed straight away. When a policy is cancelled after the first 14 "
                        "days, the unused days are normally refunded less a £35 fee, but only if no claim has been "
                        "made in the current policy year. Because your January claim was made this year, nothing "
                        "would be refunded.",
         [N("Thanks, Nadia"), S("has been escalated for review"),
          S("the unused days are normally refunded less a £35 fee"),
          S("only if no claim has been made in the current policy year"),
          S("your January claim was made this year"), S("nothing would be refunded")],
         includes=["£35", "escalated"],
         notes="refused_call ESCALATE; policy cancellation text; claim reported 2026-01-09 within the policy year."),
    case("short", "I've referred the cancellation (effective 01/06/2026) to underwriting, as I couldn't action it "
                  "here; with the accidental damage claim in January, there's no refund due, sorry.",
         [S("referred the cancellation (effective 01/06/2026) to underwriting"), S("I couldn't action it here"),
          S("with the accidental damage claim in January"), S("there's no refund due")],
         includes=["01/06/2026"],
         notes="refused_call args effective_date 2026-06-01; claim type ACCIDENTAL_DAMAGE reported 09/01/2026."),
    case("cancelled-refund", "Hi Nadia, congratulations on the sale. I've cancelled your policy MTR-219964 with "
                             "effect from 1 June. You'll receive a refund for the remaining days of cover, less "
                             "our £35 cancellation fee.",
         [N("congratulations on the sale"),
          C("I've cancelled your policy MTR-219964", "NOT_EXECUTED"),
          C("You'll receive a refund for the remaining days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["refused_call_effect", "condition_unmet"],
         excludes=["I've cancelled your policy", "receive a refund for the remaining days"],
         includes=[],
         notes="cancel_policy was refused (ESCALATE); a claim was settled this policy year, so the refund "
               "condition is not met."),
    case("fee", "Hi Nadia, I couldn't cancel the policy directly, so your request to cancel from 1 June is with "
                "our underwriting team. Normally, cancelling after the first 14 days gets you the unused days "
                "back less a £50 fee, but because a claim was made this policy year no refund is due.",
         [S("I couldn't cancel the policy directly"), S("request to cancel from 1 June is with our underwriting team"),
          C("less a £50 fee", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
          S("because a claim was made this policy year"), S("no refund is due")],
         errors=["wrong_amount"], excludes=["£50 fee"], includes=["1 June"],
         notes="policy cancellation fee is £35."),
]

REPAIR = [
    case("", "Hi Nadia, thanks for letting us know about the sale. Your policy MTR-219964 will be cancelled from "
             "1 June as requested. Because claim AD-2026-0109-220 was settled in this policy year, there's no "
             "refund of premium due.",
         [N("thanks for letting us know"), C("will be cancelled from 1 June as requested", "NOT_EXECUTED"),
          S("AD-2026-0109-220 was settled in this policy year"), S("no refund of premium due")],
         errors=["refused_call_effect"], excludes=["will be cancelled from 1 June as requested"],
         includes=["escalated|review|could not|couldn't|unable|not able|referred|passed", "AD-2026-0109-220"],
         notes="cancel_policy refused_call with decision ESCALATE: the cancellation has not been done."),
]
