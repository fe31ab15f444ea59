from write_cases import S, N, C, I, CI, case

DOMAIN = "pet insurance"
SCENARIO = "pet-awaiting-documents"
QUESTION = "What's holding up Juno's claim? The vet says they've already sent you the invoice."
NOW = "2026-06-02T13:25:00+01:00"
EVIDENCE = [
    {"id": "get_policy#PET-4471550", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "PET-4471550", "product": "LIFETIME_10000", "status": "IN_FORCE",
                           "holder": {"name": "Sam Okonjo"},
                           "pet": {"name": "Juno", "species": "DOG", "breed": "Labrador Retriever"},
                           "vet": {"current_practice": "Kestrel Veterinary Hospital",
                                   "previous_practice": "Harbourside Vets"},
                           "cover": ["VET_FEES", "THIRD_PARTY_LIABILITY", "COMPLEMENTARY_THERAPY"],
                           "excess": {"fixed_minor": 15000}}}},
    {"id": "get_claim#PVC-61902", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "PVC-61902", "state": "AWAITING_DOCUMENTS",
                          "condition": "Swallowed foreign body (gastrotomy)", "invoice_total_minor": 218975,
                          "direct_settlement": {"requested": True, "requested_by": "Kestrel Veterinary Hospital"}, "documents_requested_on": "2026-05-20",
                          "respond_by": "2026-06-19"},
                "documents_required": [
                    {"code": "ITEMISED_INVOICE", "status": "RECEIVED", "received_on": "2026-05-18",
                     "from": "Kestrel Veterinary Hospital"},
                    {"code": "CLINICAL_HISTORY", "status": "OUTSTANDING",
                     "detail": "full clinical history for the last 12 months", "from": "Harbourside Vets"},
                    {"code": "CLAIM_FORM_SIGNATURE", "status": "OUTSTANDING", "from": "POLICYHOLDER"}],
                "payments": []}},
    {"id": "pet-policy#claims-process", "kind": "policy", "revision": "P-2025.2",
     "text": ("Your vet can claim from us directly if you ask them to. If we ask for documents and do not receive "
              "them within 30 days of our request, we will close the claim; you can reopen it within 12 months by "
              "sending what is missing. We aim to assess a claim within 10 working days of receiving all the "
              "documents we need.")},
]

CASES = [
    case("", "Hi Sam, thanks for chasing this up. You're right, we have Juno's itemised invoice. Claim PVC-61902 "
             "is now waiting on two things: the full clinical history for the last 12 months from Harbourside "
             "Vets, your previous practice, and your signature on the claim form. Once we have everything, we aim "
             "to assess the claim within 10 working days.",
         [N("thanks for chasing this up"), S("we have Juno's itemised invoice"),
          S("PVC-61902 is now waiting on two things"), S("the last 12 months from Harbourside Vets"),
          S("your signature on the claim form"), S("within 10 working days")],
         includes=["Harbourside Vets", "10 working days"],
         notes="documents_required: invoice RECEIVED, CLINICAL_HISTORY and CLAIM_FORM_SIGNATURE OUTSTANDING; "
               "policy 10 working days."),
    case("bullets", "Here's what we still need for Juno's claim, ideally by Friday 19 June:\n"
                    "- Clinical history for the past 12 months (from Harbourside Vets)\n"
                    "- Your signed claim form\n"
                    "If these don't reach us within 30 days of our request, the claim will be closed, though you "
                    "can reopen it within 12 months by sending what's missing.",
         [S("by Friday 19 June"), S("Clinical history for the past 12 months (from Harbourside Vets)"),
          S("Your signed claim form"), S("within 30 days of our request, the claim will be closed"),
          S("reopen it within 12 months")],
         includes=["19 June"],
         notes="respond_by 2026-06-19 (a Friday), 30 days after documents_requested_on 2026-05-20."),
    case("amount", "The claim is for £2,189.75, and Kestrel Veterinary Hospital has asked to be paid by us "
                   "directly; the only hold-up is the clinical history and your signature.",
         [S("The claim is for £2,189.75"), S("has asked to be paid by us directly"),
          S("the only hold-up is the clinical history and your signature")],
         includes=["£2,189.75"],
         notes="invoice_total_minor 218975; direct_settlement.requested_by Kestrel Veterinary Hospital; two documents outstanding."),
    case("state-practice", "Hi Sam, thanks for chasing this up. We have Juno's itemised invoice, and claim "
                           "PVC-61902 is now being assessed. We'll just need the last 12 months of clinical "
                           "history from Kestrel Veterinary Hospital.",
         [N("thanks for chasing this up"), S("We have Juno's itemised invoice"),
          C("PVC-61902 is now being assessed", "RECORD_STATE_MISMATCH"),
          C("clinical history from Kestrel Veterinary Hospital", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH")],
         errors=["wrong_state", "wrong_name"],
         excludes=["is now being assessed", "history from Kestrel Veterinary Hospital"],
         includes=["itemised invoice"],
         notes="state AWAITING_DOCUMENTS; CLINICAL_HISTORY is due from Harbourside Vets (previous practice); "
               "Kestrel sent the invoice."),
    case("dates", "Thanks, Sam. We received the itemised invoice on 18 May, so we just need the clinical history "
                  "from Harbourside Vets and your signed claim form, please by this Friday, 5 June. After that we "
                  "aim to assess the claim within 5 working days.",
         [N("Thanks, Sam"), S("received the itemised invoice on 18 May"),
          S("the clinical history from Harbourside Vets and your signed claim form"),
          C("by this Friday, 5 June", "DATE_MISMATCH"),
          C("within 5 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["wrong_date", "wrong_period"],
         excludes=["this Friday, 5 June", "within 5 working days"],
         includes=["18 May", "Harbourside Vets"],
         notes="respond_by 2026-06-19; policy says 10 working days."),
]

REPAIR = [
    case("", "Hi Sam, thanks for your patience. We've received the itemised invoice for claim PVC-61902, so "
             "we're now only waiting on the clinical history from Harbourside Vets. Please get it to us by 19 "
             "June 2026.",
         [N("thanks for your patience"), S("received the itemised invoice for claim PVC-61902"),
          C("only waiting on the clinical history from Harbourside Vets", "VALUE_MISMATCH",
            "RECORD_STATE_MISMATCH"),
          S("by 19 June 2026")],
         errors=["wrong_quantity"], excludes=["only waiting on the clinical history"],
         includes=["sign|signature|signed", "19 June 2026|19/06/2026", "Harbourside Vets"],
         notes="CLAIM_FORM_SIGNATURE is also OUTSTANDING: two documents are missing, not one."),
]
