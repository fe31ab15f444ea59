from common import S, N, C, I, CI, rec, pol, psg, refused, case

D = "health insurance"
POL_C = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
POL_I = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]

# ---- H1: partial cashless approval ------------------------------------------------------
H1 = [
    rec("get_claim#CLM-HI-2026-048812", "tool:get_claim", {
        "claim_id": "CLM-HI-2026-048812", "policy_no": "HLT/4412/009921", "type": "CASHLESS",
        "status": "PREAUTH_APPROVED_PARTIAL", "hospital": "Sahyadri Care Hospital, Pune",
        "admission_date": "06-04-2026", "requested_amount_paise": 18500000, "approved_amount_paise": 14200000,
        "deductions": [{"reason": "ROOM_RENT_CAP_EXCEEDED", "amount_paise": 2800000},
                       {"reason": "NON_MEDICAL_ITEMS", "amount_paise": 1500000}], "currency": "INR"}),
    rec("get_policy#HLT/4412/009921", "tool:get_policy", {
        "policy_no": "HLT/4412/009921", "status": "ACTIVE", "sum_insured_paise": 50000000,
        "room_rent_limit": {"basis": "PERCENT_OF_SI_PER_DAY", "value": 1}}),
    pol("policy-wording#room-rent", "Room rent is covered up to 1% of the sum insured per day. When a higher room "
        "category is chosen, the associated charges are reduced in the same proportion. Non-medical items such as "
        "gloves, toiletries and admission kits are not payable. Any amount not approved is to be paid by the "
        "insured to the hospital at discharge.", revision="2025-v3"),
]
Q1 = "Why was only part of my cashless amount approved at the hospital?"
NT1 = "requested 1,85,000, approved 1,42,000; deductions 28,000 room rent cap + 15,000 non-medical = 43,000; SI 5,00,000 so cap Rs 5,000/day."

# ---- H2: renewal and bonus ------------------------------------------------------------------
H2 = [
    rec("get_policy#HLT/3307/114560", "tool:get_policy", {
        "policy_no": "HLT/3307/114560", "plan": "ArogyaShield Family Floater", "status": "RENEWAL_DUE",
        "period": {"start": "23-05-2025", "end": "22-05-2026"}, "members": 3,
        "sum_insured": "500000.00", "cumulative_bonus": "100000.00", "claims_this_year": 0,
        "renewal_quote": {"quote_id": "RQ-88213", "premium": "18640.00", "gst_included": True,
                          "valid_till": "22-05-2026"}}),
    rec("get_renewal_quote#RQ-71540", "tool:get_renewal_quote", {
        "quote_id": "RQ-71540", "policy_no": "HLT/3307/114560", "premium": "17215.00", "status": "SUPERSEDED",
        "generated_on": "02-04-2026"}),
    pol("policy-wording#bonus-renewal", "A cumulative bonus of 10% of the base sum insured is added for each "
        "claim-free year, up to a maximum of 50%. A claim during the policy year reduces the bonus by 10% of the "
        "base sum insured. Renewal is allowed within a grace period of 30 days after expiry, but illnesses that "
        "begin during the grace period are not covered. Premiums shown include 18% GST.", revision="2025-v3"),
]
Q2 = "My policy is due for renewal. What is the premium and what happens to my bonus?"
NOW2 = "2026-05-02T11:00:00+05:30"
NT2 = "RENEWAL_DUE, ends 22-05-2026, current quote RQ-88213 18640.00 incl GST (RQ-71540 17215.00 is SUPERSEDED); SI 5,00,000, bonus 1,00,000, no claims -> +50,000."

# ---- H3: reimbursement pending documents -------------------------------------------------------
H3 = [
    rec("get_claim#CLM-HI-2026-051190", "tool:get_claim", {
        "claim_id": "CLM-HI-2026-051190", "policy_no": "HLT/5120/078834", "type": "REIMBURSEMENT",
        "status": "DOCUMENTS_PENDING", "claimed_amount": "42380.50", "currency": "INR", "submitted_on": "14-04-2026",
        "query": {"raised_on": "17-04-2026",
                  "pending_documents": ["ORIGINAL_DISCHARGE_SUMMARY", "PHARMACY_BILLS_WITH_PRESCRIPTION"],
                  "reminders_sent": 1}}),
    rec("get_claim#CLM-HI-2025-210447", "tool:get_claim", {
        "claim_id": "CLM-HI-2025-210447", "policy_no": "HLT/5120/078834", "type": "REIMBURSEMENT",
        "status": "SETTLED", "claimed_amount": "13100.00", "settled_amount": "12650.00", "settled_on": "09-12-2025"}),
    refused("settle_claim#call-1", "settle_claim", "DENY", {"claim_id": "CLM-HI-2026-051190"}),
    pol("claims-process#reimbursement", "If requested documents are not received within 15 days of the query, two "
        "reminders are sent, after which the claim may be closed. Reimbursement claims are settled within 30 days "
        "of receiving the last required document. Documents can be uploaded in the app or sent by courier to the "
        "claims office in Chennai.", revision="v5"),
]
Q3 = "I submitted my claim on 14 April. Why have I not received the money yet?"
NOW3 = "2026-04-24T16:00:00+05:30"
NT3 = "CLM-HI-2026-051190 DOCUMENTS_PENDING (discharge summary, pharmacy bills), 42380.50, query 17-04 (15 days -> 02-05); settle_claim DENY; the 12,650 claim is an older settled one."

# ---- H4: cataract waiting period -------------------------------------------------------------------
H4 = [
    rec("get_member#HLT/6604/200317-M01", "tool:get_member", {
        "policy_no": "HLT/6604/200317", "member_id": "M01", "relation": "SELF", "status": "ACTIVE",
        "policy_inception": "01-11-2025",
        "waiting_periods": {"INITIAL": "P30D", "SPECIFIED_ILLNESS": "P24M", "PRE_EXISTING_DISEASE": "P36M"},
        "declared_ped": ["HYPERTENSION"]}),
    pol("policy-wording#waiting", "Hospitalisation for any illness is covered after an initial waiting period of "
        "30 days, except accidents, which are covered from day one. Specified illnesses, including cataract, "
        "hernia and knee replacement, are covered only after 24 months of continuous cover. Declared pre-existing "
        "diseases are covered after 36 months.", revision="2025-v3"),
]
Q4 = "I need cataract surgery next month. Will my policy cover it?"
NOW4 = "2026-04-15T10:00:00+05:30"
NT4 = "Inception 01-11-2025; SPECIFIED_ILLNESS P24M -> covered from 01-11-2027; cataract is a specified illness."

CASES = [
    # H1
    case(D, "cashless-partial", Q1,
         "Thank you for your patience. Against the ₹1,85,000 requested by Sahyadri Care Hospital, ₹1,42,000 has "
         "been approved for cashless treatment under claim CLM-HI-2026-048812. The deductions are ₹28,000 because "
         "the room chosen exceeded your room-rent limit of ₹5,000 per day, and ₹15,000 for non-medical items, "
         "which the policy does not pay. The balance will need to be paid by you at discharge.", H1,
         [N("Thank you for your patience."), S("Against the ₹1,85,000 requested"), S("₹1,42,000 has been approved"),
          S("The deductions are ₹28,000"), S("room-rent limit of ₹5,000 per day"),
          S("₹15,000 for non-medical items"), S("paid by you at discharge")],
         notes=NT1, includes=["1,42,000", "28,000"]),
    case(D, "cashless-partial", Q1,
         "Claim CLM-HI-2026-048812 (cashless, partly approved):\n• Requested: Rs. 1,85,000\n"
         "• Approved: Rs. 1,42,000\n• Not payable: Rs. 28,000 (room rent above the cap) + Rs. 15,000 (non-medical "
         "items) = Rs. 43,000, to be settled by you with the hospital at discharge.", H1,
         [S("Requested: Rs. 1,85,000"), S("Approved: Rs. 1,42,000"), S("Rs. 28,000 (room rent above the cap)"),
          S("Rs. 15,000 (non-medical items)"), S("= Rs. 43,000")],
         notes=NT1, includes=["43,000"]),
    case(D, "cashless-partial", Q1,
         "₹1,42,000 of your ₹1,85,000 request has been approved. The deductions are ₹28,000 for room rent above "
         "your limit and ₹15,000 for non-medical items, so you will pay ₹33,000 at discharge.", H1,
         [S("₹1,42,000 of your ₹1,85,000 request has been approved"), S("₹28,000 for room rent above your limit"),
          S("₹15,000 for non-medical items"), C("you will pay ₹33,000 at discharge", "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic"], notes=NT1 + " 28,000 + 15,000 = 43,000.", excludes=["₹33,000"]),
    case(D, "cashless-partial", Q1,
         "Your cashless request at Sahyadri Care Hospital has been partly approved: ₹14,20,000 has been sanctioned. "
         "The ₹15,000 deducted for non-medical items will be reimbursed later if you submit the bills after "
         "discharge.", H1,
         [S("partly approved"), C("₹14,20,000 has been sanctioned", "AMOUNT_MISMATCH"),
          C("will be reimbursed later if you submit the bills", *POL_C)],
         errors=["unit_conversion", "invented_promise"],
         notes=NT1 + " 14200000 paise is Rs 1,42,000; non-medical items are not payable.",
         excludes=["14,20,000", "reimbursed later if you submit the bills"]),
    # H2
    case(D, "policy-renewal", Q2,
         "Namaste! Your ArogyaShield Family Floater policy HLT/3307/114560 is due for renewal on 22-05-2026, and the "
         "renewal premium is ₹18,640 including GST. As you have made no claim this year, your cumulative bonus "
         "will go up from ₹1,00,000 to ₹1,50,000, giving you total cover of ₹6,50,000 next year.", H2,
         [S("due for renewal on 22-05-2026"), S("renewal premium is ₹18,640 including GST"),
          S("you have made no claim this year"), S("from ₹1,00,000 to ₹1,50,000"), S("total cover of ₹6,50,000")],
         now=NOW2, notes=NT2, includes=["18,640", "22-05-2026"]),
    case(D, "policy-renewal", Q2,
         "Renewal premium: Rs. 18,640 (GST included), payable by 22 May 2026. Since this has been a claim-free year, "
         "a further bonus of Rs. 50,000 (10% of the base sum insured) will be added.", H2,
         [S("Renewal premium: Rs. 18,640 (GST included)"), S("payable by 22 May 2026"), S("claim-free year"),
          S("a further bonus of Rs. 50,000")],
         now=NOW2, notes=NT2, includes=["18,640"]),
    case(D, "policy-renewal", Q2,
         "Dear Sir,\nKindly renew your policy before it expires on 22-05-2026. Although a grace period of 30 days is "
         "available after expiry, any illness that begins during that period will not be covered.\nRegards,\n"
         "ArogyaShield Customer Care", H2,
         [S("before it expires on 22-05-2026"), S("grace period of 30 days"),
          S("any illness that begins during that period will not be covered")],
         now=NOW2, notes=NT2, includes=["30 days"]),
    case(D, "policy-renewal", Q2,
         "Your policy HLT/3307/114560 is due for renewal on 22-05-2026, and the renewal premium is ₹17,215 including "
         "GST. Your bonus will rise to ₹1,50,000 as you have had no claims this year.", H2,
         [S("due for renewal on 22-05-2026"), C("renewal premium is ₹17,215", "AMOUNT_MISMATCH"),
          S("bonus will rise to ₹1,50,000")],
         errors=["stale_value"], now=NOW2, notes=NT2 + " 17,215 is the superseded quote RQ-71540.",
         excludes=["₹17,215"]),
    case(D, "policy-renewal", Q2,
         "The renewal premium is ₹18,640. Since you made no claim, your bonus will increase by 10%, to ₹1,10,000. "
         "Even if you renew a few days late, you stay fully covered during the 30-day grace period.", H2,
         [S("The renewal premium is ₹18,640"), C("to ₹1,10,000", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
          C("you stay fully covered during the 30-day grace period", *POL_C)],
         errors=["wrong_arithmetic", "wrong_policy_condition"], now=NOW2,
         notes=NT2 + " 10% is of the base sum insured (Rs 50,000), so 1,50,000; illnesses in grace period not covered.",
         excludes=["₹1,10,000", "stay fully covered during the 30-day grace"]),
    # H3
    case(D, "claim-docs-pending", Q3,
         "I understand your concern. Your reimbursement claim CLM-HI-2026-051190 for ₹42,380.50 has not been settled "
         "yet because two documents are pending: the original discharge summary and the pharmacy bills along with "
         "the prescription. We raised this query on 17 April. Once we receive them, the claim will be settled "
         "within 30 days.", H3,
         [N("I understand your concern."), S("for ₹42,380.50 has not been settled yet"),
          S("the original discharge summary and the pharmacy bills"), S("We raised this query on 17 April"),
          S("settled within 30 days")],
         now=NOW3, notes=NT3, includes=["42,380.50", "30 days"]),
    case(D, "claim-docs-pending", Q3,
         "Claim CLM-HI-2026-051190 is on hold for documents (query dated 17-04-2026). Please upload the original "
         "discharge summary and the pharmacy bills with prescriptions in the app by 2 May, that is within 15 days "
         "of our query, so that the claim is not closed.", H3,
         [S("is on hold for documents"), S("query dated 17-04-2026"), S("upload the original discharge summary"),
          S("by 2 May, that is within 15 days of our query")],
         now=NOW3, notes=NT3, includes=["2 May"]),
    case(D, "claim-docs-pending", Q3,
         "Thank you for following up. Your claim has already been settled for ₹12,650, and the amount should be in "
         "your bank account.", H3,
         [N("Thank you for following up."),
          C("already been settled for ₹12,650", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH")],
         errors=["other_record_value"], now=NOW3, notes=NT3 + " The settled Rs 12,650 is the December 2025 claim.",
         excludes=["settled for ₹12,650"]),
    case(D, "claim-docs-pending", Q3,
         "Your claim CLM-HI-2026-051190 was waiting for the discharge summary and pharmacy bills. I have approved "
         "the settlement of ₹42,380.50, and it will be credited to your account shortly.", H3,
         [S("waiting for the discharge summary and pharmacy bills"),
          C("I have approved the settlement of ₹42,380.50", "NOT_EXECUTED")],
         errors=["refused_call_effect"], now=NOW3, notes=NT3, excludes=["I have approved the settlement"]),
    # H4
    case(D, "cataract-waiting", Q4,
         "Thank you for writing in. Cataract is a specified illness under your policy, which is covered only after "
         "24 months of continuous cover. As your policy started on 01-11-2025, cataract surgery will be covered from "
         "1 November 2027, so surgery next month would not be covered.", H4,
         [N("Thank you for writing in."), S("Cataract is a specified illness"), S("only after 24 months of continuous cover"),
          S("started on 01-11-2025"), S("covered from 1 November 2027"), S("surgery next month would not be covered")],
         now=NOW4, notes=NT4, includes=["24 months", "1 November 2027"]),
    case(D, "cataract-waiting", Q4,
         "Unfortunately not yet: cataract has a two-year waiting period, and your cover began in November 2025. "
         "Accidents, by contrast, are covered from day one.", H4,
         [S("cataract has a two-year waiting period"), S("your cover began in November 2025"),
          S("Accidents, by contrast, are covered from day one")],
         now=NOW4, notes=NT4, includes=["two-year"]),
    case(D, "cataract-waiting", Q4,
         "Your policy began on 01-11-2025. Since the initial 30-day waiting period is over, cataract surgery next "
         "month will be covered.", H4,
         [S("Your policy began on 01-11-2025"), S("initial 30-day waiting period is over"),
          C("cataract surgery next month will be covered", "NLI_CONTRADICTION", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
         errors=["condition_unmet"], now=NOW4, notes=NT4, excludes=["next month will be covered"]),
]

REPAIRS = [
    case(D, "cashless-partial", Q1,
         "₹1,42,000 has been approved. ₹28,000 was deducted because the room exceeded your room-rent limit of "
         "₹10,000 per day.", H1,
         [S("₹1,42,000 has been approved"), S("₹28,000 was deducted"), C("limit of ₹10,000 per day", *POL_C)],
         errors=["wrong_value"], notes=NT1, excludes=["₹10,000 per day"],
         includes=["5,000|5000", "1,42,000"], repair=True),
    case(D, "policy-renewal", Q2,
         "Your policy HLT/3307/114560 expires on 23-05-2026, and the renewal premium is ₹18,640 including GST.", H2,
         [C("expires on 23-05-2026", "DATE_MISMATCH"), S("renewal premium is ₹18,640")],
         errors=["wrong_date"], now=NOW2, notes=NT2, excludes=["23-05-2026"],
         includes=["22-05-2026|22 May", "18,640"], repair=True),
    case(D, "claim-docs-pending", Q3,
         "Your claim CLM-HI-2026-051190 for ₹42,830.50 is waiting for the original discharge summary and the "
         "pharmacy bills.", H3,
         [C("for ₹42,830.50", "AMOUNT_MISMATCH"), S("waiting for the original discharge summary")],
         errors=["wrong_amount"], now=NOW3, notes=NT3, excludes=["42,830.50"],
         includes=["42,380.50|42380.50", "discharge summary"], repair=True),
    case(D, "cataract-waiting", Q4,
         "Cataract surgery is covered only after 12 months of continuous cover, and your policy began on "
         "01-11-2025.", H4,
         [C("after 12 months of continuous cover", *POL_C), S("your policy began on 01-11-2025")],
         errors=["wrong_period"], now=NOW4, notes=NT4, excludes=["12 months"],
         includes=["24 months|two years|2 years|1 November 2027|01-11-2027", "01-11-2025"], repair=True),
]
