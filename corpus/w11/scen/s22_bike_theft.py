from write_cases import S, N, C, I, CI, case

DOMAIN = "bicycle insurance"
SCENARIO = "bike-ebike-theft"
QUESTION = "Just checking the payout for my stolen e-bike is final, and what it was based on."
EVIDENCE = [
    {"id": "get_policy#BIK-4402871", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "BIK-4402871", "product": "CYCLE_PLUS", "status": "IN_FORCE",
                           "holder": {"name": "Ffion Davies"},
                           "bikes": [{"id": "B1", "description": "Voltera Trail E5 electric mountain bike",
                                      "value_minor": 245000, "purchased_on": "2025-03-08"},
                                     {"id": "B2", "description": "Raleford Sprint road bike",
                                      "value_minor": 89000, "purchased_on": "2019-06-21"}],
                           "cover": ["THEFT_HOME", "THEFT_AWAY", "ACCIDENTAL_DAMAGE", "ACCESSORIES"],
                           "conditions": {"away_lock_min_rating": "SOLD_SECURE_GOLD"},
                           "excess": {"theft_minor": 10000, "damage_minor": 5000}}}},
    {"id": "get_claim#BK-2026-0614-903", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "BK-2026-0614-903", "bike_id": "B1", "type": "THEFT_AWAY",
                          "state": "SETTLED", "incident_date": "2026-06-12",
                          "location": "Cycle rack, Pontypridd railway station",
                          "lock": {"make": "Kryptor", "rating": "SOLD_SECURE_GOLD", "key_received": True},
                          "settlement": {"basis": "NEW_FOR_OLD", "value_minor": 245000,
                                         "excess_minor": 10000, "net_minor": 235000}},
                "payments": [{"payment_id": "BP-22817", "payee_type": "POLICYHOLDER", "method": "BACS",
                              "amount_minor": 235000, "currency": "GBP", "status": "PAID",
                              "paid_on": "2026-06-30"}]}},
    {"id": "cycle-policy#theft", "kind": "policy", "revision": "C-2026.1",
     "text": ("We settle theft claims on a new-for-old basis for bikes under three years old. If your bicycle is "
              "stolen away from home, it must have been locked to an immovable object with a lock rated Sold Secure "
              "Gold or above, and you must send us the key to the lock. The theft excess shown in your schedule "
              "applies to each claim.")},
]

CASES = [
    case("", "Hi Ffion, I'm so sorry your e-bike was taken. Because it was locked with a Sold Secure Gold lock and "
             "you sent us the key, the claim met the policy condition for thefts away from home. Claim "
             "BK-2026-0614-903 is settled: we paid you £2,350.00 by bank transfer on 30 June 2026, which is the "
             "£2,450 new-for-old value less your £100 theft excess.",
         [N("I'm so sorry your e-bike was taken"), S("locked with a Sold Secure Gold lock"),
          S("you sent us the key"), S("met the policy condition for thefts away from home"),
          S("BK-2026-0614-903 is settled"), S("we paid you £2,350.00 by bank transfer on 30 June 2026"),
          S("£2,450 new-for-old value"), S("less your £100 theft excess")],
         includes=["£2,350.00"],
         notes="lock rating SOLD_SECURE_GOLD, key_received true; settlement 245000 - 10000 = 235000 paid "
               "2026-06-30 BACS; basis NEW_FOR_OLD."),
    case("other-bike", "Yes, that payment is the final settlement and the claim is closed. Your Raleford Sprint road "
                       "bike is still insured on the same policy for £890.",
         [S("that payment is the final settlement"), S("the claim is closed"),
          S("Raleford Sprint road bike is still insured on the same policy for £890")],
         includes=["£890"],
         notes="claim SETTLED; bikes[B2] value 89000, policy IN_FORCE."),
    case("words", "The e-bike was settled new for old at two thousand four hundred and fifty pounds, less the one "
                  "hundred pound theft excess, and the money went into your account on 30/06/2026.",
         [S("settled new for old at two thousand four hundred and fifty pounds"),
          S("less the one hundred pound theft excess"), S("went into your account on 30/06/2026")],
         includes=["30/06/2026"],
         notes="settlement.value 245000, excess 10000, payment paid_on 2026-06-30."),
    case("silver-july", "Hi Ffion, I'm so sorry your e-bike was taken. As it was locked with a Sold Secure Silver "
                        "lock, the claim met the condition for thefts away from home. We paid you £2,350.00 on 30 "
                        "July 2026, the £2,450 value less your £100 excess.",
         [N("I'm so sorry your e-bike was taken"),
          C("locked with a Sold Secure Silver lock", "VALUE_MISMATCH"),
          S("the claim met the condition for thefts away from home"),
          C("£2,350.00 on 30 July 2026", "DATE_MISMATCH"), S("the £2,450 value"), S("less your £100 excess")],
         errors=["wrong_value", "wrong_date"],
         excludes=["Sold Secure Silver", "30 July 2026"],
         includes=["£2,350.00"],
         notes="lock.rating SOLD_SECURE_GOLD (Silver would not meet the condition); paid_on 2026-06-30."),
]

REPAIR = [
    case("", "Hi Ffion, sorry again about the e-bike. Claim BK-2026-0614-903 is settled: the bike was valued at "
             "£2,450 new for old, and with the theft excess taken off we paid you £2,450.00 on 30 June 2026.",
         [N("sorry again about the e-bike"), S("BK-2026-0614-903 is settled"),
          S("valued at £2,450 new for old"), C("we paid you £2,450.00 on 30 June 2026", "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic"], excludes=["paid you £2,450.00"],
         includes=["£2,350|2,350", "30 June 2026|30/06/2026"],
         notes="payment amount_minor 235000 = 245000 less 10000 excess."),
]
