from write_cases import S, N, C, I, CI, case

DOMAIN = "car insurance"
SCENARIO = "car-collision-repair"
QUESTION = ("Someone pulled out on me at a roundabout last Wednesday. When is my car going in for repair, do I get "
            "a car while it's off the road, and what happens to my no claims?")
NOW = "2026-05-11T09:05:00+01:00"
EVIDENCE = [
    {"id": "get_policy#MTR-530087", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "MTR-530087", "product": "COMPREHENSIVE_MOTOR", "status": "IN_FORCE",
                           "holder": {"name": "Gareth Pryce"},
                           "cover": ["THIRD_PARTY", "FIRE", "THEFT", "ACCIDENTAL_DAMAGE", "WINDSCREEN",
                                     "COURTESY_CAR"],
                           "excess": {"currency": "GBP", "compulsory_minor": 20000, "voluntary_minor": 10000},
                           "ncd": {"years": 9, "protected": True}}}},
    {"id": "get_claim#MC-2026-0506-412", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "MC-2026-0506-412", "type": "COLLISION", "state": "REPAIR_AUTHORISED",
                          "incident_at": 1778085900, "timezone": "Europe/London",
                          "third_party": {"insurer": "Harbour Mutual", "liability": "DISPUTED"},
                          "repair": {"repairer": "Marlow Road Motors", "approved_repairer": True,
                                     "booked_in_at": 1778743800, "estimate_minor": 284050,
                                     "estimated_duration": "P6D"},
                          "courtesy_car": {"provided": True, "class": "SMALL_HATCHBACK",
                                           "for": "DURATION_OF_REPAIR"},
                          "excess": {"amount_minor": 30000, "collected_by": "REPAIRER_ON_COLLECTION"}},
                "payments": []}},
    {"id": "motor-policy#ncd", "kind": "policy", "revision": "2025-10",
     "text": ("If you have protected your No Claims Discount, your years of discount stay the same after up to two "
              "fault claims in any three years. Protection does not stop your premium going up at renewal, which "
              "can still happen after any claim. Where fault is disputed, we record the claim as open until "
              "liability is agreed.")},
    {"id": "kb#courtesy-car", "kind": "passage",
     "text": ("Courtesy cars are small hatchbacks supplied by the approved repairer.\nThey are available for as "
              "long as your car is being repaired by that repairer.\nFuel and congestion charges are your "
              "responsibility.")},
]

CASES = [
    case("", "Hi Gareth, I'm sorry about the collision and I hope you're okay. Repairs on claim MC-2026-0506-412 "
             "have been authorised at Marlow Road Motors, with your car booked in this Thursday at 8:30am. A "
             "small hatchback courtesy car is provided for as long as the repair takes. You'll pay your £300 "
             "excess to the garage when you collect your car.",
         [N("I'm sorry about the collision"), S("have been authorised at Marlow Road Motors"),
          S("booked in this Thursday at 8:30am"), S("small hatchback courtesy car is provided"),
          S("£300 excess to the garage when you collect")],
         includes=["8:30am", "£300"],
         notes="booked_in_at 1778743800 = Thu 14/05/2026 08:30 BST; courtesy_car SMALL_HATCHBACK for repair; "
               "excess 30000 collected by repairer on collection."),
    case("ncd", "Because your No Claims Discount is protected, it stays at 9 years, even though fault for this "
                "accident is still disputed with Harbour Mutual. Protection doesn't stop your premium going up "
                "at renewal, though. While liability is being agreed, the claim stays open.",
         [S("it stays at 9 years"), S("still disputed with Harbour Mutual"),
          S("Protection doesn't stop your premium going up"), S("the claim stays open")],
         includes=["9 years"],
         notes="ncd years 9 protected; third_party.liability DISPUTED, insurer Harbour Mutual; policy text on "
               "protection and open claims."),
    case("figures", "The repair estimate from Marlow Road Motors is £2,840.50, and after your £300 excess that "
                    "comes to £2,540.50. The garage expects the work to take six days from Thursday 14 May.",
         [S("estimate from Marlow Road Motors is £2,840.50"), S("after your £300 excess"),
          S("comes to £2,540.50"), S("take six days"), S("Thursday 14 May")],
         includes=["£2,840.50", "£2,540.50"],
         notes="estimate 284050 minus excess 30000 = 254050; estimated_duration P6D; booked_in 14/05."),
    case("utc-fault", "Hi Gareth, I'm sorry about the collision. Your car is booked in at Marlow Road Motors on "
                      "Thursday at 7:30am, and a small hatchback courtesy car is provided for as long as the repair "
                      "takes. The other driver's insurer has accepted fault, so this won't count against you.",
         [N("I'm sorry about the collision"), C("Thursday at 7:30am", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("small hatchback courtesy car is provided"),
          C("The other driver's insurer has accepted fault", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          CI("this won't count against you", "RECORD_STATE_MISMATCH", "NLI_NOT_ENTAILED",
             "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")],
         errors=["unit_conversion", "wrong_state", "invented_fact"],
         excludes=["7:30am", "has accepted fault", "won't count against you"],
         includes=[],
         notes="booked_in_at 1778743800 is 07:30 UTC = 08:30 BST; liability is DISPUTED, so nothing says the "
               "claim won't count."),
    case("premium", "Your No Claims Discount is protected, so it stays at 9 years, and that protection also means "
                    "your premium won't go up because of this claim. Your car goes into Marlow Road Motors on "
                    "Thursday at 8:30am.",
         [S("it stays at 9 years"),
          C("your premium won't go up because of this claim", "NLI_CONTRADICTION"),
          S("Thursday at 8:30am")],
         errors=["wrong_policy_condition"], excludes=["premium won't go up"], includes=["9 years", "8:30am"],
         notes="policy: protection does not stop the premium going up at renewal."),
]

REPAIR = [
    case("", "Hi Gareth, sorry to hear about the accident. Claim MC-2026-0506-412 has repairs authorised at "
             "Marlow Road Motors and your car is booked in on Thursday 14 May at 9:30am. You'll have a small "
             "hatchback courtesy car while it's repaired, and your £300 excess is paid to the garage on "
             "collection.",
         [N("sorry to hear about the accident"), S("has repairs authorised at Marlow Road Motors"),
          C("Thursday 14 May at 9:30am", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("small hatchback courtesy car"), S("£300 excess is paid to the garage")],
         errors=["wrong_time"], excludes=["9:30am"],
         includes=["8:30|8.30", "£300", "Marlow Road Motors"],
         notes="booked_in_at 1778743800 = 14/05/2026 08:30 Europe/London."),
]
