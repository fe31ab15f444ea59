from write_cases import S, N, C, I, CI, case

DOMAIN = "phone insurance"
SCENARIO = "phone-replacement-dispatched"
QUESTION = "Has my replacement phone been sent yet? Is it the same one I had?"
NOW = "2026-11-18T16:30:00+00:00"
EVIDENCE = [
    {"id": "get_policy#GAD-6188420", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "GAD-6188420", "product": "PHONE_PREMIUM", "status": "IN_FORCE",
                           "holder": {"name": "Siobhan Keane"},
                           "device": {"make": "Pixelon", "model": "8", "storage_gb": 128, "colour": "Sage"},
                           "cover": ["ACCIDENTAL_DAMAGE", "LOSS", "THEFT", "BREAKDOWN"],
                           "excess": {"damage_minor": 7500, "loss_theft_minor": 12500}}}},
    {"id": "get_claim#PH-2026-1109-7714", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "PH-2026-1109-7714", "type": "THEFT", "state": "SETTLED",
                          "police_reference": "NPT-26-114920",
                          "fulfilment": {"type": "REPLACEMENT", "condition": "REFURBISHED_GRADE_A",
                                         "model": "Pixelon 8", "storage_gb": 128, "colour": "Graphite",
                                         "dispatched_on": "2026-11-18", "carrier": "Parcelwise",
                                         "tracking": "PW-5580-2291-47", "expected_delivery": "2026-11-19"}},
                "payments": [{"payment_id": "XP-90413", "type": "EXCESS", "direction": "INBOUND",
                              "amount_minor": 12500, "currency": "GBP", "status": "PAID",
                              "paid_on": "2026-11-16"}]}},
    {"id": "gadget-policy#replacement", "kind": "policy", "revision": "G-2026.2",
     "text": ("We replace your device with the same model, or one of the same specification if it isn't available. "
              "Replacements may be refurbished to an as-new standard and may be a different colour. Accessories are "
              "not replaced unless they were lost or stolen with the phone and your schedule includes accessory "
              "cover.")},
]

CASES = [
    case("", "Hi Siobhan, good news: your replacement phone was dispatched today with Parcelwise (tracking "
             "PW-5580-2291-47) and should arrive tomorrow. It's a Grade A refurbished Pixelon 8 with 128GB, in "
             "Graphite rather than Sage, as replacements can come in a different colour. We received your £125 "
             "excess on 16 November, so there's nothing more to pay.",
         [S("your replacement phone was dispatched today with Parcelwise"), S("(tracking PW-5580-2291-47)"),
          S("should arrive tomorrow"), S("Grade A refurbished Pixelon 8 with 128GB"),
          S("in Graphite rather than Sage"), S("replacements can come in a different colour"),
          S("received your £125 excess on 16 November"), S("nothing more to pay")],
         includes=["PW-5580-2291-47", "Graphite"],
         notes="fulfilment dispatched_on 2026-11-18 (today), expected_delivery 2026-11-19; condition "
               "REFURBISHED_GRADE_A, colour Graphite vs device Sage; excess 12500 PAID 2026-11-16."),
    case("short", "Tracking number PW-5580-2291-47 with Parcelwise; expected delivery Thursday 19/11/2026.",
         [S("Tracking number PW-5580-2291-47 with Parcelwise"), S("expected delivery Thursday 19/11/2026")],
         includes=["PW-5580-2291-47"],
         notes="fulfilment.tracking, carrier, expected_delivery (a Thursday)."),
    case("new-tracking", "Hi Siobhan, your replacement has been sent and should arrive tomorrow. It's a brand-new "
                         "Pixelon 8 with 128GB, and your tracking number is NPT-26-114920.",
         [S("your replacement has been sent"), S("should arrive tomorrow"),
          C("It's a brand-new Pixelon 8", "VALUE_MISMATCH"), S("with 128GB"),
          C("your tracking number is NPT-26-114920", "IDENTIFIER_MISMATCH")],
         errors=["wrong_value", "wrong_role"],
         excludes=["brand-new", "tracking number is NPT-26-114920"],
         includes=["tomorrow"],
         notes="condition REFURBISHED_GRADE_A; NPT-26-114920 is the police_reference, tracking is PW-5580-2291-47."),
]

REPAIR = [
    case("", "Hi Siobhan, your replacement Pixelon 8 (128GB, Grade A refurbished) went out today with Parcelwise "
             "and should arrive tomorrow. It's in Sage, the same colour as your old phone.",
         [S("Grade A refurbished"), S("went out today with Parcelwise"), S("should arrive tomorrow"),
          C("It's in Sage, the same colour as your old phone", "VALUE_MISMATCH")],
         errors=["wrong_value"], excludes=["It's in Sage"],
         includes=["Graphite", "Parcelwise"],
         notes="fulfilment.colour is Graphite; Sage is the original device's colour."),
]
