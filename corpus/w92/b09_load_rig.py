# Bundle 09 - skydiving drop zone: load manifest (Zulu block-out) and rental rig
D = "skydiving drop zone"
S = "load-rig"
Q = "What time is my load tomorrow, and is the rental rig sorted?"
NOW = "2026-10-02T17:30:00+02:00"
EV = [
    rec("get_load_manifest#LOAD-20261003-07", "tool:get_load_manifest", {
        "load_id": "LOAD-20261003-07", "load_no": 7, "aircraft": {"reg": "A2-SPC", "type": "C208 Caravan"},
        "planned_block_out_utc": "2026-10-03T08:40:00Z", "exit_altitude_ft": 13000,
        "fuel_on_board_usg": "62.0", "call_minutes_before": 15,
        "slots": [{"slot": 8, "jumper_no": "SPS-J-2208", "status": "MANIFESTED"},
                  {"slot": 9, "jumper_no": "SPS-J-2315", "name": "Lesedi Mooketsi", "status": "MANIFESTED"}]}),
    rec("get_gear_reservation#SPS-G-7731", "tool:get_gear_reservation", {
        "reservation_ref": "SPS-G-7731", "jumper_no": "SPS-J-2315", "status": "READY",
        "rig": {"rig_id": "RIG-14", "main": "Sabre3 170", "reserve": "PD 176R",
                "reserve_last_packed": "2026-04-20", "reserve_repack_due": "2026-10-17"},
        "dates": ["2026-10-03", "2026-10-04"], "daily_rate_thebe": 35000, "rental_total_thebe": 70000,
        "deposit": {"amount_thebe": 100000, "status": "HELD"}}),
    pol("sps-gear#rental",
        "Rental rigs are released only to jumpers holding at least a B licence, or to AFF students with a "
        "jumpmaster. Rental is P350 per day. The rig deposit is returned when the rig is checked back in "
        "undamaged. Jumpers must be at the hangar, geared up, for the 15-minute call.", revision="v2"),
]

case(S, Q,
     "Lesedi, you're on Load 7 tomorrow in the Caravan, slot 9, with block-out planned at 10:40 local "
     "(0840Z) and exit at 13,000 ft. Be at the hangar, geared up, for the 15-minute call. Rental rig RIG-14 "
     "(Sabre3 170) is ready for you on 03/10 and 04/10.",
     EV,
     [sup("you're on Load 7 tomorrow in the Caravan, slot 9"),
      sup("block-out planned at 10:40 local (0840Z)"),
      sup("exit at 13,000 ft"),
      sup("Be at the hangar, geared up, for the 15-minute call"),
      sup("Rental rig RIG-14 (Sabre3 170) is ready"),
      sup("on 03/10 and 04/10")],
     domain=D, now=NOW, includes=["10:40", "RIG-14"],
     notes="planned_block_out_utc 08:40Z = 10:40 Gaborone; slot 9 MANIFESTED; reservation READY for "
           "2026-10-03 and -04.")

case(S, Q,
     "Rig: READY (RIG-14). Rental: 2 days at P350 = P700.00, plus a P1,000.00 deposit returned on undamaged "
     "check-in. Load 7: block-out 0840Z.",
     EV,
     [sup("Rig: READY (RIG-14)"),
      sup("2 days at P350 = P700.00"),
      sup("P1,000.00 deposit"),
      sup("returned on undamaged check-in"),
      sup("Load 7: block-out 0840Z")],
     domain=D, now=NOW, includes=["P700.00", "0840Z"],
     notes="rental_total_thebe 70000, deposit 100000 HELD; policy returns deposit on undamaged check-in.")

case(S, Q,
     "All set, Lesedi: the rig has been prepared for both days, its reserve was last packed on 20/04/2026 "
     "and isn't due again until 17/10/2026, and you're slot 9 on the 10:40 load.",
     EV,
     [sup("the rig has been prepared for both days"),
      sup("reserve was last packed on 20/04/2026"),
      sup("isn't due again until 17/10/2026"),
      sup("you're slot 9 on the 10:40 load")],
     domain=D, now=NOW, includes=["17/10/2026", "10:40"],
     notes="reserve_last_packed and reserve_repack_due on RIG-14; block-out 08:40Z = 10:40 local.")

case(S, Q,
     "Lesedi, Load 7 tomorrow has block-out at 08:40, so be at the hangar, geared up, for the 15-minute call. "
     "RIG-14 is ready for you.",
     EV,
     [con("Load 7 tomorrow has block-out at 08:40", "DATE_MISMATCH", "VALUE_MISMATCH"),
      sup("geared up, for the 15-minute call"),
      sup("RIG-14 is ready for you")],
     domain=D, now=NOW, errors=["unit_conversion"], excludes=["block-out at 08:40"],
     notes="08:40 is the Zulu block-out; local Gaborone time is 10:40.")

case(S, Q,
     "Lesedi, RIG-14 is reserved for you for both days, for P350.00 in total. Your P1,000.00 deposit has "
     "already been returned to you.",
     EV,
     [sup("RIG-14 is reserved for you for both days"),
      con("for P350.00 in total", "AMOUNT_MISMATCH"),
      con("deposit has already been returned", "RECORD_STATE_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_arithmetic", "wrong_state"],
     excludes=["P350.00 in total", "already been returned"],
     notes="two days at P350 = P700 (rental_total_thebe 70000); deposit status is HELD.")

repair(S, Q,
       "Lesedi, you're manifested on Load 7 tomorrow, slot 9, block-out 10:40 local. RIG-14 is ready, and "
       "the rental comes to P70,000.00 for the two days.",
       EV,
       [sup("you're manifested on Load 7 tomorrow, slot 9"),
        sup("block-out 10:40 local"),
        sup("RIG-14 is ready"),
        con("the rental comes to P70,000.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
       domain=D, now=NOW, errors=["unit_conversion"], excludes=["P70,000.00"],
       includes=["P700|700.00", "10:40"],
       notes="rental_total_thebe 70000 is P700.00; the draft read thebe as pula.")
