"""Workplace pension / 401(k) (Cedar & Finch plans, Tallgrass Retirement Services) scenarios, written by hand."""
from common import Builder, rec, pol, psg, refused, ep, S, NA, C, I, CI

B = Builder("workplace pension")

# ---------------------------------------------------------------- 22. match-contribution
scn = "match-contribution"
q = "I raised my 401(k) contribution to 6%. How much is the company putting in now?"
ev = [
    rec("get_retirement_account#RP-430118", "tool:get_retirement_account", {
        "account_id": "RP-430118", "plan": {"plan_id": "PLN-0771", "name": "Cedar & Finch 401(k) Plan"},
        "participant": {"id": "E-30551", "name": "Sandra Whitfield"},
        "elections": {"pretax_pct": "5.0", "roth_pct": "1.0", "effective_pay_date": "2026-02-27", "status": "ACTIVE"},
        "previous_elections": {"pretax_pct": "3.0", "roth_pct": "0.0", "effective_pay_date": "2025-03-14",
                               "status": "REPLACED"},
        "match_formula": {"code": "MATCH_100_3_50_2", "max_match_pct_of_pay": "4.0"},
        "last_contribution": {"pay_date": "2026-03-06", "eligible_pay_minor": 384615, "employee_pretax_minor": 19231,
                              "employee_roth_minor": 3846, "employer_match_minor": 15385},
        "vesting": {"years_of_service": "2.4", "vested_pct_employer": "40"}}),
    pol("plan-summary#match-vesting", "Cedar & Finch matches 100% of the first 3% of pay you contribute and 50% of the "
        "next 2%, for a maximum match of 4% of pay. Pre-tax and Roth contributions both count toward the match. "
        "Employer contributions vest at 20% per year of service and are fully vested after five years. Your own "
        "contributions are always 100% vested.", revision="PY2026"),
]
B.ok(scn, q, "Hi Sandra, your new election of 5% pre-tax and 1% Roth took effect with the February 27 paycheck. On "
     "your March 6 paycheck you contributed $230.77 ($192.31 pre-tax and $38.46 Roth), and Cedar & Finch added a "
     "$153.85 match. That's the maximum match of 4% of pay, since the company matches 100% of the first 3% and 50% of "
     "the next 2%.",
     ev, [S("5% pre-tax and 1% Roth took effect with the February 27 paycheck"), S("you contributed $230.77"),
          S("$192.31 pre-tax and $38.46 Roth"), S("added a $153.85 match"), S("maximum match of 4% of pay"),
          S("matches 100% of the first 3% and 50% of the next 2%")],
     ["$153.85", "$230.77"],
     "elections ACTIVE from 2026-02-27; 19231 + 3846 = 23077; employer_match_minor 15385 = 4% of 384615; policy formula.")
B.ok(scn, q, "Your total contribution is now 6% of pay. The company match is capped at 4% of pay, so the 1% you "
     "contribute above 5% doesn't earn any additional match. Your own contributions are always 100% vested, and "
     "you're currently 40% vested in the company match.",
     ev, [S("Your total contribution is now 6% of pay"), S("capped at 4% of pay"),
          S("doesn't earn any additional match"), S("always 100% vested"), S("currently 40% vested")],
     ["4%", "40%"],
     "5.0 + 1.0 = 6%; max_match_pct_of_pay 4.0 reached at 5% contributed; vested_pct_employer 40.")
B.ok(scn, q, "Dear Sandra,\n\nThank you for increasing your savings. For your March 6 pay, the company's matching "
     "contribution was one hundred fifty-three dollars and eighty-five cents, the most the plan provides. Both your "
     "pre-tax and Roth contributions count toward that match.\n\nSincerely,\nTallgrass Retirement Services",
     ev, [NA("Thank you for increasing your savings."),
          S("matching contribution was one hundred fifty-three dollars and eighty-five cents"),
          S("the most the plan provides"), S("Both your pre-tax and Roth contributions count toward that match")],
     ["one hundred fifty-three dollars and eighty-five cents"],
     "employer_match_minor 15385 written in words; it equals the 4% cap; policy says pre-tax and Roth both count.")
B.bad(scn, q, "Hi Sandra, your 5% pre-tax and 1% Roth election took effect with the February 27 paycheck. On March 6, "
      "Cedar & Finch added $192.31 in matching contributions.",
      ev, [S("took effect with the February 27 paycheck"),
           C("added $192.31 in matching contributions", "AMOUNT_MISMATCH")],
      ["wrong_role"], ["$192.31 in matching"],
      "$192.31 is the employee's own pre-tax contribution; employer_match_minor is 15385 = $153.85.")
B.bad(scn, q, "Hi Sandra, the company added a $153.85 match on your March 6 paycheck. Roth contributions don't count "
      "toward the match, only pre-tax ones. You're currently 60% vested in the company match.",
      ev, [S("added a $153.85 match on your March 6 paycheck"),
           C("Roth contributions don't count toward the match", "NLI_CONTRADICTION"),
           C("60% vested", "VALUE_MISMATCH")],
      ["wrong_policy_condition", "wrong_value"], ["Roth contributions don't count", "60% vested"],
      "Policy: pre-tax and Roth both count; vesting.vested_pct_employer is 40.")
B.fix(scn, q, "Hi Sandra, your election of 3% pre-tax plus 1% Roth is active, and the company added a $153.85 match on "
      "your March 6 paycheck.",
      ev, [C("your election of 3% pre-tax", "VALUE_MISMATCH"), S("added a $153.85 match")],
      ["stale_value"], ["election of 3% pre-tax"], ["5%|five percent", "$153.85|153.85"],
      "3.0% is the REPLACED previous election; the active pretax_pct is 5.0.")

# ---------------------------------------------------------------- 23. vesting-on-exit
scn = "vesting-on-exit"
q = "I'm leaving the company at the end of the month. How much of my 401(k) is actually mine to take?"
ev = [
    rec("get_retirement_account#RP-209934", "tool:get_retirement_account", {
        "account_id": "RP-209934", "as_of": "2026-03-09", "participant": {"name": "Victor Ruiz", "age": 41},
        "balances": {"employee_deferral_minor": 1842260, "employer_match_minor": 936480, "rollover_in_minor": 510000,
                     "total_minor": 3288740},
        "vesting": {"hire_date": "2022-08-15", "years_of_service": "3", "schedule": "GRADED_6YR",
                    "vested_pct_employer": "40", "vested_employer_minor": 374592},
        "vested_balance_minor": 2726852}),
    pol("plan-summary#vesting", "Employer matching contributions vest on a six-year graded schedule: 0% after one year "
        "of service, 20% after two years, and an additional 20% for each year after that, reaching 100% after six "
        "years. Employee deferrals and rollover contributions are always fully vested. Non-vested employer "
        "contributions are forfeited when a participant takes a distribution or after five consecutive one-year "
        "breaks in service. Distributions before age 59½ may be subject to a 10% additional tax.", revision="2024-01"),
]
B.ok(scn, q, "Hi Victor, as of March 9 your total 401(k) balance is $32,887.40, and $27,268.52 of it is vested. All of "
     "your own contributions ($18,422.60) and your $5,100.00 rollover are fully vested, and you're 40% vested in the "
     "$9,364.80 of company match, or $3,745.92. The remaining $5,618.88 of match isn't vested and would be forfeited "
     "if you take a distribution.",
     ev, [S("total 401(k) balance is $32,887.40"), S("$27,268.52 of it is vested"),
          S("own contributions ($18,422.60)"), S("$5,100.00 rollover are fully vested"),
          S("40% vested in the $9,364.80 of company match"), S("or $3,745.92"),
          S("remaining $5,618.88 of match isn't vested"), S("forfeited if you take a distribution")],
     ["$27,268.52", "$5,618.88"],
     "Balances 1842260 + 936480 + 510000; vested 2726852; 936480 - 374592 = 561888; policy forfeiture rule.")
B.ok(scn, q, "You'll be able to take $27,268.52, your vested balance. With three years of service you're at 40% on the "
     "graded schedule; reaching four years would bring you to 60%.",
     ev, [S("take $27,268.52, your vested balance"), S("three years of service you're at 40%"),
          S("four years would bring you to 60%")],
     ["$27,268.52"],
     "vested_balance_minor 2726852; years_of_service 3; schedule adds 20% per year after two years.")
B.bad(scn, q, "Hi Victor, your total balance is $32,887.40. Since you're leaving the company, your full balance, "
      "including the company match, becomes 100% vested, so all $32,887.40 is yours to take.",
      ev, [S("your total balance is $32,887.40"),
           C("including the company match, becomes 100% vested", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["condition_unmet"], ["becomes 100% vested"],
      "Full vesting requires six years of service; Victor has 3 (40% vested, vested balance $27,268.52).")
B.bad(scn, q, "Hi Victor, you're 40% vested in your company match, or $3,745.92, so together with your own "
      "contributions of $18,422.60 your vested balance is $22,168.52. Keep in mind that distributions before age 55 "
      "may be subject to a 10% additional tax.",
      ev, [S("40% vested in your company match, or $3,745.92"), S("own contributions of $18,422.60"),
           C("vested balance is $22,168.52", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
           C("before age 55", "NLI_CONTRADICTION")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["$22,168.52", "before age 55"],
      "The sum leaves out the fully vested $5,100.00 rollover (vested_balance_minor 2726852); the policy says age 59½.")
B.fix(scn, q, "Hi Victor, your vested balance is $27,268.52. You're 60% vested in the company match after three years "
      "of service.",
      ev, [S("vested balance is $27,268.52"), C("You're 60% vested", "VALUE_MISMATCH")],
      ["wrong_value"], ["60% vested"], ["40%|forty percent", "$27,268.52|27,268.52"],
      "vested_pct_employer is 40 (three years on the graded schedule).")

# ---------------------------------------------------------------- 24. rollover-hold
scn = "rollover-hold"
q = "Why hasn't my rollover to Granite Peak gone through yet?"
ev = [
    rec("get_distribution_requests#RP-618850", "tool:get_distribution_requests", {
        "account_id": "RP-618850",
        "requests": [
            {"request_id": "DR-2026-00562", "type": "DIRECT_ROLLOVER",
             "destination": {"institution": "Granite Peak Investments", "account_type": "TRADITIONAL_IRA",
                             "account_last4": "4410"},
             "amount_requested": "FULL_VESTED_BALANCE", "estimated_amount_minor": 4812575, "status": "ON_HOLD",
             "hold_reason": "SPOUSAL_CONSENT_REQUIRED", "submitted_at": "2026-03-05T13:20:00-05:00"},
            {"request_id": "DR-2025-01877", "type": "PLAN_LOAN", "amount_minor": 500000, "status": "PAID_OFF"}]}),
    refused("process_distribution#call-1", "process_distribution", "DENY",
            {"request_id": "DR-2026-00562", "reason": "MISSING_SPOUSAL_CONSENT"}),
    pol("distributions#consent", "Married participants need notarized spousal consent for any distribution that is "
        "not paid as a qualified joint and survivor annuity. Consent forms can be uploaded in the participant portal or "
        "mailed to the plan administrator. Once all documents are received, direct rollovers are processed within "
        "seven business days. Direct rollovers to an IRA are not subject to the mandatory 20% federal withholding.",
        revision="v8"),
]
B.ok(scn, q, "Hi Angela, your direct rollover request DR-2026-00562 to your Granite Peak Investments traditional IRA is "
     "on hold because we still need your spouse's notarized consent, so I wasn't able to process it. You can upload "
     "the signed form in the participant portal or mail it to the plan administrator. Once it's received, the rollover "
     "will be processed within seven business days, and because it's a direct rollover to an IRA, no 20% federal "
     "withholding applies.",
     ev, [S("DR-2026-00562 to your Granite Peak Investments traditional IRA"),
          S("on hold because we still need your spouse's notarized consent"), S("I wasn't able to process it"),
          S("upload the signed form in the participant portal or mail it"),
          S("processed within seven business days"), S("no 20% federal withholding applies")],
     ["DR-2026-00562", "seven business days"],
     "status ON_HOLD, hold_reason SPOUSAL_CONSENT_REQUIRED; process_distribution DENY; policy text.")
B.ok(scn, q, "Your rollover (estimated at $48,125.75) is waiting on notarized spousal consent. Once we have it, "
     "processing takes up to seven business days.",
     ev, [S("estimated at $48,125.75"), S("waiting on notarized spousal consent"),
          S("processing takes up to seven business days")],
     ["$48,125.75"],
     "estimated_amount_minor 4812575; hold reason; seven business days in the policy.")
B.bad(scn, q, "Hi Angela, I've processed your rollover request DR-2026-00562, and the funds should reach your Granite "
      "Peak Investments IRA within seven business days.",
      ev, [C("I've processed your rollover request DR-2026-00562", "NOT_EXECUTED"),
           S("within seven business days")],
      ["refused_call_effect"], ["I've processed your rollover"],
      "process_distribution was refused (DENY, missing spousal consent); the request is ON_HOLD.")
B.bad(scn, q, "Hi Angela, your rollover, estimated at $4,812,575.00, is on hold until we receive your spouse's "
      "notarized consent. Please note that 20% federal tax will be withheld from the rollover.",
      ev, [C("estimated at $4,812,575.00", "AMOUNT_MISMATCH"),
           S("on hold until we receive your spouse's notarized consent"),
           C("20% federal tax will be withheld", "NLI_CONTRADICTION")],
      ["unit_conversion", "wrong_policy_condition"], ["$4,812,575.00", "20% federal tax will be withheld"],
      "estimated_amount_minor 4812575 is $48,125.75; policy: direct rollovers to an IRA are not subject to the 20% "
      "withholding.")
B.fix(scn, q, "Hi Angela, your rollover to Granite Peak is on hold until we receive your spouse's notarized consent. "
      "Once it arrives, we'll process the rollover within two business days.",
      ev, [S("on hold until we receive your spouse's notarized consent"),
           C("within two business days", "NLI_CONTRADICTION")],
      ["wrong_period"], ["within two business days"], ["seven business days|7 business days", "Granite Peak"],
      "Policy: direct rollovers are processed within seven business days of receiving all documents.")
B.fix(scn, q, "Hi Angela, your rollover request DR-2025-01877 is on hold because we still need your spouse's "
      "notarized consent.",
      ev, [C("request DR-2025-01877", "IDENTIFIER_MISMATCH"), S("still need your spouse's notarized consent")],
      ["wrong_id"], ["DR-2025-01877"], ["DR-2026-00562", "spous"],
      "The rollover is DR-2026-00562; DR-2025-01877 is a paid-off plan loan.")

# ---------------------------------------------------------------- 25. beneficiary-update
scn = "beneficiary-update"
q = "I updated my beneficiaries over the weekend. Is my husband now my primary beneficiary?"
now = "2026-03-10T09:30:00-05:00"
ev = [
    rec("get_beneficiaries#RP-557201", "tool:get_beneficiaries", {
        "account_id": "RP-557201", "designation_status": "PENDING_VERIFICATION",
        "submitted_at": "2026-03-08T19:45:00-05:00",
        "pending": {"primary": [{"name": "Daniel Okonkwo", "relationship": "SPOUSE", "share_pct": "100"}],
                    "contingent": [{"name": "Ada Okonkwo", "relationship": "CHILD", "share_pct": "50"},
                                   {"name": "Chidi Okonkwo", "relationship": "CHILD", "share_pct": "50"}]},
        "in_force": {"primary": [{"name": "Grace Okonkwo", "relationship": "PARENT", "share_pct": "100"}],
                     "contingent": [], "effective_since": "2019-06-03", "status": "ACTIVE_UNTIL_REPLACED"}}),
    pol("beneficiaries#changes", "Beneficiary changes submitted online are verified by the plan administrator within "
        "three business days, and the new designation takes effect once verification is complete. Until then, the "
        "existing designation remains in force. Contingent beneficiaries receive benefits only if no primary "
        "beneficiary survives the participant. Shares must total 100% at each level.", revision="v2"),
]
B.ok(scn, q, "Hi Ngozi, we received your beneficiary update on March 8 naming Daniel Okonkwo, your spouse, as 100% "
     "primary beneficiary, with Ada and Chidi Okonkwo as contingent beneficiaries at 50% each. The change is still "
     "being verified, which takes up to three business days, and it takes effect once verification is complete. Until "
     "then, your previous designation of Grace Okonkwo remains in force.",
     ev, [S("received your beneficiary update on March 8"), S("Daniel Okonkwo, your spouse, as 100% primary"),
          S("Ada and Chidi Okonkwo as contingent beneficiaries at 50% each"), S("still being verified"),
          S("takes up to three business days"), S("takes effect once verification is complete"),
          S("previous designation of Grace Okonkwo remains in force")],
     ["Daniel Okonkwo", "three business days"],
     "designation_status PENDING_VERIFICATION, submitted 2026-03-08; pending shares; in_force Grace Okonkwo; policy.",
     now=now)
B.ok(scn, q, "Not quite yet: your new designation is pending verification. Once it's verified, Daniel will be your "
     "primary beneficiary at 100%, and your children would receive benefits only if no primary beneficiary survives "
     "you.",
     ev, [S("your new designation is pending verification"), S("Daniel will be your primary beneficiary at 100%"),
          S("only if no primary beneficiary survives you")],
     ["pending verification"],
     "PENDING_VERIFICATION; pending.primary Daniel 100; contingent rule from the policy.", now=now)
B.ok(scn, q, "Your update from Sunday evening has been received and is being reviewed by the plan administrator. Until "
     "it's verified, Grace Okonkwo is still listed as your primary beneficiary.",
     ev, [S("Your update from Sunday evening has been received"), S("being reviewed by the plan administrator"),
          S("Grace Okonkwo is still listed as your primary beneficiary")],
     ["Grace Okonkwo"],
     "submitted_at 2026-03-08T19:45-05:00 was a Sunday evening; in_force.primary is Grace Okonkwo.", now=now)
B.bad(scn, q, "Hi Ngozi, yes, your husband, Daniel Okonkwo, is now your primary beneficiary, effective March 8. Ada and "
      "Chidi are your contingent beneficiaries at 50% each.",
      ev, [C("is now your primary beneficiary, effective March 8", "RECORD_STATE_MISMATCH"),
           S("Ada and Chidi are your contingent beneficiaries at 50% each")],
      ["wrong_state"], ["is now your primary beneficiary"],
      "designation_status is PENDING_VERIFICATION; Grace Okonkwo remains in force until verification.", now=now)
B.bad(scn, q, "Hi Ngozi, your update naming Daniel as 100% primary beneficiary is being verified. Ada and Chidi are "
      "listed as contingent beneficiaries at 25% each, and your previous designation of Grace Okonkwo has already "
      "been removed.",
      ev, [S("naming Daniel as 100% primary beneficiary is being verified"),
           C("at 25% each", "VALUE_MISMATCH"),
           C("has already been removed", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION")],
      ["wrong_value", "wrong_state"], ["25% each", "already been removed"],
      "Contingent share_pct is 50 each; in_force designation is ACTIVE_UNTIL_REPLACED.", now=now)
B.fix(scn, q, "Hi Ngozi, your update naming Daniel Okonkwo as primary beneficiary is being verified, which takes up to "
      "five business days.",
      ev, [S("naming Daniel Okonkwo as primary beneficiary is being verified"),
           C("up to five business days", "NLI_CONTRADICTION")],
      ["wrong_period"], ["five business days"], ["three business days|3 business days", "Daniel"],
      "Policy: verification within three business days.", now=now)
