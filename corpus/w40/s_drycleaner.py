"""Dry cleaner: Nettoyage Rosenhof, Bern. Four scenarios."""
from lib import add, rec, pol, psg, refused, S, N, X, I, XI

D = "dry cleaner"

# ---------------------------------------------------------------- D1 suit ready, stamp card not full
sc = "suit-stampcard"
q = "Is my suit ready? And I believe my next cleaning should be free with the stamp card."
now = "2026-03-16T12:00:00+01:00"
ev = [
    rec("sheet:Tickets#C-7710", "export:rosenhof_tickets.xlsx",
        {"sheet": "Tickets", "filter": "Customer = C-7710 Bernasconi M.", "rows": [
            {"Ticket No.": "5521", "Received (dd.mm.yyyy)": "12.03.2026", "Ready (dd.mm.yyyy)": "14.03.2026",
             "Lines": [{"Garment": "Suit, 2-piece, navy", "Price (CHF)": "29.50"},
                       {"Garment": "Tie, silk", "Price (CHF)": "9.00"}],
             "Total (CHF)": "38.50", "Status": "READY", "Rail": "R-112", "Paid": "", "Stamp given": ""},
            {"Ticket No.": "5498", "Received (dd.mm.yyyy)": "02.03.2026", "Ready (dd.mm.yyyy)": "04.03.2026",
             "Lines": [{"Garment": "Shirt (x4)", "Price (CHF)": "18.00"}],
             "Total (CHF)": "18.00", "Status": "COLLECTED", "Rail": "", "Paid": "x", "Stamp given": ""}]}),
    rec("sheet:Stempelkarten#SC-30871", "export:rosenhof_stempelkarten.xlsx",
        {"sheet": "Stamp cards", "rows": [
            {"Card No.": "SC-30871", "Customer": "C-7710", "Stamps": "7", "Stamps needed": "10",
             "Last stamp (dd.mm.yyyy)": "28.02.2026", "Reward": "1 garment free (max. CHF 30.00)",
             "Reward redeemed": ""}]}),
    pol("policy:stempelkarte", "Garments are kept for 60 days after the ready date. Every cleaning order of "
        "CHF 20.00 or more earns one stamp on your card. Once the card holds ten stamps, your next garment is "
        "cleaned free of charge up to a value of CHF 30.00. Stamp cards cannot be exchanged for cash.",
        revision="2024-11"),
]
add(sc, D, q,
    "Good day Mr Bernasconi, your navy two-piece suit and the silk tie are cleaned and ready for collection on rail "
    "R-112; together they come to CHF 38.50. Your stamp card shows 7 of the 10 stamps needed, so the free garment "
    "is not yet due, though this order, being over CHF 20.00, will earn you another stamp.",
    ev, [S("are cleaned and ready for collection"), S("on rail R-112"), S("together they come to CHF 38.50"),
         S("Your stamp card shows 7 of the 10 stamps needed"), S("the free garment is not yet due"),
         S("will earn you another stamp")],
    includes=["CHF 38.50", "R-112"],
    notes="Ticket 5521 READY on R-112, total 38.50; card SC-30871 has 7 of 10 stamps; stamp rule in policy.")
add(sc, D, q,
    "Dear Mr Bernasconi,\n\nI am pleased to tell you that ticket 5521 is ready: suit CHF 29.50, tie CHF 9.00. Three "
    "more stamps are needed before a garment is cleaned for you free of charge, up to a value of CHF 30.00.\n\n"
    "Yours sincerely,\nFrida Lüthi\nNettoyage Rosenhof",
    ev, [S("ticket 5521 is ready"), S("suit CHF 29.50"), S("tie CHF 9.00"), S("Three more stamps are needed"),
         S("up to a value of CHF 30.00")],
    includes=["5521", "Three more stamps"],
    notes="Lines 29.50 and 9.00; 10 - 7 = 3 stamps; reward cap CHF 30.00 in policy and card row.")
add(sc, D, q,
    "Ticket 5521 is ready on rail R-112, CHF 38.50 to pay; your card stands at seven stamps.",
    ev, [S("Ticket 5521 is ready on rail R-112"), S("CHF 38.50 to pay"), S("your card stands at seven stamps")],
    includes=["38.50"], notes="Ticket 5521 row and stamp card row.")
add(sc, D, q,
    "Good day Mr Bernasconi, your suit and tie are ready on rail R-112. As your stamp card is full, the suit is "
    "cleaned free of charge, leaving only the tie at CHF 9.00 to pay.",
    ev, [S("your suit and tie are ready on rail R-112"),
         X("As your stamp card is full", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
         XI("leaving only the tie at CHF 9.00 to pay", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["condition_unmet", "wrong_amount"], excludes=["stamp card is full", "only the tie at CHF 9.00"],
    notes="Card SC-30871 holds 7 of 10 stamps, so no free garment; the amount to pay is the ticket total 38.50.")
add(sc, D, q,
    "Good day Mr Bernasconi, your suit and silk tie are ready to be collected, CHF 38.50 in all. Your card number "
    "5521 currently shows seven stamps, so three more are needed for a free garment.",
    ev, [S("your suit and silk tie are ready to be collected"), S("CHF 38.50 in all"),
         X("Your card number 5521", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
         S("so three more are needed for a free garment")],
    errors=["wrong_role"], excludes=["card number 5521"],
    notes="5521 is the ticket number; the stamp card is SC-30871.")
add(sc, D, q,
    "Good day Mr Bernasconi, your suit and tie are ready on rail R-112; the suit is CHF 29.50 and the tie CHF 9.00, "
    "which makes CHF 39.50. Your card holds 7 of 10 stamps.",
    ev, [S("your suit and tie are ready on rail R-112"), S("the suit is CHF 29.50"), S("the tie CHF 9.00"),
         X("which makes CHF 39.50", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("Your card holds 7 of 10 stamps")],
    errors=["wrong_arithmetic"], excludes=["CHF 39.50"], includes=["38.50", "R-112"], repair=True,
    notes="29.50 + 9.00 = 38.50 (Total column).")

# ---------------------------------------------------------------- D2 wedding gown, revised quote
sc = "wedding-gown"
q = "How much do I still owe for the wedding dress, and when will it be ready?"
now = "2026-03-23T15:00:00+01:00"
ev = [
    rec("sheet:Offerten#OF-2026-118-v2", "export:rosenhof_offerten.xlsx",
        {"sheet": "Quotes", "rows": [
            {"Quote No.": "OF-2026-118", "Version": "2", "Date (dd.mm.yyyy)": "05.02.2026", "Customer": "Imhof S.",
             "State": "ACCEPTED", "Lines": [
                 {"Item": "Bridal gown, hand cleaning", "Amount (CHF)": "245.00"},
                 {"Item": "Stain pre-treatment (hem, bodice)", "Amount (CHF)": "60.00"},
                 {"Item": "Preservation box, acid-free", "Amount (CHF)": "85.00"}],
             "Total (CHF)": "390.00"}]}),
    rec("sheet:Offerten#OF-2026-118-v1", "export:rosenhof_offerten.xlsx",
        {"sheet": "Quotes", "rows": [
            {"Quote No.": "OF-2026-118", "Version": "1", "Date (dd.mm.yyyy)": "22.01.2026", "Customer": "Imhof S.",
             "State": "SUPERSEDED", "Lines": [
                 {"Item": "Bridal gown, hand cleaning", "Amount (CHF)": "235.00"},
                 {"Item": "Preservation box, acid-free", "Amount (CHF)": "85.00"}],
             "Total (CHF)": "320.00"}]}),
    rec("sheet:Tickets#5590", "export:rosenhof_tickets.xlsx",
        {"sheet": "Tickets", "rows": [
            {"Ticket No.": "5590", "Quote No.": "OF-2026-118", "Received (dd.mm.yyyy)": "05.02.2026",
             "Status": "IN_CLEANING", "Ready (dd.mm.yyyy)": "27.03.2026", "Rail": ""}]}),
    rec("sheet:Zahlungen#Imhof", "export:rosenhof_zahlungen.xlsx",
        {"sheet": "Payments", "rows": [
            {"Date (dd.mm.yyyy)": "05.02.2026", "Reference": "OF-2026-118", "Text": "Deposit bridal gown",
             "Method": "TWINT", "Amount (CHF)": "150.00"},
            {"Date (dd.mm.yyyy)": "19.02.2026", "Reference": "5571", "Text": "Curtains, 2 panels",
             "Method": "CARD", "Amount (CHF)": "96.00"}]}),
    pol("policy:brautkleid", "Bridal gowns are cleaned by hand in our own workshop. Beads and sequins are "
        "checked and secured before cleaning. The remaining balance is due on collection. Our preservation box is "
        "acid-free, and as long as its seal stays unbroken we guarantee the gown against yellowing for 10 years.",
        revision="2025-03"),
]
add(sc, D, q,
    "Dear Ms Imhof, your final quote OF-2026-118 comes to CHF 390.00: hand cleaning CHF 245.00, stain "
    "pre-treatment CHF 60.00 and the preservation box CHF 85.00. Having paid a deposit of CHF 150.00, you have "
    "CHF 240.00 still to pay, due on collection. The gown is being cleaned now and will be ready on Friday, "
    "27 March.",
    ev, [S("your final quote OF-2026-118 comes to CHF 390.00"), S("hand cleaning CHF 245.00"),
         S("stain pre-treatment CHF 60.00"), S("the preservation box CHF 85.00"),
         S("Having paid a deposit of CHF 150.00"), S("you have CHF 240.00 still to pay"), S("due on collection"),
         S("The gown is being cleaned now"), S("ready on Friday, 27 March")],
    includes=["CHF 240.00", "27 March"],
    notes="Quote v2 (ACCEPTED) total 390.00 minus deposit 150.00 = 240.00; ticket 5590 IN_CLEANING, ready "
          "27.03.2026; balance on collection per policy.")
add(sc, D, q,
    "The balance outstanding on your wedding dress is two hundred and forty francs. It will be ready this Friday. "
    "As long as the seal of the preservation box stays unbroken, the gown is guaranteed against yellowing for "
    "ten years.",
    ev, [S("two hundred and forty francs"), S("It will be ready this Friday"),
         S("guaranteed against yellowing for ten years")],
    includes=["two hundred and forty francs"], now=now,
    notes="390.00 - 150.00 = 240.00; Ready 27.03.2026 is the Friday of the week of now (Mon 23.03.); guarantee in policy.")
add(sc, D, q,
    "Dear Ms Imhof,\n\nThank you for your patience. Your gown is in our workshop being cleaned by hand, and it will "
    "be ready for you on 27.03.2026. Of the CHF 390.00, the deposit of CHF 150.00 paid by TWINT on 5 February has "
    "been deducted, so CHF 240.00 remains.\n\nWith warm regards,\nNettoyage Rosenhof",
    ev, [N("Thank you for your patience"), S("being cleaned by hand"), S("ready for you on 27.03.2026"),
         S("Of the CHF 390.00"), S("the deposit of CHF 150.00 paid by TWINT on 5 February"), S("CHF 240.00 remains")],
    includes=["CHF 240.00", "27.03.2026"],
    notes="Payment row 05.02.2026 TWINT 150.00; quote v2 390.00; ticket ready 27.03.2026.")
add(sc, D, q,
    "Dear Ms Imhof, on your quote OF-2026-118 you have CHF 170.00 left to pay after the deposit of CHF 150.00, "
    "due when you collect the gown. It will be ready on Friday, 27 March.",
    ev, [X("you have CHF 170.00 left to pay", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("after the deposit of CHF 150.00"), S("due when you collect the gown"), S("ready on Friday, 27 March")],
    errors=["stale_value"], excludes=["CHF 170.00"],
    notes="170.00 is 320.00 (superseded version 1) minus 150.00; the accepted version 2 totals 390.00, leaving 240.00.")
add(sc, D, q,
    "Dear Ms Imhof, CHF 240.00 remains to be paid on collection. Your gown will be ready on Thursday, 26 March, "
    "and in its sealed box it is guaranteed against yellowing for 20 years.",
    ev, [S("CHF 240.00 remains to be paid on collection"), X("ready on Thursday, 26 March", "DATE_MISMATCH"),
         X("guaranteed against yellowing for 20 years", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_date", "wrong_period"], excludes=["Thursday, 26 March", "for 20 years"],
    notes="Ticket 5590 ready 27.03.2026 (Friday); policy guarantees 10 years.")
add(sc, D, q,
    "Dear Ms Imhof, your quote comes to CHF 390.00, of which you have paid a deposit of CHF 150.00, leaving "
    "CHF 240.00. This balance is due before we begin the cleaning. The gown will be ready on Friday, 27 March.",
    ev, [S("your quote comes to CHF 390.00"), S("you have paid a deposit of CHF 150.00"), S("leaving CHF 240.00"),
         X("This balance is due before we begin the cleaning", "NLI_CONTRADICTION"), S("ready on Friday, 27 March")],
    errors=["wrong_policy_condition"], excludes=["due before we begin the cleaning"],
    includes=["on collection|when you collect|at collection|upon collection|collect the gown", "CHF 240.00|240.00"], repair=True,
    notes="policy:brautkleid: the remaining balance is due on collection.")

# ---------------------------------------------------------------- D3 silk blouse damage claim
sc = "silk-blouse-claim"
q = "My silk blouse came back with the colours run. I want the CHF 189 it cost me. What is happening?"
now = "2026-03-18T10:00:00+01:00"
ev = [
    rec("sheet:Tickets#5610", "export:rosenhof_tickets.xlsx",
        {"sheet": "Tickets", "rows": [
            {"Ticket No.": "5610", "Customer": "Wyss C.", "Garment": "Blouse, silk, printed",
             "Care label": "P", "Price (CHF)": "16.80", "Paid": "x", "Status": "COLLECTED",
             "Received (dd.mm.yyyy)": "20.02.2026"}]}),
    rec("sheet:Schadenfaelle#RZ-0044", "export:rosenhof_schaeden.xlsx",
        {"sheet": "Damage claims", "rows": [
            {"Claim No.": "RZ-0044", "Ticket No.": "5610", "Opened (dd.mm.yyyy)": "24.02.2026",
             "Value claimed (CHF)": "189.00", "Sent to lab (dd.mm.yyyy)": "02.03.2026",
             "Lab": "Textilprüfstelle Mittelland", "Result (dd.mm.yyyy)": "11.03.2026",
             "Finding": "MANUFACTURING_DEFECT", "Finding text": "dye not fast to solvent; print defect",
             "Cleaning charge refund (CHF)": "16.80", "Refund paid (dd.mm.yyyy)": "13.03.2026",
             "Status": "CLOSED_PARTIAL"}]}),
    refused("call:issue_refund#RZ-0044", "issue_refund", "DENY",
            {"claim_no": "RZ-0044", "amount_chf": "189.00", "reason": "garment value"}),
    pol("policy:schaden", "We are liable for damage caused by our own handling. Disputed cases are examined by "
        "an independent textile laboratory at our expense. Where the laboratory finds a manufacturing defect, we "
        "refund the cleaning charge but not the value of the garment. In that case we recommend taking the "
        "laboratory report to the shop where the garment was bought.", revision="2025-01"),
]
add(sc, D, q,
    "Dear Mrs Wyss, I am sorry about your blouse. The independent laboratory that examined it under claim RZ-0044 "
    "found a manufacturing defect: the dye was not fast to cleaning solvent. In such cases we refund the cleaning "
    "charge but not the value of the garment, so I am unable to refund the CHF 189.00. The cleaning charge of "
    "CHF 16.80 was refunded to you on 13 March.",
    ev, [S("found a manufacturing defect"), S("the dye was not fast to cleaning solvent"),
         S("we refund the cleaning charge but not the value of the garment"),
         S("I am unable to refund the CHF 189.00"), S("The cleaning charge of CHF 16.80 was refunded to you on 13 March")],
    includes=["CHF 16.80", "13 March"],
    notes="Claim RZ-0044 Finding MANUFACTURING_DEFECT; refund 16.80 paid 13.03.2026; issue_refund for 189.00 DENY; policy:schaden.")
add(sc, D, q,
    "Dear Mrs Wyss,\n\n- Laboratory result (11.03.2026): manufacturing defect in the print\n- Cleaning charge of "
    "CHF 16.80: refunded on 13.03.2026\n- Garment value of CHF 189.00: not refundable under our terms; my request to "
    "pay it was declined\n\nWe would recommend taking the laboratory report to the shop where you bought the "
    "blouse.\n\nYours sincerely,\nNettoyage Rosenhof",
    ev, [S("Laboratory result (11.03.2026)"), S("manufacturing defect in the print"),
         S("refunded on 13.03.2026"), S("not refundable under our terms"), S("my request to pay it was declined"),
         S("taking the laboratory report to the shop where you bought the blouse")],
    includes=["16.80", "13.03.2026"],
    notes="Claim row dates and finding; refused issue_refund (DENY); recommendation from policy:schaden.")
add(sc, D, q,
    "Dear Mrs Wyss, the laboratory found that the colours ran during our cleaning process, and I have therefore "
    "issued a refund of CHF 189.00 for the blouse. The cleaning charge of CHF 16.80 was already refunded on 13 March.",
    ev, [X("the colours ran during our cleaning process", "VALUE_MISMATCH"),
         X("I have therefore issued a refund of CHF 189.00", "NOT_EXECUTED"),
         S("The cleaning charge of CHF 16.80 was already refunded on 13 March")],
    errors=["wrong_value", "refused_call_effect"], excludes=["during our cleaning process", "issued a refund of CHF 189.00"],
    notes="Finding is MANUFACTURING_DEFECT, not handling; issue_refund for 189.00 was DENY.")
add(sc, D, q,
    "Dear Mrs Wyss, the laboratory found a manufacturing defect, so under our terms the value of the blouse cannot "
    "be refunded, only the cleaning charge. That charge of CHF 16.80 was refunded to you on 11 March.",
    ev, [S("the laboratory found a manufacturing defect"), S("the value of the blouse cannot be refunded"),
         X("refunded to you on 11 March", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["refunded to you on 11 March"],
    notes="11.03.2026 is the laboratory result date; Refund paid is 13.03.2026.")
add(sc, D, q,
    "Dear Mrs Wyss, the textile laboratory found a manufacturing defect in the blouse, so we refund the cleaning "
    "charge but not the garment's value. The cleaning charge of CHF 18.60 was refunded on 13 March.",
    ev, [S("the textile laboratory found a manufacturing defect"), S("we refund the cleaning charge but not the garment's value"),
         X("The cleaning charge of CHF 18.60", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("was refunded on 13 March")],
    errors=["wrong_amount"], excludes=["CHF 18.60"], includes=["16.80", "13 March|13.03"], repair=True,
    notes="Cleaning charge refund is 16.80.")

# ---------------------------------------------------------------- D4 suede jacket at partner workshop
sc = "suede-partner"
q = "Where is my suede jacket? And is anything else of mine ready?"
now = "2026-03-20T09:00:00+01:00"
ev = [
    rec("sheet:Tickets#C-8120", "export:rosenhof_tickets.xlsx",
        {"sheet": "Tickets", "filter": "Customer = C-8120 Egli J.", "rows": [
            {"Ticket No.": "5633", "Garment": "Jacket, suede, brown", "Price (CHF)": "118.00", "Status": "AT_PARTNER",
             "Partner": "Lederpflege Suter, Luzern", "Sent (dd.mm.yyyy)": "10.03.2026",
             "Expected back (dd.mm.yyyy)": "31.03.2026", "Rail": "", "Paid": ""},
            {"Ticket No.": "5634", "Garment": "Shirt (x5)", "Price (CHF)": "22.50", "Status": "READY",
             "Partner": "", "Sent (dd.mm.yyyy)": "", "Expected back (dd.mm.yyyy)": "", "Rail": "R-087", "Paid": ""}]}),
    pol("policy:leder", "Leather and suede are cleaned by our partner workshop. The turnaround is about three weeks, "
        "transport included. We telephone you as soon as the garment is back with us. Suede may feel slightly "
        "firmer after cleaning; this softens again with wear.", revision="2023-08"),
]
add(sc, D, q,
    "Good morning Mr Egli, your suede jacket (ticket 5633) is with our partner workshop in Lucerne, where it went "
    "on 10 March; we expect it back on 31 March and will telephone you as soon as it arrives. Your five shirts on "
    "ticket 5634 are ready now, at CHF 22.50.",
    ev, [S("is with our partner workshop in Lucerne"), S("where it went on 10 March"), S("we expect it back on 31 March"),
         S("will telephone you as soon as it arrives"), S("Your five shirts on ticket 5634 are ready now"),
         S("at CHF 22.50")],
    includes=["31 March", "22.50"],
    notes="Ticket 5633 AT_PARTNER, sent 10.03., expected 31.03.; ticket 5634 READY 22.50; phone call per policy:leder.")
add(sc, D, q,
    "The jacket was sent to the leather specialist on 10.03.2026 and is expected back on Tuesday 31 March. Suede "
    "can feel a little firmer after cleaning, which softens again as it is worn. Meanwhile, your shirts may be "
    "collected from rail R-087.",
    ev, [S("was sent to the leather specialist on 10.03.2026"), S("expected back on Tuesday 31 March"),
         S("Suede can feel a little firmer after cleaning"), S("softens again as it is worn"),
         S("collected from rail R-087")],
    includes=["31 March", "R-087"],
    notes="Ticket rows 5633/5634; suede note in policy:leder; 31.03.2026 is a Tuesday.")
add(sc, D, q,
    "Good morning Mr Egli, your suede jacket is back from the specialist and hanging on rail R-087; the cleaning "
    "comes to CHF 22.50. Your five shirts are ready as well.",
    ev, [X("your suede jacket is back from the specialist", "RECORD_STATE_MISMATCH"),
         X("hanging on rail R-087", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
         X("the cleaning comes to CHF 22.50", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("Your five shirts are ready as well")],
    errors=["wrong_state", "other_record_value", "other_record_value"],
    excludes=["jacket is back from the specialist", "hanging on rail R-087", "the cleaning comes to CHF 22.50"],
    suffix="wrong-state",
    notes="Jacket 5633 is AT_PARTNER, price 118.00; rail R-087 and 22.50 belong to the shirts on ticket 5634.")
add(sc, D, q,
    "Good morning Mr Egli, your suede jacket is with our partner workshop and should be back on 31 March; the "
    "turnaround for leather is about three days. I have also asked them to reproof the suede against rain at no "
    "cost to you.",
    ev, [S("your suede jacket is with our partner workshop"), S("should be back on 31 March"),
         X("the turnaround for leather is about three days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         I("reproof the suede against rain at no cost", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    errors=["wrong_period", "unrecorded_extra"], excludes=["about three days", "reproof the suede"],
    notes="policy:leder says about three weeks; no record of any reproofing order.")
add(sc, D, q,
    "Good morning Mr Egli, your suede jacket is at our partner workshop in Lucerne and is expected back on "
    "31 March. Your six shirts on ticket 5634 are ready for CHF 22.50.",
    ev, [S("is at our partner workshop in Lucerne"), S("expected back on 31 March"),
         X("Your six shirts", "VALUE_MISMATCH"), S("are ready for CHF 22.50")],
    errors=["wrong_quantity"], excludes=["six shirts"], includes=["five|5 shirts|(x5)", "31 March|31.03"],
    repair=True, notes="Ticket 5634 is 'Shirt (x5)'.")
