# Skate sharpening: 10-punch sharpening card; punches used; expiry; other card.
D = "skate sharpening and repair"; SC = "sharpen-punch-card"
NOW = "2026-12-06T15:00:00-04:00"
Q = "How many sharpenings are left on my card?"
E = [
  rec("stream#CARD-PC-3018", "tool:get_account_stream", {"stream_id": "CARD-PC-3018", "holder": {"name": "Ravi Singh"}, "card": {"product": "SHARPEN_10", "punches": 10},
    "events": [
      ev(1, "CardPurchased", "2026-08-15 10:00", price_minor=50000, currency="TTD", expires_at=us("2027-08-15 23:59"), bonus_punches=1),
      ev(2, "PunchRedeemed", "2026-09-02 17:00", count=1), ev(3, "PunchRedeemed", "2026-10-01 17:30", count=2),
      ev(4, "PunchRedeemed", "2026-11-11 18:00", count=1), ev(5, "PunchRedeemed", "2026-12-05 12:00", count=1)]}),
  rec("stream#CARD-PC-2204", "tool:get_account_stream", {"stream_id": "CARD-PC-2204", "holder": {"name": "Ravi Singh"}, "card": {"product": "SHARPEN_5", "punches": 5},
    "events": [ev(1, "CardPurchased", "2025-06-01 10:00", price_minor=27500, currency="TTD", expires_at=us("2026-06-01 23:59")), ev(2, "CardExpired", "2026-06-02 00:00", unused=2)]}),
  pol("shop-policy#cards", "Sharpening cards are valid 12 months from purchase. Cards bought in August come with one bonus punch. Punches cover standard hockey or figure sharpening; profiling is extra. Cards are not refundable and can be shared within a household.", "2026-06"),
]
add(93, SC, D, Q, E, "You have 6 sharpenings left: 10 punches plus 1 bonus, and 5 used. Your card is good until 15 August 2027.",
    [S("You have 6 sharpenings left"), S("10 punches plus 1 bonus"), S("5 used"), S("good until 15 August 2027")],
    includes=["6 sharpenings"], notes="10 + 1 - (1+2+1+1) = 6; expires_at.")
add(94, SC, D, Q, E, "Six left, Ravi! Last one used on 5/12. Family members in your household can use the card too.",
    [S("Six left, Ravi!"), S("Last one used on 5/12."), S("Family members in your household can use the card too.")],
    includes=["Six"], notes="PunchRedeemed seq 5; policy sharing.")
add(95, SC, D, Q, E, "You have 2 sharpenings left on your card.",
    [C("You have 2 sharpenings left", "VALUE_MISMATCH")],
    errors=["other_record_value"], excludes=["2 sharpenings left"], notes="unused 2 is on the expired 5-punch card CARD-PC-2204.")
add(96, SC, D, Q, E, "You've got 6 punches left, valid to 15/08/2027. Each one covers a sharpening and a profile.",
    [S("You've got 6 punches left"), S("valid to 15/08/2027"), C("covers a sharpening and a profile", "NLI_CONTRADICTION")],
    errors=["unlisted_perk"], excludes=["and a profile"], notes="Policy: profiling is extra.")
add(22, SC, D, Q, E, "You have 5 sharpenings left on your card. It's valid until 15 August 2027.",
    [C("You have 5 sharpenings left", "VALUE_MISMATCH"), S("valid until 15 August 2027")],
    errors=["wrong_arithmetic"], excludes=["5 sharpenings left"], includes=["6 sharpenings|six sharpenings|6 left|six left|6 punches|six punches", "15 August 2027"], notes="The draft forgot the bonus punch: 11 - 5 = 6.", repair=True)
