# Bundle 10 - gliding club: September launch statement
D = "gliding club"
S = "launch-bill"
Q = "Can you break down my September launch bill?"
NOW = "2026-10-05T09:00:00+02:00"
EV = [
    rec("get_member#TSC-M-0187", "tool:get_member", {
        "member_no": "TSC-M-0187", "name": "Gaone Keakile", "tier": "FLYING_MEMBER", "status": "ACTIVE",
        "membership_valid_to": "2026-12-31", "category_flags": {"junior": False, "instructor": False}}),
    rec("get_statement#TSC-ST-2026-09-0187", "tool:get_statement", {
        "statement_id": "TSC-ST-2026-09-0187", "period": "2026-09", "currency": "BWP",
        "lines": [{"code": "WINCH", "count": 6, "unit_thebe": 18000, "amount_thebe": 108000},
                  {"code": "AEROTOW_2000FT", "count": 2, "unit_thebe": 65000, "amount_thebe": 130000}],
        "total_thebe": 238000, "status": "UNPAID", "due": "2026-10-15"}),
    rec("get_statement#TSC-ST-2026-08-0187", "tool:get_statement", {
        "statement_id": "TSC-ST-2026-08-0187", "period": "2026-08", "currency": "BWP",
        "lines": [{"code": "WINCH", "count": 7, "unit_thebe": 18000, "amount_thebe": 126000},
                  {"code": "AEROTOW_2000FT", "count": 1, "unit_thebe": 65000, "amount_thebe": 65000}],
        "total_thebe": 191000, "status": "PAID", "paid_on": "2026-09-12"}),
    pol("tsc-fees#launches",
        "Flying members pay per launch. Winch launches are P180 each. An aerotow to 2,000 ft is P650, and "
        "each further 1,000 ft of tow is P250. Juniors under 21 get winch launches at half price. Monthly "
        "statements are due by the 15th of the following month, and a member with a statement unpaid past "
        "its due date may not fly until it is settled.", revision="2026"),
]

case(S, Q,
     "September launches, Gaone:\n- 6 winch launches at P180 = P1,080.00\n- 2 aerotows to 2,000 ft at P650 "
     "= P1,300.00\n- Total: P2,380.00, due by 15/10/2026",
     EV,
     [sup("6 winch launches at P180 = P1,080.00"),
      sup("2 aerotows to 2,000 ft at P650"),
      sup("= P1,300.00"),
      sup("Total: P2,380.00, due by 15/10/2026")],
     domain=D, now=NOW, includes=["P2,380.00", "15/10/2026"],
     notes="September statement lines: WINCH 6 x 18000, AEROTOW_2000FT 2 x 65000, total 238000, due "
           "2026-10-15.")

case(S, Q,
     "Gaone, your September statement comes to P2,380.00: six winch launches and two aerotows. It's unpaid "
     "and due by 15 October; if it's still unpaid after that, you can't fly until it's settled.",
     EV,
     [sup("September statement comes to P2,380.00"),
      sup("six winch launches and two aerotows"),
      sup("It's unpaid and due by 15 October"),
      sup("you can't fly until it's settled")],
     domain=D, now=NOW, includes=["P2,380.00", "15 October"],
     notes="status UNPAID; policy bars flying once a statement is unpaid past its due date.")

case(S, Q,
     "Six winch launches at P180 (P1,080.00) plus two aerotows at P650 (P1,300.00) makes P2,180.00, due by "
     "15/10/2026.",
     EV,
     [sup("Six winch launches at P180 (P1,080.00)"),
      sup("two aerotows at P650 (P1,300.00)"),
      con("makes P2,180.00", "AMOUNT_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_arithmetic"], excludes=["P2,180.00"],
     notes="1,080 + 1,300 = 2,380 (total_thebe 238000), not 2,180.")

case(S, Q,
     "Gaone, your September bill is P1,910.00, with your winch launches charged at the junior half price of "
     "P90 each. It's due by 15/10/2026.",
     EV,
     [con("your September bill is P1,910.00", "AMOUNT_MISMATCH"),
      con("charged at the junior half price of", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
      sup("It's due by 15/10/2026")],
     domain=D, now=NOW, errors=["other_record_value", "condition_unmet"],
     excludes=["P1,910.00", "junior half price"],
     notes="P1,910.00 is the August statement total; category_flags.junior is false and the winch lines "
           "are billed at 18000 thebe (P180).")

repair(S, Q,
       "Gaone, September comes to P2,380.00: 6 winch launches at P180 and 2 aerotows at P250. It's due by "
       "15/10/2026.",
       EV,
       [sup("September comes to P2,380.00"),
        sup("6 winch launches at P180"),
        con("2 aerotows at P250", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
        sup("It's due by 15/10/2026")],
       domain=D, now=NOW, errors=["wrong_role"], excludes=["aerotows at P250"],
       includes=["P650|650.00|P1,300", "P2,380"],
       notes="P250 is the price per extra 1,000 ft of tow; each aerotow to 2,000 ft is P650 (unit_thebe 65000).")
