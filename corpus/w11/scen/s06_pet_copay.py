from write_cases import S, N, C, I, CI, case

DOMAIN = "pet insurance"
SCENARIO = "pet-copay-settlement"
QUESTION = ("You paid me £912.80 for Biscuit's knee surgery but the vet bill was £1,240. Why is it less, and how "
            "much of his vet fee cover is left this year?")
EVIDENCE = [
    {"id": "get_policy#PET-3318402", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "PET-3318402", "product": "ANNUAL_VET_FEES_7000", "status": "IN_FORCE",
                           "holder": {"name": "Jo Whitfield"},
                           "pet": {"name": "Biscuit", "species": "DOG", "breed": "Cocker Spaniel",
                                   "date_of_birth": "2017-02-10"},
                           "policy_year": {"start": "2025-08-01", "end": "2026-07-31", "renewal_date": "2026-08-01"},
                           "cover": ["VET_FEES", "THIRD_PARTY_LIABILITY", "BOARDING_FEES"],
                           "limits": {"vet_fees_annual_minor": 700000, "vet_fees_used_minor": 122820,
                                      "third_party_liability_minor": 200000000},
                           "excess": {"fixed_minor": 9900, "co_payment": {"percent": 20,
                                                                         "applies_from_age_years": 8}}}}},
    {"id": "get_claim#PVC-55120", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "PVC-55120", "state": "SETTLED", "condition": "Cruciate ligament rupture (left hind)",
                          "vet_practice": "Elmgrove Veterinary Centre", "treatment_dates": ["2026-02-03", "2026-02-05"],
                          "breakdown": {"invoice_total_minor": 124000, "fixed_excess_minor": 9900,
                                        "co_payment_minor": 22820, "settled_minor": 91280}},
                "payments": [{"payment_id": "PP-7781", "payee_type": "POLICYHOLDER", "method": "BACS",
                              "amount_minor": 91280, "currency": "GBP", "status": "PAID",
                              "paid_on": "2026-02-27"}]}},
    {"id": "get_claim#PVC-51877", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "PVC-51877", "state": "SETTLED", "condition": "Otitis externa",
                          "vet_practice": "Elmgrove Veterinary Centre",
                          "breakdown": {"invoice_total_minor": 49325, "fixed_excess_minor": 9900,
                                        "co_payment_minor": 7885, "settled_minor": 31540}},
                "payments": [{"payment_id": "PP-6620", "payee_type": "VET_PRACTICE", "method": "BACS",
                              "amount_minor": 31540, "currency": "GBP", "status": "PAID",
                              "paid_on": "2025-11-14"}]}},
    {"id": "pet-policy#excess-copay", "kind": "policy", "revision": "P-2025.2",
     "text": ("Vet fees are covered up to £7,000 in each policy year, and the limit resets when your policy "
              "renews. We take the fixed excess off each claim first. If your pet was aged 8 or older at the start "
              "of the policy year, you also pay a co-payment of 20% of the cost that remains after the excess. "
              "We pay you by bank transfer unless your vet has agreed to claim from us directly.")},
]

CASES = [
    case("", "Hi Jo, I hope Biscuit is recovering well after his surgery. Here's how the £912.80 was worked out: "
             "the bill was £1,240.00 and we took off the £99 excess, which left £1,141.00. As Biscuit was 8 or "
             "older when this policy year started, a 20% co-payment of £228.20 applies, leaving £912.80. We paid "
             "that to you by bank transfer on 27/02/2026. You've now used £1,228.20 of your £7,000 vet fee limit, "
             "so £5,771.80 remains until it resets on 1 August 2026.",
         [N("I hope Biscuit is recovering well"), S("the bill was £1,240.00"), S("took off the £99 excess"),
          S("which left £1,141.00"), S("Biscuit was 8 or older when this policy year started"),
          S("20% co-payment of £228.20"), S("leaving £912.80"), S("by bank transfer on 27/02/2026"),
          S("used £1,228.20 of your £7,000 vet fee limit"), S("£5,771.80 remains"),
          S("resets on 1 August 2026")],
         includes=["£228.20", "£5,771.80"],
         notes="breakdown 124000-9900=114100, 20% = 22820, settled 91280; payee POLICYHOLDER BACS 2026-02-27; "
               "used 122820 of 700000 leaves 577180; DOB 2017-02-10 so aged 8 at 2025-08-01."),
    case("bullets", "Sorry for the confusion, the breakdown for claim PVC-55120 is:\n"
                    "• Vet invoice: £1,240.00\n• Less fixed excess: £99.00\n"
                    "• Less 20% co-payment: £228.20\n• Paid to you: £912.80\n"
                    "Your remaining vet fee cover for this policy year is £5,771.80.",
         [N("Sorry for the confusion"), S("Vet invoice: £1,240.00"), S("Less fixed excess: £99.00"),
          S("Less 20% co-payment: £228.20"), S("Paid to you: £912.80"),
          S("remaining vet fee cover for this policy year is £5,771.80")],
         includes=["£912.80", "£5,771.80"],
         notes="claim.breakdown fields; limits 700000 - 122820."),
    case("passive", "The claim was settled at £912.80 once the £99 excess and the 20% co-payment had been "
                    "deducted; the co-payment applies because Biscuit was at least eight at the start of the "
                    "policy year.",
         [S("settled at £912.80"), S("the £99 excess and the 20% co-payment had been deducted"),
          S("the co-payment applies because Biscuit was at least eight")],
         includes=["£912.80"],
         notes="state SETTLED, settled_minor 91280; policy co-payment from age 8."),
    case("copay-on-bill", "Hi Jo, I hope Biscuit is recovering well. The bill was £1,240.00, and as Biscuit was 8 "
                          "or older when the policy year began, a 20% co-payment applies, which came to £248.00. "
                          "After that and the £99 excess, we paid you £912.80 on 27/02/2026.",
         [N("I hope Biscuit is recovering well"), S("The bill was £1,240.00"),
          S("Biscuit was 8 or older when the policy year began"),
          C("which came to £248.00", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
          S("the £99 excess"), S("we paid you £912.80 on 27/02/2026")],
         errors=["wrong_arithmetic"], excludes=["£248.00"], includes=["£912.80"],
         notes="co_payment_minor 22820: 20% of the cost after the excess (114100), not of the whole bill."),
    case("payee-date", "Thanks for asking, Jo. After the £99 excess and the 20% co-payment, the claim for "
                       "Biscuit's knee was settled at £912.80. We paid this straight to Elmgrove Veterinary Centre "
                       "on 14/11/2025.",
         [N("Thanks for asking"), S("After the £99 excess and the 20% co-payment"), S("settled at £912.80"),
          C("straight to Elmgrove Veterinary Centre", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
          C("on 14/11/2025", "DATE_MISMATCH")],
         errors=["wrong_role", "other_record_value"],
         excludes=["straight to Elmgrove Veterinary Centre", "14/11/2025"],
         includes=["£912.80"],
         notes="PVC-55120 payment is to POLICYHOLDER on 2026-02-27; the vet payment on 2025-11-14 belongs to "
               "the ear claim PVC-51877."),
]

REPAIR = [
    case("", "Hi Jo, the £912.80 is the £1,240.00 bill less the £99 excess and a 20% co-payment of £228.20, "
             "which applies because Biscuit was 8 or older at the start of the policy year. After this claim, "
             "£6,087.20 of your £7,000 vet fee limit remains for this policy year.",
         [S("the £1,240.00 bill"), S("less the £99 excess"), S("20% co-payment of £228.20"),
          S("Biscuit was 8 or older at the start of the policy year"),
          C("£6,087.20 of your £7,000 vet fee limit remains", "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic"], excludes=["£6,087.20"],
         includes=["£5,771.80|5,771.80|5771.80", "£228.20", "£912.80"],
         notes="vet_fees_used_minor 122820 includes the earlier claim PVC-51877 (31540); 700000-122820=577180."),
]
