"""Photo-booth hire scenarios (w34)."""
from write_cases import (S, NA, C, I, CI, rec, pol, psg, refused, AMT, DATE, TIME, STATE, IDM, VAL, NAME,
                         NOTEX, NOREC, POLC, POLI, FACTI)

DOM = "photo-booth hire"


def package(b):
    sc = "booth-package"
    q = "What exactly is included in our photo booth package? And is there a travel fee? Our venue is in Ann Arbor."
    ev = [
        rec("airtable#Bookings/recPb3Gd8Nq1Hs5K", "airtable.get_record", {
            "id": "recPb3Gd8Nq1Hs5K", "createdTime": "2026-04-09T17:12:48.000Z",
            "fields": {"Booking ID": "SJ-5512", "Client": "Owen Tarkington", "Event Date": "2026-09-26",
                       "Venue": "The Gandy Dancer, Ann Arbor", "Package": ["recPk4Oa2Dx9Lx1L"],
                       "Booth Hours (s)": 14400, "Start Time": "2026-09-26T23:00:00.000Z",
                       "Backdrop": "Champagne Sequin", "Package Price (USD)": 1150, "Travel Miles": 38,
                       "Travel Fee (USD)": 26, "Retainer Paid (USD)": 300, "Booking Total (USD)": 1176,
                       "Balance (USD)": 876, "Time Zone": "America/Detroit", "Status": "Booked"}}),
        rec("airtable#Packages", "airtable.list_records", {
            "records": [
                {"id": "recPk4Oa2Dx9Lx1L", "fields": {"Package": "Open Air Deluxe", "Hours": 4, "Price (USD)": 1150,
                                                     "Includes": ["Unlimited 4x6 Prints", "Props Trunk",
                                                                  "On-Site Attendant", "Digital Gallery",
                                                                  "Custom Print Template"]}},
                {"id": "recPk7Mb5Rp3Pm2M", "fields": {"Package": "Mirror Booth Premier", "Hours": 4,
                                                     "Price (USD)": 1650,
                                                     "Includes": ["Unlimited 4x6 Prints", "Props Trunk",
                                                                  "On-Site Attendant", "Digital Gallery",
                                                                  "Custom Print Template", "Guest Scrapbook Album",
                                                                  "Boomerang GIFs"]}}]}),
        pol("policy#travel-setup", "Travel and setup. Travel within 25 miles of our Ferndale studio is free. Beyond "
            "that, we charge $2 per mile for each mile past the first 25, counted one way. Setup takes about an hour "
            "and happens before your start time at no extra charge. Booth hours must run as one continuous block; "
            "idle time between blocks is billed at $75 per hour.", revision="2026-02"),
    ]
    b.add(sc, DOM, q,
          "Hi Owen! Your Open Air Deluxe package includes:\n- Unlimited 4x6 prints\n- A props trunk\n- An on-site "
          "attendant\n- A digital gallery\n- A custom print template\nYour venue is 38 miles out, so the first 25 "
          "miles are free and the other 13 are $2 each — a $26 travel fee. 📸",
          ev, [S("Your Open Air Deluxe package includes"), S("Unlimited 4x6 prints"), S("A props trunk"),
               S("An on-site attendant"), S("A digital gallery"), S("A custom print template"),
               S("Your venue is 38 miles out"), S("the first 25 miles are free and the other 13 are $2 each"),
               S("a $26 travel fee")],
          includes=["$26", "Unlimited 4x6 prints"],
          notes="Package recPk4... Includes; Travel Miles 38 and Travel Fee 26 on the booking; the travel policy gives "
                "25 free miles and $2 per mile after.")
    b.add(sc, DOM, q,
          "Such a fun party to plan! Your booth runs for four hours starting at 7:00 PM on Saturday, September 26, "
          "with the champagne sequin backdrop. We'll arrive about an hour early to set up, at no extra charge. Your "
          "total is $1,176 including the $26 travel fee, and with the $300 retainer paid, $876 remains.",
          ev, [NA("Such a fun party to plan!"),
               S("Your booth runs for four hours starting at 7:00 PM on Saturday, September 26"),
               S("with the champagne sequin backdrop"), S("We'll arrive about an hour early to set up"),
               S("at no extra charge"), S("Your total is $1,176 including the $26 travel fee"),
               S("with the $300 retainer paid, $876 remains")],
          includes=["$876", "7:00 PM"],
          notes="Booth Hours 14400 s = 4 h; Start Time 23:00Z = 7:00 PM EDT; Backdrop; setup rule in policy; Booking "
                "Total 1176, Retainer 300, Balance 876.")
    b.add(sc, DOM, q,
          "Dear Owen,\n\nThank you for booking with Snapjoy! Prints are unlimited, and an attendant will be with the "
          "booth all night. Travel to The Gandy Dancer comes to twenty-six dollars.\n\nCheers,\nThe Snapjoy Crew",
          ev, [NA("Thank you for booking with Snapjoy!"), S("Prints are unlimited"),
               S("an attendant will be with the booth all night"),
               S("Travel to The Gandy Dancer comes to twenty-six dollars"), NA("Cheers")],
          includes=["twenty-six dollars"],
          notes="Includes Unlimited 4x6 Prints and On-Site Attendant; Travel Fee 26.")
    b.add(sc, DOM, q,
          "Hi Owen! Your Open Air Deluxe package includes unlimited 4x6 prints, a props trunk, an on-site attendant, "
          "a digital gallery, and a guest scrapbook album so everyone can leave you a note! Since the Gandy Dancer is "
          "38 miles away at $2 a mile, your travel fee is $76.",
          ev, [S("Your Open Air Deluxe package includes unlimited 4x6 prints, a props trunk, an on-site attendant, "
                 "a digital gallery"), CI("a guest scrapbook album", VAL + NOREC),
               NA("so everyone can leave you a note!"), S("the Gandy Dancer is 38 miles away"),
               C("your travel fee is $76", AMT)],
          errors=["unlisted_perk", "wrong_arithmetic"], excludes=["guest scrapbook album", "$76"],
          notes="The scrapbook album is listed only for Mirror Booth Premier; the first 25 miles are free, so 13 x 2 = "
                "26 (Travel Fee 26).")
    b.add(sc, DOM, q,
          "Hi Owen! Your booth runs for four hours starting at 11:00 PM on Saturday, September 26. Your package "
          "includes unlimited prints, a props trunk and an on-site attendant, and the travel fee is $26.",
          ev, [C("starting at 11:00 PM on Saturday, September 26", TIME),
               S("Your package includes unlimited prints, a props trunk and an on-site attendant"),
               S("the travel fee is $26"), S("Your booth runs for four hours")],
          errors=["unit_conversion"], excludes=["11:00 PM"],
          notes="Start Time 23:00Z read as local time; in America/Detroit (EDT) it is 7:00 PM.")
    b.add(sc, DOM, q,
          "Hi Owen! Your Open Air Deluxe package includes unlimited 4x6 prints, a props trunk, an on-site attendant, "
          "a digital gallery and a custom print template. With the $26 travel fee, your total comes to $1,150. 📸",
          ev, [S("Your Open Air Deluxe package includes unlimited 4x6 prints, a props trunk, an on-site attendant, "
                 "a digital gallery and a custom print template"), S("With the $26 travel fee"),
               C("your total comes to $1,150", AMT)],
          errors=["wrong_arithmetic"], excludes=["total comes to $1,150"], includes=["$1,176|1,176", "$26"],
          notes="1150 is the package price alone; Booking Total with travel is 1176.", repair=True)


def gallery(b):
    sc = "booth-gallery"
    q = "When will our booth photos be ready? And did the USB we ordered get sent?"
    now = "2026-05-18T10:00:00-04:00"
    ev = [
        rec("airtable#Events?filter=client:Gianna Marchetti", "airtable.list_records", {
            "records": [
                {"id": "recEv5Sw1Ts6Yh9N", "createdTime": "2026-02-20T16:30:00.000Z",
                 "fields": {"Event": "Marchetti Sweet 16", "Event Date": "2026-05-16", "Sessions": 214,
                            "Photos Captured": 612, "Gallery Status": "Processing",
                            "Gallery Ready ETA": "2026-05-21", "Gallery Access (days)": 90,
                            "Add-ons": ["recAo2Us8Bk4Ep7P"]}},
                {"id": "recEv1Gr4Ad8Gu3Q", "createdTime": "2024-04-02T13:00:00.000Z",
                 "fields": {"Event": "Marchetti Graduation Party", "Event Date": "2024-06-08", "Sessions": 131,
                            "Photos Captured": 377, "Gallery Status": "Delivered", "Gallery Delivered": "2024-06-12",
                            "Gallery Access (days)": 90}}]}),
        rec("airtable#Add-ons/recAo2Us8Bk4Ep7P", "airtable.get_record", {
            "id": "recAo2Us8Bk4Ep7P", "createdTime": "2026-05-02T19:45:10.000Z",
            "fields": {"Add-on": "USB Keepsake Drive", "Price (USD)": 45, "Ship Status": "Awaiting Gallery",
                       "Carrier": "USPS Priority", "Event": ["recEv5Sw1Ts6Yh9N"]}}),
        pol("policy#galleries", "Galleries. Your online gallery is usually ready within 5 business days after the "
            "event. It is password protected and stays online for 90 days from the day it is delivered, after which it "
            "is archived. USB keepsake drives ship by USPS Priority within 3 business days after the gallery is "
            "finalized.", revision="v3"),
    ]
    b.add(sc, DOM, q,
          "Hi Gianna! Your gallery of 612 photos is still processing and should be ready this Thursday, May 21! 🎉 "
          "Your USB keepsake hasn't shipped yet — it goes out by USPS Priority within 3 business days after the "
          "gallery is finalized.",
          ev, [S("Your gallery of 612 photos is still processing"), S("should be ready this Thursday, May 21"),
               S("Your USB keepsake hasn't shipped yet"),
               S("it goes out by USPS Priority within 3 business days after the gallery is finalized")],
          includes=["May 21", "612"], now=now,
          notes="Sweet 16 event: Photos Captured 612, Gallery Status Processing, ETA 2026-05-21 (Thursday); USB Ship "
                "Status Awaiting Gallery; shipping rule in the gallery policy.")
    b.add(sc, DOM, q,
          "Here's the scoop on your Sweet 16 photos 📸\n• Photos: 612 from 214 booth sessions\n• Gallery: processing, "
          "ETA 5/21\n• Online for: 90 days once delivered\n• USB drive: waiting on the gallery, then ships USPS "
          "Priority",
          ev, [S("your Sweet 16 photos"), S("Photos: 612 from 214 booth sessions"), S("Gallery: processing, ETA 5/21"),
               S("Online for: 90 days once delivered"), S("USB drive: waiting on the gallery, then ships USPS Priority")],
          includes=["5/21", "90 days"],
          notes="Photos Captured 612 and Sessions 214; ETA; Gallery Access 90 days; USB Awaiting Gallery, carrier.")
    b.add(sc, DOM, q,
          "Gallery's still processing; expected Thursday. USB ships within 3 business days after that.",
          ev, [S("Gallery's still processing"), S("expected Thursday"),
               S("USB ships within 3 business days after that")],
          includes=["Thursday"], now=now,
          notes="Processing, ETA Thursday May 21 relative to Monday May 18; USB ships after the gallery (within 3 "
                "business days).")
    b.add(sc, DOM, q,
          "Great news, Gianna — your gallery has already been delivered, so you can start browsing now! Your USB "
          "keepsake has shipped by USPS Priority too. 🎉",
          ev, [C("your gallery has already been delivered", STATE), NA("so you can start browsing now!"),
               C("Your USB keepsake has shipped by USPS Priority too", STATE)],
          errors=["other_record_value", "wrong_state"], excludes=["already been delivered", "has shipped"], now=now,
          notes="Delivered is the 2024 graduation gallery; the Sweet 16 gallery is Processing and the USB is Awaiting "
                "Gallery.")
    b.add(sc, DOM, q,
          "Hi Gianna! Your gallery of 214 photos should be ready this Thursday, May 21. Once it's live it stays online "
          "for 30 days, so be sure to download your favorites!",
          ev, [C("Your gallery of 214 photos", VAL), S("should be ready this Thursday, May 21"),
               C("stays online for 30 days", POLC), NA("be sure to download your favorites!")],
          errors=["wrong_role", "wrong_period"], excludes=["214 photos", "for 30 days"], now=now,
          notes="214 is Sessions; Photos Captured is 612. The policy and Gallery Access say 90 days.")
    b.add(sc, DOM, q,
          "Hi Gianna! Your gallery of 612 photos should be ready this Thursday, May 21, and it'll stay online for "
          "60 days once it's delivered. Your USB ships within 3 business days after that. 🎉",
          ev, [S("Your gallery of 612 photos should be ready this Thursday, May 21"),
               C("it'll stay online for 60 days", POLC + VAL), S("Your USB ships within 3 business days after that")],
          errors=["wrong_period"], excludes=["60 days"], includes=["90 days|ninety days", "May 21|5/21"], now=now,
          notes="Gallery Access (days) is 90 and the policy says 90 days.", repair=True)


def overtime(b):
    sc = "booth-overtime"
    q = "Our final invoice is higher than we expected. What's the extra charge for?"
    ev = [
        rec("airtable#Invoices/recIn8Ov3Tm6Ch1R", "airtable.get_record", {
            "id": "recIn8Ov3Tm6Ch1R", "createdTime": "2026-06-07T13:02:00.000Z",
            "fields": {"Invoice No": "INV-SJ-0931", "Booking": ["recBk2Rs7Yz5Nr4S"], "Package (USD)": 895,
                       "Overtime (s)": 2700, "Overtime Rate (USD/hr)": 150, "Overtime Charge (USD)": 112.5,
                       "Travel Fee (USD)": 0, "Invoice Total (USD)": 1007.5, "Retainer Applied (USD)": 250,
                       "Amount Due (USD)": 757.5, "Issued": "2026-06-06", "Due Date": "2026-06-20",
                       "Status": "Open"}}),
        rec("airtable#Bookings/recBk2Rs7Yz5Nr4S", "airtable.get_record", {
            "id": "recBk2Rs7Yz5Nr4S", "createdTime": "2026-01-15T18:20:00.000Z",
            "fields": {"Booking ID": "SJ-5387", "Client": "Nadia Reyes", "Event": "Reyes-Dumont Engagement Party",
                       "Event Date": "2026-06-06", "Booked Hours (s)": 10800,
                       "Scheduled End": "2026-06-07T02:00:00.000Z", "Actual End": "2026-06-07T02:45:00.000Z",
                       "Overtime Approved By": "Nadia Reyes", "Attendant": "Caleb Whitt"}}),
        pol("policy#overtime", "Overtime. If you'd like the booth to stay longer on the day, your attendant can extend "
            "it with your approval. Overtime is billed in 15-minute increments at your package's hourly overtime "
            "rate. Final invoices are issued the day of the event and are due within 14 days; card payments carry no "
            "fee.", revision="2025-12"),
    ]
    b.add(sc, DOM, q,
          "Hi Nadia! The extra $112.50 is for 45 minutes of overtime at $150 an hour, which you approved on the night "
          "when the party was going strong. 💃 Your invoice total is $1,007.50; with your $250 retainer applied, "
          "$757.50 is due by June 20.",
          ev, [S("The extra $112.50 is for 45 minutes of overtime at $150 an hour"), S("which you approved on the night"),
               S("Your invoice total is $1,007.50"), S("with your $250 retainer applied, $757.50 is due by June 20")],
          includes=["$112.50", "$757.50"],
          notes="Overtime 2700 s = 45 min at 150/h = 112.5; Overtime Approved By Nadia Reyes; Invoice Total 1007.5, "
                "Retainer 250, Amount Due 757.5, Due 2026-06-20.")
    b.add(sc, DOM, q,
          "Great question! The booth was extended by three-quarters of an hour past its 10:00 PM scheduled end, and "
          "that time was billed in 15-minute increments at the overtime rate. That accounts for the additional "
          "one hundred twelve dollars and fifty cents. Invoice INV-SJ-0931 is due within 14 days of the event, and "
          "paying by card carries no fee.",
          ev, [NA("Great question!"), S("The booth was extended by three-quarters of an hour past its 10:00 PM scheduled end"),
               S("that time was billed in 15-minute increments at the overtime rate"),
               S("the additional one hundred twelve dollars and fifty cents"),
               S("Invoice INV-SJ-0931 is due within 14 days of the event"), S("paying by card carries no fee")],
          includes=["INV-SJ-0931"],
          notes="Scheduled End 02:00Z = 10:00 PM EDT, Actual End 02:45Z; Overtime Charge 112.5; the policy gives "
                "15-minute increments, 14 days and no card fee.")
    b.add(sc, DOM, q,
          "Hi Nadia! The extra $112.50 is for 45 minutes of overtime at $150 an hour. Overtime is billed in 30-minute "
          "increments, so you were charged for the 45 minutes plus rounding. Your invoice total is $1,007.50, and "
          "that full $1,007.50 is due by June 20.",
          ev, [S("The extra $112.50 is for 45 minutes of overtime at $150 an hour"),
               C("Overtime is billed in 30-minute increments", POLC),
               C("you were charged for the 45 minutes plus rounding", AMT + POLC),
               S("Your invoice total is $1,007.50"), C("that full $1,007.50 is due by June 20", AMT)],
          errors=["wrong_policy_condition", "wrong_policy_condition", "wrong_arithmetic"],
          excludes=["30-minute increments", "plus rounding", "that full $1,007.50"],
          notes="The policy bills 15-minute increments (45 min is exact); Amount Due is 757.5 after the 250 retainer.")
    b.add(sc, DOM, q,
          "Hi Nadia! The extra $112.50 is for 45 minutes of overtime at $150 an hour, approved by your attendant, "
          "Caleb. Your invoice is already marked as paid, so there's nothing more to do! 🎉",
          ev, [S("The extra $112.50 is for 45 minutes of overtime at $150 an hour"),
               C("approved by your attendant, Caleb", NAME), C("Your invoice is already marked as paid", STATE),
               CI("there's nothing more to do!", STATE + AMT)],
          errors=["wrong_role", "wrong_state", "wrong_state"],
          excludes=["approved by your attendant", "already marked as paid", "nothing more to do"],
          notes="Overtime Approved By is Nadia Reyes (Caleb Whitt is the attendant); the invoice Status is Open with "
                "757.5 due.")
    b.add(sc, DOM, q,
          "Hi Nadia! The extra $112.50 is for an hour of overtime at $150 an hour, which you approved on the night. "
          "With your $250 retainer applied, $757.50 is due by June 20. 💃",
          ev, [S("The extra $112.50"), C("is for an hour of overtime", VAL), S("at $150 an hour"),
               S("which you approved on the night"), S("With your $250 retainer applied, $757.50 is due by June 20")],
          errors=["wrong_period"], excludes=["an hour of overtime"],
          includes=["45 minutes|45 min|three-quarters of an hour|forty-five minutes", "$757.50"],
          notes="Overtime (s) 2700 is 45 minutes (and 112.50 / 150 = 0.75 h).", repair=True)


def backdrop_change(b):
    sc = "booth-backdrop-change"
    q = "Can we switch our backdrop from the gold sequin to the greenery wall? Our party is this Saturday!"
    now = "2026-10-14T13:30:00-04:00"
    ev = [
        rec("airtable#Bookings/recFx6Bd2Gw9Lh3T", "airtable.update_record", {
            "id": "recFx6Bd2Gw9Lh3T", "createdTime": "2026-07-01T15:00:00.000Z",
            "fields": {"Booking ID": "FB-2281", "Client": "Marisol Quintero", "Event": "Quintero 40th Birthday",
                       "Event Date": "2026-10-17", "Backdrop": "Greenery Wall", "Change Fee (USD)": 50,
                       "Booking Total (USD)": 1145, "Paid (USD)": 400, "Balance (USD)": 745,
                       "Print Templates": ["recTp1Ss4Ag7Vx2U", "recTp5Ss8Ag1Vx6V"],
                       "Last Modified": "2026-10-14T17:28:40.000Z"}}),
        rec("airtable#Bookings/recFx6Bd2Gw9Lh3T@rev12", "airtable.get_record", {
            "id": "recFx6Bd2Gw9Lh3T", "revision": 12, "snapshot": "before update",
            "fields": {"Backdrop": "Gold Sequin", "Change Fee (USD)": 0, "Booking Total (USD)": 1095,
                       "Balance (USD)": 695}}),
        rec("airtable#Print Templates?filter=FB-2281", "airtable.list_records", {
            "records": [
                {"id": "recTp1Ss4Ag7Vx2U", "fields": {"Template": "Sage Script", "Version": 1, "Status": "Rejected"}},
                {"id": "recTp5Ss8Ag1Vx6V", "fields": {"Template": "Sage Script", "Version": 2,
                                                     "Status": "Approved"}}]}),
        pol("policy#changes", "Design changes. You can change your backdrop or print template free of charge up to 7 "
            "days before your event. Inside 7 days, changes depend on availability and carry a $50 change fee. Print "
            "templates must be approved by the client at least 48 hours before the event.", revision="v2"),
    ]
    b.add(sc, DOM, q,
          "Done! 🌿 Your backdrop for Saturday is now the greenery wall. Because we're inside the 7-day window, "
          "there's a $50 change fee, which brings your balance to $745. Your Sage Script print template is approved "
          "and ready to go!",
          ev, [S("Your backdrop for Saturday is now the greenery wall"), S("Because we're inside the 7-day window"),
               S("there's a $50 change fee"), S("which brings your balance to $745"),
               S("Your Sage Script print template is approved")],
          includes=["$745", "$50"], now=now,
          notes="The update shows Backdrop Greenery Wall, Change Fee 50, Balance 745; the policy charges $50 inside 7 "
                "days (Oct 14 to Oct 17 is 3 days); template v2 Approved.")
    b.add(sc, DOM, q,
          "Switched to the Greenery Wall for 10/17; $50 change fee added, new balance $745.",
          ev, [S("Switched to the Greenery Wall for 10/17"), S("$50 change fee added"), S("new balance $745")],
          includes=["$745"],
          notes="Updated booking fields.")
    b.add(sc, DOM, q,
          "Yay, love that choice! I've switched your backdrop to the greenery wall for Saturday. Changes are free up to "
          "3 days before the event, so there's no charge, and your balance stays at $695.",
          ev, [NA("love that choice!"), S("I've switched your backdrop to the greenery wall for Saturday"),
               C("Changes are free up to 3 days before the event", POLC), C("so there's no charge", AMT + POLC),
               C("your balance stays at $695", AMT)],
          errors=["wrong_policy_condition", "condition_unmet", "stale_value"],
          excludes=["free up to 3 days", "there's no charge", "$695"], now=now,
          notes="Free changes end 7 days before; the booking shows a 50 change fee; 695 is the balance before the "
                "update (now 745).")
    b.add(sc, DOM, q,
          "Done! 🌿 Your backdrop for Sunday, October 18 is now the greenery wall, and it comes with our neon \"Let's "
          "Party\" sign at no extra cost. There's a $50 change fee since we're inside the 7-day window.",
          ev, [C("Your backdrop for Sunday, October 18", DATE), S("is now the greenery wall"),
               CI("it comes with our neon \"Let's Party\" sign at no extra cost", NOREC + VAL),
               S("There's a $50 change fee since we're inside the 7-day window")],
          errors=["wrong_date", "unrecorded_extra"], excludes=["Sunday, October 18", "neon"], now=now,
          notes="Event Date is 2026-10-17, a Saturday; no record holds a neon sign.")
    b.add(sc, DOM, q,
          "Done! 🌿 Your backdrop for Saturday is now the greenery wall. There's a $50 change fee since we're inside "
          "the 7-day window, and your balance is $695.",
          ev, [S("Your backdrop for Saturday is now the greenery wall"),
               S("There's a $50 change fee since we're inside the 7-day window"), C("your balance is $695", AMT)],
          errors=["stale_value"], excludes=["$695"], includes=["$745|745", "$50"], now=now,
          notes="695 is the pre-update snapshot; Balance (USD) is now 745.", repair=True)


def build(b):
    package(b)
    gallery(b)
    overtime(b)
    backdrop_change(b)
