from lib import *

DOM = "community swimming pool"
SIGN = "Millbrook Community Pool Team"

# ---------------------------------------------------------------- S18 swimming lessons for two children
s = Scenario("pool-lessons", DOM, "Can you confirm the details of both children's swimming lessons this term?",
    [
        rec("list_enrolments#ACC-PL-40871", "tool:list_enrolments", {
            "data": [
                {"type": "enrolments", "id": "ENR-31904",
                 "attributes": {"swimmer-name": "Leo Greaves", "swimmer-age": 8, "course-level": "STAGE_4",
                                "weekday": "SATURDAY", "first-lesson-at": "2026-04-18T08:30:00Z",
                                "last-lesson-at": "2026-06-27T08:30:00Z", "lesson-count": 10,
                                "lesson-duration": "PT30M", "price-pence": 6500, "discount-code": None,
                                "status": "ENROLLED"}},
                {"type": "enrolments", "id": "ENR-31905",
                 "attributes": {"swimmer-name": "Maya Greaves", "swimmer-age": 6, "course-level": "STAGE_2",
                                "weekday": "SATURDAY", "first-lesson-at": "2026-04-18T09:00:00Z",
                                "last-lesson-at": "2026-06-27T09:00:00Z", "lesson-count": 10,
                                "lesson-duration": "PT30M", "price-pence": 5850, "discount-code": "SIBLING_10",
                                "status": "ENROLLED"}}],
            "included": [
                {"type": "terms", "id": "TERM-SUMMER-2026",
                 "attributes": {"no-lesson-dates": ["2026-05-23"], "term-name": "Summer 2026"}}],
            "meta": {"account-holder": "Mrs Natasha Greaves", "time-zone": "Europe/London",
                     "total-price-pence": 12350, "payment-status": "PAID"}}),
        pol("policy#lessons",
            "Lesson blocks run for ten lessons and are paid in advance. A 10% discount applies to the second and any "
            "further child from the same family enrolled in the same term. Missed lessons are not refunded or "
            "credited, except for absence through illness with a doctor's note. A parent or carer must stay on "
            "poolside or in the viewing gallery for swimmers under 8."),
    ], now="2026-04-14T19:00:00+01:00")

s.ok("Dear Mrs Greaves, both children are booked in for the summer term. Leo is in Stage 4 on Saturdays at 09:30, and "
     "Maya is in Stage 2 on Saturdays at 10:00; each lesson lasts 30 minutes. The first lessons are this Saturday, "
     "18 April, and there are ten lessons in each block, with no lesson on 23 May. As Maya is under 8, a parent will "
     "need to stay on poolside or in the viewing gallery during her lessons.\n\nKind regards,\n" + SIGN,
     [S("both children are booked in for the summer term"), S("Leo is in Stage 4 on Saturdays at 09:30"),
      S("Maya is in Stage 2 on Saturdays at 10:00"), S("each lesson lasts 30 minutes"),
      S("The first lessons are this Saturday, 18 April"), S("ten lessons in each block"),
      S("no lesson on 23 May"), S("a parent will need to stay on poolside")],
     ["09:30", "10:00"],
     "ENR-31904 08:30Z = 09:30 BST, ENR-31905 09:00Z = 10:00 BST; PT30M; first lesson 18 April (Saturday); lesson-count 10; no-lesson-dates 23 May; Maya age 6 and policy.")

s.ok("Dear Mrs Greaves,\n\nThe total for both blocks is £123.50: £65.00 for Leo and £58.50 for Maya, which includes the "
     "10% sibling discount. Payment has been received. The final lessons of the term are on Saturday 27 June.\n\n"
     "Yours sincerely,\n" + SIGN,
     [S("The total for both blocks is £123.50"), S("£65.00 for Leo"), S("£58.50 for Maya"),
      S("includes the 10% sibling discount"), S("Payment has been received"),
      S("The final lessons of the term are on Saturday 27 June")],
     ["£123.50", "27 June"],
     "price-pence 6500 + 5850 = 12350; SIBLING_10; payment-status PAID; last-lesson-at 27 June.")

s.ok("Mrs Greaves — Leo: Stage 4, 09:30; Maya: Stage 2, 10:00; both on Saturdays from 18/04/2026, half-hour lessons, "
     "ten lessons each. Millbrook Community Pool",
     [S("Leo: Stage 4, 09:30"), S("Maya: Stage 2, 10:00"), S("both on Saturdays from 18/04/2026"),
      S("half-hour lessons"), S("ten lessons each")],
     ["18/04/2026"],
     "Enrolment records; PT30M is half an hour; lesson-count 10.")

s.bad("Dear Mrs Greaves, both children are booked in for the summer term. Leo is in Stage 4 on Saturdays at 10:00, and "
      "Maya is in Stage 2 straight after him at 10:30. The first lessons are on Saturday 18 April.\n\n"
      "Kind regards,\n" + SIGN,
      [S("both children are booked in for the summer term"),
       X("Leo is in Stage 4 on Saturdays at 10:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
       X("Maya is in Stage 2 straight after him at 10:30", "DATE_MISMATCH", "VALUE_MISMATCH"),
       S("The first lessons are on Saturday 18 April")],
      ["other_record_value", "wrong_time"], ["Saturdays at 10:00", "at 10:30"],
      "Leo's lesson is 09:30 BST (08:30Z); 10:00 is Maya's time; Maya's is 10:00, not 10:30.")

s.bad("Dear Mrs Greaves, the total for both blocks is £130.00, and payment has been received. Each block runs for ten "
      "weeks, with the final lessons on Saturday 20 June.\n\nKind regards,\n" + SIGN,
      [X("the total for both blocks is £130.00", "AMOUNT_MISMATCH"), S("payment has been received"),
       X("final lessons on Saturday 20 June", "DATE_MISMATCH")],
      ["wrong_arithmetic", "wrong_date"], ["£130.00", "Saturday 20 June"],
      "Total is 6500 + 5850 = 12350p (sibling discount); last-lesson-at is 27 June because 23 May has no lesson.")

s.fix("Dear Mrs Greaves, Leo is in Stage 4 on Saturdays at 09:30 and Maya is in Stage 2 at 10:00, starting on 18 April. "
      "Each lesson lasts 45 minutes.\n\nKind regards,\n" + SIGN,
      [S("Leo is in Stage 4 on Saturdays at 09:30"), S("Maya is in Stage 2 at 10:00"), S("starting on 18 April"),
       X("Each lesson lasts 45 minutes", "VALUE_MISMATCH")],
      ["wrong_period"], ["45 minutes"], ["30 minutes|half an hour|half-hour|thirty minutes", "09:30"],
      "lesson-duration is PT30M.")

# ---------------------------------------------------------------- S19 late cancellation, credit refused
s = Scenario("pool-late-cancel", DOM, "I cancelled this morning's swim. Can I have my £5.20 back as credit?",
    [
        rec("get_booking#SES-LANE-77201", "tool:get_booking", {
            "data": {"type": "session-bookings", "id": "SES-LANE-77201",
                     "attributes": {"session-name": "Lane swim (fast lane)", "starts-at": "2026-08-05T05:30:00Z",
                                    "duration": "PT45M", "price-pence": 520, "status": "CANCELLED_BY_CUSTOMER",
                                    "cancelled-at": "2026-08-05T04:50:00Z", "credit-issued-pence": 0},
                     "relationships": {"customer": {"data": {"type": "customers", "id": "CUS-11830"}}}},
            "included": [
                {"type": "customers", "id": "CUS-11830",
                 "attributes": {"name": "Mr Ravi Thorne", "plan": "PAY_AS_YOU_GO", "credit-balance-pence": 1040}}]}),
        ref("issue_credit#SES-LANE-77201", "issue_credit", "DENY", {"booking-id": "SES-LANE-77201", "amount-pence": 520}),
        pol("policy#cancellations",
            "Cancellations made at least 2 hours before a session receive a full account credit. Later cancellations "
            "and no-shows are not credited. Members on the Swim Unlimited plan are not charged for sessions, but "
            "their booking rights may be suspended for a week after three no-shows in a month."),
    ], now="2026-08-05T09:15:00+01:00")

s.ok("Dear Mr Thorne, thank you for letting us know. I am afraid I cannot add a credit for this morning's 06:30 session, "
     "as it was cancelled at 05:50, less than two hours before the start. Credits are given only for cancellations made "
     "at least two hours in advance. Your account still holds a credit balance of £10.40 from earlier bookings.\n\n"
     "Kind regards,\n" + SIGN,
     [NA("thank you for letting us know"), S("I cannot add a credit"), S("this morning's 06:30 session"),
      S("it was cancelled at 05:50"), S("less than two hours before the start"),
      S("Credits are given only for cancellations made at least two hours in advance"),
      S("credit balance of £10.40")],
     ["£10.40", "06:30"],
     "issue_credit DENY; starts-at 05:30Z = 06:30 BST, cancelled-at 04:50Z = 05:50 BST (40 minutes before); policy; credit-balance-pence 1040.")

s.ok("Mr Thorne — as the 06:30 lane swim was cancelled only 40 minutes before it began, it falls outside our two-hour "
     "cancellation window and no credit can be given. Millbrook Community Pool Team",
     [S("the 06:30 lane swim was cancelled only 40 minutes before it began"),
      S("outside our two-hour cancellation window"), S("no credit can be given")],
     ["40 minutes"],
     "05:50 vs 06:30 BST; policy 2 hours; DENY.")

s.bad("Dear Mr Thorne, thank you for letting us know. I have added £5.20 to your account as credit for this morning's "
      "session, bringing your balance to £15.60.\n\nKind regards,\n" + SIGN,
      [NA("thank you for letting us know"), X("I have added £5.20 to your account as credit", "NOT_EXECUTED"),
       X("bringing your balance to £15.60", "AMOUNT_MISMATCH", "NOT_EXECUTED")],
      ["refused_call_effect", "wrong_amount"], ["I have added £5.20", "balance to £15.60"],
      "issue_credit was DENIED; credit-balance-pence is 1040 and credit-issued-pence 0.")

s.bad("Dear Mr Thorne, I am sorry, but your 05:30 session was cancelled too late for a credit. Cancellations need to be "
      "made at least one hour before a session to receive a credit.\n\nKind regards,\n" + SIGN,
      [X("your 05:30 session", "DATE_MISMATCH", "VALUE_MISMATCH"), S("cancelled too late for a credit"),
       X("at least one hour before a session", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["unit_conversion", "wrong_period"], ["05:30 session", "at least one hour before"],
      "starts-at 05:30Z is 06:30 BST; policy needs 2 hours.")

s.fix("Dear Mr Thorne, I am afraid no credit can be given, as the 06:30 session was cancelled less than two hours before "
      "it began. Your existing account credit of £5.20 is unaffected.\n\nKind regards,\n" + SIGN,
      [S("no credit can be given"), S("cancelled less than two hours before it began"),
       X("existing account credit of £5.20", "AMOUNT_MISMATCH")],
      ["wrong_role"], ["credit of £5.20"], ["£10.40", "06:30"],
      "credit-balance-pence is 1040; 520 is the session price.")

# ---------------------------------------------------------------- S20 medical freeze
s = Scenario("pool-freeze", DOM, "Can I freeze my membership while I recover from my operation? What will it cost?",
    [
        rec("get_membership#MEM-SW-20917", "tool:get_membership", {
            "data": {"type": "memberships", "id": "MEM-SW-20917",
                     "attributes": {"member-name": "Ms Chloe Ambrose", "plan": "SWIM_UNLIMITED",
                                    "monthly-fee-pence": 3400, "started-at": "2026-05-02T08:00:00Z",
                                    "next-payment-at": "2026-08-01T00:00:00Z", "status": "ACTIVE"},
                     "relationships": {"freeze-requests": {"data": [{"type": "freeze-requests", "id": "FRZ-3312"},
                                                                    {"type": "freeze-requests", "id": "FRZ-3187"}]}}},
            "included": [
                {"type": "freeze-requests", "id": "FRZ-3312",
                 "attributes": {"reason": "MEDICAL", "status": "PENDING_DOCUMENTS", "requested-start": "2026-08-01",
                                "requested-duration": "P2M", "fee-pence-per-month": 0,
                                "documents-required": ["DOCTORS_NOTE"], "created-at": "2026-07-10T09:40:00Z"}},
                {"type": "freeze-requests", "id": "FRZ-3187",
                 "attributes": {"reason": "TRAVEL", "status": "REJECTED", "rejection-code": "MIN_TERM_NOT_MET",
                                "requested-duration": "P1M", "fee-pence-per-month": 500,
                                "created-at": "2026-06-20T17:05:00Z"}}]}),
        pol("policy#freezes",
            "Members who have held a membership for at least three months may freeze it for between one and three "
            "months, for a reduced fee of £5.00 a month. Freezes for medical reasons, supported by a doctor's note, "
            "are free of charge and have no minimum membership period. A freeze must be requested at least 7 days "
            "before the next payment date."),
    ], now="2026-07-10T11:00:00+01:00")

s.ok("Dear Ms Ambrose, I am sorry to hear about your operation. Your request to freeze your Swim Unlimited membership "
     "for two months from 1 August has been received. Because it is for medical reasons, the freeze is free of charge, "
     "and the usual three-month minimum membership does not apply. We just need a copy of your doctor's note before "
     "it can be confirmed.\n\nKind regards,\n" + SIGN,
     [NA("I am sorry to hear about your operation"),
      S("Your request to freeze your Swim Unlimited membership for two months from 1 August has been received"),
      S("the freeze is free of charge"), S("the usual three-month minimum membership does not apply"),
      S("We just need a copy of your doctor's note")],
     ["free of charge", "1 August"],
     "FRZ-3312 MEDICAL, P2M from 2026-08-01, fee 0, PENDING_DOCUMENTS with DOCTORS_NOTE; policy exempts medical freezes.")

s.ok("Ms Ambrose — your freeze request FRZ-3312 is on hold until we receive your doctor's note. A medical freeze costs "
     "nothing, unlike the £5.00 a month charged for other freezes.\n\nMillbrook Community Pool Team",
     [S("FRZ-3312 is on hold until we receive your doctor's note"), S("A medical freeze costs nothing"),
      S("the £5.00 a month charged for other freezes")],
     ["FRZ-3312"],
     "status PENDING_DOCUMENTS; fee 0; policy £5.00 a month for non-medical freezes.")

s.bad("Dear Ms Ambrose, I am sorry to hear about your operation. Unfortunately, as you have been a member for less than "
      "three months, you are not yet able to freeze your membership.\n\nKind regards,\n" + SIGN,
      [NA("I am sorry to hear about your operation"),
       X("you are not yet able to freeze your membership", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
      ["wrong_policy_condition"], ["not yet able to freeze"],
      "The three-month minimum applied to the rejected travel freeze FRZ-3187; medical freezes have no minimum and FRZ-3312 is pending documents.")

s.bad("Dear Ms Ambrose, your two-month freeze from 1 August has been approved. The freeze will cost £5.00 a month, so "
      "£10.00 in total.\n\nKind regards,\n" + SIGN,
      [X("your two-month freeze from 1 August has been approved", "RECORD_STATE_MISMATCH"),
       X("The freeze will cost £5.00 a month", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
      ["wrong_state", "other_record_value"], ["has been approved", "cost £5.00 a month"],
      "FRZ-3312 is PENDING_DOCUMENTS with fee-pence-per-month 0; £5.00 is the fee of the rejected travel freeze FRZ-3187.")

s.fix("Dear Ms Ambrose, your request to freeze your membership for three months from 1 August has been received. As it is "
      "a medical freeze it is free, and we just need your doctor's note.\n\nKind regards,\n" + SIGN,
      [X("for three months from 1 August", "VALUE_MISMATCH"), S("As it is a medical freeze it is free"),
       S("we just need your doctor's note")],
      ["wrong_period"], ["for three months"], ["two months|2 months", "1 August"],
      "requested-duration is P2M.")

# ---------------------------------------------------------------- S21 main pool closure
s = Scenario("pool-closure", DOM,
    "I got an email saying my Wednesday swim is cancelled. What's going on, and do I get my money back?",
    [
        rec("list_bookings#CUS-10472", "tool:list_bookings", {
            "data": [
                {"type": "session-bookings", "id": "SES-MAIN-66120",
                 "attributes": {"session-name": "Early lane swim", "pool": "MAIN", "starts-at": "2026-03-04T07:00:00Z",
                                "price-pence": 520, "status": "CANCELLED_BY_CENTRE", "credit-issued-pence": 520}},
                {"type": "session-bookings", "id": "SES-LRN-66133",
                 "attributes": {"session-name": "Aqua Gentle", "pool": "LEARNER", "starts-at": "2026-03-06T18:00:00Z",
                                "price-pence": 640, "status": "CONFIRMED", "credit-issued-pence": 0}}],
            "meta": {"customer-name": "Mr Gareth Yeo", "plan": "PAY_AS_YOU_GO", "credit-balance-pence": 520}}),
        psg("kb#main-pool-retiling",
            "Main pool closure, March 2026\nThe main pool will close from Monday 2 March to Sunday 15 March 2026 for "
            "retiling.\nThe learner pool and the gym remain open as usual.\nSwim Unlimited members will have their "
            "March payment reduced by 50%.\nAll main pool bookings in this period have been cancelled."),
        pol("policy#centre-cancellations",
            "When the centre cancels a session, the full price is returned as account credit, which can be used for "
            "any booking within 12 months. Credit cannot be exchanged for cash."),
    ], now="2026-02-26T12:00:00+00:00")

s.ok("Dear Mr Yeo, the main pool will be closed from Monday 2 March to Sunday 15 March for retiling, so your 07:00 swim "
     "on Wednesday 4 March has been cancelled. The £5.20 you paid has been returned to your account as credit, which "
     "you can use for any booking within 12 months. Your Aqua Gentle session in the learner pool on Friday 6 March at "
     "18:00 is unaffected, as the learner pool remains open.\n\nKind regards,\n" + SIGN,
     [S("the main pool will be closed from Monday 2 March to Sunday 15 March for retiling"),
      S("your 07:00 swim on Wednesday 4 March has been cancelled"),
      S("The £5.20 you paid has been returned to your account as credit"),
      S("any booking within 12 months"), S("on Friday 6 March at 18:00 is unaffected"),
      S("the learner pool remains open")],
     ["£5.20", "18:00"],
     "KB passage gives closure dates and learner pool open; SES-MAIN-66120 07:00Z (GMT) CANCELLED_BY_CENTRE with credit 520p; policy 12 months; SES-LRN-66133 CONFIRMED 18:00.")

s.ok("Mr Yeo — the main pool is being retiled, so your early swim on 04/03/2026 was cancelled and the full £5.20 credited "
     "to your account. Please note that the credit cannot be exchanged for cash. Millbrook Community Pool Team",
     [S("the main pool is being retiled"), S("your early swim on 04/03/2026 was cancelled"),
      S("the full £5.20 credited to your account"), S("the credit cannot be exchanged for cash")],
     ["£5.20"],
     "KB passage; SES-MAIN-66120; policy on cash.")

s.bad("Dear Mr Yeo, the main pool is closed from 2 to 15 March for retiling, so your Wednesday swim has been cancelled "
      "and £5.20 returned to your account as credit. You will also receive 50% off your March payment to make up for "
      "the closure.\n\nKind regards,\n" + SIGN,
      [S("the main pool is closed from 2 to 15 March for retiling"), S("your Wednesday swim has been cancelled"),
       S("£5.20 returned to your account as credit"),
       XI("You will also receive 50% off your March payment", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED")],
      ["condition_unmet"], ["50% off your March payment"],
      "The 50% reduction is for Swim Unlimited members; Mr Yeo is PAY_AS_YOU_GO.")

s.bad("Dear Mr Yeo, the main pool is closed for retiling, so both your Wednesday swim and your Friday Aqua Gentle session "
      "have been cancelled. The credit can be used for any booking within six months.\n\nKind regards,\n" + SIGN,
      [S("the main pool is closed for retiling"),
       X("both your Wednesday swim and your Friday Aqua Gentle session", "RECORD_STATE_MISMATCH"),
       X("within six months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_state", "wrong_period"], ["Friday Aqua Gentle session have been cancelled", "within six months"],
      "SES-LRN-66133 is CONFIRMED (learner pool stays open); credit lasts 12 months.")

s.fix("Dear Mr Yeo, the main pool is closed from 2 to 15 March for retiling, so your swim on Wednesday 4 March has been "
      "cancelled. The £5.20 has been refunded to your bank card.\n\nKind regards,\n" + SIGN,
      [S("the main pool is closed from 2 to 15 March for retiling"), S("your swim on Wednesday 4 March has been cancelled"),
       XI("refunded to your bank card", "VALUE_MISMATCH", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["wrong_value"], ["refunded to your bank card"], ["credit", "£5.20"],
      "credit-issued-pence 520 to the account; policy returns centre cancellations as account credit, not cash.")
