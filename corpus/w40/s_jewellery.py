"""Jewellery repair: Goldschmiede Hofer, St. Gallen. Four scenarios."""
from lib import add, rec, pol, psg, refused, S, N, X, I, XI

D = "jewellery repair"

# ---------------------------------------------------------------- J1 ring resized
sc = "ring-resize"
q = "How is my ring coming along, and what will the resizing cost?"
now = "2026-03-25T16:00:00+01:00"
ev = [
    rec("sheet:Auftraege#Rossi-C", "export:hofer_auftraege.xlsx",
        {"sheet": "Jobs", "filter": "Customer = Rossi C.", "rows": [
            {"Job No.": "BJ-0721", "Item": "Ring, 18 ct yellow gold, with sapphire", "Work": "RESIZE_UP",
             "Size from": "54", "Size to": "57", "Gold added [g]": "0.8", "Gold price (CHF/g)": "78.00",
             "Gold (CHF)": "62.40", "Labour (CHF)": "85.00", "Total (CHF)": "147.40",
             "Ready (dd.mm.yyyy)": "27.03.2026", "Status": "POLISHING", "Goldsmith": "Lukas Hofer"},
            {"Job No.": "BJ-0698", "Item": "Earrings, silver", "Work": "CLEAN_POLISH", "Total (CHF)": "25.00",
             "Ready (dd.mm.yyyy)": "06.03.2026", "Status": "COLLECTED", "Goldsmith": "Lukas Hofer"}]}),
    rec("sheet:Preisliste#Ringe", "export:hofer_preisliste.xlsx",
        {"sheet": "Price list", "rows": [
            {"Work": "Resize up, up to 3 sizes (labour)", "Price (CHF)": "85.00", "Note": "plus gold by weight"},
            {"Work": "Resize down (labour)", "Price (CHF)": "60.00", "Note": ""},
            {"Work": "Cleaning & polish", "Price (CHF)": "", "Note": "included with every repair"},
            {"Work": "Engraving, per letter", "Price (CHF)": "4.50", "Note": ""},
            {"Work": "Rhodium plating", "Price (CHF)": "45.00", "Note": ""}]}),
    pol("policy:goldschmiede", "Gold added when enlarging a ring is charged by weight at the day's gold price. Rings "
        "can be enlarged by up to three sizes in one piece; beyond that we insert a new section. Soldered joints are "
        "guaranteed for twelve months.", revision="2025-11"),
]
add(sc, D, q,
    "Good afternoon Ms Rossi, your sapphire ring has been enlarged from size 54 to 57 and is now being polished; it "
    "will be ready on Friday, 27 March. We added 0.8 g of 18-carat gold at CHF 78.00 per gram, that is CHF 62.40, "
    "and with CHF 85.00 for the work the total is CHF 147.40.",
    ev, [S("has been enlarged from size 54 to 57"), S("is now being polished"), S("ready on Friday, 27 March"),
         S("We added 0.8 g of 18-carat gold"), S("at CHF 78.00 per gram"), S("that is CHF 62.40"),
         S("with CHF 85.00 for the work"), S("the total is CHF 147.40")],
    includes=["CHF 147.40", "27 March"],
    notes="BJ-0721: sizes 54 -> 57, Status POLISHING, Ready 27.03.2026, 0.8 g x 78.00 = 62.40, + 85.00 = 147.40.")
add(sc, D, q,
    "Dear Ms Rossi,\n\nYour ring will be ready the day after tomorrow. Cleaning and polishing are included at no "
    "extra charge, and the soldered joint is guaranteed for twelve months.\n\nWith kind regards,\nLukas Hofer\n"
    "Goldschmiede Hofer",
    ev, [S("Your ring will be ready the day after tomorrow"), S("Cleaning and polishing are included at no extra charge"),
         S("the soldered joint is guaranteed for twelve months")],
    includes=["twelve months"], now=now,
    notes="Ready 27.03.2026 is two days after now (25.03.); price list: cleaning & polish included with every repair; "
          "policy 12-month guarantee on soldered joints.")
add(sc, D, q,
    "BJ-0721: size 57, ready 27.03.2026, CHF 147.40.",
    ev, [S("size 57"), S("ready 27.03.2026"), S("CHF 147.40")],
    includes=["147.40"], notes="BJ-0721 Size to, Ready, Total.")
add(sc, D, q,
    "Good afternoon Ms Rossi, your ring is now size 57 and is being polished; it will be ready on Friday, 27 March. "
    "We added 0.8 carats of 18-carat gold, and the total comes to CHF 147.40.",
    ev, [S("your ring is now size 57"), S("is being polished"), S("ready on Friday, 27 March"),
         X("We added 0.8 carats of 18-carat gold", "VALUE_MISMATCH"), S("the total comes to CHF 147.40")],
    errors=["unit_conversion"], excludes=["0.8 carats"],
    notes="Gold added [g] is 0.8 grams; carat is a stone weight (0.2 g) or gold purity, not the added amount.")
add(sc, D, q,
    "Good afternoon Ms Rossi, your ring has been enlarged to size 58 and will be ready on 27 March, for CHF 147.40 "
    "in all. An engraving of your choice is included free of charge with the resizing.",
    ev, [X("enlarged to size 58", "VALUE_MISMATCH"), S("ready on 27 March"), S("for CHF 147.40 in all"),
         XI("An engraving of your choice is included free of charge", "NO_POLICY_EVIDENCE", "VALUE_MISMATCH",
            "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")],
    errors=["wrong_value", "unlisted_perk"], excludes=["size 58", "engraving of your choice is included"],
    notes="Size to is 57; engraving is priced at 4.50 per letter, only cleaning & polish are included.")
add(sc, D, q,
    "Good afternoon Ms Rossi, your ring has been enlarged from 54 to 57 and will be ready on Friday, 27 March. The "
    "added gold comes to CHF 62.40 and the work to CHF 85.00, so CHF 137.40 in total.",
    ev, [S("enlarged from 54 to 57"), S("ready on Friday, 27 March"), S("The added gold comes to CHF 62.40"),
         S("the work to CHF 85.00"), X("so CHF 137.40 in total", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["CHF 137.40"], includes=["147.40", "27 March|27.03"], repair=True,
    notes="62.40 + 85.00 = 147.40.")

# ---------------------------------------------------------------- J2 chain soldered, new clasp
sc = "chain-clasp"
q = "Is my chain repaired? Can I pick it up tomorrow? And did you redo the white gold plating?"
now = "2026-03-20T10:30:00+01:00"
ev = [
    rec("sheet:Auftraege#BJ-0735", "export:hofer_auftraege.xlsx",
        {"sheet": "Jobs", "rows": [
            {"Job No.": "BJ-0735", "Customer": "Gasser S.", "Item": "Necklace, 14 ct white gold, anchor chain, 45 cm",
             "Lines": [{"Work": "Solder link", "Price (CHF)": "35.00", "Approved": "x", "Done": "x"},
                       {"Work": "Spring-ring clasp, 14 ct white gold", "Price (CHF)": "68.00", "Approved": "x", "Done": "x"},
                       {"Work": "Rhodium plating", "Price (CHF)": "45.00", "Approved": "", "Done": ""}],
             "Total (CHF)": "103.00", "Ready (dd.mm.yyyy)": "20.03.2026", "Status": "READY",
             "Goldsmith": "Nadia Steffen", "Checked by": "Pia Wenger"}]}),
    pol("policy:oeffnungszeiten", "Jewellery that is not collected in person can be sent by registered post for "
        "CHF 9.00. Our shop is open Tuesday to Friday from 10:00 to 18:30 and on Saturday from 10:00 to 16:00. "
        "Optional work is carried out only with your approval.", revision="2025-11"),
]
add(sc, D, q,
    "Good morning Mr Gasser, your white-gold chain has been soldered and fitted with a new 14-carat clasp and is "
    "ready for you. The link repair is CHF 35.00 and the clasp CHF 68.00, CHF 103.00 in total. As you had not "
    "approved the rhodium plating, it has not been done. Tomorrow, Saturday, we are open from 10:00 to 16:00.",
    ev, [S("has been soldered and fitted with a new 14-carat clasp"), S("is ready for you"),
         S("The link repair is CHF 35.00"), S("the clasp CHF 68.00"), S("CHF 103.00 in total"),
         S("As you had not approved the rhodium plating"), S("it has not been done"),
         S("Tomorrow, Saturday, we are open from 10:00 to 16:00")],
    includes=["CHF 103.00", "16:00"], now=now,
    notes="BJ-0735 lines (rhodium Approved/Done blank), Total 103.00, READY; Saturday hours in policy; now is Friday.")
add(sc, D, q,
    "Chain ready; CHF 103.00. The rhodium plating was not done, as it was not approved. Saturday 10:00–16:00.",
    ev, [S("Chain ready"), S("CHF 103.00"), S("The rhodium plating was not done"), S("as it was not approved"),
         S("Saturday 10:00–16:00")],
    includes=["103.00"], notes="BJ-0735 and policy hours.")
add(sc, D, q,
    "Good morning Mr Gasser, your chain is repaired and ready, and we have also given it a fresh rhodium plating, so "
    "it looks like new. With the soldering and the new clasp, the total is CHF 148.00. We are open tomorrow from "
    "10:00 to 16:00.",
    ev, [S("your chain is repaired and ready"),
         XI("we have also given it a fresh rhodium plating", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
         X("the total is CHF 148.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("We are open tomorrow from 10:00 to 16:00")],
    errors=["unrecorded_extra", "wrong_amount"], excludes=["fresh rhodium plating", "CHF 148.00"], now=now,
    notes="Rhodium line Approved and Done are blank; Total 103.00 (148.00 adds the unapproved 45.00).")
add(sc, D, q,
    "Good morning Mr Gasser, your chain has been soldered and given a new 18-carat clasp, and it is ready for CHF "
    "103.00. Tomorrow we are open from 10:00 to 18:30.",
    ev, [S("your chain has been soldered"), X("a new 18-carat clasp", "VALUE_MISMATCH"), S("it is ready for CHF 103.00"),
         X("Tomorrow we are open from 10:00 to 18:30", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_value", "wrong_time"], excludes=["18-carat clasp", "10:00 to 18:30"], now=now,
    notes="Clasp is 14 ct white gold; tomorrow is Saturday, open 10:00-16:00 (18:30 is the weekday closing).")
add(sc, D, q,
    "Good morning Mr Gasser, our goldsmith Pia Wenger has soldered your chain and fitted a new 14-carat clasp; it is "
    "ready for CHF 103.00. The rhodium plating was not done, as you had not approved it.",
    ev, [X("our goldsmith Pia Wenger", "VALUE_MISMATCH"), S("fitted a new 14-carat clasp"), S("it is ready for CHF 103.00"),
         S("The rhodium plating was not done")],
    errors=["wrong_name"], excludes=["goldsmith Pia Wenger"], includes=["Nadia Steffen", "103.00"], repair=True,
    notes="Goldsmith is Nadia Steffen; Pia Wenger only checked the work.")

# ---------------------------------------------------------------- J3 replacement diamond on order
sc = "diamond-pendant"
q = "When will my pendant be ready and how much is left to pay? Can you also give me a valuation certificate for the insurance?"
now = "2026-03-26T14:30:00+01:00"
ev = [
    rec("sheet:Auftraege#BJ-0742", "export:hofer_auftraege.xlsx",
        {"sheet": "Jobs", "rows": [
            {"Job No.": "BJ-0742", "Customer": "Kunz V.", "Item": "Pendant, platinum, solitaire setting",
             "Work": "STONE_REPLACE", "Stone": "Diamond, brilliant cut", "Weight [ct]": "0.35",
             "Colour / clarity": "G / VS2", "Stone (CHF)": "1'650.00", "Setting (CHF)": "120.00",
             "Total (CHF)": "1'770.00", "Deposit (CHF)": "500.00", "Balance (CHF)": "1'270.00",
             "Status": "STONE_ORDERED", "Stone ETA (dd.mm.yyyy)": "02.04.2026", "Ready (dd.mm.yyyy)": "09.04.2026"}]}),
    rec("sheet:Offerten#BJ-0742-v1", "export:hofer_offerten.xlsx",
        {"sheet": "Quotes", "rows": [
            {"Job No.": "BJ-0742", "Version": "1", "Date (dd.mm.yyyy)": "04.03.2026", "State": "SUPERSEDED",
             "Stone": "Diamond, brilliant cut", "Weight [ct]": "0.30", "Colour / clarity": "G / SI1",
             "Stone (CHF)": "1'170.00", "Setting (CHF)": "120.00", "Total (CHF)": "1'290.00"}]}),
    refused("call:issue_valuation#BJ-0742", "issue_valuation_certificate", "ESCALATE",
            {"job_no": "BJ-0742", "purpose": "insurance", "basis": "replacement value"}),
    pol("policy:steine", "Settings are checked free of charge once a year. Every replacement diamond of 0.30 ct or "
        "more comes with a grading report from an independent laboratory at no extra cost. Valuation certificates "
        "for insurers are issued only by our certified appraiser.", revision="2025-11"),
]
add(sc, D, q,
    "Dear Mrs Kunz, the replacement diamond for your platinum pendant, a 0.35-carat brilliant of G colour and VS2 "
    "clarity, has been ordered and is expected on 2 April; the pendant will then be ready on 9 April. Of the "
    "CHF 1'770.00 total you have paid CHF 500.00, so CHF 1'270.00 remains. As the stone is over 0.30 carats, it comes "
    "with an independent grading report at no extra cost. I have passed your request for a valuation certificate to "
    "our certified appraiser, as I cannot issue it myself.",
    ev, [S("a 0.35-carat brilliant of G colour and VS2 clarity"), S("has been ordered and is expected on 2 April"),
         S("the pendant will then be ready on 9 April"), S("Of the CHF 1'770.00 total"), S("you have paid CHF 500.00"),
         S("so CHF 1'270.00 remains"), S("it comes with an independent grading report at no extra cost"),
         S("I have passed your request for a valuation certificate to our certified appraiser")],
    includes=["CHF 1'270.00", "9 April"],
    notes="BJ-0742 stone 0.35 ct G/VS2, STONE_ORDERED, ETA 02.04., Ready 09.04., total/deposit/balance; grading "
          "report rule in policy; issue_valuation_certificate ESCALATE.")
add(sc, D, q,
    "Dear Mrs Kunz,\n\n- Diamond 0.35 ct, G/VS2: CHF 1'650.00\n- Setting: CHF 120.00\n- Paid: CHF 500.00\n"
    "- Balance: CHF 1'270.00\n- Ready: 09.04.2026\n\nThe valuation certificate can only be issued by our certified "
    "appraiser; your request has been forwarded to them.\n\nYours sincerely,\nGoldschmiede Hofer",
    ev, [S("Diamond 0.35 ct, G/VS2: CHF 1'650.00"), S("Setting: CHF 120.00"), S("Paid: CHF 500.00"),
         S("Balance: CHF 1'270.00"), S("Ready: 09.04.2026"), S("can only be issued by our certified appraiser"),
         S("your request has been forwarded to them")],
    includes=["1'270.00", "09.04.2026"], notes="BJ-0742 row; policy appraiser rule; escalated valuation call.")
add(sc, D, q,
    "Dear Mrs Kunz, the 0.35-gram replacement diamond has been ordered and your pendant will be ready on 9 April, "
    "with CHF 1'270.00 left to pay. I have issued the valuation certificate for your insurer and attached it here.",
    ev, [X("the 0.35-gram replacement diamond", "VALUE_MISMATCH"), S("your pendant will be ready on 9 April"),
         S("with CHF 1'270.00 left to pay"), X("I have issued the valuation certificate", "NOT_EXECUTED")],
    errors=["unit_conversion", "refused_call_effect"], excludes=["0.35-gram", "I have issued the valuation certificate"],
    notes="Weight [ct] is 0.35 carat (0.07 g); issue_valuation_certificate was ESCALATE, not done.")
add(sc, D, q,
    "Dear Mrs Kunz, your new diamond, of G colour and SI1 clarity, is on order, and the pendant will be ready on "
    "9 April. After your deposit of CHF 500.00, CHF 1'150.00 remains to be paid.",
    ev, [X("of G colour and SI1 clarity", "VALUE_MISMATCH"), S("is on order"), S("will be ready on 9 April"),
         S("After your deposit of CHF 500.00"), X("CHF 1'150.00 remains", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value", "wrong_arithmetic"], excludes=["SI1 clarity", "CHF 1'150.00"],
    notes="SI1 is from the superseded quote v1 (current stone is VS2); 1'150.00 leaves out the setting "
          "(1'770.00 - 500.00 = 1'270.00).")
add(sc, D, q,
    "Dear Mrs Kunz, the 0.35-carat replacement diamond has been ordered, and your pendant will be ready on 2 April. "
    "CHF 1'270.00 remains after your deposit.",
    ev, [S("the 0.35-carat replacement diamond has been ordered"), X("your pendant will be ready on 2 April", "DATE_MISMATCH"),
         S("CHF 1'270.00 remains after your deposit")],
    errors=["wrong_date"], excludes=["ready on 2 April"], includes=["9 April|09.04", "1'270.00"], repair=True,
    notes="02.04.2026 is the stone's ETA; the pendant is ready 09.04.2026.")

# ---------------------------------------------------------------- J4 pearl necklace restringing
sc = "pearl-restring"
q = "I dropped off my pearl necklace yesterday. How much will it be and when is it ready?"
now = "2026-03-27T10:00:00+01:00"
ev = [
    rec("sheet:Auftraege#BJ-0750", "export:hofer_auftraege.xlsx",
        {"sheet": "Jobs", "rows": [
            {"Job No.": "BJ-0750", "Customer": "Frick B.", "Item": "Pearl necklace, Akoya, 6.5-7 mm",
             "Received (dd.mm.yyyy)": "26.03.2026", "Pearls (count)": "72", "Work": "RESTRING_KNOTTED",
             "Thread": "silk, white", "Length [cm]": "45", "Price (CHF)": "96.00", "Clasp check": "x",
             "Clasp repair": "", "Ready (dd.mm.yyyy)": "03.04.2026", "Status": "QUEUED"}]}),
    rec("sheet:Preisliste#Perlen", "export:hofer_preisliste.xlsx",
        {"sheet": "Price list", "rows": [
            {"Work": "Restringing, knotted, up to 50 cm", "Price (CHF)": "96.00"},
            {"Work": "Restringing, knotted, over 50 cm", "Price (CHF)": "128.00"},
            {"Work": "Restringing, unknotted", "Price (CHF)": "48.00"},
            {"Work": "New clasp, 18 ct", "Price (CHF)": "140.00"}]}),
    pol("policy:perlen", "We count the pearls when you hand the necklace in and again before we return it. Pearl "
        "necklaces worn often should be restrung every two to three years. Restringing takes about one week.",
        revision="2024-02"),
    psg("kb:knoten", "Why knotted?\nA knot between each pearl stops the pearls rubbing against each other.\nIf the "
        "thread breaks, only one pearl can come loose."),
]
add(sc, D, q,
    "Good morning Ms Frick, we counted 72 pearls when you handed in your Akoya necklace, and we will restring it on "
    "white silk with a knot between each pearl, keeping its length of 45 cm. The price is CHF 96.00 and it will be "
    "ready on Friday, 3 April. Should the thread ever break, the knots mean that only one pearl can come loose.",
    ev, [S("we counted 72 pearls"), S("restring it on white silk with a knot between each pearl"),
         S("keeping its length of 45 cm"), S("The price is CHF 96.00"), S("ready on Friday, 3 April"),
         S("the knots mean that only one pearl can come loose")],
    includes=["CHF 96.00", "3 April"],
    notes="BJ-0750: 72 pearls, RESTRING_KNOTTED, silk white, 45 cm, 96.00, Ready 03.04.2026; knot passage kb:knoten.")
add(sc, D, q,
    "Dear Ms Frick,\n\nSeventy-two pearls, forty-five centimetres, knotted on silk: ninety-six francs, ready a week "
    "today. We shall count the pearls again before handing the necklace back.\n\nWith kind regards,\n"
    "Goldschmiede Hofer",
    ev, [S("Seventy-two pearls"), S("forty-five centimetres"), S("ninety-six francs"), S("ready a week today"),
         S("count the pearls again before handing the necklace back")],
    includes=["ninety-six francs"], now=now,
    notes="Now Fri 27.03.2026; a week today is Fri 03.04.2026 = Ready; recount in policy:perlen.")
add(sc, D, q,
    "BJ-0750: knotted restringing, CHF 96.00, ready 03.04.2026; the clasp will be checked as well.",
    ev, [S("knotted restringing"), S("CHF 96.00"), S("ready 03.04.2026"), S("the clasp will be checked as well")],
    includes=["96.00", "03.04.2026"], notes="BJ-0750 Work, Price, Ready, Clasp check x.")
add(sc, D, q,
    "Good morning Ms Frick, we counted 76 pearls on your necklace, and the knotted restringing comes to CHF 128.00. "
    "It will be ready on Friday, 3 April.",
    ev, [X("we counted 76 pearls", "VALUE_MISMATCH"),
         X("the knotted restringing comes to CHF 128.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("ready on Friday, 3 April")],
    errors=["wrong_quantity", "wrong_amount"], excludes=["76 pearls", "CHF 128.00"],
    notes="Pearls (count) is 72; the job is priced 96.00 (128.00 is the price-list row for over 50 cm).")
add(sc, D, q,
    "Good morning Ms Frick, your necklace is being restrung as we speak, and as the clasp was worn we will replace it "
    "free of charge. It will be ready on 3 April for CHF 96.00.",
    ev, [X("your necklace is being restrung as we speak", "RECORD_STATE_MISMATCH"),
         I("we will replace it free of charge", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE"),
         S("It will be ready on 3 April for CHF 96.00")],
    errors=["wrong_state", "unrecorded_extra"], excludes=["being restrung as we speak", "replace it free of charge"],
    notes="Status QUEUED (not yet in work); Clasp repair is blank and no record or policy offers a free clasp.")
add(sc, D, q,
    "Good morning Ms Frick, your Akoya necklace of 72 pearls will be restrung with knots on white silk at its length "
    "of 50 cm. It will be ready on Friday, 3 April, for CHF 96.00.",
    ev, [S("your Akoya necklace of 72 pearls"), X("at its length of 50 cm", "VALUE_MISMATCH"),
         S("ready on Friday, 3 April, for CHF 96.00")],
    errors=["wrong_value"], excludes=["length of 50 cm"], includes=["45 cm|45 centimetres|forty-five", "96.00"],
    repair=True, notes="Length [cm] is 45.")
