"""Shoe repair: Schuhmacherei Brändli, Luzern. Four scenarios."""
from lib import add, rec, pol, psg, refused, S, N, X, I, XI

D = "shoe repair"

# ---------------------------------------------------------------- S1 resoled oxfords ready, boots still in work
sc = "oxford-resole"
q = "Are my shoes ready? I brought in the brown oxfords and the black boots."
now = "2026-03-20T15:30:00+01:00"
ev = [
    rec("sheet:Reparaturen#Meier-P", "export:braendli_reparaturen.xlsx",
        {"sheet": "Repairs", "filter": "Customer = Meier P.", "rows": [
            {"Ticket": "SR-3307", "Item": "Oxford, brown, size 43", "Received (dd.mm.yyyy)": "09.03.2026",
             "Lines": [{"Work": "FULL_RESOLE_LEATHER", "Price (CHF)": "98.00"},
                       {"Work": "HEEL_TOPPIECE_RUBBER", "Price (CHF)": "22.00"}],
             "Total (CHF)": "120.00", "Promised (dd.mm.yyyy)": "20.03.2026", "Status": "DONE", "Shelf": "F3"},
            {"Ticket": "SR-3308", "Item": "Chelsea boot, black, size 43", "Received (dd.mm.yyyy)": "09.03.2026",
             "Lines": [{"Work": "HALF_SOLE_RUBBER", "Price (CHF)": "45.00"}],
             "Total (CHF)": "45.00", "Promised (dd.mm.yyyy)": "25.03.2026", "Status": "IN_REPAIR", "Shelf": ""}]}),
    rec("sheet:Preisliste#Sohlen", "export:braendli_preisliste.xlsx",
        {"sheet": "Price list", "rows": [
            {"Code": "FULL_RESOLE_LEATHER", "Description": "Full resole, leather, welted", "Price (CHF)": "98.00"},
            {"Code": "HALF_SOLE_RUBBER", "Description": "Half sole, rubber", "Price (CHF)": "45.00"},
            {"Code": "HEEL_TOPPIECE_RUBBER", "Description": "Heel top-piece, rubber", "Price (CHF)": "22.00"},
            {"Code": "HEEL_TOPPIECE_LEATHER", "Description": "Heel top-piece, leather", "Price (CHF)": "38.00"}]}),
    pol("policy:garantie-naht", "Repaired shoes are kept for you for 90 days free of charge. A full resole on welted "
        "shoes carries a six-month guarantee on the stitching. Glued repairs are guaranteed for three months.",
        revision="2024-09"),
]
add(sc, D, q,
    "Good afternoon Mr Meier, your brown oxfords (ticket SR-3307) have their new leather soles and rubber heels and "
    "are ready today; the total is CHF 120.00. Your black Chelsea boots are still in the workshop and are promised "
    "for Wednesday, 25 March.",
    ev, [S("(ticket SR-3307)"), S("have their new leather soles and rubber heels"), S("are ready today"),
         S("the total is CHF 120.00"), S("Your black Chelsea boots are still in the workshop"),
         S("promised for Wednesday, 25 March")],
    includes=["CHF 120.00", "25 March"], now=now,
    notes="SR-3307 DONE, lines FULL_RESOLE_LEATHER + HEEL_TOPPIECE_RUBBER = 120.00; SR-3308 IN_REPAIR, promised 25.03.2026.")
add(sc, D, q,
    "Dear Mr Meier,\n\nThe full resoling (CHF 98.00) and the new rubber heel top-pieces (CHF 22.00) on your oxfords "
    "are finished, making one hundred and twenty francs. The stitching of the new soles carries our six-month "
    "guarantee. The Chelsea boots will follow on 25.03.2026.\n\nWith best regards,\nSchuhmacherei Brändli",
    ev, [S("The full resoling (CHF 98.00)"), S("the new rubber heel top-pieces (CHF 22.00)"), S("are finished"),
         S("making one hundred and twenty francs"), S("carries our six-month guarantee"),
         S("The Chelsea boots will follow on 25.03.2026")],
    includes=["one hundred and twenty francs", "25.03.2026"],
    notes="SR-3307 lines and status; six-month stitching guarantee in policy; SR-3308 promised 25.03.2026.")
add(sc, D, q,
    "Oxfords ready on shelf F3, CHF 120.00; the boots are due on 25 March.",
    ev, [S("Oxfords ready on shelf F3"), S("CHF 120.00"), S("the boots are due on 25 March")],
    includes=["120.00"], notes="SR-3307 DONE on shelf F3; SR-3308 promised 25.03.2026.")
add(sc, D, q,
    "Good afternoon Mr Meier, both your brown oxfords and your black Chelsea boots are ready for collection today. "
    "The oxfords come to CHF 120.00 and the boots to CHF 45.00.",
    ev, [X("both your brown oxfords and your black Chelsea boots are ready", "RECORD_STATE_MISMATCH"),
         S("The oxfords come to CHF 120.00"), S("the boots to CHF 45.00")],
    errors=["wrong_state"], excludes=["both your brown oxfords and your black Chelsea boots are ready"], now=now,
    notes="SR-3308 (Chelsea boots) is IN_REPAIR, promised 25.03.2026; only SR-3307 is DONE.")
add(sc, D, q,
    "Good afternoon Mr Meier, your oxfords under ticket SR-3308 are resoled and ready, CHF 120.00. The new soles "
    "are stitched, and the stitching is guaranteed for twelve months.",
    ev, [X("your oxfords under ticket SR-3308", "IDENTIFIER_MISMATCH"), S("are resoled and ready"),
         S("CHF 120.00"), X("guaranteed for twelve months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_id", "wrong_period"], excludes=["ticket SR-3308", "twelve months"],
    notes="The oxfords are SR-3307 (SR-3308 is the boots); policy gives six months on stitching.")
add(sc, D, q,
    "Good afternoon Mr Meier, your oxfords have new leather soles and new leather heels and are ready, for "
    "CHF 120.00 in total. The Chelsea boots are promised for 25 March.",
    ev, [S("your oxfords have new leather soles"), X("new leather heels", "VALUE_MISMATCH"), S("and are ready"),
         S("for CHF 120.00 in total"), S("The Chelsea boots are promised for 25 March")],
    errors=["wrong_value"], excludes=["new leather heels"], includes=["rubber", "120.00"], repair=True,
    notes="Heel line is HEEL_TOPPIECE_RUBBER (22.00); the leather top-piece would be 38.00.")

# ---------------------------------------------------------------- S2 boot stretching, express
sc = "boot-stretch"
q = "I brought my ankle boots in for stretching this morning with express. When can I get them, and how much?"
now = "2026-03-17T17:00:00+01:00"
ev = [
    rec("sheet:Reparaturen#SR-3321", "export:braendli_reparaturen.xlsx",
        {"sheet": "Repairs", "rows": [
            {"Ticket": "SR-3321", "Customer": "Kuster S.", "Item": "Ankle boot, taupe, size 39",
             "Received (dd.mm.yyyy)": "17.03.2026", "Time in (hh:mm)": "10:20", "Work": "STRETCH_WIDTH",
             "Stretch [mm]": "5", "Price (CHF)": "28.00", "Express": "x", "Express fee (CHF)": "10.00",
             "Total (CHF)": "38.00", "Ready (dd.mm.yyyy)": "18.03.2026", "Ready from (hh:mm)": "16:00",
             "Status": "IN_REPAIR", "Upper material": ""}]}),
    pol("policy:express-dehnen", "Express repairs are ready on the next working day from 16:00 for a surcharge of "
        "CHF 10.00. Stretching can widen a shoe by up to about half a size, roughly 5 mm; it cannot make a shoe "
        "longer. Uppers of synthetic material cannot be stretched.", revision="2025-04"),
    psg("kb:dehnen", "How we stretch shoes\nThe leather is treated with a softening agent.\nThe shoe is then held on "
        "an adjustable last for at least 12 hours."),
]
add(sc, D, q,
    "Good evening Ms Kuster, your ankle boots are on the stretcher now and will be ready tomorrow, Wednesday, from "
    "16:00 with the express service. They are being widened by 5 mm, which is about half a size; stretching cannot "
    "make a shoe longer, however. The cost is CHF 28.00 plus CHF 10.00 for express, CHF 38.00 in total.",
    ev, [S("ready tomorrow, Wednesday, from 16:00"), S("They are being widened by 5 mm"), S("about half a size"),
         S("stretching cannot make a shoe longer"), S("CHF 28.00 plus CHF 10.00 for express"),
         S("CHF 38.00 in total")],
    includes=["16:00", "CHF 38.00"], now=now,
    notes="SR-3321 IN_REPAIR, Stretch 5 mm, Ready 18.03.2026 from 16:00, 28.00 + 10.00 = 38.00; policy on stretching.")
add(sc, D, q,
    "Ready 18.03. from 4 pm; CHF 38.00 including express.",
    ev, [S("Ready 18.03. from 4 pm"), S("CHF 38.00 including express")],
    includes=["38.00"], notes="SR-3321 Ready and Total.")
add(sc, D, q,
    "Dear Ms Kuster, the boots are being stretched in width by five millimetres, and each is held on an adjustable "
    "last for at least twelve hours. Collection is possible tomorrow from 16:00.",
    ev, [S("stretched in width by five millimetres"), S("held on an adjustable last for at least twelve hours"),
         S("Collection is possible tomorrow from 16:00")],
    includes=["five millimetres", "16:00"], now=now,
    notes="Stretch [mm] 5; kb:dehnen gives the 12 hours on the last; Ready 18.03. 16:00 (now 17.03.).")
add(sc, D, q,
    "Good evening Ms Kuster, your ankle boots will be ready tomorrow from 16:00. They are being widened by 5 cm, "
    "about half a size, and the total with express is CHF 38.00.",
    ev, [S("will be ready tomorrow from 16:00"), X("widened by 5 cm", "VALUE_MISMATCH"), S("about half a size"),
         S("the total with express is CHF 38.00")],
    errors=["unit_conversion"], excludes=["by 5 cm"], now=now,
    notes="Stretch [mm] is 5, i.e. 5 mm, not 5 cm.")
add(sc, D, q,
    "Good evening Ms Kuster, your boots will be ready tomorrow from 10:20. As they have calf leather uppers, they "
    "take stretching well. The total is CHF 38.00 including express.",
    ev, [X("ready tomorrow from 10:20", "VALUE_MISMATCH", "DATE_MISMATCH"),
         I("they have calf leather uppers", "CLAIM_WITHOUT_TOOL_EVIDENCE"), S("The total is CHF 38.00 including express")],
    errors=["wrong_time", "invented_fact"], excludes=["from 10:20", "calf leather uppers"], now=now,
    notes="10:20 is the time the boots came in; Ready from is 16:00. Upper material is blank in the record.")
add(sc, D, q,
    "Good evening Ms Kuster, your ankle boots are being widened by 5 mm and will be ready tomorrow from 18:00. "
    "With express the total is CHF 38.00.",
    ev, [S("being widened by 5 mm"), X("ready tomorrow from 18:00", "VALUE_MISMATCH", "DATE_MISMATCH"),
         S("With express the total is CHF 38.00")],
    errors=["wrong_time"], excludes=["from 18:00"], includes=["16:00|4 pm|4:00 pm|4 p.m.", "38.00"], now=now,
    repair=True, notes="Ready from (hh:mm) is 16:00.")

# ---------------------------------------------------------------- S3 sole came off again, guarantee repair
sc = "sole-guarantee"
q = "The sole you glued on my hiking boots in January has come off again. Surely that's covered?"
now = "2026-03-19T10:00:00+01:00"
ev = [
    rec("sheet:Reparaturen#Schnyder-R", "export:braendli_reparaturen.xlsx",
        {"sheet": "Repairs", "filter": "Customer = Schnyder R.", "rows": [
            {"Ticket": "SR-3150", "Item": "Hiking boot, brown, size 45", "Work": "REGLUE_SOLE", "Price (CHF)": "35.00",
             "Collected (dd.mm.yyyy)": "14.01.2026", "Guarantee until (dd.mm.yyyy)": "14.04.2026",
             "Status": "COLLECTED"},
            {"Ticket": "SR-3340", "Item": "Hiking boot, brown, size 45", "Work": "REGLUE_SOLE",
             "Guarantee claim": "x", "Ref. ticket": "SR-3150", "Price (CHF)": "0.00",
             "Received (dd.mm.yyyy)": "16.03.2026", "Ready (dd.mm.yyyy)": "19.03.2026", "Status": "READY",
             "Shelf": "G1"},
            {"Ticket": "SR-2988", "Item": "Loafer, black, size 45", "Work": "HEEL_TOPPIECE_RUBBER",
             "Price (CHF)": "22.00", "Collected (dd.mm.yyyy)": "03.06.2025",
             "Guarantee until (dd.mm.yyyy)": "03.09.2025", "Status": "COLLECTED"}]}),
    pol("policy:garantie", "Glued repairs are guaranteed for three months from collection and stitched repairs for "
        "six months. Work under guarantee is carried out free of charge on presentation of the ticket. The "
        "guarantee does not cover damage caused by drying footwear on a radiator or by other strong heat.",
        revision="2024-09"),
]
add(sc, D, q,
    "Good morning Mr Schnyder, as your hiking boots were collected on 14 January, the re-gluing was still under our "
    "three-month guarantee, which runs until 14 April. The sole has therefore been glued again free of charge, and "
    "the boots are ready for you today.",
    ev, [S("were collected on 14 January"), S("the re-gluing was still under our three-month guarantee"),
         S("which runs until 14 April"), S("glued again free of charge"), S("the boots are ready for you today")],
    includes=["14 April", "free of charge"], now=now,
    notes="SR-3150 collected 14.01.2026, guarantee to 14.04.2026; SR-3340 guarantee claim, 0.00, READY 19.03.2026.")
add(sc, D, q,
    "Dear Mr Schnyder,\n\nGuarantee repair SR-3340: completed, no charge.\nGuarantee on the original repair: valid "
    "to 14.04.2026.\n\nPlease note that our guarantee does not cover damage from drying boots on a radiator.\n\n"
    "Yours faithfully,\nSchuhmacherei Brändli",
    ev, [S("Guarantee repair SR-3340: completed, no charge"), S("valid to 14.04.2026"),
         S("does not cover damage from drying boots on a radiator")],
    includes=["SR-3340", "14.04.2026"], notes="SR-3340 READY at 0.00; SR-3150 guarantee until; radiator exclusion in policy.")
add(sc, D, q,
    "Good morning Mr Schnyder, yes, that is covered: glued soles carry our six-month guarantee, which for your "
    "boots runs until 14 July. They have been re-glued free of charge and are waiting on shelf G1.",
    ev, [X("glued soles carry our six-month guarantee", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         X("runs until 14 July", "DATE_MISMATCH"), S("re-glued free of charge"), S("are waiting on shelf G1")],
    errors=["wrong_period", "wrong_date"], excludes=["six-month guarantee", "14 July"],
    notes="Policy: glued repairs three months (six is for stitching); Guarantee until 14.04.2026.")
add(sc, D, q,
    "Good morning Mr Schnyder, your boots have been re-glued and are ready on shelf G1. The repair comes to "
    "CHF 35.00, and we have also waterproofed the uppers for you.",
    ev, [S("ready on shelf G1"), X("The repair comes to CHF 35.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         I("we have also waterproofed the uppers", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["other_record_value", "unrecorded_extra"], excludes=["comes to CHF 35.00", "waterproofed the uppers"],
    notes="35.00 is the original paid repair SR-3150; SR-3340 is a guarantee claim at 0.00; no waterproofing recorded.")
add(sc, D, q,
    "Good morning Mr Schnyder, the re-gluing is still under guarantee until 14 April, so repair SR-3150 has been "
    "done free of charge and is ready for you today.",
    ev, [S("still under guarantee until 14 April"), X("repair SR-3150 has been done free of charge", "IDENTIFIER_MISMATCH"),
         S("is ready for you today")],
    errors=["wrong_id"], excludes=["repair SR-3150 has been"], includes=["SR-3340", "14 April|14.04"], now=now,
    repair=True, notes="The guarantee repair is ticket SR-3340; SR-3150 is the original paid repair from January.")

# ---------------------------------------------------------------- S4 uncollected pumps, storage fee
sc = "uncollected-pumps"
q = "I think I left a pair of red pumps with you last autumn. Do you still have them? Could you drop any fees?"
now = "2026-03-24T12:00:00+01:00"
ev = [
    rec("sheet:Reparaturen#SR-2870", "export:braendli_reparaturen.xlsx",
        {"sheet": "Repairs", "rows": [
            {"Ticket": "SR-2870", "Customer": "Gerber E.", "Item": "Pumps, red, size 38", "Work": "HEEL_TIPS",
             "Price (CHF)": "18.00", "Ready (dd.mm.yyyy)": "02.10.2025", "Reminder 1 (dd.mm.yyyy)": "02.12.2025",
             "Reminder 2 (dd.mm.yyyy)": "05.01.2026", "Storage fee (CHF)": "6.00", "Amount due (CHF)": "24.00",
             "Donation date (dd.mm.yyyy)": "02.04.2026", "Status": "STORED_OVERDUE", "Paid": ""}]}),
    refused("call:waive_storage_fee#SR-2870", "waive_storage_fee", "ESCALATE", {"ticket": "SR-2870", "amount_chf": "6.00"}),
    pol("policy:lagerung", "Repaired shoes are kept for 90 days free of charge. After that, we charge a storage fee of "
        "CHF 2.00 per month. Shoes not collected within six months of the ready date are given to charity, once two "
        "written reminders have been sent.", revision="2024-09"),
]
add(sc, D, q,
    "Dear Mrs Gerber, yes, we still have your red pumps (ticket SR-2870); they have had new heel tips and have been "
    "waiting for you since 2 October 2025. As more than 90 days have passed, a storage fee of CHF 6.00 has been "
    "added, so CHF 24.00 in all. Please collect them before 2 April, as shoes left longer than six months are given "
    "to charity.",
    ev, [S("we still have your red pumps"), S("they have had new heel tips"), S("waiting for you since 2 October 2025"),
         S("a storage fee of CHF 6.00 has been added"), S("so CHF 24.00 in all"), S("Please collect them before 2 April"),
         S("shoes left longer than six months are given to charity")],
    includes=["CHF 24.00", "2 April"],
    notes="SR-2870 STORED_OVERDUE, Ready 02.10.2025, Storage fee 6.00, Amount due 24.00, Donation date 02.04.2026; "
          "six-month rule in policy:lagerung.")
add(sc, D, q,
    "Your pumps are still here. Heel tips CHF 18.00 plus storage CHF 6.00: CHF 24.00 to pay when you collect. I have "
    "asked the workshop manager whether the storage fee can be waived and will let you know.",
    ev, [S("Your pumps are still here"), S("Heel tips CHF 18.00"), S("plus storage CHF 6.00"), S("CHF 24.00 to pay"),
         S("asked the workshop manager whether the storage fee can be waived")],
    includes=["24.00"], notes="SR-2870 amounts; waive_storage_fee was ESCALATE, so asking is the right report.")
add(sc, D, q,
    "Dear Mrs Gerber, we still have your red pumps with their new heel tips. The storage fee of CHF 6.00 has been "
    "added to the CHF 18.00 for the repair. Do please collect them soon: shoes left longer than a year are given to "
    "charity.",
    ev, [S("we still have your red pumps"), S("The storage fee of CHF 6.00"), S("the CHF 18.00 for the repair"),
         X("shoes left longer than a year are given to charity", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excludes=["longer than a year"],
    notes="policy:lagerung: six months after the ready date, not a year.")
add(sc, D, q,
    "Dear Mrs Gerber, good news: your red pumps are still here. As you are collecting within our 90-day period, no "
    "storage fee applies, so you pay just CHF 18.00 for the heel tips.",
    ev, [S("your red pumps are still here"),
         X("As you are collecting within our 90-day period", "DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         X("you pay just CHF 18.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["condition_unmet", "wrong_amount"], excludes=["within our 90-day period", "just CHF 18.00"],
    notes="Ready 02.10.2025, so more than 90 days (storage fee 6.00 charged); Amount due 24.00.")
add(sc, D, q,
    "Dear Mrs Gerber, yes, your red pumps are still here. I have waived the storage fee of CHF 6.00, so only the "
    "CHF 18.00 for the heel tips remains.",
    ev, [S("your red pumps are still here"), X("I have waived the storage fee of CHF 6.00", "NOT_EXECUTED"),
         X("only the CHF 18.00 for the heel tips remains", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "wrong_amount"], excludes=["I have waived the storage fee", "only the CHF 18.00"],
    notes="waive_storage_fee was ESCALATE, not done; Amount due stays 24.00.")
add(sc, D, q,
    "Dear Mrs Gerber, we still have your red pumps (ticket SR-2870), and CHF 24.00 is due including storage. Please "
    "collect them before 2 May, as shoes not collected within six months are given to charity.",
    ev, [S("we still have your red pumps"), S("CHF 24.00 is due including storage"),
         X("collect them before 2 May", "DATE_MISMATCH"), S("not collected within six months are given to charity")],
    errors=["wrong_date"], excludes=["before 2 May"], includes=["2 April|02.04", "24.00"], repair=True,
    notes="Donation date 02.04.2026 (six months after 02.10.2025).")
