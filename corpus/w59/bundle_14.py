from common import *

SCENARIO = "intercom-school-quote"
DOMAIN = "intercom installation"
QUESTION = "Could you remind me what the latest intercom quote for the school is, and how much we pay upfront?"
NOW = "2026-05-28T10:00:00+03:00"

EVIDENCE = [
    rec("get_quote#QI-220-v2", "tool:get_quote", {
        "quote_ref": "QI-220", "version": "2", "status": "ACTIVE", "customer": {"name": "St. Kizito Primary School, Ntinda"},
        "date_created": "Mon, 11 May 2026 07:30:00 +0000", "valid_until": "2026-06-10", "currency": "UGX", "vat_inclusive": True,
        "lines": [
            {"code": "IC_CLASSROOM_STATION", "quantity": "8", "unit_amount": "520000", "amount": "4160000"},
            {"code": "IC_GATE_STATION", "quantity": "1", "unit_amount": "1450000", "amount": "1450000"},
            {"code": "CABLE_CAT6_M", "quantity": "120", "unit_amount": "6500", "amount": "780000"},
            {"code": "INSTALL_LABOUR", "quantity": "1", "unit_amount": "1460000", "amount": "1460000"},
        ],
        "total": "7850000", "deposit": {"rate": "0.40", "amount": "3140000"},
        "install_duration": "P3D", "warranty": "P24M",
    }),
    rec("get_quote#QI-220-v1", "tool:get_quote", {
        "quote_ref": "QI-220", "version": "1", "status": "SUPERSEDED", "superseded_reason": "SURVEY_ADDED_CABLE_RUN",
        "date_created": "Mon, 27 Apr 2026 09:15:00 +0000", "valid_until": "2026-05-27",
        "lines": [{"code": "IC_CLASSROOM_STATION", "quantity": "8", "unit_amount": "520000", "amount": "4160000"},
                  {"code": "INSTALL_LABOUR", "quantity": "1", "unit_amount": "2240000", "amount": "2240000"}],
        "total": "6400000", "deposit": {"rate": "0.40", "amount": "2560000"},
    }),
    pol("policy#install-quotes", "Every quote states whether VAT is included. Quotes stay valid for 30 days from the date they are issued. "
        "A deposit of 40% confirms the booking, and the balance is due when the installation is signed off. All installations "
        "carry a 24-month warranty on equipment and workmanship.", revision="2026-01"),
]

CASES = [
    dict(kind="ok",
         draft="The current quote, QI-220 version 2, is USh 7,850,000 including VAT, for eight classroom stations, a gate station and 120 metres of cabling. "
               "A 40% deposit of USh 3,140,000 confirms the booking, with the remaining USh 4,710,000 due when the installation is signed off.",
         probes=[S("QI-220 version 2, is USh 7,850,000 including VAT"), S("eight classroom stations, a gate station and 120 metres of cabling"),
                 S("A 40% deposit of USh 3,140,000 confirms the booking"), S("the remaining USh 4,710,000 due when the installation is signed off")],
         incl=["USh 7,850,000", "USh 3,140,000"],
         notes="v2 total 7850000 vat_inclusive; deposit 3140000; 7,850,000 - 3,140,000 = 4,710,000; policy balance on sign-off."),
    dict(kind="ok",
         draft="Quote QI-220 (v2):\n- Total: USh 7,850,000, VAT included\n- Valid until 10 June 2026\n- Installation: three days\n- Warranty: 24 months",
         probes=[S("Total: USh 7,850,000, VAT included"), S("Valid until 10 June 2026"), S("Installation: three days"), S("Warranty: 24 months")],
         incl=["10 June 2026"],
         notes="valid_until 2026-06-10, install_duration P3D, warranty P24M."),
    dict(kind="ok",
         draft="Your first quote was replaced after the site survey added the cable run; the new total of seven million eight hundred and fifty thousand shillings needs a deposit of 3.14 million.",
         probes=[S("Your first quote was replaced after the site survey added the cable run"),
                 S("seven million eight hundred and fifty thousand shillings"), S("a deposit of 3.14 million")],
         incl=["3.14 million"],
         notes="v1 SUPERSEDED with reason SURVEY_ADDED_CABLE_RUN; v2 total 7,850,000, deposit 3,140,000."),
    dict(kind="bad", errors=["stale_value"],
         draft="Hello, your intercom quote QI-220 comes to USh 6,400,000 including VAT. A 40% deposit confirms the booking, and the balance is due on sign-off.",
         probes=[C("comes to USh 6,400,000 including VAT", "AMOUNT_MISMATCH"), S("A 40% deposit confirms the booking"),
                 S("the balance is due on sign-off")],
         excl=["USh 6,400,000"], incl=[],
         notes="6,400,000 is the superseded version 1; version 2 totals 7,850,000."),
    dict(kind="bad", errors=["wrong_arithmetic", "wrong_period"],
         draft="The latest quote is USh 7,850,000. You pay a 40% deposit of USh 3,140,000 upfront and USh 4,170,000 on completion. "
               "The system comes with a 12-month warranty.",
         probes=[S("The latest quote is USh 7,850,000"), S("a 40% deposit of USh 3,140,000 upfront"),
                 C("USh 4,170,000 on completion", "AMOUNT_MISMATCH"), C("a 12-month warranty", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
         excl=["USh 4,170,000", "12-month warranty"], incl=[],
         notes="7,850,000 - 3,140,000 = 4,710,000; warranty is P24M."),
    dict(kind="repair", errors=["wrong_date"],
         draft="Quote QI-220 v2 is USh 7,850,000 with a deposit of USh 3,140,000, and it stays valid until 11 June.",
         probes=[S("Quote QI-220 v2 is USh 7,850,000"), S("a deposit of USh 3,140,000"), C("valid until 11 June", "DATE_MISMATCH")],
         excl=["11 June"], incl=["10 June|10/06|June 10|10th June", "7,850,000"],
         notes="valid_until is 2026-06-10 (30 days from 11 May)."),
]
