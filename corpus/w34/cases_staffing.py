"""Party staffing agency scenarios (w34)."""
from write_cases import (S, NA, C, I, CI, rec, pol, psg, refused, AMT, DATE, TIME, STATE, IDM, VAL, NAME,
                         NOTEX, NOREC, POLC, POLI, FACTI)

DOM = "party staffing agency"


def quote(b):
    sc = "staffing-quote"
    q = "Can you break down the staffing for our holiday party? How many people, what hours, and the total?"
    ev = [
        rec("airtable#Staff Requests/recSr4Hp8Wq2Cx6V", "airtable.get_record", {
            "id": "recSr4Hp8Wq2Cx6V", "createdTime": "2026-10-05T14:26:00.000Z",
            "fields": {"Request No": "PPS-10482", "Client": "Kessler & Vance LLP", "Contact": "Audrey Kessler",
                       "Event": "Kessler & Vance Holiday Party", "Event Date": "2026-12-12",
                       "Shift Start": "2026-12-12T22:00:00.000Z", "Shift End": "2026-12-13T04:00:00.000Z",
                       "Shift Length (s)": 21600, "Roles": ["recRl1Bt5Nd9Sa3W", "recRl2Sv6Ne0Sb4X",
                                                            "recRl3Cp7Nf1Sc5Y"],
                       "Labor Subtotal (USD)": 1698, "Agency Fee %": 0.18, "Agency Fee (USD)": 305.64,
                       "Estimated Total (USD)": 2003.64, "Version": 2, "Status": "Confirmed"}}),
        rec("airtable#Roles?filter=PPS-10482", "airtable.list_records", {
            "records": [
                {"id": "recRl1Bt5Nd9Sa3W", "fields": {"Role": "Bartender", "Count": 3, "Rate (USD/hr)": 48,
                                                     "Line Total (USD)": 864}},
                {"id": "recRl2Sv6Ne0Sb4X", "fields": {"Role": "Server", "Count": 2, "Rate (USD/hr)": 42,
                                                     "Line Total (USD)": 504}},
                {"id": "recRl3Cp7Nf1Sc5Y", "fields": {"Role": "Event Captain", "Count": 1, "Rate (USD/hr)": 55,
                                                     "Line Total (USD)": 330}}]}),
        rec("airtable#Staff Requests/recSr4Hp8Wq2Cx6V@v1", "airtable.get_record", {
            "id": "recSr4Hp8Wq2Cx6V", "snapshot": "Version 1",
            "fields": {"Version": 1, "Status": "Superseded", "Bartenders": 2, "Servers": 2, "Event Captains": 1,
                       "Labor Subtotal (USD)": 1410, "Estimated Total (USD)": 1663.8}}),
        pol("policy#rates", "Rates and fees. Rates are per staff member per hour, with a 4-hour minimum for each "
            "person booked. Staff arrive 30 minutes before the shift starts for a briefing, at no charge to you. An "
            "18% agency fee is added to the labor subtotal. Gratuity is not included; you are welcome to tip staff "
            "directly or add a gratuity to your final invoice.", revision="2026-01"),
    ]
    b.add(sc, DOM, q,
          "Hi Audrey! Here's your holiday party team for Saturday, December 12 🎄\n- 3 bartenders at $48/hour\n"
          "- 2 servers at $42/hour\n- 1 event captain at $55/hour\nEveryone works 5:00 PM to 11:00 PM, and with the "
          "18% agency fee your estimated total is $2,003.64.",
          ev, [S("your holiday party team for Saturday, December 12"), S("3 bartenders at $48/hour"),
               S("2 servers at $42/hour"), S("1 event captain at $55/hour"),
               S("Everyone works 5:00 PM to 11:00 PM"), S("with the 18% agency fee"),
               S("your estimated total is $2,003.64")],
          includes=["$2,003.64", "5:00 PM to 11:00 PM"],
          notes="Roles list; Shift Start 22:00Z and End 04:00Z are 5 PM and 11 PM EST; Estimated Total 2003.64 on "
                "version 2.")
    b.add(sc, DOM, q,
          "So excited for your party! You'll have six staff on a six-hour shift. Labor comes to $1,698, the 18% "
          "agency fee adds $305.64, and gratuity isn't included, so feel free to tip the team directly. Everyone "
          "arrives half an hour early for a briefing, free of charge.",
          ev, [NA("So excited for your party!"), S("You'll have six staff on a six-hour shift"),
               S("Labor comes to $1,698"), S("the 18% agency fee adds $305.64"), S("gratuity isn't included"),
               S("feel free to tip the team directly"),
               S("Everyone arrives half an hour early for a briefing, free of charge")],
          includes=["$1,698", "$305.64"],
          notes="3 + 2 + 1 = 6 staff; Shift Length 21600 s = 6 h; Labor Subtotal 1698, Agency Fee 305.64; gratuity "
                "and briefing rules in the policy.")
    b.add(sc, DOM, q,
          "Dear Audrey,\n\nThank you for choosing Polished Pour! Request PPS-10482 is confirmed, and your estimated "
          "total is two thousand three dollars and sixty-four cents.\n\nBest,\nPolished Pour Event Staffing",
          ev, [NA("Thank you for choosing Polished Pour!"), S("Request PPS-10482 is confirmed"),
               S("your estimated total is two thousand three dollars and sixty-four cents"), NA("Best,")],
          includes=["PPS-10482"],
          notes="Status Confirmed, Estimated Total 2003.64 in words.")
    b.add(sc, DOM, q,
          "Hi Audrey! Your team is 3 bartenders, 2 servers and 1 event captain, working 5:00 PM to 11:00 PM. Labor "
          "for the bartenders, servers and captain comes to $1,368, and gratuity is already included, so no need to "
          "worry about tipping! 🎄",
          ev, [S("Your team is 3 bartenders, 2 servers and 1 event captain"), S("working 5:00 PM to 11:00 PM"),
               C("Labor for the bartenders, servers and captain comes to $1,368", AMT),
               C("gratuity is already included", POLC), NA("no need to worry about tipping!")],
          errors=["wrong_arithmetic", "unlisted_perk"], excludes=["$1,368", "gratuity is already included"],
          notes="864 + 504 leaves out the captain's 330; Labor Subtotal is 1698. The policy says gratuity is not "
                "included.")
    b.add(sc, DOM, q,
          "Hi Audrey! Your team of 2 bartenders, 2 servers and 1 event captain will work from 10:00 PM to 4:00 AM on "
          "December 12. With the 18% agency fee, your estimated total is $2,003.64.",
          ev, [C("Your team of 2 bartenders", VAL), S("2 servers and 1 event captain"),
               C("will work from 10:00 PM to 4:00 AM", TIME), S("With the 18% agency fee, your estimated total is $2,003.64")],
          errors=["stale_value", "unit_conversion"], excludes=["2 bartenders", "10:00 PM to 4:00 AM"],
          notes="2 bartenders is version 1 (Superseded); the Roles list has 3. The shift times are UTC; in "
                "America/New_York they are 5 PM to 11 PM.")
    b.add(sc, DOM, q,
          "Hi Audrey! Your team is 4 bartenders, 2 servers and 1 event captain, working 5:00 PM to 11:00 PM on "
          "December 12. With the 18% agency fee, your estimated total is $2,003.64. 🎄",
          ev, [C("Your team is 4 bartenders", VAL), S("2 servers and 1 event captain"),
               S("working 5:00 PM to 11:00 PM on December 12"),
               S("With the 18% agency fee, your estimated total is $2,003.64")],
          errors=["wrong_quantity"], excludes=["4 bartenders"],
          includes=["3 bartenders|three bartenders", "$2,003.64"],
          notes="The Bartender role has Count 3.", repair=True)


def point_person(b):
    sc = "staffing-point-person"
    q = "Who's our point person on the day of the gala, and how do we reach them? Also, what will the staff wear?"
    ev = [
        rec("airtable#Events/recGa7Lx3Bw8Tq1Z", "airtable.get_record", {
            "id": "recGa7Lx3Bw8Tq1Z", "createdTime": "2026-01-12T16:00:00.000Z",
            "fields": {"Event": "Brightwater Foundation Gala", "Event Date": "2026-03-21",
                       "Venue": "Fisher Building Lobby, Detroit", "Attire": "All Black",
                       "Dress Code Note": "Black button-down, black slacks, black non-slip shoes",
                       "Account Manager": "Helena Strand", "Account Manager Phone": "(313) 555-0199",
                       "Assignments": ["recAs1Ya4Ad7Cp2A", "recAs2Rs5Ok8Bt3B", "recAs3Ch6Hv9Bt4C",
                                       "recAs4Pd7Es0Sv5D"], "Time Zone": "America/Detroit"}}),
        rec("airtable#Assignments?filter=Brightwater Foundation Gala", "airtable.list_records", {
            "records": [
                {"id": "recAs1Ya4Ad7Cp2A", "fields": {"Staff": "Yusuf Adebayo", "Role": "Event Captain",
                                                     "Phone": "(313) 555-0142",
                                                     "Check-In": "2026-03-21T21:30:00.000Z"}},
                {"id": "recAs2Rs5Ok8Bt3B", "fields": {"Staff": "Renata Sokol", "Role": "Bartender",
                                                     "Check-In": "2026-03-21T22:00:00.000Z"}},
                {"id": "recAs3Ch6Hv9Bt4C", "fields": {"Staff": "Chris Halvorsen", "Role": "Bartender",
                                                     "Check-In": "2026-03-21T22:00:00.000Z"}},
                {"id": "recAs4Pd7Es0Sv5D", "fields": {"Staff": "Priya Desai", "Role": "Server",
                                                     "Check-In": "2026-03-21T22:00:00.000Z"}}]}),
        pol("policy#on-site", "On the day. Your Event Captain is your on-site point of contact and manages the team "
            "from check-in to wrap. Your account manager handles changes and billing before and after the event. All "
            "staff wear the attire listed on your booking unless you request otherwise at least 7 days ahead.",
            revision="v4"),
    ]
    b.add(sc, DOM, q,
          "Hi there! Your point person on the day is Yusuf Adebayo, your Event Captain, and you can reach him at "
          "(313) 555-0142. He'll check in at 5:30 PM to get everything rolling. ✨ The team will be in all black: black "
          "button-downs, black slacks and black non-slip shoes.",
          ev, [S("Your point person on the day is Yusuf Adebayo, your Event Captain"),
               S("you can reach him at (313) 555-0142"), S("He'll check in at 5:30 PM"),
               S("The team will be in all black"), S("black button-downs, black slacks and black non-slip shoes")],
          includes=["Yusuf Adebayo", "(313) 555-0142"],
          notes="Assignment: Yusuf Adebayo, Event Captain, Phone, Check-In 21:30Z = 5:30 PM EDT (DST began March 8); "
                "the policy makes the captain the on-site contact; Attire All Black with the note.")
    b.add(sc, DOM, q,
          "Here's your gala team for March 21 🥂\n• Event Captain (your on-site contact): Yusuf Adebayo, "
          "(313) 555-0142\n• Bartenders: Renata Sokol and Chris Halvorsen\n• Server: Priya Desai\n• Attire: all "
          "black\nFor any changes before the day, Helena Strand, your account manager, is the one to call.",
          ev, [S("gala team for March 21"), S("Event Captain (your on-site contact): Yusuf Adebayo, (313) 555-0142"),
               S("Bartenders: Renata Sokol and Chris Halvorsen"), S("Server: Priya Desai"), S("Attire: all black"),
               S("Helena Strand, your account manager, is the one to call")],
          includes=["Yusuf Adebayo"],
          notes="Assignments list roles and names; Account Manager Helena Strand; the policy assigns pre-event "
                "changes to the account manager.")
    b.add(sc, DOM, q,
          "Yusuf Adebayo, (313) 555-0142, is your captain on site. All-black attire.",
          ev, [S("Yusuf Adebayo, (313) 555-0142, is your captain on site"), S("All-black attire")],
          includes=["(313) 555-0142"],
          notes="Captain assignment and Attire field.")
    b.add(sc, DOM, q,
          "Hi there! Your on-site point person is Helena Strand, and you can reach her at (313) 555-0199. "
          "The team will be wearing crisp white shirts with black vests. ✨",
          ev, [C("Your on-site point person is Helena Strand", NAME),
               S("you can reach her at (313) 555-0199"),
               C("crisp white shirts with black vests", VAL)],
          errors=["wrong_role", "wrong_value"], excludes=["point person is Helena Strand", "white shirts"],
          notes="Helena Strand is the Account Manager (her number is right for her); the on-site contact is the Event "
                "Captain, Yusuf Adebayo. Attire is All Black.")
    b.add(sc, DOM, q,
          "Hi there! Your point person on the day is Yusuf Adebayo, your Event Captain, at (313) 555-0142. He'll "
          "check in at 4:30 PM, and the bartenders and server arrive at 5:00 PM. Attire is all black.",
          ev, [S("Your point person on the day is Yusuf Adebayo, your Event Captain, at (313) 555-0142"),
               C("He'll check in at 4:30 PM", TIME), C("the bartenders and server arrive at 5:00 PM", TIME),
               S("Attire is all black")],
          errors=["wrong_time", "wrong_time"], excludes=["4:30 PM", "arrive at 5:00 PM"],
          notes="Check-In 21:30Z and 22:00Z on March 21 are 5:30 PM and 6:00 PM EDT; the draft used the winter "
                "offset.")
    b.add(sc, DOM, q,
          "Hi there! Your point person on the day is Yusuf Adebayo, your Event Captain, and you can reach him at "
          "(313) 555-0124. He'll check in at 5:30 PM, and the team will be in all black. ✨",
          ev, [S("Your point person on the day is Yusuf Adebayo, your Event Captain"),
               C("you can reach him at (313) 555-0124", IDM), S("He'll check in at 5:30 PM"),
               S("the team will be in all black")],
          errors=["wrong_id"], excludes=["555-0124"], includes=["555-0142", "5:30 PM|5:30 p.m."],
          notes="Yusuf Adebayo's Phone is (313) 555-0142.", repair=True)


def reduce_staff(b):
    sc = "staffing-reduce-staff"
    q = "We need to cut two servers from Friday's event. Will we be charged for that?"
    now = "2026-08-26T10:00:00-04:00"
    ev = [
        rec("airtable#Staff Requests/recSr9Mt2Kd5Fr8E", "airtable.update_record", {
            "id": "recSr9Mt2Kd5Fr8E", "createdTime": "2026-07-14T19:00:00.000Z",
            "fields": {"Request No": "MCH-5529", "Client": "Delgado Family", "Event": "Delgado Quinceañera",
                       "Event Date": "2026-08-28", "Shift Start": "2026-08-28T22:00:00.000Z",
                       "Shift Length (s)": 18000, "Bartenders": 2, "Bartender Rate (USD/hr)": 46, "Servers": 2,
                       "Server Rate (USD/hr)": 40, "Late Change Fee (USD)": 200, "Labor Subtotal (USD)": 860,
                       "Estimated Total (USD)": 1060, "Changes": ["recCh4Rd1Sv7Ky2F"]}}),
        rec("airtable#Changes/recCh4Rd1Sv7Ky2F", "airtable.get_record", {
            "id": "recCh4Rd1Sv7Ky2F", "createdTime": "2026-08-26T13:58:30.000Z",
            "fields": {"Change": "Reduce Servers", "From": 4, "To": 2, "Hours Before Shift": 56,
                       "Fee Rule": "Within 72h - 50%", "Fee (USD)": 200, "Status": "Applied"}}),
        rec("airtable#Estimates?filter=MCH-5529", "airtable.list_records", {
            "records": [
                {"id": "recEt3Qp6Wn9Ls2G", "fields": {"Estimate": "MCH-5529-E1", "Status": "Superseded",
                                                     "Servers": 4, "Labor Subtotal (USD)": 1260,
                                                     "Estimated Total (USD)": 1260}},
                {"id": "recEt8Qp1Wn4Ls7H", "fields": {"Estimate": "MCH-5529-E2", "Status": "Current",
                                                     "Servers": 2, "Labor Subtotal (USD)": 860,
                                                     "Late Change Fee (USD)": 200, "Estimated Total (USD)": 1060}}]}),
        pol("policy#changes", "Changes and cancellations. You can reduce your staff count at no charge up to 72 hours "
            "before the shift starts. Reductions made within 72 hours are billed at 50% of the scheduled hours for "
            "each person removed. Cancellations within 24 hours of the shift are billed in full.", revision="2026-04"),
    ]
    b.add(sc, DOM, q,
          "Hi! I've reduced your servers from 4 to 2 for Friday's quinceañera. 💃 Since that's within 72 hours of the "
          "6:00 PM start, there's a 50% charge on the removed shifts, which comes to $200. Your new estimated total "
          "is $1,060.",
          ev, [S("I've reduced your servers from 4 to 2 for Friday's quinceañera"),
               S("that's within 72 hours of the 6:00 PM start"), S("there's a 50% charge on the removed shifts"),
               S("which comes to $200"), S("Your new estimated total is $1,060")],
          includes=["$200", "$1,060"], now=now,
          notes="Change record From 4 To 2, Applied, 56 hours before shift, Fee 200; Shift Start 22:00Z = 6 PM EDT on "
                "Friday Aug 28; Estimated Total 1060.")
    b.add(sc, DOM, q,
          "Done: 2 servers removed. Late-change fee $200 (50% of their 5-hour shifts at $40/hr). New total $1,060.",
          ev, [S("2 servers removed"), S("Late-change fee $200 (50% of their 5-hour shifts at $40/hr)"),
               S("New total $1,060")],
          includes=["$200"],
          notes="2 x 5 h x 40 x 50% = 200; Shift Length 18000 s = 5 h.")
    b.add(sc, DOM, q,
          "Of course! Your server count was lowered from four to two, and a late-change fee of two hundred dollars "
          "was applied, because the change came in fifty-six hours before the shift. Had it come at least 72 hours "
          "ahead, there would have been no charge at all.",
          ev, [NA("Of course!"), S("Your server count was lowered from four to two"),
               S("a late-change fee of two hundred dollars was applied"),
               S("the change came in fifty-six hours before the shift"),
               S("Had it come at least 72 hours ahead, there would have been no charge at all")],
          includes=["two hundred dollars"],
          notes="Change record (56 hours, Fee 200, Applied); the free-reduction threshold is 72 hours in the policy.")
    b.add(sc, DOM, q,
          "Hi! I've reduced your servers from 4 to 2 for Friday. Good news: since we're more than 72 hours out from "
          "the shift, there's no charge for the change, and your new estimated total is $860.",
          ev, [S("I've reduced your servers from 4 to 2 for Friday"),
               C("since we're more than 72 hours out from the shift", VAL + POLC),
               C("there's no charge for the change", AMT), C("your new estimated total is $860", AMT)],
          errors=["condition_unmet", "condition_unmet", "wrong_arithmetic"],
          excludes=["more than 72 hours out", "no charge for the change", "$860"], now=now,
          notes="Hours Before Shift is 56 (Wed 10 AM to Fri 6 PM), so the 50% fee of 200 applies; 860 leaves the fee "
                "out of the 1060 total.")
    b.add(sc, DOM, q,
          "Hi! I've reduced your servers from 4 to 2 for Friday. Since it's within 72 hours, the 50% late-change fee "
          "comes to $100, and your estimated total is $1,260.",
          ev, [S("I've reduced your servers from 4 to 2 for Friday"), S("Since it's within 72 hours"),
               C("the 50% late-change fee comes to $100", AMT), C("your estimated total is $1,260", AMT)],
          errors=["wrong_arithmetic", "stale_value"], excludes=["$100", "$1,260"], now=now,
          notes="Two servers x 5 h x $40 x 50% = 200 (Fee 200); 1260 is estimate E1, Superseded; current is 1060.")
    b.add(sc, DOM, q,
          "Hi! I've reduced your servers from 4 to 2 for Friday. Since that's within 72 hours of the 6:00 PM start, "
          "there's a $200 late-change fee, and your new estimated total is $860. 💃",
          ev, [S("I've reduced your servers from 4 to 2 for Friday"), S("within 72 hours of the 6:00 PM start"),
               S("there's a $200 late-change fee"), C("your new estimated total is $860", AMT)],
          errors=["wrong_arithmetic"], excludes=["$860"], includes=["$1,060|1,060", "$200"], now=now,
          notes="860 is the labor subtotal only; with the 200 fee the Estimated Total is 1060.", repair=True)


def invoice(b):
    sc = "staffing-invoice"
    q = "Can you tell me what we still owe on the invoice for the Hartwell retirement dinner?"
    now = "2026-05-11T09:15:00-04:00"
    ev = [
        rec("airtable#Invoices?filter=client:Hartwell Industries", "airtable.list_records", {
            "records": [
                {"id": "recIv6Hw2Rt9Dn4J", "createdTime": "2026-04-30T15:00:00.000Z",
                 "fields": {"Invoice": "MCH-INV-2207", "Event": "Hartwell Retirement Dinner",
                            "Event Date": "2026-04-29", "Total (USD)": 1486.5, "Amount Paid (USD)": 750,
                            "Balance (USD)": 736.5, "Due": "2026-05-15", "Status": "Partially Paid",
                            "Payments": ["recPm1Hw5Ck8Tr2K"]}},
                {"id": "recIv3Hw7Rt4Dn9L", "createdTime": "2026-02-16T15:00:00.000Z",
                 "fields": {"Invoice": "MCH-INV-2143", "Event": "Hartwell Q1 Town Hall", "Event Date": "2026-02-12",
                            "Total (USD)": 980, "Amount Paid (USD)": 980, "Balance (USD)": 0, "Due": "2026-03-03",
                            "Status": "Paid"}}]}),
        rec("airtable#Payments/recPm1Hw5Ck8Tr2K", "airtable.get_record", {
            "id": "recPm1Hw5Ck8Tr2K", "createdTime": "2026-05-04T18:31:00.000Z",
            "fields": {"Invoice": ["recIv6Hw2Rt9Dn4J"], "Method": "ACH", "Received": "2026-05-04",
                       "Processor": {"amount": 75000, "currency": "usd", "status": "succeeded"}}}),
        pol("policy#billing", "Billing. Invoices are issued the day after your event and are due within 15 days. You "
            "can pay by ACH at no cost or by card with a 2.9% processing fee. Any balance still unpaid after the due "
            "date accrues a 1.5% late charge each month.", revision="v2"),
    ]
    b.add(sc, DOM, q,
          "Hi! You've paid $750 of the $1,486.50 for the retirement dinner, so $736.50 is left, due this Friday, "
          "May 15. Paying by ACH keeps it fee-free! 😊",
          ev, [S("You've paid $750 of the $1,486.50 for the retirement dinner"), S("so $736.50 is left"),
               S("due this Friday, May 15"), S("Paying by ACH keeps it fee-free")],
          includes=["$736.50", "May 15"], now=now,
          notes="MCH-INV-2207: Total 1486.5, Amount Paid 750 (ACH, 75000 cents succeeded), Balance 736.5, Due "
                "2026-05-15 (Friday); ACH is free per the billing policy.")
    b.add(sc, DOM, q,
          "Here's where invoice MCH-INV-2207 stands:\n- Total: $1,486.50\n- Paid May 4 by ACH: $750.00\n"
          "- Balance: $736.50\n- Due: 5/15/2026\nAfter the due date, any unpaid balance picks up a 1.5% late charge "
          "each month, so it's worth getting it in by Friday!",
          ev, [S("invoice MCH-INV-2207"), S("Total: $1,486.50"), S("Paid May 4 by ACH: $750.00"),
               S("Balance: $736.50"), S("Due: 5/15/2026"), S("picks up a 1.5% late charge each month")],
          includes=["$736.50", "5/15/2026"], now=now,
          notes="Invoice and payment fields; the late charge is in the billing policy.")
    b.add(sc, DOM, q,
          "Hi! Invoice MCH-INV-2143 for the retirement dinner has a remaining balance of $736.50, due this Friday, "
          "May 15.",
          ev, [C("Invoice MCH-INV-2143 for the retirement dinner", IDM), S("has a remaining balance of $736.50"),
               S("due this Friday, May 15")],
          errors=["wrong_id"], excludes=["MCH-INV-2143"], now=now,
          notes="MCH-INV-2143 is the paid Q1 Town Hall invoice; the retirement dinner is MCH-INV-2207.")
    b.add(sc, DOM, q,
          "Hi! Your retirement dinner invoice is now overdue, and a 1.5% late charge has already been added to the "
          "$736.50 balance. Paying by ACH avoids the 2.9% card fee.",
          ev, [C("Your retirement dinner invoice is now overdue", STATE),
               C("a 1.5% late charge has already been added", NOREC + STATE),
               S("the $736.50 balance"), S("Paying by ACH avoids the 2.9% card fee")],
          errors=["wrong_state", "unrecorded_extra"], excludes=["now overdue", "already been added"], now=now,
          notes="Due is 2026-05-15 and today is May 11, Status Partially Paid; no late charge appears on the invoice.")
    b.add(sc, DOM, q,
          "Hi! You've paid $750 of the $1,486.50 for the retirement dinner, so $763.50 is left, due this Friday, "
          "May 15. 😊",
          ev, [S("You've paid $750 of the $1,486.50 for the retirement dinner"), C("so $763.50 is left", AMT),
               S("due this Friday, May 15")],
          errors=["wrong_amount"], excludes=["$763.50"], includes=["$736.50|736.50", "May 15|5/15"], now=now,
          notes="Balance (USD) is 736.5 (1486.50 - 750).", repair=True)


def build(b):
    quote(b)
    point_person(b)
    reduce_staff(b)
    invoice(b)
