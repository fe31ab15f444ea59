# Skate repair: holder replacement, revised estimate supersedes first.
D = "skate sharpening and repair"; SC = "repair-holder-estimate"
Q = "What's the final price for the holder replacement on my skates and when can I collect?"
E = [
  rec("stream#RPR-7723", "tool:get_ticket_stream", {"stream_id": "RPR-7723", "customer": {"name": "Tessa Bain"},
    "item": {"type": "HOCKEY", "brand_model": "Glacier X7", "size": "7"},
    "events": [
      ev(1, "EstimateIssued", "2026-11-30 10:00", estimate_id="EST-7723-A", lines=[{"code": "HOLDER_PAIR", "minor": 42000}, {"code": "LABOUR_RIVET", "minor": 15000}], total_minor=57000, currency="TTD", status="REPLACED"),
      ev(2, "EstimateIssued", "2026-12-02 12:00", estimate_id="EST-7723-B", lines=[{"code": "HOLDER_PAIR", "minor": 42000}, {"code": "LABOUR_RIVET", "minor": 15000}, {"code": "STEEL_PAIR", "minor": 38000}], total_minor=95000, currency="TTD", status="APPROVED_BY_CUSTOMER"),
      ev(3, "PaymentCaptured", "2026-12-02 12:10", amount_minor=30000, currency="TTD", purpose="PARTS_DEPOSIT"),
      ev(4, "PartsReceived", "2026-12-05 14:00", eta_ready=us("2026-12-09 12:00"))]}),
  pol("repairs#warranty", "Riveting work is guaranteed for 90 days. Parts deposits are credited against the final bill. New steel is profiled and sharpened free on installation. Repairs are ready for collection from the time on your ticket, Monday to Saturday.", "2026-06"),
]
add(89, SC, D, Q, E, "The approved estimate is TT$950.00: holders, riveting and new steel. Your TT$300.00 deposit comes off, so TT$650.00 is left. Collect from 12:00 PM on Wednesday 9 December.",
    [S("The approved estimate is TT$950.00"), S("holders, riveting and new steel"), S("Your TT$300.00 deposit comes off"), S("TT$650.00 is left"), S("Collect from 12:00 PM on Wednesday 9 December.")],
    includes=["TT$650.00"], notes="EST-7723-B 95000 approved; deposit 30000 credited per policy; eta 9/12 12:00.")
add(90, SC, D, Q, E, "Hi Tessa! Final bill TT$950, less your TT$300 parts deposit: TT$650 to pay. The new steel gets profiled and sharpened free. Riveting is guaranteed 90 days.",
    [S("Final bill TT$950"), S("less your TT$300 parts deposit"), S("TT$650 to pay"), S("The new steel gets profiled and sharpened free."), S("Riveting is guaranteed 90 days.")],
    includes=["TT$650"], notes="Policy lines.")
add(91, SC, D, Q, E, "Your price is TT$570.00 for holders and riveting. Less the TT$300.00 deposit, you owe TT$270.00. Ready from noon on 9 December.",
    [C("Your price is TT$570.00", "AMOUNT_MISMATCH"), C("you owe TT$270.00", "AMOUNT_MISMATCH"), S("Ready from noon on 9 December.")],
    errors=["stale_value", "stale_value"], excludes=["TT$570.00", "TT$270.00"], notes="EST-7723-A is REPLACED; EST-7723-B (95000) is approved.")
add(92, SC, D, Q, E, "Total is TT$950.00 and your deposit covers TT$300.00 of it. Parts are in. Ready from 12:00 PM on 9 December, and the riveting comes with a one-year guarantee.",
    [S("Total is TT$950.00"), S("your deposit covers TT$300.00 of it"), S("Parts are in."), S("Ready from 12:00 PM on 9 December"), C("one-year guarantee", "NLI_CONTRADICTION")],
    errors=["wrong_period"], excludes=["one-year guarantee"], notes="Policy: 90 days.")
add(20, SC, D, Q, E, "Your repair comes to TT$950.00. After the TT$300.00 deposit, TT$650.00 is due. Pickup from 4:00 PM on 9 December.",
    [S("Your repair comes to TT$950.00."), S("After the TT$300.00 deposit, TT$650.00 is due."), C("Pickup from 4:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["unit_conversion"], excludes=["4:00 PM"], includes=["12:00 PM|12 PM|noon|12:00", "TT$650.00"], notes="eta_ready is 12:00 local (16:00 UTC).", repair=True)
add(21, SC, D, Q, E, "The approved estimate EST-7723-A is TT$950.00. With your TT$300.00 deposit, TT$650.00 remains. Ready Wednesday 9 December from 12:00 PM.",
    [C("The approved estimate EST-7723-A", "IDENTIFIER_MISMATCH"), S("is TT$950.00"), S("TT$650.00 remains"), S("Ready Wednesday 9 December from 12:00 PM.")],
    errors=["wrong_id"], excludes=["EST-7723-A"], includes=["EST-7723-B", "TT$650.00"], notes="The approved 95000 estimate is EST-7723-B; -A was replaced.", repair=True)
