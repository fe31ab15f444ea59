DOMAIN = "netball league"

# ---------------- N1: next fixture ----------------
n1_ev = [
    rec("search_fixtures#T-LL", "tool:search_fixtures", es([
        hit("nl-fixtures-2026", "FX-W26-0418", 9.8, 2, 6120, {
            "fixture_id": "FX-W26-0418", "division": "DIV_2", "round": 7,
            "home_team": {"team_id": "T-LL", "name": "Leith Lightning"},
            "away_team": {"team_id": "T-PP", "name": "Portobello Pioneers"},
            "throw_off_ms": ms("2026-11-18 19:10"),
            "venue": {"name": "Meadowbank Sports Centre", "court": 3},
            "umpires": ["A. Ferrie", "K. Lowe"], "status": "SCHEDULED"}),
        hit("nl-fixtures-2026", "FX-W26-0411", 8.1, 4, 6002, {
            "fixture_id": "FX-W26-0411", "division": "DIV_2", "round": 6,
            "home_team": {"team_id": "T-CC", "name": "Corstorphine Comets"},
            "away_team": {"team_id": "T-LL", "name": "Leith Lightning"},
            "throw_off_ms": ms("2026-11-11 20:00"),
            "venue": {"name": "Meadowbank Sports Centre", "court": 1},
            "status": "PLAYED", "score": {"home": 41, "away": 38}}),
        hit("nl-fixtures-2026", "FX-W26-0502", 6.4, 1, 6131, {
            "fixture_id": "FX-W26-0502", "division": "DIV_3", "round": 7,
            "home_team": {"team_id": "T-LX", "name": "Leith Lights"},
            "away_team": {"team_id": "T-MM", "name": "Musselburgh Mavericks"},
            "throw_off_ms": ms("2026-11-18 20:10"),
            "venue": {"name": "Meadowbank Sports Centre", "court": 2},
            "umpires": ["J. Whyte", "P. Orr"], "status": "SCHEDULED"}),
    ], took=5)),
    pol("nl-policy#matchday",
        "Teams must be courtside and ready for the umpires' kit check 15 minutes before throw-off. A team not ready 10 "
        "minutes after throw-off forfeits the match 20-0. Each team needs a minimum of five players to start. Bibs are "
        "supplied by the home team.", revision="2026/27"),
]
n1_q = "When and where's our next game? Captain, Leith Lightning"
n1_now = "2026-11-12T09:00:00+00:00"

add("next-fixture", n1_q,
    "Hi there, thanks for getting in touch! Leith Lightning's next match is against Portobello Pioneers next "
    "Wednesday, 18 November, with throw-off at 7:10pm on court 3 at Meadowbank Sports Centre. As you're the home "
    "side, you'll need to bring the bibs.",
    n1_ev,
    [P("against Portobello Pioneers", S),
     P("next Wednesday, 18 November", S),
     P("throw-off at 7:10pm", S),
     P("on court 3 at Meadowbank Sports Centre", S),
     P("you'll need to bring the bibs", S)],
    notes="FX-W26-0418: home Leith Lightning v Portobello Pioneers, throw_off_ms = 18 Nov 2026 19:10 GMT, court 3 Meadowbank; the home team supplies bibs.",
    now=n1_now, includes=["7:10pm", "court 3"])

add("next-fixture", n1_q,
    "Evening captain! Round 7: Leith Lightning v Portobello Pioneers, Wed 18/11, 19:10, Meadowbank court 3. Please be "
    "courtside for the kit check by 18:55.",
    n1_ev,
    [P("Round 7: Leith Lightning v Portobello Pioneers", S),
     P("Wed 18/11, 19:10", S),
     P("Meadowbank court 3", S),
     P("courtside for the kit check by 18:55", S)],
    notes="FX-W26-0418 round 7, 19:10 on 18 November, court 3; matchday policy: kit check 15 minutes before throw-off (18:55).",
    now=n1_now, includes=["19:10", "18/11"])

add("next-fixture", n1_q,
    "Hi captain, your next game is next Wednesday, 18 November, at 8:10pm on court 2 at Meadowbank. You're playing "
    "Portobello Pioneers at home.",
    n1_ev,
    [P("next Wednesday, 18 November", S),
     P("at 8:10pm", C, ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     P("on court 2", C, ["VALUE_MISMATCH"]),
     P("playing Portobello Pioneers at home", S)],
    errors=["other_record_value", "other_record_value"],
    notes="20:10 on court 2 is FX-W26-0502, Leith Lights (Division 3). Leith Lightning play at 19:10 on court 3.",
    now=n1_now, excludes=["8:10pm", "court 2"])

add("next-fixture", n1_q,
    "Hi! You're at home to Portobello Pioneers on Wednesday 18 November, throw-off 7:10pm. Don't forget you need at "
    "least seven players to start, and there's a 15-minute grace period before a forfeit.",
    n1_ev,
    [P("at home to Portobello Pioneers on Wednesday 18 November", S),
     P("throw-off 7:10pm", S),
     P("at least seven players to start", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"]),
     P("15-minute grace period before a forfeit", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_quantity", "wrong_period"],
    notes="Matchday policy: a minimum of five players to start, and a team not ready 10 minutes after throw-off forfeits.",
    now=n1_now, excludes=["seven players", "15-minute grace period"])

add("next-fixture", n1_q,
    "Hi captain, Leith Lightning play Portobello Pioneers on Wednesday 18 November at 7:10pm, court 3 at Meadowbank. "
    "Please be courtside for the kit check 5 minutes before throw-off.",
    n1_ev,
    [P("Leith Lightning play Portobello Pioneers", S),
     P("on Wednesday 18 November at 7:10pm", S),
     P("court 3 at Meadowbank", S),
     P("kit check 5 minutes before throw-off", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_period"],
    notes="Matchday policy: teams must be ready for the kit check 15 minutes before throw-off.",
    now=n1_now, excludes=["kit check 5 minutes"], includes=["15 minutes|quarter of an hour|6:55|18:55", "7:10pm"],
    repair=True)

# ---------------- N2: league table ----------------
n2_ev = [
    rec("search_standings#div2", "tool:search_standings", es([
        hit("nl-standings-2026", "ST-DIV2-T-LL", 10.2, 8, 930, {
            "division": "DIV_2", "team": {"team_id": "T-LL", "name": "Leith Lightning"},
            "played": 8, "won": 5, "drawn": 0, "lost": 3, "bonus_points": 1,
            "goals_for": 301, "goals_against": 284, "points": 16, "position": 3}),
        hit("nl-standings-2026", "ST-DIV2-T-PP", 6.0, 8, 928, {
            "division": "DIV_2", "team": {"team_id": "T-PP", "name": "Portobello Pioneers"},
            "played": 8, "won": 6, "drawn": 0, "lost": 2, "bonus_points": 0,
            "goals_for": 322, "goals_against": 270, "points": 18, "position": 2}),
        hit("nl-standings-2026", "ST-DIV2-T-CC", 5.8, 8, 927, {
            "division": "DIV_2", "team": {"team_id": "T-CC", "name": "Corstorphine Comets"},
            "played": 8, "won": 7, "drawn": 0, "lost": 1, "bonus_points": 1,
            "goals_for": 340, "goals_against": 251, "points": 22, "position": 1}),
        hit("nl-standings-2026", "ST-DIV3-T-LX", 9.1, 8, 955, {
            "division": "DIV_3", "team": {"team_id": "T-LX", "name": "Leith Lights"},
            "played": 8, "won": 5, "drawn": 0, "lost": 3, "bonus_points": 0,
            "goals_for": 280, "goals_against": 266, "points": 15, "position": 3}),
    ], took=7, aggs={"t_ll_last_five": {"buckets": [{"key": "W", "doc_count": 3}, {"key": "L", "doc_count": 2}]}})),
    pol("nl-policy#points",
        "League points are awarded as follows: 3 for a win, 1 for a draw and 0 for a loss. A team that loses by 5 "
        "goals or fewer earns a bonus point. Where teams finish level on points, goal difference decides the position. "
        "The top two teams in each division are promoted at the end of the season.", revision="2026/27"),
]
n2_q = "Where are we in the table and are we in with a shout of promotion? Leith Lightning"
n2_now = "2026-12-03T21:00:00+00:00"

add("league-table", n2_q,
    "Hi! Leith Lightning are 3rd in Division 2 with 16 points from 8 games (5 wins, 3 losses, including one bonus "
    "point). The top two go up, and you're 2 points behind Portobello Pioneers in 2nd.",
    n2_ev,
    [P("3rd in Division 2", S),
     P("16 points from 8 games", S),
     P("5 wins, 3 losses", S),
     P("including one bonus point", S),
     P("The top two go up", S),
     P("2 points behind Portobello Pioneers in 2nd", S)],
    notes="ST-DIV2-T-LL: position 3, points 16, played 8, won 5, lost 3, bonus 1; Pioneers 18 points, position 2; points policy: top two promoted.",
    now=n2_now, includes=["16 points", "3rd"])

add("league-table", n2_q,
    "Dear captain,\nSorry this has taken a wee while! You're sitting third, with a goal difference of +17 (301 "
    "scored, 284 conceded). Remember, if you end up level on points with another team, goal difference decides "
    "it.\nBest,\nJen",
    n2_ev,
    [P("Sorry this has taken a wee while", NA),
     P("You're sitting third", S),
     P("goal difference of +17", S),
     P("(301 scored, 284 conceded)", S),
     P("goal difference decides it", S)],
    notes="ST-DIV2-T-LL goals_for 301, goals_against 284 (difference 17), position 3; points policy on goal difference.",
    now=n2_now, includes=["+17", "third"])

add("league-table", n2_q,
    "Hi captain! You're 3rd with 16 points, 5 points behind Portobello Pioneers, and the top three teams are promoted, "
    "so you're in a good spot.",
    n2_ev,
    [P("3rd with 16 points", S),
     P("5 points behind Portobello Pioneers", C, ["VALUE_MISMATCH"]),
     P("the top three teams are promoted", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="Pioneers have 18 points, so the gap is 2; the policy promotes the top two, not three.",
    now=n2_now, excludes=["5 points behind", "top three teams"])

add("league-table", n2_q,
    "Hi there! You're 3rd in the table on 15 points. Just so you know, losing by 5 goals or fewer still earns you a "
    "bonus point.",
    n2_ev,
    [P("3rd in the table", S),
     P("on 15 points", C, ["VALUE_MISMATCH"]),
     P("losing by 5 goals or fewer still earns you a bonus point", S)],
    errors=["other_record_value"],
    notes="15 points belongs to Leith Lights (Division 3); Leith Lightning have 16.",
    now=n2_now, excludes=["on 15 points"])

add("league-table", n2_q,
    "Hi captain, Leith Lightning are 3rd in Division 2 on 16 points, with a goal difference of +27.",
    n2_ev,
    [P("3rd in Division 2 on 16 points", S),
     P("goal difference of +27", C, ["VALUE_MISMATCH"])],
    errors=["wrong_arithmetic"],
    notes="301 - 284 = 17, not 27.",
    now=n2_now, excludes=["+27"], includes=["+17|plus 17|17 goals", "16 points"], repair=True)
