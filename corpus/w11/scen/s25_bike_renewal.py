from write_cases import S, N, C, I, CI, case

DOMAIN = "bicycle insurance"
SCENARIO = "bike-renewal-quote"
QUESTION = "What's my renewal price for the bike insurance, and is it cheaper to pay monthly?"
NOW = "2026-09-20T19:15:00+01:00"
EVIDENCE = [
    {"id": "get_policy#BIK-7719035", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "BIK-7719035", "product": "CYCLE_PLUS", "status": "IN_FORCE",
                           "holder": {"name": "Nikhil Varma"},
                           "period": {"start": "2025-10-15", "end": "2026-10-14"},
                           "premium": {"annual_minor": 14820},
                           "bikes": [{"description": "Arden Aero road bike", "value_minor": 240000,
                                      "value_changed_on": "2026-09-12", "previous_value_minor": 180000}],
                           "auto_renew": True}}},
    {"id": "get_renewal_quote#RQ-7719035-02", "kind": "record", "source": "tool:get_renewal_quote",
     "fields": {"quote": {"id": "RQ-7719035-02", "status": "ISSUED", "issued_on": "2026-09-15",
                          "renewal_date": "2026-10-15", "annual_minor": 17340,
                          "monthly": {"instalments": 12, "amount_minor": 1517, "total_minor": 18204},
                          "change_reasons": ["SUM_INSURED_INCREASED"]}}},
    {"id": "get_renewal_quote#RQ-7719035-01", "kind": "record", "source": "tool:get_renewal_quote",
     "valid_to": "2026-09-14",
     "fields": {"quote": {"id": "RQ-7719035-01", "status": "SUPERSEDED", "issued_on": "2026-09-01",
                          "valid_to": "2026-09-14", "renewal_date": "2026-10-15", "annual_minor": 16590,
                          "monthly": {"instalments": 12, "amount_minor": 1451, "total_minor": 17412}}}},
    {"id": "cycle-policy#renewal", "kind": "policy", "revision": "C-2026.1",
     "text": ("Paying monthly includes a credit charge, so it costs more over the year than paying annually. Your "
              "policy renews automatically unless you tell us not to before the renewal date. If you change your "
              "mind, you can cancel within 14 days of renewal and receive a full refund, as long as you have not "
              "made a claim.")},
]

CASES = [
    case("", "Hi Nikhil, your renewal price from 15 October 2026 is £173.40 if you pay annually, or 12 monthly "
             "payments of £15.17, which adds up to £182.04, so paying annually saves you £8.64. The increase on this "
             "year's £148.20 reflects the higher £2,400 value you now insure the bike for.",
         [S("renewal price from 15 October 2026 is £173.40"), S("12 monthly payments of £15.17"),
          S("adds up to £182.04"), S("paying annually saves you £8.64"), S("this year's £148.20"),
          S("the higher £2,400 value you now insure the bike for")],
         includes=["£173.40", "£8.64"],
         notes="RQ-02 (ISSUED) annual 17340, monthly 12 x 1517 = 18204; 18204 - 17340 = 864; current premium "
               "14820; change reason SUM_INSURED_INCREASED, value 240000."),
    case("auto-renew", "Your policy will renew automatically on 15 October unless you tell us beforehand. If you "
                       "change your mind after that, you can cancel within 14 days for a full refund, provided you "
                       "haven't made a claim. Monthly isn't cheaper, as it includes a credit charge.",
         [S("Your policy will renew automatically on 15 October"), S("unless you tell us beforehand"),
          S("cancel within 14 days for a full refund"), S("provided you haven't made a claim"),
          S("Monthly isn't cheaper, as it includes a credit charge")],
         includes=["14 days"],
         notes="auto_renew true, renewal_date 2026-10-15; policy renewal text."),
    case("oneliner", "Renewal: £173.40 a year or £15.17 a month (quote RQ-7719035-02, issued 15/09/2026).",
         [S("£173.40 a year"), S("£15.17 a month"), S("quote RQ-7719035-02, issued 15/09/2026")],
         includes=["£173.40"],
         notes="current ISSUED quote fields."),
    case("stale-quote", "Hi Nikhil, your renewal price from 15 October 2026 is £165.90 if you pay annually. Paying "
                        "monthly includes a credit charge, so it works out more expensive over the year.",
         [C("renewal price from 15 October 2026 is £165.90", "AMOUNT_MISMATCH"),
          S("Paying monthly includes a credit charge"), S("more expensive over the year")],
         errors=["stale_value"], excludes=["£165.90"], includes=["credit charge"],
         notes="£165.90 is from RQ-7719035-01 (SUPERSEDED, valid_to 2026-09-14), before the bike value rose; "
               "the current quote is 17340."),
    case("monthly-sum", "Your renewal is £173.40 for the year, or 12 payments of £15.17, which comes to £180.04, so "
                        "paying annually saves you £6.64.",
         [S("Your renewal is £173.40 for the year"), S("12 payments of £15.17"),
          C("which comes to £180.04", "AMOUNT_MISMATCH"), C("saves you £6.64", "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic", "wrong_arithmetic"],
         excludes=["£180.04", "£6.64"],
         includes=["£173.40", "£15.17"],
         notes="12 x 1517 = 18204 (monthly.total_minor); saving 864."),
]

REPAIR = [
    case("", "Hi Nikhil, your policy renews on 15 November 2026 at £173.40 a year, or £15.17 a month. Paying "
             "monthly costs more overall because of the credit charge.",
         [C("renews on 15 November 2026", "DATE_MISMATCH"), S("at £173.40 a year"), S("£15.17 a month"),
          S("costs more overall because of the credit charge")],
         errors=["wrong_date"], excludes=["15 November 2026"],
         includes=["15 October|15/10/2026", "£173.40"],
         notes="renewal_date 2026-10-15; period ends 2026-10-14."),
]
