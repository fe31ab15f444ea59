from write_cases import S, N, C, I, CI, case

DOMAIN = "travel insurance"
SCENARIO = "travel-medical-abroad"
QUESTION = ("Can you confirm what's been paid for my appendix operation in Tenerife, and what I got back for the "
            "things I paid for myself?")
EVIDENCE = [
    {"id": "get_policy#TRV-3094471", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "TRV-3094471", "product": "ANNUAL_MULTI_TRIP_WORLDWIDE", "status": "IN_FORCE",
                           "holder": {"name": "Elaine Murdoch"},
                           "cover": ["CANCELLATION", "EMERGENCY_MEDICAL", "REPATRIATION", "BAGGAGE"],
                           "limits": {"emergency_medical_minor": 1000000000},
                           "excess": {"emergency_medical_minor": 10000}}}},
    {"id": "get_claim#MED-2026-077310", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "MED-2026-077310", "type": "EMERGENCY_MEDICAL", "state": "SETTLED",
                          "diagnosis": "Acute appendicitis", "location": "Santa Cruz de Tenerife, Spain",
                          "admitted_on": "2026-02-11", "discharged_on": "2026-02-15",
                          "hospital_invoice": {"provider": "Hospital Clínico San Roque", "currency": "EUR",
                                               "amount_minor": 565000, "status": "SETTLED_IN_FULL", "balance_minor": 0},
                          "out_of_pocket": {"items": ["PHARMACY", "TAXI"], "amount_gbp_minor": 41260}},
                "payments": [
                    {"payment_id": "MP-11802", "payee_type": "MEDICAL_PROVIDER",
                     "payee_name": "Hospital Clínico San Roque", "amount_minor": 482055, "currency": "GBP",
                     "status": "PAID", "paid_on": "2026-02-19"},
                    {"payment_id": "MP-11977", "payee_type": "POLICYHOLDER", "amount_minor": 31260,
                     "currency": "GBP", "status": "PAID", "paid_on": "2026-03-03",
                     "excess_deducted_minor": 10000}]}},
    {"id": "travel-policy#medical", "kind": "policy", "revision": "T-2026.1",
     "text": ("Emergency medical expenses are covered up to £10 million. Please call our 24-hour assistance line "
              "before you are admitted to hospital, unless it is an emergency. Where we can, we pay the hospital "
              "directly. Costs you pay yourself are reimbursed in pounds at the exchange rate on the date you paid "
              "them, less the £100 excess.")},
]

CASES = [
    case("", "Hi Elaine, I hope you're feeling much better after the operation. Claim MED-2026-077310 has been "
             "settled. We paid Hospital Clínico San Roque £4,820.55 directly, so there's nothing for you to pay "
             "them. For the pharmacy and taxi costs you paid yourself (£412.60), we reimbursed you £312.60 after "
             "the £100 excess, on 03/03/2026. Altogether we've paid £5,133.15 on this claim.",
         [N("I hope you're feeling much better"), S("MED-2026-077310 has been settled"),
          S("We paid Hospital Clínico San Roque £4,820.55 directly"), S("nothing for you to pay them"),
          S("pharmacy and taxi costs you paid yourself (£412.60)"), S("we reimbursed you £312.60"),
          S("after the £100 excess, on 03/03/2026"), S("Altogether we've paid £5,133.15")],
         includes=["£312.60", "£4,820.55"],
         notes="payments: 482055 to MEDICAL_PROVIDER, 31260 to POLICYHOLDER on 2026-03-03 with 10000 excess "
               "deducted; 482055 + 31260 = 513315."),
    case("eur", "The hospital's bill was €5,650.00, which we settled with them directly for £4,820.55 on 19 "
                "February 2026, a few days after you were discharged on the 15th.",
         [S("The hospital's bill was €5,650.00"), S("settled with them directly for £4,820.55"),
          S("on 19 February 2026"), S("discharged on the 15th")],
         includes=["€5,650.00", "£4,820.55"],
         notes="hospital_invoice EUR 565000; payment MP-11802 482055 GBP on 2026-02-19; discharged 2026-02-15."),
    case("bullets", "Here's everything paid on claim MED-2026-077310:\n"
                    "- To the hospital: £4,820.55 (19/02/2026)\n"
                    "- To you: £312.60 (03/03/2026), which is your £412.60 less the £100 excess\n"
                    "Everything on this claim is now settled.",
         [N("Here's everything paid on claim MED-2026-077310"), S("To the hospital: £4,820.55 (19/02/2026)"),
          S("To you: £312.60 (03/03/2026)"), S("your £412.60 less the £100 excess"),
          S("Everything on this claim is now settled")],
         includes=["£312.60"],
         notes="payments list and claim.state SETTLED."),
    case("payee", "Hi Elaine, I hope you're feeling much better. Claim MED-2026-077310 has been settled. We "
                  "reimbursed you £4,820.55 for the hospital bill, and £312.60 for your pharmacy and taxi costs "
                  "after the £100 excess.",
         [N("I hope you're feeling much better"), S("MED-2026-077310 has been settled"),
          C("We reimbursed you £4,820.55 for the hospital bill", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
          S("£312.60 for your pharmacy and taxi costs"), S("after the £100 excess")],
         errors=["wrong_role"], excludes=["reimbursed you £4,820.55"], includes=["£312.60"],
         notes="payment 482055 went to MEDICAL_PROVIDER Hospital Clínico San Roque, not the policyholder."),
    case("currency-total", "Claim MED-2026-077310 is settled: the hospital was paid £5,650.00 directly and you "
                           "received £312.60, so the total paid on your claim is £5,233.15.",
         [S("MED-2026-077310 is settled"), C("the hospital was paid £5,650.00", "AMOUNT_MISMATCH"),
          S("you received £312.60"), C("total paid on your claim is £5,233.15", "AMOUNT_MISMATCH")],
         errors=["unit_conversion", "wrong_arithmetic"],
         excludes=["£5,650.00", "£5,233.15"],
         includes=["£312.60"],
         notes="€5,650.00 was the invoice in EUR; the GBP payment was 482055; total 482055 + 31260 = 513315."),
]

REPAIR = [
    case("", "Hi Elaine, I'm glad you're home and recovering. We paid Hospital Clínico San Roque £4,820.55 "
             "directly, and for the £412.60 you paid yourself we reimbursed you £412.60 on 3 March 2026.",
         [N("I'm glad you're home and recovering"), S("We paid Hospital Clínico San Roque £4,820.55 directly"),
          S("for the £412.60 you paid yourself"),
          C("we reimbursed you £412.60 on 3 March 2026", "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic"], excludes=["reimbursed you £412.60"],
         includes=["£312.60|312.60", "£4,820.55", "3 March 2026|03/03/2026"],
         notes="payment MP-11977 is 31260 after 10000 excess deducted from 41260."),
]
