from write_cases import S, N, C, I, CI, case

DOMAIN = "pet insurance"
SCENARIO = "pet-declined-preexisting"
QUESTION = "Why was Mochi's thyroid claim turned down? She's been insured with you since September!"
NOW = "2026-03-16T11:00:00+00:00"
EVIDENCE = [
    {"id": "get_policy#PET-2290117", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "PET-2290117", "product": "LIFETIME_5000", "status": "IN_FORCE",
                           "holder": {"name": "Lauren Adeyemi"},
                           "pet": {"name": "Mochi", "species": "CAT", "breed": "British Shorthair",
                                   "date_of_birth": "2014-05-02"},
                           "inception_date": "2025-09-15",
                           "cover": ["VET_FEES", "THIRD_PARTY_LIABILITY"],
                           "excess": {"fixed_minor": 12000}}}},
    {"id": "get_claim#PVC-60344", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "PVC-60344", "state": "DECLINED", "condition": "Hyperthyroidism",
                          "decline": {"reason_code": "PRE_EXISTING_CONDITION", "decided_on": "2026-03-12",
                                      "evidence": "clinical history entry 2025-07-30: weight loss, increased appetite",
                                      "first_signs_date": "2025-07-30"},
                          "review": {"available": True, "request_by": "2026-04-09"},
                          "invoice_total_minor": 64210},
                "payments": []}},
    {"id": "get_claim#PVC-58810", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "PVC-58810", "state": "SETTLED", "condition": "Cystitis",
                          "invoice_total_minor": 30640},
                "payments": [{"amount_minor": 18640, "payee_type": "POLICYHOLDER", "status": "PAID",
                              "paid_on": "2026-01-22"}]}},
    {"id": "pet-policy#pre-existing", "kind": "policy", "revision": "P-2025.2",
     "text": ("We may ask your vet for your pet's full clinical history before we decide a claim. We don't cover "
              "any condition that showed signs or symptoms, or was diagnosed, before your policy started or in the "
              "first 14 days of cover. If you disagree with a decision, you can ask us to review it within 28 days "
              "of the decision; please send any new information from your vet. If you are still unhappy after our "
              "review, you can refer your complaint to the Financial Ombudsman Service within six months of our "
              "final response.")},
]

CASES = [
    case("", "Hi Lauren, I'm so sorry this isn't the news you were hoping for. Mochi's claim PVC-60344 for "
             "hyperthyroidism was declined because her vet's clinical history records the first signs on 30 July "
             "2025, before her cover started on 15 September 2025, so it counts as a pre-existing condition. If "
             "you disagree, you can ask us to review the decision by 9 April 2026, and it helps to send any new "
             "information from your vet.",
         [N("I'm so sorry this isn't the news"), S("PVC-60344 for hyperthyroidism was declined"),
          S("records the first signs on 30 July 2025"), S("before her cover started on 15 September 2025"),
          S("counts as a pre-existing condition"), S("review the decision by 9 April 2026"),
          S("send any new information from your vet")],
         includes=["9 April 2026", "30 July 2025"],
         notes="decline.reason_code PRE_EXISTING_CONDITION, first_signs_date 2025-07-30, inception 2025-09-15, "
               "review.request_by 2026-04-09; policy asks for new vet information."),
    case("letter", "Dear Ms Adeyemi,\n\nThank you for your message about Mochi. On 12/03/2026 we declined claim "
                   "PVC-60344, as the clinical history shows weight loss and increased appetite before the policy "
                   "began. You have 28 days from that decision to ask for a review. If you are still unhappy after "
                   "our review, you can take your complaint to the Financial Ombudsman Service within six months of "
                   "our final response.\n\nWith best wishes,\nPet Claims Team",
         [N("Dear Ms Adeyemi"), N("Thank you for your message about Mochi"),
          S("On 12/03/2026 we declined claim PVC-60344"), S("weight loss and increased appetite"),
          S("28 days from that decision"), S("Financial Ombudsman Service within six months"),
          N("With best wishes"), N("Pet Claims Team")],
         includes=["28 days", "PVC-60344"],
         notes="decline.decided_on 2026-03-12, decline.evidence; policy review and ombudsman periods."),
    case("oneliner", "Sadly it was declined as pre-existing: the vet notes show symptoms from 30/07/2025, about "
                     "seven weeks before Mochi's policy began on 15/09/2025.",
         [S("declined as pre-existing"), S("symptoms from 30/07/2025"), S("about seven weeks before"),
          S("policy began on 15/09/2025")],
         includes=["30/07/2025"],
         notes="47 days between first_signs_date and inception_date is about seven weeks."),
    case("reason-period", "Hi Lauren, I'm sorry this isn't the news you were hoping for. Mochi's claim PVC-60344 "
                          "was declined because the symptoms started during the 14-day waiting period at the start "
                          "of her cover. You have 14 days from the decision to ask for a review.",
         [N("I'm sorry this isn't the news"), S("PVC-60344 was declined"),
          C("symptoms started during the 14-day waiting period", "VALUE_MISMATCH", "DATE_MISMATCH"),
          C("You have 14 days from the decision", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["wrong_value", "wrong_period"],
         excludes=["during the 14-day waiting period", "14 days from the decision"],
         includes=[],
         notes="first_signs_date 2025-07-30 is before inception, not inside the first 14 days; review window is "
               "28 days (request_by 2026-04-09)."),
    case("deadline-promise", "I'm sorry, Lauren. The thyroid claim was declined as a pre-existing condition, since "
                             "the first signs were noted on 30 July 2025. You can ask for a review until "
                             "12/04/2026, and once we have a letter from your vet we'll overturn the decision.",
         [N("I'm sorry, Lauren"), S("declined as a pre-existing condition"), S("noted on 30 July 2025"),
          C("until 12/04/2026", "DATE_MISMATCH"),
          CI("we'll overturn the decision", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
             "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         errors=["wrong_date", "invented_promise"],
         excludes=["12/04/2026", "we'll overturn the decision"],
         includes=["30 July 2025"],
         notes="review.request_by 2026-04-09; nothing promises the decision will be overturned."),
]

REPAIR = [
    case("", "Hi Lauren, I'm sorry to bring disappointing news. Claim PVC-58810 for Mochi's hyperthyroidism was "
             "declined as a pre-existing condition, as her clinical history shows the first signs on 30 July 2025. "
             "You can ask us to review it by 9 April 2026.",
         [N("I'm sorry to bring disappointing news"),
          C("Claim PVC-58810 for Mochi's hyperthyroidism", "IDENTIFIER_MISMATCH"),
          S("declined as a pre-existing condition"), S("first signs on 30 July 2025"),
          S("review it by 9 April 2026")],
         errors=["other_record_value"], excludes=["PVC-58810"],
         includes=["PVC-60344", "9 April 2026|09/04/2026"],
         notes="PVC-58810 is the settled cystitis claim; the declined thyroid claim is PVC-60344."),
]
