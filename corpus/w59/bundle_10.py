from common import *

SCENARIO = "radio-late-return"
DOMAIN = "two-way radio hire"
QUESTION = "Why have we been charged extra on our radio hire? We returned everything."
NOW = "2026-05-12T10:00:00+03:00"

EVIDENCE = [
    rec("get_hire_order#RH-3207", "tool:get_hire_order", {
        "sid": "RH0c6e2a9f4b1d7c3e8a5f0b2d6c9e1a35", "order_ref": "RH-3207", "status": "closed",
        "customer": {"name": "Bweyogerere Builders Ltd"},
        "items": [{"sku": "RAD-KS2", "description": "Kestrel K2 VHF handheld", "quantity": "12", "daily_rate": "15000"}],
        "return_by": "Sat, 09 May 2026 14:00:00 +0000", "price_unit": "UGX",
        "returns": [
            {"quantity": "2", "returned_at": "Sat, 09 May 2026 11:42:00 +0000", "late": False},
            {"quantity": "10", "returned_at": "Mon, 11 May 2026 07:30:00 +0000", "late": True},
        ],
        "late_charge": {"radios": "10", "days": "2", "rate": "15000", "amount": "300000"},
        "deposit": {"amount": "200000", "applied_to_late_charge": "200000"},
        "amount_outstanding": "100000",
    }),
    rec("get_hire_order#RH-3044", "tool:get_hire_order", {
        "order_ref": "RH-3044", "status": "closed", "customer": {"name": "Bweyogerere Builders Ltd"},
        "items": [{"sku": "RAD-KS2", "quantity": "8", "daily_rate": "15000"}], "late_charge": None, "amount_outstanding": "0",
    }),
    pol("policy#radio-returns", "Radios must be back at our Nakawa depot by the return time on the order. Late returns are charged "
        "one extra hire day per radio for each day or part of a day they are late. Any deposit held is set against late or "
        "damage charges first, and the remainder is invoiced. Our depot is open 8:00 AM to 6:00 PM, Monday to Saturday.", revision="2026-02"),
]

CASES = [
    dict(kind="ok",
         draft="Ten of your twelve radios came back on Monday 11 May at 10:30 AM, after the return deadline of 5:00 PM on Saturday 9 May; "
               "the other two were returned in time. Late returns are charged one extra day per radio for each day or part of a day, "
               "so that's 2 days on 10 radios at USh 15,000, which is USh 300,000.",
         probes=[S("Ten of your twelve radios came back on Monday 11 May at 10:30 AM"), S("the return deadline of 5:00 PM on Saturday 9 May"),
                 S("the other two were returned in time"), S("charged one extra day per radio for each day or part of a day"),
                 S("2 days on 10 radios at USh 15,000"), S("which is USh 300,000")],
         incl=["USh 300,000", "10:30 AM"],
         notes="returns: 10 at 07:30 UTC Mon = 10:30 AM, 2 on time; return_by 14:00 UTC Sat = 5:00 PM; late_charge 10 x 2 x 15000 = 300000."),
    dict(kind="ok",
         draft="Your USh 200,000 deposit has been set against the USh 300,000 late charge, leaving USh 100,000 to pay on RH-3207.",
         probes=[S("Your USh 200,000 deposit has been set against the USh 300,000 late charge"), S("leaving USh 100,000 to pay on RH-3207")],
         incl=["USh 100,000"],
         notes="deposit.applied_to_late_charge 200000; amount_outstanding 100000."),
    dict(kind="ok",
         draft="Hello, the extra USh 300,000 is a late-return charge: ten radios were due back by 5 PM on Saturday but reached our depot on Monday morning, which counts as two days late.",
         probes=[S("the extra USh 300,000 is a late-return charge"), S("ten radios were due back by 5 PM on Saturday"),
                 S("reached our depot on Monday morning"), S("which counts as two days late")],
         incl=["USh 300,000"],
         notes="late_charge.amount 300000, days 2; Monday 07:30 UTC = 10:30 AM."),
    dict(kind="bad", errors=["wrong_quantity", "wrong_amount"],
         draft="The radios were due back by 5:00 PM on Saturday 9 May. The late charge covers 2 days on all 12 radios, a total of USh 360,000.",
         probes=[S("due back by 5:00 PM on Saturday 9 May"), C("2 days on all 12 radios", "VALUE_MISMATCH"),
                 C("a total of USh 360,000", "AMOUNT_MISMATCH")],
         excl=["all 12 radios", "USh 360,000"], incl=[],
         notes="Only 10 radios were late (2 came back on time); late_charge.amount is 300000."),
    dict(kind="bad", errors=["unit_conversion", "wrong_policy_condition"],
         draft="Your radios were due back at 2:00 PM on Saturday 9 May, and ten were returned on Monday. We only charge for full days late, "
               "so the hours on Monday morning weren't counted.",
         probes=[C("due back at 2:00 PM on Saturday 9 May", "DATE_MISMATCH", "VALUE_MISMATCH"), S("ten were returned on Monday"),
                 C("We only charge for full days late", "NLI_CONTRADICTION")],
         excl=["2:00 PM", "only charge for full days late"], incl=[],
         notes="return_by 14:00 UTC = 5:00 PM Kampala. Policy charges each day or part of a day late."),
    dict(kind="repair", errors=["wrong_arithmetic"],
         draft="The late charge is USh 300,000 for ten radios returned two days late. After your USh 200,000 deposit, USh 150,000 remains to pay.",
         probes=[S("The late charge is USh 300,000"), S("ten radios returned two days late"), S("your USh 200,000 deposit"),
                 C("USh 150,000 remains to pay", "AMOUNT_MISMATCH")],
         excl=["USh 150,000"], incl=["100,000|100000", "300,000"],
         notes="amount_outstanding is 100000 (300,000 - 200,000)."),
]
