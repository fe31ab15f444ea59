"""Phone repair shop: Tidewater Phone Repair (Anchorage Midtown and Honolulu Kaimuki branches)."""
from common import *

B = Book("phone", "phone repair shop")

# ---------------------------------------------------------------------------------------------
# P1 cracked-screen-quote (Anchorage): revised quote v2 adds frame straightening; v1 superseded.
# ---------------------------------------------------------------------------------------------
S = "cracked-screen-quote"
NOW = iso_now("2026-03-10 10:15", AK)
assert weekday("2026-03-12") == "Thursday"
EV = [
    rec("rma#TPR-40817", "tool:rma_lookup", {"RepairOrder": {
        "@id": "TPR-40817", "@branch": "ANC-MIDTOWN", "@tz": "America/Anchorage",
        "Customer": {"@custRef": "CU-558210", "Name": "Dana Whitlock", "Phone": "907-555-0148"},
        "Device": {"Model": "Corvo S22", "IMEI": "358812094417265", "Color": "Graphite"},
        "Intake": {"Date": "09.03.2026", "Tech": "R. Okafor", "Symptom": "CRACKED_DISPLAY_TOUCH_DEAD_ZONE"},
        "Status": {"@code": "AWAITING_CUSTOMER_APPROVAL", "@updated": "2026-03-10T08:42:00-08:00"},
        "Findings": {"Finding": [
            {"@code": "DISPLAY_CRACKED",
             "#text": "Lower-left impact crack; digitizer dead zone along the bottom edge"},
            {"@code": "FRAME_BENT", "#text": "Bottom frame rail bent 0.6 mm at the impact point"}]},
        "Deposit": {"@currency": "USD", "@unit": "cents", "#text": "5000"},
        "EstCompletion": {"@tz": "America/Anchorage", "#text": ep("2026-03-12 16:00", AK)},
        "WaterIndicator": {"@tripped": "N"}}}),
    rec("quote#TPR-40817-r2", "tool:quote_get", {"Quote": {
        "@rev": "2", "@state": "CURRENT", "@issued": "10.03.2026", "@order": "TPR-40817",
        "Line": [
            {"@sku": "OLED-CS22-OEM", "Desc": "Display assembly, OEM",
             "Price": {"@currency": "USD", "@unit": "cents", "#text": "23900"}},
            {"@sku": "LAB-DISP", "Desc": "Display replacement labor",
             "Price": {"@currency": "USD", "@unit": "cents", "#text": "4500"}},
            {"@sku": "FRM-STRAIGHT", "Desc": "Frame rail straightening",
             "Price": {"@currency": "USD", "@unit": "cents", "#text": "3000"}}],
        "Total": {"@currency": "USD", "@unit": "cents", "#text": "31400"}}}),
    rec("quote#TPR-40817-r1", "tool:quote_get", {"Quote": {
        "@rev": "1", "@state": "SUPERSEDED", "@issued": "09.03.2026", "@order": "TPR-40817",
        "Line": [
            {"@sku": "OLED-CS22-OEM", "Desc": "Display assembly, OEM",
             "Price": {"@currency": "USD", "@unit": "cents", "#text": "23900"}},
            {"@sku": "LAB-DISP", "Desc": "Display replacement labor",
             "Price": {"@currency": "USD", "@unit": "cents", "#text": "4500"}}],
        "Total": {"@currency": "USD", "@unit": "cents", "#text": "28400"}}}),
    pol("policy#repair-warranty",
        "Every repair is covered by our workmanship warranty. Display and battery replacements are "
        "warranted for 180 days from pickup; all other repairs are warranted for 90 days. The warranty "
        "covers the replaced part and our labor, not new physical or liquid damage. Deposits are credited "
        "toward the final invoice and are refunded in full if you decline the quote.", "2025-07"),
    psg("kb#bent-frame",
        "A bent frame rail can stop a new display from seating flush.\n"
        "That leads to lifting at the edges and early cracking, so the rail is straightened before the "
        "new display is fitted."),
]
Q = "Did you find out what's wrong with my phone and how much it'll be?"

B.add(S, Q,
      "Hi Dana, here is what we found on your Corvo S22:\n"
      "1. The display has an impact crack at the lower left, and the touch layer has a dead zone along the bottom edge.\n"
      "2. The bottom frame rail is bent 0.6 mm where it took the hit, so frame straightening was added to the quote.\n"
      "3. The revised quote is $314.00: $239.00 for the OEM display, $45.00 labor and $30.00 for the frame work.\n"
      "4. Your $50.00 deposit is credited toward it, leaving $264.00 on the final invoice.\n"
      "Once you approve, we expect it ready by 4:00 PM on Thursday, March 12.",
      EV,
      [ok("on your Corvo S22"), ok("impact crack at the lower left"), ok("dead zone along the bottom edge"),
       ok("bent 0.6 mm"), ok("frame straightening was added to the quote"), ok("The revised quote is $314.00"),
       ok("$239.00 for the OEM display"), ok("$45.00 labor"), ok("$30.00 for the frame work"),
       ok("Your $50.00 deposit is credited toward it"), ok("leaving $264.00 on the final invoice"),
       ok("ready by 4:00 PM on Thursday, March 12")],
      includes=["$314.00", "$264.00"], now=NOW,
      notes="Quote rev 2 (CURRENT) lines 23900/4500/3000, total 31400; deposit 5000 so 264.00 remains; "
            "EstCompletion epoch is 16:00 AKDT on 12.03.2026; findings list the crack, dead zone and 0.6 mm bend.")

B.add(S, Q,
      "Dear Dana,\n\n"
      "Thank you for your patience while we inspected the phone. Our technician confirmed two faults: "
      "a cracked display with a dead touch zone, and a bottom frame rail bent by 0.6 mm. Revision 2 of the "
      "quote comes to three hundred fourteen dollars, which already counts the frame straightening. After "
      "the fifty-dollar deposit, the balance is two hundred sixty-four dollars. If you decide not to go "
      "ahead, the deposit is refunded in full.\n\n"
      "Best regards,\nRhea, Bench Technician, Tidewater Midtown",
      EV,
      [na("Dear Dana"), na("Thank you for your patience"), ok("a cracked display with a dead touch zone"),
       ok("bent by 0.6 mm"), ok("comes to three hundred fourteen dollars"),
       ok("already counts the frame straightening"), ok("the balance is two hundred sixty-four dollars"),
       ok("the deposit is refunded in full"), na("Best regards"), na("Rhea, Bench Technician")],
      includes=["three hundred fourteen dollars"],
      notes="Quote rev 2 total 31400 includes FRM-STRAIGHT; 31400-5000 = 26400; the policy refunds the "
            "deposit in full on a declined quote.")

B.add(S, Q,
      "Dana, the updated total for TPR-40817 is $314.00 with $264.00 left after your deposit, and it should "
      "be ready Thursday at 4 PM once approved.",
      EV,
      [ok("updated total for TPR-40817 is $314.00"), ok("$264.00 left after your deposit"),
       ok("ready Thursday at 4 PM")],
      includes=["$314.00", "4 PM"], now=NOW,
      notes="Quote rev 2 Total 31400; deposit 5000; EstCompletion = Thursday 12.03.2026 16:00 AKDT.")

B.add(S, Q,
      "Hi Dana, here is what we found on your Corvo S22:\n"
      "1. The display has an impact crack at the lower left, and the touch layer has a dead zone along the bottom edge.\n"
      "2. The bottom frame rail is bent 0.6 mm where it took the hit.\n"
      "3. The quote comes to $284.00 for the OEM display and labor.\n"
      "4. Your $50.00 deposit is credited toward the final invoice.\n"
      "Once you approve, we expect it ready by 4:00 PM on Thursday, March 12.",
      EV,
      [ok("on your Corvo S22"), ok("impact crack at the lower left"), ok("dead zone along the bottom edge"),
       ok("bent 0.6 mm"), bad("The quote comes to $284.00", CON, R_AMT),
       ok("Your $50.00 deposit is credited"), ok("ready by 4:00 PM on Thursday, March 12")],
      errors=["stale_value"], excludes=["$284.00"], now=NOW,
      notes="28400 is the total of quote rev 1, state SUPERSEDED; the current rev 2 total is 31400.")

B.add(S, Q,
      "Hi Dana, the bench results for TPR-40817 are in:\n"
      "1. Cracked display with a dead touch zone along the bottom edge.\n"
      "2. Bottom frame rail bent 0.6 mm, which is why straightening was added before the new display goes in.\n"
      "3. Revised total: $314.00, and your deposit leaves $264.00 to pay.\n"
      "4. The new display will be under our warranty for 90 days from pickup.\n"
      "5. That warranty also covers accidental drops after the repair.",
      EV,
      [ok("Hi Dana, the bench results for TPR-40817 are in"), ok("Cracked display with a dead touch zone"),
       ok("Bottom frame rail bent 0.6 mm"), ok("straightening was added before the new display goes in"),
       ok("Revised total: $314.00"), ok("leaves $264.00 to pay"),
       bad("under our warranty for 90 days from pickup", CON, R_RULE),
       bad("also covers accidental drops", CON, R_RULE)],
      errors=["wrong_period", "wrong_policy_condition"],
      excludes=["for 90 days from pickup", "also covers accidental drops"],
      notes="Policy: display replacements are warranted 180 days (90 is for other repairs), and new physical "
            "damage is not covered.")

B.add(S, Q,
      "Hi Dana, here's the summary for your Corvo S22:\n"
      "1. Findings: cracked display with a dead touch zone, and a bottom frame rail bent 0.6 mm.\n"
      "2. Revised quote total: $314.00, including $30.00 for frame straightening.\n"
      "3. After your $50.00 deposit, $274.00 remains due.\n"
      "4. Estimated ready time is 4:00 PM on March 12 once you approve.",
      EV,
      [ok("here's the summary for your Corvo S22"), ok("cracked display with a dead touch zone"),
       ok("frame rail bent 0.6 mm"), ok("Revised quote total: $314.00"), ok("$30.00 for frame straightening"),
       bad("$274.00 remains due", CON, R_AMT), ok("4:00 PM on March 12")],
      errors=["wrong_arithmetic"], excludes=["$274.00"], includes=["$264.00|264.00", "$314.00|314.00"],
      repair=True,
      notes="31400 - 5000 = 26400, so $264.00 remains; everything else matches quote rev 2 and the order.")

# ---------------------------------------------------------------------------------------------
# P2 battery-warranty-claim (Honolulu): approved warranty claim, loaner refused, other order distractor.
# ---------------------------------------------------------------------------------------------
S = "battery-warranty-claim"
NOW = iso_now("2026-03-11 13:05", HI)
assert weekday("2026-03-14") == "Saturday"
EV = [
    rec("warranty_claim#WC-22913", "tool:warranty_claim_get", {"WarrantyClaim": {
        "@id": "WC-22913", "@branch": "HNL-KAIMUKI",
        "OriginalRepair": {"@ref": "TPR-37702", "CompletedOn": "14.11.2025", "PickedUpOn": "15.11.2025",
                           "Work": "BATTERY_REPLACEMENT"},
        "Customer": {"@custRef": "CU-610044", "Name": "Leilani Faleafa"},
        "Device": {"Model": "Nimbus 12 mini", "Serial": "NB12M-7Q4K19"},
        "Complaint": "BATTERY_SWELLING",
        "Coverage": {"@covered": "Y", "@expires": "14.05.2026", "@basis": "WORKMANSHIP_180D"},
        "CustomerCharge": {"@currency": "USD", "@unit": "cents", "#text": "0"},
        "Status": {"@code": "APPROVED", "@updated": "2026-03-11T11:20:00-10:00"},
        "BenchSlot": {"@tz": "Pacific/Honolulu", "Start": ep("2026-03-14 10:30", HI), "Duration": "PT1H15M"},
        "Loaner": {"@requested": "Y", "@issued": "N"}}}),
    rec("repair_order#TPR-41190", "tool:rma_lookup", {"RepairOrder": {
        "@id": "TPR-41190", "@branch": "HNL-KAIMUKI",
        "Customer": {"@custRef": "CU-610044", "Name": "Leilani Faleafa"},
        "Device": {"Model": "Nimbus Tab 10"}, "Work": "CHARGING_PORT_REPLACEMENT",
        "Status": {"@code": "READY_FOR_PICKUP"},
        "BalanceDue": {"@currency": "USD", "@unit": "cents", "#text": "8900"}}}),
    refused("issue_loaner#call-1", "issue_loaner", "DENY",
            {"claim_id": "WC-22913", "reason_code": "REPAIR_UNDER_2_BUSINESS_DAYS"}),
    pol("policy#warranty-loaners",
        "Battery and display replacements carry a 180-day workmanship warranty from the day you pick the "
        "device up. A swollen or failing replacement battery inside that window is replaced at no charge. "
        "Please stop using a swollen battery and keep the phone powered off until your appointment. Loaner "
        "phones are offered only when a repair is expected to take longer than two business days, and only "
        "while stock lasts.", "2025-09"),
]
Q = "My replacement battery from November is puffing up. Is this covered, and can I get a loaner?"

B.add(S, Q,
      "Aloha Leilani, here's where your warranty claim stands:\n"
      "1. Claim WC-22913 is approved, and the battery swap costs you nothing.\n"
      "2. The original battery replacement (TPR-37702) is still under our 180-day workmanship warranty, which runs through May 14, 2026.\n"
      "3. Your bench slot is this Saturday, March 14 at 10:30 AM, and the work takes about an hour and fifteen minutes.\n"
      "4. Until then, please keep the phone powered off and stop using it.\n"
      "We couldn't issue a loaner, since loaners are only for repairs expected to run longer than two business days.",
      EV,
      [na("Aloha Leilani"), ok("Claim WC-22913 is approved"), ok("the battery swap costs you nothing"),
       ok("still under our 180-day workmanship warranty"), ok("runs through May 14, 2026"),
       ok("this Saturday, March 14 at 10:30 AM"), ok("about an hour and fifteen minutes"),
       ok("keep the phone powered off and stop using it"), ok("We couldn't issue a loaner"),
       ok("only for repairs expected to run longer than two business days")],
      includes=["10:30 AM", "WC-22913"], now=NOW,
      notes="Claim status APPROVED, CustomerCharge 0, Coverage expires 14.05.2026, BenchSlot epoch 10:30 HST "
            "Sat 14.03.2026 for PT1H15M; issue_loaner was DENIED; policy gives the two-business-day rule.")

B.add(S, Q,
      "Leilani, your claim has been approved at no charge to you. The swollen battery will be replaced on "
      "Saturday at 10:30 AM at our Kaimuki shop; the appointment is booked for 75 minutes. A loaner request "
      "was declined because this repair is expected to take under two business days.",
      EV,
      [ok("approved at no charge to you"), ok("replaced on Saturday at 10:30 AM"), ok("at our Kaimuki shop"),
       ok("booked for 75 minutes"), ok("A loaner request was declined"),
       ok("expected to take under two business days")],
      includes=["10:30 AM"], now=NOW,
      notes="APPROVED with CustomerCharge 0; branch HNL-KAIMUKI; PT1H15M is 75 minutes; the refused "
            "issue_loaner call carries reason REPAIR_UNDER_2_BUSINESS_DAYS.")

B.add(S, Q,
      "Aloha Leilani,\n"
      "1. Claim WC-22913 is approved.\n"
      "2. We've set aside a loaner phone for you to collect when you drop the Nimbus off.\n"
      "3. Your appointment is Saturday, March 14 at 10:30 AM.\n"
      "4. The balance for this repair is $89.00, payable when you collect the phone.",
      EV,
      [na("Aloha Leilani"), ok("Claim WC-22913 is approved"),
       bad("We've set aside a loaner phone", CON, R_NOTEXEC), ok("Saturday, March 14 at 10:30 AM"),
       bad("The balance for this repair is $89.00", CON, R_AMT)],
      errors=["refused_call_effect", "other_record_value"],
      excludes=["set aside a loaner phone", "$89.00"], now=NOW,
      notes="issue_loaner was DENIED (Loaner @issued N); 8900 is the balance on the other order TPR-41190 "
            "(tablet), while this claim's CustomerCharge is 0.")

B.add(S, Q,
      "Aloha Leilani, here's where your warranty claim stands:\n"
      "1. Claim WC-22913 is approved, and the battery swap costs you nothing.\n"
      "2. The November battery replacement is still inside our 90-day workmanship warranty.\n"
      "3. Your bench slot is Saturday, March 14 at 8:30 PM.\n"
      "4. Until then, please keep the phone powered off.",
      EV,
      [na("Aloha Leilani"), ok("Claim WC-22913 is approved"), ok("the battery swap costs you nothing"),
       bad("inside our 90-day workmanship warranty", CON, R_RULE),
       bad("Saturday, March 14 at 8:30 PM", CON, R_DATE), ok("keep the phone powered off")],
      errors=["wrong_period", "unit_conversion"],
      excludes=["90-day workmanship warranty", "8:30 PM"], now=NOW,
      notes="Policy and Coverage @basis say 180 days; the BenchSlot epoch is 20:30 UTC, i.e. 10:30 AM in "
            "Pacific/Honolulu, so 8:30 PM is UTC read as local.")

B.add(S, Q,
      "Aloha Leilani,\n"
      "1. Claim WC-22913 is approved at no charge.\n"
      "2. Your appointment is Saturday, March 14 at 10:30 AM.\n"
      "3. A loaner phone will be ready for you when you drop the phone off.",
      EV,
      [na("Aloha Leilani"), ok("Claim WC-22913 is approved at no charge"),
       ok("Saturday, March 14 at 10:30 AM"), bad("A loaner phone will be ready for you", CON, R_NOTEXEC)],
      errors=["refused_call_effect"], excludes=["A loaner phone will be ready"],
      includes=["couldn't|could not|unable|not able|declined|denied|not available|isn't available",
                "10:30 AM|10:30"],
      repair=True, now=NOW,
      notes="issue_loaner#call-1 was DENIED, so the loaner sentence must say it could not be issued.")

# ---------------------------------------------------------------------------------------------
# P3 water-damage-diagnosis (Anchorage): beyond economical repair, partial data recovery, fee not waived.
# ---------------------------------------------------------------------------------------------
S = "water-damage-diagnosis"
EV = [
    rec("rma#TPR-41377", "tool:rma_lookup", {"RepairOrder": {
        "@id": "TPR-41377", "@branch": "ANC-MIDTOWN", "@tz": "America/Anchorage",
        "Customer": {"@custRef": "CU-502277", "Name": "Garrett Moen"},
        "Device": {"Model": "Corvo S20 FE", "IMEI": "357744100923318"},
        "Intake": {"Date": "12.03.2026", "Symptom": "NO_POWER_AFTER_LIQUID"},
        "Diagnosis": {"Result": "DIAG_COMPLETE_BER",
                      "Notes": "Corrosion under the PMIC and around the board-to-board connector; two shorted "
                               "rails. Board repair not economical.",
                      "Duration": "PT2H30M", "LiquidIndicator": {"@tripped": "Y"}},
        "DataRecovery": {"Attempted": "Y", "Outcome": "PARTIAL",
                         "FilesRecovered": {"@unit": "files", "#text": "1214"}, "Media": "USB_FLASH_32GB"},
        "Fees": {"Fee": [
            {"@code": "DIAG_LIQUID", "Amount": {"@currency": "USD", "@unit": "cents", "#text": "3900"},
             "Waived": "N"},
            {"@code": "DATA_RECOVERY", "Amount": {"@currency": "USD", "@unit": "cents", "#text": "6900"},
             "Waived": "N"}]},
        "RepairApproved": "N",
        "Status": {"@code": "READY_FOR_RETURN"}}}),
    pol("policy#liquid-damage",
        "Liquid-damage diagnosis is billed at a flat fee. The diagnostic fee is waived when you approve a "
        "repair we quote on the same device. If we find the board beyond economical repair, we return the "
        "device unrepaired and you pay only for the diagnosis and any data recovery you asked for. Recovered "
        "data is handed over on a flash drive, which is yours to keep.", "2025-11"),
    psg("kb#corrosion",
        "Liquid that reaches the main board keeps corroding it after the phone dries out.\n"
        "Corrosion around the power management chip often shorts supply rails, which is why a phone can stay "
        "dead even after it has dried."),
]
Q = "What did you find on my phone after it went in the lake, and what do I owe?"

B.add(S, Q,
      "Garrett, here's what the bench found on your Corvo S20 FE:\n"
      "1. The liquid indicator was tripped, and there's corrosion under the power management chip and around the board-to-board connector.\n"
      "2. Two power rails are shorted, so repairing the board isn't economical.\n"
      "3. We did recover 1,214 files, and they're on a 32 GB flash drive that's yours to keep.\n"
      "4. The charges are the $39.00 liquid diagnosis plus $69.00 for data recovery, $108.00 in total.\n"
      "The phone is ready to be returned to you unrepaired.",
      EV,
      [ok("on your Corvo S20 FE"), ok("The liquid indicator was tripped"),
       ok("corrosion under the power management chip"), ok("Two power rails are shorted"),
       ok("repairing the board isn't economical"), ok("recover 1,214 files"), ok("32 GB flash drive"),
       ok("that's yours to keep"), ok("$39.00 liquid diagnosis"), ok("$69.00 for data recovery"),
       ok("$108.00 in total"), ok("ready to be returned to you unrepaired")],
      includes=["$108.00", "1,214 files"],
      notes="Diagnosis notes, LiquidIndicator Y, DIAG_COMPLETE_BER; FilesRecovered 1214 on USB_FLASH_32GB; "
            "fees 3900 + 6900 = 10800, neither waived; status READY_FOR_RETURN.")

B.add(S, Q,
      "Garrett, the board in TPR-41377 is beyond economical repair; you owe $108.00 for the diagnosis and "
      "data recovery, and the phone is ready to collect.",
      EV,
      [ok("beyond economical repair"), ok("you owe $108.00"), ok("ready to collect")],
      includes=["$108.00"],
      notes="DIAG_COMPLETE_BER; 3900 + 6900 = 10800 cents; READY_FOR_RETURN.")

B.add(S, Q,
      "Your phone was examined for two and a half hours. Corrosion was found around the power management "
      "chip, which is a common reason a phone stays dead even once it has dried out. Part of your data was "
      "recovered: one thousand two hundred fourteen files in all. Because no repair was approved, the "
      "thirty-nine dollar diagnostic fee still applies.",
      EV,
      [ok("examined for two and a half hours"), ok("Corrosion was found around the power management chip"),
       ok("a common reason a phone stays dead"), ok("Part of your data was recovered"),
       ok("one thousand two hundred fourteen files"), ok("Because no repair was approved"),
       ok("the thirty-nine dollar diagnostic fee still applies")],
      includes=["thirty-nine dollar"],
      notes="Duration PT2H30M; the KB passage explains the dead-after-drying effect; Outcome PARTIAL with 1214 "
            "files; RepairApproved N and the DIAG_LIQUID fee 3900 has Waived N, matching the waiver rule.")

B.add(S, Q,
      "Garrett, here's the summary for TPR-41377:\n"
      "1. Corrosion was found under the power management chip, with two shorted rails.\n"
      "2. The $39.00 diagnostic fee has been waived since the diagnosis is complete.\n"
      "3. We recovered 1,214 files onto a 32 GB flash drive.\n"
      "4. The repair is complete and your phone is ready for pickup.",
      EV,
      [ok("here's the summary for TPR-41377"), ok("Corrosion was found under the power management chip"),
       ok("with two shorted rails"),
       bad("The $39.00 diagnostic fee has been waived", CON, ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH",
                                                             "NLI_CONTRADICTION"]),
       ok("recovered 1,214 files onto a 32 GB flash drive"),
       bad("The repair is complete", CON, R_STATE), ok("your phone is ready for pickup")],
      errors=["condition_unmet", "wrong_state"],
      excludes=["diagnostic fee has been waived", "The repair is complete"],
      notes="The fee is waived only when a repair is approved; RepairApproved is N and DIAG_LIQUID Waived N. "
            "Result DIAG_COMPLETE_BER means no repair was done (returned unrepaired).")

B.add(S, Q,
      "Garrett, here's what the bench found on your Corvo S20 FE:\n"
      "1. The liquid indicator was tripped and two power rails are shorted, so the board isn't worth repairing.\n"
      "2. We recovered 1,412 files onto a 32 GB flash drive that's yours to keep.\n"
      "3. The charges are $39.00 for the diagnosis plus $69.00 for data recovery, $98.00 altogether.\n"
      "The phone is ready to be returned to you.",
      EV,
      [ok("on your Corvo S20 FE"), ok("The liquid indicator was tripped"), ok("two power rails are shorted"),
       ok("the board isn't worth repairing"), bad("We recovered 1,412 files", CON, R_VAL),
       ok("that's yours to keep"), ok("$39.00 for the diagnosis"), ok("$69.00 for data recovery"),
       bad("$98.00 altogether", CON, R_AMT), ok("ready to be returned to you")],
      errors=["wrong_quantity", "wrong_arithmetic"], excludes=["1,412 files", "$98.00"],
      notes="FilesRecovered is 1214, not 1412; 3900 + 6900 = 10800, so the total is $108.00.")

B.add(S, Q,
      "Garrett, here's what we found on TPR-41377:\n"
      "1. Corrosion around the power management chip has shorted two rails, so the board is beyond economical repair.\n"
      "2. We recovered all of your files onto a 32 GB flash drive.\n"
      "3. You owe $108.00 for the diagnosis and data recovery.",
      EV,
      [ok("here's what we found on TPR-41377"), ok("Corrosion around the power management chip"),
       ok("beyond economical repair"), bad("We recovered all of your files", CON, R_STATE),
       ok("You owe $108.00")],
      errors=["wrong_state"], excludes=["recovered all of your files"],
      includes=["1,214|1214|partial|some of your|part of your", "$108.00|108.00"], repair=True,
      notes="DataRecovery Outcome is PARTIAL with 1214 files, not all files.")

# ---------------------------------------------------------------------------------------------
# P4 mail-in-tracking (Honolulu branch, customer on Maui): inbound vs outbound tracking, UTC timestamps.
# ---------------------------------------------------------------------------------------------
S = "mail-in-tracking"
NOW = iso_now("2026-03-18 09:10", HI)
assert weekday("2026-03-13") == "Friday" and weekday("2026-03-19") == "Thursday"
EV = [
    rec("mailin#MI-9081", "tool:mailin_rma_get", {"MailInRMA": {
        "@id": "MI-9081", "@branch": "HNL-KAIMUKI",
        "Customer": {"@custRef": "CU-633015", "Name": "Kainoa Breckenridge",
                     "ShipTo": {"City": "Kahului", "State": "HI", "Zip": "96732"}},
        "Device": {"Model": "Pomelo 14", "Serial": "F2LZQ8812XK1"},
        "Inbound": {"Carrier": "USPS", "Tracking": "9405511206213378440192", "ReceivedAt": "2026-03-13T21:47:00Z"},
        "Work": {"Code": "CHARGING_PORT_REPLACEMENT", "CompletedOn": "16.03.2026", "Tech": "M. Kealoha"},
        "Outbound": {"Carrier": "USPS", "Service": "PRIORITY_MAIL", "Tracking": "9405511206213391175538",
                     "ShippedAt": "2026-03-17T01:05:00Z", "ExpectedDelivery": "2026-03-19"},
        "Charges": {"Repair": {"@currency": "USD", "@unit": "cents", "#text": "7900"},
                    "ReturnShipping": {"@currency": "USD", "@unit": "cents", "#text": "1295"},
                    "Paid": "Y"},
        "Status": {"@code": "SHIPPED_TO_CUSTOMER"}}}),
    rec("tracking#9405511206213391175538", "tool:carrier_track", {"TrackResult": {
        "@number": "9405511206213391175538",
        "Event": [{"Code": "ACCEPTED", "At": "2026-03-17T01:05:00Z", "Location": "HONOLULU HI"},
                  {"Code": "IN_TRANSIT", "At": "2026-03-17T14:22:00Z",
                   "Location": "HONOLULU HI DISTRIBUTION CENTER"}],
        "Latest": "IN_TRANSIT"}}),
    pol("policy#mail-in",
        "We return mail-in devices by USPS Priority Mail, insured for the declared value. Return shipping is "
        "charged at cost and listed on your invoice. If a return package is not delivered within five "
        "business days of shipping, contact us and we will open a trace with the carrier. Mail-in repairs "
        "carry the same warranty as walk-in repairs.", "2026-01"),
]
Q = "Has my phone been shipped back yet? I'm on Maui."

B.add(S, Q,
      "Hi Kainoa, your Pomelo 14 is on its way back to you. Here's the timeline:\n"
      "1. We received it on Friday, March 13 at 11:47 AM.\n"
      "2. The charging port was replaced on March 16.\n"
      "3. It shipped by USPS Priority Mail that same afternoon at 3:05 PM, tracking number 9405511206213391175538.\n"
      "4. The latest scan shows it in transit through the Honolulu distribution center, and delivery is expected tomorrow, March 19.",
      EV,
      [ok("on its way back to you"), na("Here's the timeline"), ok("Friday, March 13 at 11:47 AM"),
       ok("charging port was replaced on March 16"), ok("USPS Priority Mail"),
       ok("that same afternoon at 3:05 PM"), ok("tracking number 9405511206213391175538"),
       ok("in transit through the Honolulu distribution center"),
       ok("delivery is expected tomorrow, March 19")],
      includes=["9405511206213391175538", "March 19"], now=NOW,
      notes="ReceivedAt 21:47Z is 11:47 AM HST on 13.03; ShippedAt 01:05Z on 17.03 is 3:05 PM HST on 16.03; "
            "outbound tracking and ExpectedDelivery 2026-03-19 (tomorrow from now); latest event IN_TRANSIT.")

B.add(S, Q,
      "Dear Kainoa,\n\n"
      "Thank you for using our mail-in service. Your repair (MI-9081) has been completed and paid in full: "
      "$79.00 for the charging port and $12.95 for return shipping, $91.95 altogether. The return package "
      "left our shop on March 16 and should reach Kahului on Thursday. If it has not arrived within five "
      "business days of shipping, let us know and we will open a trace with USPS.\n\n"
      "Mahalo,\nMakana, Mail-in Desk",
      EV,
      [na("Dear Kainoa"), na("Thank you for using our mail-in service"), ok("has been completed"),
       ok("paid in full"), ok("$79.00 for the charging port"), ok("$12.95 for return shipping"),
       ok("$91.95 altogether"), ok("left our shop on March 16"), ok("should reach Kahului on Thursday"),
       ok("within five business days of shipping"), na("Mahalo"), na("Makana, Mail-in Desk")],
      includes=["$91.95"], now=NOW,
      notes="Charges 7900 + 1295 = 9195, Paid Y; ShippedAt is 16.03 in Honolulu; ExpectedDelivery 19.03 is a "
            "Thursday; the trace rule is in the mail-in policy.")

B.add(S, Q,
      "Kainoa, MI-9081 shipped back to Kahului on Monday afternoon by Priority Mail and is due Thursday; "
      "track it with 9405511206213391175538.",
      EV,
      [ok("shipped back to Kahului on Monday afternoon"), ok("by Priority Mail"), ok("is due Thursday"),
       ok("track it with 9405511206213391175538")],
      includes=["9405511206213391175538"], now=NOW,
      notes="ShippedAt 2026-03-17T01:05Z = Monday 16.03 3:05 PM HST; ship-to city Kahului; expected 19.03 "
            "(Thursday); Outbound.Tracking.")

B.add(S, Q,
      "Hi Kainoa, your Pomelo 14 is on its way back.\n"
      "1. It arrived with us on March 13 and the charging port was replaced on March 16.\n"
      "2. It shipped by USPS Priority Mail at 1:05 AM on March 17.\n"
      "3. Your return tracking number is 9405511206213378440192.\n"
      "4. Delivery is expected on March 19.",
      EV,
      [ok("your Pomelo 14 is on its way back"), ok("arrived with us on March 13"),
       ok("the charging port was replaced on March 16"), bad("at 1:05 AM on March 17", CON, R_DATE),
       bad("Your return tracking number is 9405511206213378440192", CON, R_ID),
       ok("Delivery is expected on March 19")],
      errors=["unit_conversion", "wrong_role"],
      excludes=["1:05 AM", "9405511206213378440192"], now=NOW,
      notes="ShippedAt 01:05Z is UTC; in Honolulu it is 3:05 PM on March 16. 9405511206213378440192 is the "
            "Inbound tracking number, not the return one (…1175538).")

B.add(S, Q,
      "Hi Kainoa, quick update on MI-9081:\n"
      "1. The charging port replacement was finished on March 16.\n"
      "2. USPS shows the package out for delivery in Kahului this morning.\n"
      "3. It is expected to arrive on March 19.\n"
      "4. If it arrives after that date, we'll refund the $12.95 return shipping fee.",
      EV,
      [ok("quick update on MI-9081"), ok("finished on March 16"),
       bad("out for delivery in Kahului this morning", CON, R_STATE), ok("expected to arrive on March 19"),
       bad("we'll refund the $12.95 return shipping fee", INS, R_NOPOL)],
      errors=["wrong_state", "invented_promise"],
      excludes=["out for delivery", "we'll refund the $12.95"], now=NOW,
      notes="The carrier's latest event is IN_TRANSIT at the Honolulu distribution center; no policy offers a "
            "shipping refund for late delivery (the policy offers a trace after five business days).")

B.add(S, Q,
      "Hi Kainoa, your Pomelo 14 is on its way back to you:\n"
      "1. The charging port was replaced on March 16 and it shipped by USPS Priority Mail that afternoon.\n"
      "2. Your return tracking number is 9405511206213391175538.\n"
      "3. Delivery is expected on Friday, March 20.",
      EV,
      [ok("your Pomelo 14 is on its way back to you"), ok("The charging port was replaced on March 16"),
       ok("shipped by USPS Priority Mail that afternoon"),
       ok("Your return tracking number is 9405511206213391175538"),
       bad("Delivery is expected on Friday, March 20", CON, R_DATE)],
      errors=["wrong_date"], excludes=["Friday, March 20"],
      includes=["March 19|Thursday|tomorrow|19.03|3/19", "9405511206213391175538"], repair=True, now=NOW,
      notes="Outbound.ExpectedDelivery is 2026-03-19, a Thursday.")

# ---------------------------------------------------------------------------------------------
# P5 price-match-escalated (Anchorage): competitor quote is aftermarket grade; adjustment escalated.
# ---------------------------------------------------------------------------------------------
S = "price-match-escalated"
EV = [
    rec("quote#Q-41502-1", "tool:quote_get", {"RepairQuote": {
        "@id": "Q-41502-1", "@order": "TPR-41502", "@state": "OPEN",
        "Customer": {"@custRef": "CU-587730", "Name": "Priya Castellanos"},
        "Device": {"Model": "Pomelo 13"},
        "Line": {"@sku": "BGL-P13-OEM", "Desc": "Rear glass, OEM grade, laser removal",
                 "Price": {"@currency": "USD", "@unit": "cents", "#text": "12900"}},
        "ValidUntil": "03.04.2026", "TurnaroundEstimate": "P1D"}}),
    rec("pricematch#PM-3310", "tool:price_match_get", {"PriceMatchRequest": {
        "@id": "PM-3310", "@quote": "Q-41502-1",
        "Competitor": {"Name": "Northern Lights Wireless",
                       "QuotedPrice": {"@currency": "USD", "@unit": "cents", "#text": "9900"},
                       "PartGrade": "AFTERMARKET", "Written": "Y"},
        "Decision": {"@code": "ESCALATED_TO_MANAGER"}, "Submitted": "2026-03-20T19:02:00Z"}}),
    refused("apply_price_adjustment#call-4", "apply_price_adjustment", "ESCALATE",
            {"quote_id": "Q-41502-1", "new_price_cents": "9900", "reason": "GRADE_MISMATCH_REQUIRES_MANAGER"}),
    pol("policy#price-match",
        "We match a written quote from a local repair shop for the same repair. The competitor's part must be "
        "the same grade as ours: an OEM part is only matched against another OEM quote. Online-only and "
        "mail-order prices are not matched. When a request needs a judgment call, the store manager decides "
        "it, usually within one business day. A matched price applies to the quote it was requested for and "
        "expires with that quote.", "2025-10"),
]
Q = "Northern Lights Wireless quoted me $99 for the back glass. Can you match that?"

B.add(S, Q,
      "Hi Priya, I looked into your price-match request (PM-3310):\n"
      "1. Our quote Q-41502-1 is $129.00 for OEM-grade rear glass with laser removal.\n"
      "2. The Northern Lights Wireless quote of $99.00 is for aftermarket glass, and we normally only match like-for-like part grades.\n"
      "3. Because of that difference, I couldn't apply the adjustment myself; I've sent it to the store manager, who usually decides within one business day.\n"
      "4. Your current quote stays valid until April 3, 2026.",
      EV,
      [ok("I looked into your price-match request (PM-3310)"), ok("Q-41502-1 is $129.00"),
       ok("OEM-grade rear glass with laser removal"), ok("quote of $99.00 is for aftermarket glass"),
       ok("only match like-for-like part grades"), ok("I couldn't apply the adjustment myself"),
       ok("I've sent it to the store manager"), ok("usually decides within one business day"),
       ok("valid until April 3, 2026")],
      includes=["$129.00", "April 3, 2026"],
      notes="Quote line 12900 OEM; competitor 9900 AFTERMARKET; apply_price_adjustment was ESCALATEd and the "
            "request shows ESCALATED_TO_MANAGER; ValidUntil 03.04.2026 is DD.MM, i.e. April 3.")

B.add(S, Q,
      "Priya, the $99.00 match on Q-41502-1 is with the store manager for a decision, since the competitor "
      "quoted aftermarket glass against our OEM part; until then your quote remains $129.00.",
      EV,
      [ok("is with the store manager"), ok("competitor quoted aftermarket glass"), ok("against our OEM part"),
       ok("your quote remains $129.00")],
      includes=["$129.00"],
      notes="Decision ESCALATED_TO_MANAGER; PartGrade AFTERMARKET vs BGL-P13-OEM; quote price 12900.")

B.add(S, Q,
      "Priya, the price match hasn't been approved yet: it has been escalated to the manager. Your quote of "
      "$129.00 holds through 04/03/2026, and once you go ahead the rear glass job takes about one day.",
      EV,
      [ok("hasn't been approved yet"), ok("escalated to the manager"), ok("$129.00 holds through 04/03/2026"),
       ok("takes about one day")],
      includes=["$129.00"],
      notes="Escalated, not applied; ValidUntil 03.04.2026 written en-US as 04/03/2026; TurnaroundEstimate P1D.")

B.add(S, Q,
      "Hi Priya, good news on PM-3310:\n"
      "1. We've matched the Northern Lights Wireless price, so your rear glass repair is now $99.00.\n"
      "2. The repair uses OEM-grade glass with laser removal.\n"
      "3. We've also added a free tempered-glass screen protector to your order.",
      EV,
      [ok("good news on PM-3310"),
       bad("We've matched the Northern Lights Wireless price", CON, R_NOTEXEC),
       ok("OEM-grade glass with laser removal"),
       bad("added a free tempered-glass screen protector", INS, R_NOREC)],
      errors=["refused_call_effect", "unrecorded_extra"],
      excludes=["We've matched the Northern Lights Wireless price", "free tempered-glass screen protector"],
      notes="apply_price_adjustment was ESCALATEd, never applied (quote still 12900); the quote has a single "
            "line and no screen protector anywhere.")

B.add(S, Q,
      "Hi Priya, thanks for your patience.\n"
      "1. Our quote Q-41502-1 is $129.00 for OEM-grade rear glass.\n"
      "2. Our price-match policy covers any lower written price you find, online or local.\n"
      "3. Your request is with the store manager now.\n"
      "4. The $129.00 quote is valid until March 4, 2026.",
      EV,
      [na("thanks for your patience"), ok("Our quote Q-41502-1 is $129.00"),
       bad("covers any lower written price you find, online or local", CON, ["NLI_CONTRADICTION"]),
       ok("Your request is with the store manager now"),
       bad("valid until March 4, 2026", CON, R_DATE)],
      errors=["wrong_policy_condition", "wrong_date"],
      excludes=["online or local", "March 4, 2026"],
      notes="Policy: online-only prices are not matched and grades must match; ValidUntil 03.04.2026 is "
            "DD.MM.YYYY, i.e. April 3, not March 4.")

B.add(S, Q,
      "Hi Priya, about PM-3310:\n"
      "1. Our quote Q-41502-1 is $139.00 for OEM-grade rear glass with laser removal.\n"
      "2. The competitor's $99.00 quote is for aftermarket glass, so the request has gone to the store manager.\n"
      "3. The manager usually decides within one business day.",
      EV,
      [ok("about PM-3310"), bad("Q-41502-1 is $139.00", CON, R_AMT),
       ok("The competitor's $99.00 quote is for aftermarket glass"), ok("has gone to the store manager"),
       ok("usually decides within one business day")],
      errors=["wrong_amount"], excludes=["$139.00"], includes=["$129.00|129.00", "$99.00|99.00"], repair=True,
      notes="Quote line price is 12900 cents, $129.00.")

B.add(S, Q,
      "Hi Priya, about your price-match request PM-3310:\n"
      "1. Our quote Q-41502-1 is $129.00 for OEM-grade rear glass.\n"
      "2. Northern Lights Wireless quoted $89.00 in writing.\n"
      "3. Their quote also includes a one-year warranty on the glass.\n"
      "4. Because the grades differ, the request has gone to the store manager.",
      EV,
      [ok("about your price-match request PM-3310"), ok("Our quote Q-41502-1 is $129.00"),
       bad("quoted $89.00 in writing", CON, R_AMT),
       bad("includes a one-year warranty on the glass", INS, ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED"]),
       ok("Because the grades differ"), ok("the request has gone to the store manager")],
      errors=["wrong_amount", "invented_fact"],
      excludes=["$89.00", "one-year warranty on the glass"],
      notes="The competitor's QuotedPrice is 9900 ($99.00); nothing records any warranty on the competitor's quote.")

if __name__ == "__main__":
    B.save()
