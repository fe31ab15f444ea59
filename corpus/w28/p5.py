from lib import *

def a(t):
    return {"attributes": {"type": t}}

# ---------------------------------------------------------------- B17 after-school club: term enrolment and fees
b = Bundle("asc-term-fees", "after-school club", "Is Zara's Term 2 after-school care all paid? And can she add Wednesdays?",
           [rec("Enrolment__c#a0X3k00000Pp7GgEAJ", "crm:query Enrolment__c", sobj(
               "Enrolment__c", "a0X3k00000Pp7GgEAJ", Child_Name__c="Zara Hughes",
               Program__r=dict(a("Program__c"), Name="After School Care - Ashgrove State School"),
               Days__c="Monday;Thursday", Term__c="Term 2 2026", Session_Fee__c=32.5, Sessions_In_Term__c=18,
               Term_Total__c=585.0, CurrencyIsoCode="AUD", Status__c="Active")),
            rec("Invoice__c#a0Y3k00000Qq8HhEAJ", "crm:query Invoice__c", sobj(
               "Invoice__c", "a0Y3k00000Qq8HhEAJ", Name="INV-88214", Amount__c=585.0, CurrencyIsoCode="AUD",
               Due_Date__c="2026-05-01", Paid_Date__c="2026-04-28", Status__c="Paid")),
            rec("Waitlist__c#a0Z3k00000Rr9IiEAJ", "crm:query Waitlist__c", sobj(
               "Waitlist__c", "a0Z3k00000Rr9IiEAJ", Child_Name__c="Zara Hughes", Day__c="Wednesday", Position__c=2,
               Status__c="Waitlisted")),
            pol("club-policy#sessions",
                "Sessions run from school dismissal until 6:00 PM. Permanent days can be changed with 14 days' written "
                "notice. Sessions missed due to illness are not credited.", "2026-T1")])

b.ok("Dear Ms Hughes, Zara is enrolled in After School Care at Ashgrove State School on Mondays and Thursdays for Term 2 "
     "2026. Her term fees of A$585.00 (18 sessions at A$32.50) were paid on 28 April, so there is nothing owing.",
     [S("Mondays and Thursdays"), S("Term 2 2026"), S("A$585.00 (18 sessions at A$32.50)"), S("paid on 28 April"),
      S("nothing owing")],
     ["A$585.00", "28 April"],
     "Enrolment__c days, term, fee and sessions; INV-88214 Paid on 2026-04-28.")

b.ok("Hi! Zara is number 2 on the waitlist for Wednesdays. Changes to permanent days need 14 days' written notice, and "
     "sessions finish at 6:00 PM.",
     [S("number 2 on the waitlist for Wednesdays"), S("14 days' written notice"), S("finish at 6:00 PM")],
     ["number 2"],
     "Waitlist__c Wednesday Position__c 2; notice and finish time from policy.")

b.bad("Dear Ms Hughes, Zara has been added to Wednesdays from next week, and any sessions she misses through illness will "
      "be credited.",
      [X("added to Wednesdays from next week", "RECORD_STATE_MISMATCH"),
       X("misses through illness will be credited", "NLI_CONTRADICTION")],
      ["wrong_state", "wrong_policy_condition"], ["added to Wednesdays", "will be credited"],
      "Wednesday is Waitlisted (position 2); illness absences are not credited.")

b.bad("Hi, for Term 2 Zara's 18 sessions at $32.50 come to $558.00, which has been paid in full.",
      [X("come to $558.00", "AMOUNT_MISMATCH"), S("has been paid in full")],
      ["wrong_arithmetic"], ["$558.00"],
      "18 x 32.50 = 585.00 (Term_Total__c); INV-88214 Paid.")

b.rep("Dear Ms Hughes, Zara's Term 2 fees of A$585.00 were paid on 1 May, so nothing is owing.",
      [S("fees of A$585.00"), X("paid on 1 May", "DATE_MISMATCH"), S("nothing is owing")],
      ["wrong_role"], ["paid on 1 May"], ["28 April|28/04|April 28", "585"],
      "1 May is the invoice Due_Date__c; Paid_Date__c is 2026-04-28.")

# ---------------------------------------------------------------- B18 after-school club: vacation care refund refused
b = Bundle("asc-vacation-care", "after-school club", "Ethan is sick. Can I cancel Monday's excursion and get a refund?",
           [rec("Vacation_Booking__c#a1A3k00000Ss1JjEAJ", "crm:query Vacation_Booking__c with Days__r", sobj(
               "Vacation_Booking__c", "a1A3k00000Ss1JjEAJ", Name="VB-40718", Child_Name__c="Ethan Kaur",
               Account__r=dict(a("Account"), Name="Gurpreet Kaur"), Status__c="Booked", CurrencyIsoCode="AUD",
               Days__r={"totalSize": 2, "done": True, "records": [
                   dict(a("Vacation_Day__c"), Date__c="2026-06-29", Activity__c="Excursion - Wetlands Discovery Centre",
                        Fee__c=78.0, Permission_Form__c="Not Received"),
                   dict(a("Vacation_Day__c"), Date__c="2026-06-30", Activity__c="In-centre - Science Day", Fee__c=62.0,
                        Permission_Form__c=None)]})),
            refused("refund_vacation_day#call-1", "refund_vacation_day", "DENY",
                    {"booking_id": "a1A3k00000Ss1JjEAJ", "date": "2026-06-29"}),
            pol("club-policy#vacation-care",
                "Excursion days require a signed permission form. Vacation care bookings can be cancelled with a full "
                "refund up to 7 days before the booked day. Later cancellations are charged in full, though CCS still "
                "applies.", "2026-T1")],
           now="2026-06-25T08:30:00+10:00")

b.ok("Dear Mr Kaur, I'm sorry to hear Ethan is unwell. Unfortunately I wasn't able to refund his excursion day on Monday "
     "29 June, as it's within 7 days of the booking. The A$78.00 fee remains payable, though CCS still applies to it.",
     [NA("sorry to hear Ethan is unwell"), S("wasn't able to refund"), S("Monday 29 June"), S("within 7 days"),
      S("A$78.00 fee remains payable"), S("CCS still applies")],
     ["A$78.00", "29 June"],
     "refund_vacation_day DENY; 29 June is 4 days after now; 7-day rule and CCS from policy; Fee__c 78.0.")

b.ok("Hi Gurpreet — Ethan is booked for the Wetlands Discovery Centre excursion on 29/06 ($78) and Science Day on 30/06 "
     "($62), $140 in total. We haven't yet received his signed permission form for the excursion.",
     [S("Wetlands Discovery Centre excursion on 29/06 ($78)"), S("Science Day on 30/06 ($62)"), S("$140 in total"),
      S("haven't yet received his signed permission form")],
     ["$140"],
     "Days__r fees 78 + 62 = 140; Permission_Form__c Not Received.")

b.bad("Dear Mr Kaur, I've cancelled Ethan's excursion day on 29 June and refunded the A$78.00 to your account.",
      [XI("cancelled Ethan's excursion day", "NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH"),
       X("refunded the A$78.00", "NOT_EXECUTED")],
      ["wrong_state", "refused_call_effect"], ["cancelled Ethan's excursion day", "refunded the A$78.00"],
      "The refund call was DENIED and VB-40718 is still Booked.")

b.bad("Hi Gurpreet, bookings can be cancelled for a full refund up to 48 hours before the day, so you're still within "
      "time for Monday.",
      [X("up to 48 hours before the day", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
       XI("still within time", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH", "NOT_EXECUTED")],
      ["wrong_period", "condition_unmet"], ["48 hours", "still within time"],
      "The refund window is 7 days; 29 June is only 4 days away and the refund was refused.")

b.rep("Dear Mr Kaur, Ethan's two vacation care days total A$150.00: the excursion on 29 June (A$78.00) and Science Day "
      "on 30 June (A$62.00).",
      [X("total A$150.00", "AMOUNT_MISMATCH"), S("excursion on 29 June (A$78.00)"), S("Science Day on 30 June (A$62.00)")],
      ["wrong_arithmetic"], ["A$150.00"], ["140", "78.00"],
      "78.00 + 62.00 = 140.00.")

# ---------------------------------------------------------------- B19 after-school club: authorised pickups
b = Bundle("asc-pickup-auth", "after-school club", "Can my brother Tom pick Finn up on Friday?",
           [rec("Authorised_Pickup__c#a1B3k00000Tt2KkEAJ", "crm:query Authorised_Pickup__c", sobj(
               "Authorised_Pickup__c", "a1B3k00000Tt2KkEAJ", Child_Name__c="Finn Delaney", Person_Name__c="Grace Delaney",
               Relationship__c="Grandmother", Status__c="Active", ID_Sighted__c=True)),
            rec("Authorised_Pickup__c#a1B3k00000Tt2KlEAJ", "crm:query Authorised_Pickup__c", sobj(
               "Authorised_Pickup__c", "a1B3k00000Tt2KlEAJ", Child_Name__c="Finn Delaney", Person_Name__c="Tom Delaney",
               Relationship__c="Uncle", Status__c="Pending Verification", ID_Sighted__c=False,
               CreatedDate="2026-05-12T09:14:00.000+0000")),
            rec("Authorised_Pickup__c#a1B3k00000Sq0ZzEAJ", "crm:query Authorised_Pickup__c", sobj(
               "Authorised_Pickup__c", "a1B3k00000Sq0ZzEAJ", Child_Name__c="Finn Delaney", Person_Name__c="Bec Morrison",
               Relationship__c="Aunt", Status__c="Revoked", Revoked_Date__c="2026-03-01")),
            pol("club-policy#collection",
                "New authorised persons must be added by the enrolling parent through the parent app. Children are "
                "released only to adults listed as authorised pickups whose photo ID has been sighted by staff. Staff "
                "will ask for ID at first collection.", "2026-T1")],
           now="2026-05-13T17:30:00+10:00")

b.ok("Dear Ms Delaney, Tom has been added to Finn's authorised pickup list, but his status is pending verification "
     "because his photo ID has not yet been sighted. He can collect Finn on Friday once a staff member has checked his "
     "photo ID.",
     [S("added to Finn's authorised pickup list"), S("pending verification"), S("has not yet been sighted"),
      S("once a staff member has checked his photo ID")],
     ["pending verification"],
     "Tom's record Status__c Pending Verification, ID_Sighted__c false; release rule from the collection policy.")

b.ok("Hi — Grace Delaney is an active authorised pickup for Finn, and Bec Morrison's authorisation was revoked on "
     "1 March 2026. Tom will be asked for his ID when he first collects Finn.",
     [S("Grace Delaney is an active authorised pickup"), S("revoked on 1 March 2026"), S("asked for his ID")],
     ["Grace Delaney"],
     "Grace Status__c Active; Bec Revoked 2026-03-01; ID at first collection from policy.")

b.bad("Dear Ms Delaney, Tom is fully verified on Finn's pickup list, so he can collect him on Friday without any further "
      "checks.",
      [X("fully verified", "RECORD_STATE_MISMATCH"),
       X("without any further checks", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
      ["wrong_state", "wrong_policy_condition"], ["fully verified", "without any further checks"],
      "Tom is Pending Verification with ID not sighted; staff must sight photo ID before release.")

b.bad("Hi, Finn's current authorised pickups are Grace Delaney and Bec Morrison.",
      [X("Grace Delaney and Bec Morrison", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
      ["stale_value"], ["and Bec Morrison"],
      "Bec Morrison's authorisation was Revoked on 2026-03-01.")

b.rep("Dear Ms Delaney, Tom's authorisation has been verified, so he can collect Finn on Friday. Grace Delaney also "
      "remains an active authorised pickup.",
      [X("has been verified", "RECORD_STATE_MISMATCH"), S("Grace Delaney also remains an active authorised pickup")],
      ["wrong_state"], ["has been verified"], ["pending|not yet|photo ID|ID checked", "Grace"],
      "Tom's Status__c is Pending Verification.")

# ---------------------------------------------------------------- B20 after-school club: cancelled sessions credit
b = Bundle("asc-club-credit", "after-school club",
           "Two robotics sessions were cancelled. Can I get that money back on my card?",
           [rec("Club_Enrolment__c#a1C3k00000Uu3LlEAJ", "crm:query Club_Enrolment__c", sobj(
               "Club_Enrolment__c", "a1C3k00000Uu3LlEAJ", Child_Name__c="Kofi Osei",
               Account__r=dict(a("Account"), Name="Kwame Osei"),
               Club__r=dict(a("Club__c"), Name="Junior Robotics Club", Session_Day__c="Wednesday"),
               Term_Fee__c=240.0, Sessions__c=8, Per_Session_Fee__c=30.0, Sessions_Cancelled__c=2,
               CurrencyIsoCode="AUD", Status__c="Active")),
            rec("Credit_Note__c#a1D3k00000Vv4MmEAJ", "crm:query Credit_Note__c", sobj(
               "Credit_Note__c", "a1D3k00000Vv4MmEAJ", Name="CN-3107", Amount__c=60.0, CurrencyIsoCode="AUD",
               Status__c="Issued", Apply_To__c="Next Term Invoice", Issued_Date__c="2026-05-11")),
            refused("refund_credit_to_card#call-1", "refund_credit_to_card", "ESCALATE",
                    {"credit_note": "CN-3107", "amount": 60.0}),
            pol("club-policy#cancelled-sessions",
                "When the club cancels a session, families receive a credit of the per-session fee, applied to the next "
                "term's invoice. Credits can be refunded to the original card on request to the Club Coordinator, who "
                "responds within 3 business days. Credits expire after 12 months.", "2026-T1")],
           now="2026-05-14T10:00:00+10:00")

b.ok("Dear Mr Osei, as two Junior Robotics Club sessions were cancelled, a credit of A$60.00 (2 × A$30.00) has been "
     "issued and will be applied to next term's invoice. I've passed your request for a card refund to our Club "
     "Coordinator, who will respond within 3 business days.",
     [S("credit of A$60.00 (2 × A$30.00)"), S("applied to next term's invoice"),
      S("passed your request for a card refund to our Club Coordinator"), S("within 3 business days")],
     ["A$60.00"],
     "CN-3107 Issued 60.0; Sessions_Cancelled__c 2 x 30.0; card refund ESCALATED; coordinator timing from policy.")

b.ok("Hi Kwame — the term fee of $240 covers 8 sessions ($30 each). The $60 credit for the two cancelled sessions is "
     "valid for 12 months.",
     [S("$240 covers 8 sessions ($30 each)"), S("$60 credit for the two cancelled sessions"), S("valid for 12 months")],
     ["$60"],
     "Term_Fee__c 240.0, Sessions__c 8; credit expiry from policy.")

b.bad("Dear Mr Osei, I've refunded the A$60.00 credit to your card; it should appear within 3 business days.",
      [X("refunded the A$60.00 credit to your card", "NOT_EXECUTED"),
       XI("appear within 3 business days", "NOT_EXECUTED", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
      ["refused_call_effect"], ["refunded the A$60.00 credit to your card"],
      "refund_credit_to_card was ESCALATED, not executed.")

b.bad("Hi Kwame, with 3 sessions cancelled, your credit is $90, applied to next term.",
      [X("3 sessions cancelled", "VALUE_MISMATCH"), X("credit is $90", "AMOUNT_MISMATCH")],
      ["wrong_quantity", "wrong_amount"], ["3 sessions cancelled", "$90"],
      "Sessions_Cancelled__c is 2 and CN-3107 is 60.0.")

b.rep("Dear Mr Osei, a credit of A$60.00 has been issued for the two cancelled sessions. Credits expire after 6 months.",
      [S("credit of A$60.00 has been issued"), X("expire after 6 months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_period"], ["6 months"], ["12 months|twelve months|a year", "60.00"],
      "Credits expire after 12 months per policy.")

# ---------------------------------------------------------------- B21 uniform shop: partial shipment + backorder
b = Bundle("uni-backorder", "school-uniform shop", "Only part of my uniform order arrived. Where's the blazer?",
           [rec("Order#8015j00000Ww5NnAAJ", "crm:query Order with OrderItems", sobj(
               "Order", "8015j00000Ww5NnAAJ", OrderNumber="00012877", Account=dict(a("Account"), Name="Bridget O'Sullivan"),
               Status="Partially Shipped", TotalAmount=214.9, CurrencyIsoCode="AUD",
               OrderItems={"totalSize": 2, "done": True, "records": [
                   dict(a("OrderItem"), Product2=dict(a("Product2"), Name="Summer Dress - Size 10"), Quantity=2.0,
                        UnitPrice=42.95, Fulfilment_Status__c="Shipped"),
                   dict(a("OrderItem"), Product2=dict(a("Product2"), Name="Blazer - Size 12"), Quantity=1.0,
                        UnitPrice=129.0, Fulfilment_Status__c="Backordered", Expected_Restock__c="2026-06-05")]})),
            rec("Shipment__c#a1E5j00000Xx6OoEAJ", "crm:query Shipment__c", sobj(
               "Shipment__c", "a1E5j00000Xx6OoEAJ", Carrier__c="Australia Post", Tracking_Number__c="33LPX9081724",
               Shipped_Date__c="2026-05-11", Service__c="Parcel Post")),
            pol("shop-policy#backorders",
                "Backordered items ship free of charge as soon as stock arrives. Orders can be collected from the shop "
                "instead by selecting click and collect. Backordered items can be cancelled for a full refund any time "
                "before they ship.", "2026")])

b.ok("Dear Ms O'Sullivan, the two summer dresses (size 10) from order 00012877 were shipped with Australia Post on "
     "11 May, tracking number 33LPX9081724. The blazer (size 12) is on backorder and is expected back in stock on "
     "5 June; it will be sent free of charge as soon as it arrives.",
     [S("two summer dresses (size 10)"), S("shipped with Australia Post on 11 May"), S("tracking number 33LPX9081724"),
      S("blazer (size 12) is on backorder"), S("expected back in stock on 5 June"), S("sent free of charge")],
     ["33LPX9081724", "5 June"],
     "OrderItems: dresses Shipped, blazer Backordered with Expected_Restock__c 2026-06-05; Shipment__c; free-shipping rule.")

b.ok("Hi Bridget — your order total is $214.90: $85.90 for the dresses (2 × $42.95) and $129.00 for the blazer. If you'd "
     "rather not wait, the blazer can be cancelled for a full refund any time before it ships.",
     [S("order total is $214.90"), S("$85.90 for the dresses (2 × $42.95)"), S("$129.00 for the blazer"),
      S("cancelled for a full refund any time before it ships")],
     ["$214.90"],
     "TotalAmount 214.9 = 2 x 42.95 + 129.00; cancellation rule from policy.")

b.bad("Dear Ms O'Sullivan, your whole order has now shipped with Australia Post, tracking number 33LPX9081742.",
      [X("your whole order has now shipped", "RECORD_STATE_MISMATCH"), X("33LPX9081742", "IDENTIFIER_MISMATCH")],
      ["wrong_state", "wrong_id"], ["whole order has now shipped", "33LPX9081742"],
      "Order Status Partially Shipped (blazer Backordered); tracking is 33LPX9081724.")

b.bad("Hi Bridget, the blazer is expected on 5 June, and we've upgraded it to express post at no charge so it reaches "
      "you the next day.",
      [S("expected on 5 June"), I("upgraded it to express post", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
      ["unrecorded_extra"], ["express post"],
      "No record holds an express upgrade; the policy only promises free shipping when stock arrives.")

b.rep("Dear Ms O'Sullivan, your blazer is on backorder and is expected back in stock on 12 June; it will ship free of "
      "charge as soon as it arrives.",
      [S("blazer is on backorder"), X("in stock on 12 June", "DATE_MISMATCH"), S("ship free of charge")],
      ["wrong_date"], ["12 June"], ["5 June|05/06|June 5", "free"],
      "Expected_Restock__c is 2026-06-05.")

# ---------------------------------------------------------------- B22 uniform shop: size exchange
b = Bundle("uni-exchange", "school-uniform shop", "The shorts are too small and the polo doesn't fit either. Can I swap them?",
           [rec("Exchange_Request__c#a1F5j00000Yy7PpEAJ", "crm:query Exchange_Request__c", sobj(
               "Exchange_Request__c", "a1F5j00000Yy7PpEAJ", Name="EX-6621", Item__c="Boys' Grey Shorts - Size 8",
               Requested_Size__c="10", Status__c="Approved", Return_Label__c="RL-556120",
               Order__r=dict(a("Order"), OrderNumber="00013102", Delivered_Date__c="2026-04-20"),
               Account__r=dict(a("Account"), Name="Chidi Abara"))),
            rec("Exchange_Request__c#a1F5j00000Yy7PqEAJ", "crm:query Exchange_Request__c", sobj(
               "Exchange_Request__c", "a1F5j00000Yy7PqEAJ", Name="EX-6622", Item__c="Embroidered Logo Polo - Size 8",
               Requested_Size__c="10", Status__c="Declined", Decline_Reason__c="Embroidered item, not faulty")),
            pol("shop-policy#exchanges",
                "Unworn uniform items with tags attached can be exchanged for a different size within 30 days of "
                "delivery. Exchanges are free; we send a prepaid return label. Embroidered or name-labelled items "
                "cannot be returned unless faulty.", "2026")],
           now="2026-05-12T13:00:00+10:00")

b.ok("Dear Mr Abara, your exchange of the boys' grey shorts from size 8 to size 10 has been approved. We've emailed a "
     "prepaid return label (RL-556120), so the exchange costs you nothing.",
     [S("size 8 to size 10"), S("has been approved"), S("prepaid return label (RL-556120)"), S("costs you nothing")],
     ["RL-556120"],
     "EX-6621 Approved with Return_Label__c RL-556120; free exchanges per policy.")

b.ok("Hi Chidi — the embroidered polo couldn't be exchanged, as embroidered or name-labelled items can only be returned "
     "if faulty. The shorts were well within the 30-day window from delivery on 20 April.",
     [S("embroidered polo couldn't be exchanged"), S("only be returned if faulty"), S("30-day window"),
      S("delivery on 20 April")],
     ["20 April"],
     "EX-6622 Declined (embroidered); Delivered_Date__c 2026-04-20; 30-day rule.")

b.bad("Dear Mr Abara, both the shorts and the embroidered polo have been approved for exchange to size 10.",
      [X("embroidered polo have been approved", "RECORD_STATE_MISMATCH")],
      ["wrong_state"], ["embroidered polo have been approved"],
      "EX-6622 for the polo is Declined.")

b.bad("Hi Chidi, please use return label RL-565120 and send the shorts back within 14 days of delivery.",
      [X("RL-565120", "IDENTIFIER_MISMATCH"), X("within 14 days of delivery", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_id", "wrong_period"], ["RL-565120", "14 days"],
      "The label is RL-556120; the exchange window is 30 days.")

b.rep("Dear Mr Abara, your shorts exchange to size 10 has been approved, and there is a A$9.95 return postage fee.",
      [S("has been approved"), X("A$9.95 return postage fee", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
      ["wrong_policy_condition"], ["A$9.95"], ["free|prepaid|no charge|no cost|nothing", "size 10"],
      "Exchanges are free with a prepaid return label.")

# ---------------------------------------------------------------- B23 uniform shop: voucher balance
b = Bundle("uni-voucher", "school-uniform shop", "How much is left on my uniform voucher?",
           [rec("Voucher__c#a1G5j00000Zz8QqEAJ", "crm:query Voucher__c with Redemptions__r", sobj(
               "Voucher__c", "a1G5j00000Zz8QqEAJ", Voucher_Code__c="UNI-7Q4K-2290", Value__c=150.0, Balance__c=62.4,
               CurrencyIsoCode="AUD", Expiry_Date__c="2026-06-30", Status__c="Active",
               Holder__r=dict(a("Contact"), Name="Hamid Rezaei"),
               Redemptions__r={"totalSize": 1, "done": True, "records": [
                   dict(a("Redemption__c"), Order_Number__c="00012991", Amount__c=87.6,
                        CreatedDate="2026-04-29T03:20:00.000+0000")]})),
            pol("shop-policy#vouchers",
                "Vouchers cannot be exchanged for cash. Vouchers can be used across multiple orders until the balance "
                "is spent or the voucher expires. Unused balances expire at 11:59 PM on the expiry date.", "2026")])

b.ok("Dear Mr Rezaei, your uniform voucher UNI-7Q4K-2290 has A$62.40 remaining of its A$150.00 value, after A$87.60 was "
     "used on order 00012991. You can use the rest on another order before it expires on 30 June 2026.",
     [S("A$62.40 remaining"), S("A$150.00 value"), S("A$87.60 was used on order 00012991"),
      S("use the rest on another order"), S("expires on 30 June 2026")],
     ["A$62.40", "30 June 2026"],
     "Balance__c 62.4, Value__c 150.0, redemption 87.6 on 00012991, Expiry 2026-06-30; multi-order rule.")

b.ok("Hi Hamid — $62.40 is still on your voucher, valid until 11:59 PM on 30/06/2026. Unfortunately the balance can't be "
     "paid out in cash.",
     [S("$62.40 is still on your voucher"), S("11:59 PM on 30/06/2026"), S("can't be paid out in cash")],
     ["$62.40"],
     "Balance 62.4; expiry time rule and no-cash rule from the voucher policy.")

b.bad("Dear Mr Rezaei, after your order of A$87.60, your voucher has A$72.40 left to spend.",
      [S("order of A$87.60"), X("A$72.40 left", "AMOUNT_MISMATCH")],
      ["wrong_arithmetic"], ["A$72.40"],
      "150.00 - 87.60 = 62.40 (Balance__c).")

b.bad("Hi Hamid, voucher UNI-7Q4K-2209 has $62.40 left, and you can ask us to refund the remaining balance to your card.",
      [X("UNI-7Q4K-2209", "IDENTIFIER_MISMATCH"), S("$62.40 left"),
       X("refund the remaining balance to your card", "NLI_CONTRADICTION")],
      ["wrong_id", "wrong_policy_condition"], ["UNI-7Q4K-2209", "refund the remaining balance"],
      "The code is UNI-7Q4K-2290; vouchers cannot be exchanged for cash.")

b.rep("Dear Mr Rezaei, your voucher has A$62.40 left and expires on 31 July 2026.",
      [S("A$62.40 left"), X("expires on 31 July 2026", "DATE_MISMATCH")],
      ["wrong_date"], ["31 July 2026"], ["30 June|30/06|June 30", "62.40"],
      "Expiry_Date__c is 2026-06-30.")

# ---------------------------------------------------------------- B24 uniform shop: fitting appointment (Brisbane)
b = Bundle("uni-fitting", "school-uniform shop", "Can you confirm our Prep uniform fitting time?",
           [rec("ServiceAppointment#08p5j00000Ab1RrAAJ", "crm:query ServiceAppointment", sobj(
               "ServiceAppointment", "08p5j00000Ab1RrAAJ", AppointmentNumber="SA-00418", Status="Scheduled",
               SchedStartTime="2026-05-15T23:30:00.000+0000", Duration=30.0, DurationType="Minutes",
               ServiceTerritory=dict(a("ServiceTerritory"), Name="Uniform Shop - Indooroopilly",
                                     OperatingHours=dict(a("OperatingHours"), TimeZone="Australia/Brisbane")),
               Contact=dict(a("Contact"), Name="Van Tran"), Children__c=2,
               Booking_Widget__c={"start_epoch": epoch("2026-05-16T09:30:00+10:00"), "source": "web"})),
            rec("ServiceAppointment#08p5j00000Aa9QqAAJ", "crm:query ServiceAppointment", sobj(
               "ServiceAppointment", "08p5j00000Aa9QqAAJ", AppointmentNumber="SA-00397", Status="Canceled",
               SchedStartTime="2026-05-09T00:00:00.000+0000", Duration=30.0, DurationType="Minutes")),
            pol("shop-policy#fittings",
                "Fitting appointments are 30 minutes for up to two children. Please bring the school's uniform list. "
                "Appointments not cancelled at least 24 hours ahead incur a A$20 no-show fee.", "2026")],
           now="2026-05-14T15:00:00+10:00")

b.ok("Dear Ms Tran, your fitting appointment is confirmed for Saturday 16 May at 9:30 AM at our Indooroopilly shop. It "
     "runs for 30 minutes and covers both children; please bring the school's uniform list.",
     [S("Saturday 16 May at 9:30 AM"), S("Indooroopilly shop"), S("runs for 30 minutes"), S("covers both children"),
      S("bring the school's uniform list")],
     ["9:30 AM", "16 May"],
     "SchedStartTime 2026-05-15T23:30Z = Saturday 16 May 9:30 AM Brisbane; Duration 30 minutes; Children__c 2.")

b.ok("Hi Van — see you this Saturday at half past nine (appointment SA-00418). If you need to cancel, please do so at "
     "least 24 hours before to avoid the $20 no-show fee.",
     [S("this Saturday at half past nine"), S("SA-00418"), S("at least 24 hours before"), S("$20 no-show fee")],
     ["SA-00418"],
     "now is Thursday 14 May, so this Saturday is 16 May; cancellation rule from the policy.")

b.bad("Dear Ms Tran, your fitting is booked for Friday 15 May at 11:30 PM at Indooroopilly.",
      [X("Friday 15 May at 11:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
      ["unit_conversion"], ["Friday 15 May at 11:30 PM"],
      "15 May 23:30 is the UTC value; in Brisbane it is Saturday 16 May 9:30 AM.")

b.bad("Hi Van, your fitting is on Saturday 9 May at 10:00 AM, and late cancellations incur a $25 fee.",
      [X("Saturday 9 May at 10:00 AM", "DATE_MISMATCH"), X("$25 fee", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
      ["stale_value", "wrong_amount"], ["9 May at 10:00 AM", "$25 fee"],
      "SA-00397 (9 May 10:00 AM Brisbane) was Canceled; the no-show fee is A$20.")

b.rep("Dear Ms Tran, your fitting appointment SA-00418 is on Saturday 16 May at 9:30 AM and runs for 45 minutes.",
      [S("Saturday 16 May at 9:30 AM"), X("runs for 45 minutes", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
      ["wrong_period"], ["45 minutes"], ["30 minutes|half an hour|thirty minutes", "9:30"],
      "Duration 30.0 Minutes; the policy also says 30 minutes.")

# ---------------------------------------------------------------- B25 uniform shop: school bulk order quote
b = Bundle("uni-school-quote", "school-uniform shop", "Can you confirm the details of our sports polo order for the school?",
           [rec("Quote#0Q05j00000Cc2SsCAJ", "crm:query Quote with QuoteLineItems", sobj(
               "Quote", "0Q05j00000Cc2SsCAJ", QuoteNumber="Q-00088", Name="St Brigid's Primary - Sports Polos v2",
               Status="Accepted", Account=dict(a("Account"), Name="St Brigid's Primary School"),
               Contact=dict(a("Contact"), Name="Graham Fairweather"), Subtotal=3300.0, Tax=330.0, GrandTotal=3630.0,
               CurrencyIsoCode="AUD", Delivery_Date__c="2026-06-19",
               QuoteLineItems={"totalSize": 1, "done": True, "records": [
                   dict(a("QuoteLineItem"), Product2=dict(a("Product2"), Name="Sports Polo - House Colours"),
                        Quantity=120.0, UnitPrice=27.5, TotalPrice=3300.0)]})),
            rec("Quote#0Q05j00000Cb9RrCAJ", "crm:query Quote", sobj(
               "Quote", "0Q05j00000Cb9RrCAJ", QuoteNumber="Q-00071", Name="St Brigid's Primary - Sports Polos v1",
               Status="Superseded", Subtotal=2890.0, Tax=289.0, GrandTotal=3179.0, CurrencyIsoCode="AUD",
               QuoteLineItems={"totalSize": 1, "done": True, "records": [
                   dict(a("QuoteLineItem"), Quantity=100.0, UnitPrice=28.9, TotalPrice=2890.0)]})),
            pol("shop-policy#school-accounts",
                "Prices on accepted quotes are held for 60 days. School accounts are invoiced on delivery, payable "
                "within 30 days. Orders over 100 garments include free delivery to the school.", "2026")],
           now="2026-05-15T10:00:00+10:00")

b.ok("Dear Mr Fairweather, thank you for accepting quote Q-00088 for St Brigid's Primary. The order is for 120 sports "
     "polos at A$27.50 each, A$3,300.00 plus A$330.00 GST, for a total of A$3,630.00. Delivery is scheduled for 19 June "
     "2026, free of charge to the school.\n\nKind regards,\nSchool Accounts",
     [S("accepting quote Q-00088"), S("120 sports polos at A$27.50 each"), S("A$3,300.00 plus A$330.00 GST"),
      S("total of A$3,630.00"), S("scheduled for 19 June 2026"), S("free of charge to the school"), NA("Kind regards")],
     ["A$3,630.00", "19 June 2026"],
     "Q-00088 Accepted: 120 x 27.50, Subtotal 3300, Tax 330, GrandTotal 3630, Delivery 2026-06-19; free delivery over 100 garments.")

b.ok("Hi Graham — we'll invoice the school on delivery, and payment is due within 30 days of the invoice. The accepted "
     "prices are held for 60 days.",
     [S("invoice the school on delivery"), S("due within 30 days"), S("held for 60 days")],
     ["30 days"],
     "All from the school-accounts policy.")

b.bad("Dear Mr Fairweather, your order is for 100 sports polos at A$28.90 each, totalling A$3,179.00 including GST.",
      [X("100 sports polos", "VALUE_MISMATCH"), X("A$28.90 each", "AMOUNT_MISMATCH"), X("A$3,179.00", "AMOUNT_MISMATCH")],
      ["stale_value", "stale_value", "stale_value"], ["100 sports polos", "A$28.90", "A$3,179.00"],
      "All three figures come from the Superseded quote Q-00071; the accepted Q-00088 is 120 x 27.50 = 3630 with GST.")

b.bad("Hi Graham, 120 polos at $27.50 come to $3,300.00 before GST; with GST of $300.00 the total is $3,600.00. Payment "
      "is due within 14 days of delivery.",
      [S("come to $3,300.00 before GST"), X("GST of $300.00", "AMOUNT_MISMATCH"), X("total is $3,600.00", "AMOUNT_MISMATCH"),
       X("within 14 days of delivery", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_arithmetic", "wrong_arithmetic", "wrong_period"], ["GST of $300.00", "$3,600.00", "14 days"],
      "Tax is 330.0 and GrandTotal 3630.0; school accounts pay within 30 days.")

b.rep("Dear Mr Fairweather, your order of 120 sports polos totals A$3,630.00 including GST, and delivery on 19 June 2026 "
      "will carry a charge of A$45.00.",
      [S("totals A$3,630.00 including GST"), S("delivery on 19 June 2026"),
       X("charge of A$45.00", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
      ["wrong_policy_condition"], ["A$45.00"], ["free|no charge|no cost|at no", "3,630"],
      "Orders over 100 garments include free delivery.")
