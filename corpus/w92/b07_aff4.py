# Bundle 07 - skydiving drop zone: AFF Level 4 not passed, repeat price and credit
D = "skydiving drop zone"
S = "aff-level4"
Q = "How did my Level 4 go, and what do I owe to redo it?"
NOW = "2026-08-23T09:00:00+02:00"
EV = [
    rec("lrs#stmt-aff4", "tool:lrs_query_statements", {
        "id": "d31f6a0c-8e27-4b55-9c1d-7a4e2f8b6c90",
        "actor": {"mbox": "mailto:refilwe.seboni@mailbox.example", "name": "Refilwe Seboni"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/failed", "display": {"en-US": "failed"}},
        "object": {"id": "https://lrs.suapanskydive.example/activities/aff/level-4",
                   "definition": {"name": {"en-US": "AFF Level 4 - 90-degree turns and heading check"}}},
        "result": {"success": False, "completion": True, "duration": "PT52S",
                   "extensions": {"https://lrs.suapanskydive.example/ext/debrief-code": "UNSTABLE_TURNS"}},
        "timestamp": "2026-08-22T14:40:00Z",
        "context": {"extensions": {
            "https://lrs.suapanskydive.example/ext/jump-number": 6,
            "https://lrs.suapanskydive.example/ext/exit-altitude-ft": 13500,
            "https://lrs.suapanskydive.example/ext/deploy-altitude-ft": 5500,
            "https://lrs.suapanskydive.example/ext/instructors": ["JM-Kefilwe", "JM-Dintwe"]}}}),
    rec("lrs#stmt-aff3", "tool:lrs_query_statements", {
        "id": "8b0e4c27-1f93-4a6d-b8e5-3c7d9a2f1e46",
        "actor": {"mbox": "mailto:refilwe.seboni@mailbox.example", "name": "Refilwe Seboni"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/passed", "display": {"en-US": "passed"}},
        "object": {"id": "https://lrs.suapanskydive.example/activities/aff/level-3",
                   "definition": {"name": {"en-US": "AFF Level 3 - hover control, release of one instructor"}}},
        "result": {"success": True, "completion": True, "duration": "PT49S"},
        "timestamp": "2026-08-15T09:10:00Z",
        "context": {"extensions": {
            "https://lrs.suapanskydive.example/ext/jump-number": 5,
            "https://lrs.suapanskydive.example/ext/exit-altitude-ft": 13500}}}),
    rec("get_student_account#SPS-AFF-1093", "tool:get_student_account", {
        "account_no": "SPS-AFF-1093", "name": "Refilwe Seboni", "currency": "BWP",
        "prices": {"aff_level_jump_thebe": 230000, "aff_repeat_jump_thebe": 165000},
        "credit_thebe": 100000, "next_level": "AFF_LEVEL_4"}),
    pol("sps-aff#progression",
        "An AFF level that is not passed is flown again as a repeat jump at the repeat rate. A student may "
        "not progress past a level until both jumpmasters sign it off. Students must jump at least once "
        "every 30 days during AFF; after a gap of more than 30 days a recurrency jump is required first. "
        "Account credit is applied to the next jump booked.", revision="v6"),
]

case(S, Q,
     "Refilwe, Level 4 on jump 6 wasn't passed: your jumpmasters noted unstable turns, so it will be "
     "repeated. A repeat jump is P1,650.00, and with the P1,000.00 credit on your account you'd pay P650.00.",
     EV,
     [sup("Level 4 on jump 6 wasn't passed"),
      sup("jumpmasters noted unstable turns"),
      sup("A repeat jump is P1,650.00"),
      sup("P1,000.00 credit on your account"),
      sup("you'd pay P650.00")],
     domain=D, now=NOW, includes=["P1,650.00", "P650.00"],
     notes="stmt-aff4 verb failed, debrief UNSTABLE_TURNS, jump 6; aff_repeat_jump_thebe 165000 less "
           "credit 100000 = P650.00; policy applies credit to the next jump.")

case(S, Q,
     "Level 3: passed. Level 4: not passed (exit 13,500 ft, 52 seconds of freefall, deployment at 5,500 ft). "
     "Repeat at P1,650.00; jump again within 30 days of 22/08 to avoid a recurrency jump.",
     EV,
     [sup("Level 3: passed"),
      sup("Level 4: not passed"),
      sup("exit 13,500 ft"),
      sup("52 seconds of freefall"),
      sup("deployment at 5,500 ft"),
      sup("Repeat at P1,650.00"),
      sup("jump again within 30 days of 22/08 to avoid a recurrency jump")],
     domain=D, now=NOW, includes=["P1,650.00", "52 seconds"],
     notes="duration PT52S and altitude extensions on stmt-aff4 (22/08 14:40Z = 16:40 local, same date); "
           "30-day currency rule in the policy.")

case(S, Q,
     "Your Level 4 needs a repeat, Refilwe. The repeat rate is one thousand six hundred and fifty pula, and "
     "your one thousand pula credit comes off it, so six hundred and fifty pula to pay.",
     EV,
     [sup("Your Level 4 needs a repeat"),
      sup("The repeat rate is one thousand six hundred and fifty pula"),
      sup("your one thousand pula credit comes off it"),
      sup("six hundred and fifty pula to pay")],
     domain=D, now=NOW, includes=["six hundred and fifty pula to pay"],
     notes="same figures in words: 165000 thebe, 100000 thebe credit, difference P650.")

case(S, Q,
     "Refilwe, you passed Level 4 on jump 6, well done! For reference, a new level jump is P2,300.00 and a "
     "repeat is P1,650.00.",
     EV,
     [con("you passed Level 4 on jump 6", "RECORD_STATE_MISMATCH"),
      sup("a new level jump is P2,300.00"),
      sup("a repeat is P1,650.00")],
     domain=D, now=NOW, errors=["wrong_state"], excludes=["you passed Level 4"],
     notes="stmt-aff4 verb failed, success false; it is Level 3 (stmt-aff3) that was passed.")

case(S, Q,
     "Level 4 needs repeating, Refilwe. You exited at 10,500 ft and had 52 seconds of freefall. The repeat is "
     "P1,650.00, less your P1,000.00 credit, so P550.00 to pay.",
     EV,
     [sup("Level 4 needs repeating"),
      con("You exited at 10,500 ft", "VALUE_MISMATCH"),
      sup("had 52 seconds of freefall"),
      sup("The repeat is P1,650.00"),
      sup("less your P1,000.00 credit"),
      con("so P550.00 to pay", "AMOUNT_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_value", "wrong_arithmetic"],
     excludes=["10,500 ft", "P550.00"],
     notes="exit-altitude-ft is 13500; 1,650 - 1,000 = 650, not 550.")

repair(S, Q,
       "Level 4 wasn't passed, Refilwe, so it will be flown again as a repeat jump. The repeat jump is "
       "P2,300.00, and your P1,000.00 credit comes off that.",
       EV,
       [sup("Level 4 wasn't passed"),
        con("The repeat jump is P2,300.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
        sup("your P1,000.00 credit")],
       domain=D, now=NOW, errors=["wrong_role"], excludes=["P2,300.00"],
       includes=["P1,650|1,650.00", "P1,000"],
       notes="P2,300 is aff_level_jump_thebe (a new level); a repeat is aff_repeat_jump_thebe 165000.")
