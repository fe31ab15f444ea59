# Figure-skating coaching: 10-lesson package, lessons used, next lesson moved, coach vs choreographer.
D = "figure-skating coaching"; SC = "coach-lesson-package"
NOW = "2026-12-07T08:00:00-04:00"
Q = "How many lessons does Aaliyah have left, and when is the next one?"
E = [
  rec("stream#PKG-FS-3310", "tool:get_package_stream", {"stream_id": "PKG-FS-3310", "skater": {"name": "Aaliyah Greenidge", "level": "PRELIM_FREESKATE"},
    "guardian": {"name": "Simone Greenidge"},
    "staff": {"coach": {"name": "Coach Natasha Rampersad", "role": "PRIMARY_COACH"}, "choreographer": {"name": "Marco de Souza", "role": "CHOREOGRAPHER"}},
    "events": [
      ev(1, "PackagePurchased", "2026-10-03 10:00", lessons=10, lesson_length="PT30M", price_minor=300000, currency="TTD", expires_at=us("2027-02-28 23:59")),
      ev(2, "LessonsConsumed", "2026-12-05 10:00", used_total=6, last_lesson_at=us("2026-12-05 09:00")),
      ev(3, "LessonScheduled", "2026-12-05 10:05", lesson_at=us("2026-12-09 06:30"), rink="POS-STUDIO"),
      ev(4, "SessionMoved", "2026-12-06 19:40", lesson_at=us("2026-12-10 06:30"), rink="POS-STUDIO", reason_code="COACH_COMPETITION_TRAVEL")]}),
  rec("stream#PKG-FS-2987", "tool:get_package_stream", {"stream_id": "PKG-FS-2987", "skater": {"name": "Aaliyah Greenidge"},
    "events": [ev(1, "PackagePurchased", "2026-05-02 10:00", lessons=5, lesson_length="PT30M", price_minor=160000, currency="TTD"), ev(2, "LessonsConsumed", "2026-08-20 10:00", used_total=5), ev(3, "PackageClosed", "2026-08-20 10:01")]}),
  pol("coaching-policy#packages", "Lesson packages expire on the date shown at purchase. Unused lessons after expiry are forfeited. A lesson cancelled by the skater with less than 24 hours' notice counts as used. Lessons the coach moves never count against the package.", "2026-07"),
]
add(53, SC, D, Q, E, "Aaliyah has 4 lessons left out of 10. Her next one moved to Thursday 10 December at 6:30 AM with Coach Natasha. The package expires 28 February.",
    [S("Aaliyah has 4 lessons left out of 10"), S("Her next one moved to Thursday 10 December at 6:30 AM"), S("with Coach Natasha"), S("The package expires 28 February.")],
    includes=["4 lessons", "6:30 AM"], notes="10 - used_total 6 = 4; SessionMoved seq 4.")
add(54, SC, D, Q, E, "Hi Simone! Four lessons to go. Next lesson: this Thursday, 10/12, 6:30 AM, studio rink. Coach moved it for competition travel, so it won't count against the package.",
    [S("Four lessons to go."), S("this Thursday, 10/12, 6:30 AM"), S("studio rink"), S("Coach moved it for competition travel"), S("it won't count against the package")],
    includes=["6:30 AM"], notes="now Mon 7/12; reason_code COACH_COMPETITION_TRAVEL; policy last sentence.", now=NOW)
add(55, SC, D, Q, E, "Six of ten lessons are used. The next 30-minute lesson is Thursday at 6:30 AM. Use the remaining four by 28 February or they're forfeited.",
    [S("Six of ten lessons are used."), S("The next 30-minute lesson is Thursday at 6:30 AM."), S("Use the remaining four by 28 February or they're forfeited.")],
    includes=["28 February"], notes="PT30M; expires_at; policy.", now=NOW)
add(56, SC, D, Q, E, "Aaliyah has 4 lessons left. Her next lesson is Wednesday 9 December at 6:30 AM.",
    [S("Aaliyah has 4 lessons left."), C("Wednesday 9 December at 6:30 AM", "DATE_MISMATCH")],
    errors=["stale_value"], excludes=["Wednesday 9 December"], notes="LessonScheduled 9/12 was moved to 10/12 by SessionMoved.")
add(57, SC, D, Q, E, "Aaliyah has no lessons left; all 5 are used. Her next lesson is Thursday 10 December at 6:30 AM.",
    [C("Aaliyah has no lessons left; all 5 are used.", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"), S("Thursday 10 December at 6:30 AM")],
    errors=["other_record_value"], excludes=["no lessons left"], notes="The 5-lesson package PKG-FS-2987 is closed; the current one has 4 of 10 left.")
add(58, SC, D, Q, E, "Four lessons remain. Next up: Thursday 10 December, 6:30 AM, with Marco de Souza, her coach.",
    [S("Four lessons remain."), S("Thursday 10 December, 6:30 AM"), C("with Marco de Souza, her coach", "VALUE_MISMATCH")],
    errors=["wrong_role"], excludes=["Marco de Souza, her coach"], notes="Marco de Souza is the choreographer; the primary coach is Natasha Rampersad.")
add(11, SC, D, Q, E, "Aaliyah has 6 lessons left of her 10. Next lesson: Thursday 10 December at 6:30 AM with Coach Natasha.",
    [C("Aaliyah has 6 lessons left", "VALUE_MISMATCH"), S("Thursday 10 December at 6:30 AM"), S("with Coach Natasha")],
    errors=["wrong_quantity"], excludes=["6 lessons left"], includes=["4 lessons|four lessons|4 left|four left|4 of", "6:30 AM"], notes="used_total 6 of 10, so 4 remain.", repair=True)
