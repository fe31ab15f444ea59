from write_cases import S, N, C, I, CI, case

DOMAIN = "pet insurance"
SCENARIO = "pet-time-limited"
QUESTION = ("I've just sent in another claim for Pepper's epilepsy medication. How much is left for his epilepsy, "
            "and how long will it stay covered?")
NOW = "2026-04-14T09:50:00+01:00"
EVIDENCE = [
    {"id": "get_policy#PET-1187630", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "PET-1187630", "product": "TIME_LIMITED_3000", "status": "IN_FORCE",
                           "holder": {"name": "Rhiannon Ellis"},
                           "pet": {"name": "Pepper", "species": "DOG", "breed": "Border Collie"},
                           "cover": ["VET_FEES", "THIRD_PARTY_LIABILITY"],
                           "limits": {"per_condition_minor": 300000, "per_condition_period": "P12M"},
                           "excess": {"per_claim_minor": 8000}}}},
    {"id": "get_condition_ledger#PET-1187630", "kind": "record", "source": "tool:get_condition_ledger",
     "fields": {"conditions": [
         {"condition": "Idiopathic epilepsy", "first_treatment_date": "2025-10-06", "cover_ends_on": "2026-10-05",
          "limit_minor": 300000, "paid_minor": 177080,
          "claims": [{"reference": "PVC-57001", "state": "SETTLED", "paid_minor": 64250},
                     {"reference": "PVC-59420", "state": "SETTLED", "paid_minor": 112830}]},
         {"condition": "Atopic dermatitis", "first_treatment_date": "2025-06-19", "cover_ends_on": "2026-06-18",
          "limit_minor": 300000, "paid_minor": 21500,
          "claims": [{"reference": "PVC-55902", "state": "SETTLED", "paid_minor": 21500}]}]}},
    {"id": "get_claim#PVC-62277", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "PVC-62277", "state": "UNDER_ASSESSMENT", "condition": "Idiopathic epilepsy",
                          "invoice_total_minor": 48900, "received_on": "2026-04-11"},
                "payments": []}},
    {"id": "pet-policy#time-limited", "kind": "policy", "revision": "TL-2024.1",
     "text": ("An excess of £80 applies to each claim. Each condition is covered for 12 months from the date it was "
              "first treated, up to the per-condition limit of £3,000, whichever comes first. After that the "
              "condition is no longer covered, even if you renew your policy. Different conditions each have their "
              "own 12-month period and limit.")},
]

CASES = [
    case("", "Hi Rhiannon, I'm glad Pepper's seizures are being managed. For his epilepsy we've paid £642.50 and "
             "£1,128.30 so far, so £1,229.20 of the £3,000 condition limit remains. Cover for the condition runs for "
             "12 months from his first treatment on 6 October 2025, which means it ends on 5 October 2026, or "
             "sooner if the limit is used up. Your latest claim, PVC-62277 for £489.00, is being assessed now.",
         [N("I'm glad Pepper's seizures are being managed"), S("we've paid £642.50 and £1,128.30 so far"),
          S("£1,229.20 of the £3,000 condition limit remains"), S("first treatment on 6 October 2025"),
          S("it ends on 5 October 2026"), S("or sooner if the limit is used up"),
          S("PVC-62277 for £489.00, is being assessed now")],
         includes=["£1,229.20", "5 October 2026"],
         notes="ledger epilepsy claims 64250 + 112830 = 177080; 300000 - 177080 = 122920; cover_ends_on "
               "2026-10-05; PVC-62277 UNDER_ASSESSMENT, invoice 48900."),
    case("projection", "Claim PVC-62277 is still under assessment. If it's approved in full, the £80 excess comes "
                       "off first, so we'd pay £409.00, and that would leave £820.20 of Pepper's epilepsy limit.",
         [S("PVC-62277 is still under assessment"), S("the £80 excess comes off first"),
          S("we'd pay £409.00"), S("would leave £820.20")],
         includes=["£409.00", "£820.20"],
         notes="48900 - 8000 = 40900; 122920 - 40900 = 82020; per_claim excess 8000."),
    case("passive", "Epilepsy cover remaining: £1,229.20, available until 05/10/2026. The skin condition is "
                    "tracked separately and has its own limit.",
         [S("Epilepsy cover remaining: £1,229.20"), S("available until 05/10/2026"),
          S("The skin condition is tracked separately and has its own limit")],
         includes=["£1,229.20", "05/10/2026"],
         notes="ledger; policy: different conditions each have their own period and limit."),
    case("skipped-payment", "Hi Rhiannon, I'm glad Pepper's seizures are being managed. For his epilepsy we've "
                            "paid £1,128.30 so far, so £1,871.70 of the £3,000 condition limit remains. Cover for "
                            "the condition ends on 5 October 2026.",
         [N("I'm glad Pepper's seizures"), C("we've paid £1,128.30 so far", "AMOUNT_MISMATCH"),
          C("£1,871.70 of the £3,000 condition limit remains", "AMOUNT_MISMATCH"),
          S("ends on 5 October 2026")],
         errors=["wrong_arithmetic", "wrong_arithmetic"],
         excludes=["paid £1,128.30 so far", "£1,871.70"],
         includes=["5 October 2026"],
         notes="paid_minor is 177080 across PVC-57001 and PVC-59420; the draft skipped the £642.50 payment."),
    case("renew-approved", "Good news, Rhiannon: claim PVC-62277 has been approved. Pepper's epilepsy is covered "
                           "for as long as you keep renewing the policy, up to £3,000 a year.",
         [C("PVC-62277 has been approved", "RECORD_STATE_MISMATCH"),
          C("covered for as long as you keep renewing the policy", "NLI_CONTRADICTION"),
          C("up to £3,000 a year", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["wrong_state", "wrong_policy_condition", "wrong_period"],
         excludes=["has been approved", "as long as you keep renewing", "£3,000 a year"],
         includes=[],
         notes="PVC-62277 is UNDER_ASSESSMENT; policy: 12 months from first treatment, not renewed, £3,000 per "
               "condition (not per year)."),
]

REPAIR = [
    case("", "Hi Rhiannon, £1,229.20 of Pepper's £3,000 epilepsy limit remains after the two payments so far. "
             "The condition stays covered until 5 April 2027, and your new claim PVC-62277 is being assessed.",
         [S("£1,229.20 of Pepper's £3,000 epilepsy limit remains"),
          C("covered until 5 April 2027", "DATE_MISMATCH"),
          S("PVC-62277 is being assessed")],
         errors=["wrong_date"], excludes=["5 April 2027"],
         includes=["5 October 2026|05/10/2026|5th October 2026", "£1,229.20"],
         notes="cover_ends_on 2026-10-05, 12 months from first treatment 2025-10-06."),
]
