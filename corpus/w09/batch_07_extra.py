# ---------------- Extra minimal pair for scenario 3 (UTC slot read as local time) ----------------
add("w09-109-emergency-slot-utc-tomorrow", "emergency-slot", "dental clinic", Q3,
    "I'm so sorry, Lena. Today's emergency times are all taken, but there's an opening tomorrow at 1:30 PM. The exam is $95.00 and includes one X-ray.",
    ev3, [NA("I'm so sorry, Lena."), C("Today's emergency times are all taken", "RECORD_STATE_MISMATCH"), C("tomorrow at 1:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("The exam is $95.00"), S("includes one X-ray")],
    now=N3, excl=["all taken", "1:30 PM"], incl=["$95.00"], errors=["wrong_state", "unit_conversion"],
    notes="slot-9907 (today 20:00Z = 4:00 PM EDT) is free; slot-9912 13:30Z is 9:30 AM EDT, not 1:30 PM.")
# ---------------- Extra correct variant for scenario 14 (passive voice) ----------------
add("w09-110-eye-exam", "eye-exam", "optician", Q14,
    "Your comprehensive eye exam has been booked for June 11 from 1:00 to 1:40 PM Pacific time, and dilation has been planned for it.",
    ev14, [S("has been booked for June 11"), S("from 1:00 to 1:40 PM Pacific time"), S("dilation has been planned")],
    incl=["1:00"], notes="status BOOKED; start/end epochs 1781208000/1781210400 = 13:00/13:40 PDT; dilation_planned true.")
