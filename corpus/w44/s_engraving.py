"""Engraving and personalisation: Ukir & Co. (Ipoh workshop)."""
from common import *

DOMAIN = "engraving and personalisation"
SRC = "tool:magento.V1.orders.get"

# ---------------------------------------------------------------- EN1: proof text and approval window
en1_ev = [
    rec("get_order#610004021", SRC, {
        "increment_id": "610004021", "state": "holded", "status": "awaiting_proof_approval",
        "created_at": "2026-05-03 13:27:09", "customer_firstname": "Nadia", "customer_lastname": "Iskandar",
        "order_currency_code": "MYR", "grand_total": "187.0000",
        "items": [
            {"item_id": 77310, "sku": "EN-BOARD-ACACIA-L", "name": "Acacia cutting board, large, laser engraved",
             "qty_ordered": 1, "price": "119.0000", "base_price": "27.0500"},
            {"item_id": 77311, "sku": "EN-TUMB-500-MATTE", "name": "Stainless tumbler 500 ml, matte sage",
             "qty_ordered": 1, "price": "68.0000", "base_price": "15.4500"}],
        "extension_attributes": {
            "personalisation": [
                {"item_id": 77310, "text_line_1": "Keluarga Iskandar", "text_line_2": "Est. 2019",
                 "font": "PLAYFAIR_DISPLAY", "proof_status": "AWAITING_APPROVAL",
                 "proof_sent_at": "2026-05-04 06:30:00"},
                {"item_id": 77311, "text_line_1": "Zahra", "font": "PACIFICO", "proof_status": "APPROVED",
                 "approved_at": "2026-05-04 07:02:41"}],
            "proof_auto_approve_after": "PT48H"}}),
    pol("policy#proofs",
        "We start engraving only after your proof is approved. If we don't hear from you within 48 hours of "
        "sending a proof, it is approved automatically so your order isn't delayed. Text changes after approval "
        "cost RM 15.00 per item, because the blank has to be replaced.", revision="2026-02"),
]

en1 = dict(
    scenario="proof-text", domain=DOMAIN, evidence=en1_ev, now="2026-05-05T09:00:00+08:00",
    question="Just checking what you're engraving on the board and the tumbler, and do I still need to do "
             "anything?",
    cases=[
        good("Hi Nadia! Your acacia board reads \"Keluarga Iskandar\" with \"Est. 2019\" underneath, in Playfair "
             "Display, and the tumbler says \"Zahra\" in Pacifico. The tumbler proof is already approved. The board "
             "proof is waiting on you: please approve it (or send changes) by 2:30 PM tomorrow, Wednesday 6 May, "
             "otherwise it's approved automatically.",
             [sup("Your acacia board reads \"Keluarga Iskandar\""),
              sup("with \"Est. 2019\" underneath"),
              sup("in Playfair Display"),
              sup("the tumbler says \"Zahra\" in Pacifico"),
              sup("The tumbler proof is already approved"),
              sup("proof is waiting on you"),
              sup("by 2:30 PM tomorrow, Wednesday 6 May"),
              sup("otherwise it's approved automatically")],
             ["Keluarga Iskandar", "2:30 PM"],
             "Board proof AWAITING_APPROVAL, sent 2026-05-04 06:30 UTC = 14:30 MYT; PT48H auto-approve makes it "
             "Wed 6 May 14:30 MYT; tumbler APPROVED."),
        good("Board: 'Keluarga Iskandar / Est. 2019' (proof awaiting your OK). Tumbler: 'Zahra' (approved). If we "
             "don't hear back within 48 hours of the proof email, it auto-approves. Any text change after "
             "approval is RM 15 per item.",
             [sup("Board: 'Keluarga Iskandar / Est. 2019' (proof awaiting your OK)"),
              sup("Tumbler: 'Zahra' (approved)"),
              sup("within 48 hours of the proof email, it auto-approves"),
              sup("Any text change after approval is RM 15 per item")],
             ["Keluarga Iskandar"],
             "personalisation entries for items 77310 and 77311; 48-hour auto-approval and RM 15.00 change fee from "
             "the proofs policy."),
        bad("Hi Nadia! Your acacia board reads \"Keluarga Iskandar\" with \"Est. 2019\" underneath, in Playfair "
            "Display, and the tumbler says \"Zara\" in Pacifico. The tumbler proof is already approved. The board "
            "proof is waiting on you: please approve it (or send changes) by 2:30 PM tomorrow, Wednesday 6 May, "
            "otherwise it's approved automatically.",
            [sup("Your acacia board reads \"Keluarga Iskandar\""),
             sup("with \"Est. 2019\" underneath"),
             sup("in Playfair Display"),
             con("the tumbler says \"Zara\" in Pacifico", "VALUE_MISMATCH"),
             sup("The tumbler proof is already approved"),
             sup("proof is waiting on you"),
             sup("by 2:30 PM tomorrow, Wednesday 6 May"),
             sup("otherwise it's approved automatically")],
            ["wrong_name"], ["\"Zara\""],
            "The tumbler's text_line_1 is \"Zahra\"."),
        bad("All sorted, Nadia! Both proofs are approved, so the board and tumbler are being engraved now. If you "
            "spot anything you'd like to tweak, text changes are free until we ship.",
            [con("Both proofs are approved", "RECORD_STATE_MISMATCH"),
             con("the board and tumbler are being engraved now", "RECORD_STATE_MISMATCH"),
             con("text changes are free until we ship", "NLI_CONTRADICTION")],
            ["wrong_state", "wrong_state", "wrong_policy_condition"],
            ["Both proofs are approved", "being engraved now", "changes are free"],
            "The board proof is AWAITING_APPROVAL (status awaiting_proof_approval), and engraving starts only "
            "after approval; changes after approval cost RM 15.00 per item."),
    ],
    repair=fix("Hi Nadia! The tumbler (\"Zahra\") is approved. The board proof, \"Keluarga Iskandar\" / \"Est. "
               "2019\", still needs your OK: if we don't hear from you by 6:30 AM on Wednesday, 6 May, it will be "
               "approved automatically.",
               [sup("The tumbler (\"Zahra\") is approved"),
                sup("still needs your OK"),
                con("by 6:30 AM on Wednesday, 6 May", "DATE_MISMATCH", "VALUE_MISMATCH"),
                sup("it will be approved automatically")],
               ["unit_conversion"], ["6:30 AM"],
               ["2:30 PM|2:30pm|2.30pm|14:30|2:30 p.m.", "Keluarga Iskandar"],
               "proof_sent_at 06:30 is UTC; plus 48 hours is 6 May 06:30 UTC, i.e. 2:30 PM in KL."),
)

# ---------------------------------------------------------------- EN2: gift card yes, gift wrap no
en2_ev = [
    rec("get_order#610004188", SRC, {
        "increment_id": "610004188", "state": "processing", "status": "processing",
        "created_at": "2026-06-08 15:44:30", "customer_firstname": "Aiman", "customer_lastname": "Hakimi",
        "order_currency_code": "MYR", "grand_total": "164.0000", "shipping_amount": "10.0000",
        "items": [
            {"sku": "EN-PEN-BRASS-2", "name": "Brass pen set (2), engraved", "qty_ordered": 1, "price": "149.0000",
             "base_price": "33.8600"},
            {"sku": "EN-ADD-CARD", "name": "Gift message card", "qty_ordered": 1, "price": "5.0000",
             "base_price": "1.1400"}],
        "extension_attributes": {
            "gift_message": {"sender": "Aiman", "recipient": "Ayah", "message": "Selamat Hari Bapa! Love, Aiman"},
            "packaging": {"type": "STANDARD_BOX", "gift_wrap": False, "is_packed": False},
            "dispatch_by": "2026-06-12",
            "shipping_address": {"city": "Ipoh", "region": "Perak", "postcode": "30450"}}}),
    pol("policy#gifting",
        "Gift wrapping costs RM 8.00 and can be added any time before your order is packed. Orders with a gift "
        "message never show prices on the packing slip. The gift card is printed with your message and placed "
        "on top of the item."),
]

en2 = dict(
    scenario="gift-wrap", domain=DOMAIN, evidence=en2_ev, now="2026-06-09T20:15:00+08:00",
    question="Is my pen set gift wrapped, and does it include the card? It's going straight to my dad.",
    cases=[
        good("Hi Aiman! Your brass pen set comes with the gift card reading \"Selamat Hari Bapa! Love, Aiman\", "
             "and since there's a gift message, no prices will appear on the packing slip. It isn't gift wrapped "
             "at the moment: it's going in our standard box. But it hasn't been packed yet, so we can still add "
             "gift wrapping for RM 8.00 if you'd like! It's due to be dispatched by Friday, 12 June.",
             [sup("comes with the gift card reading"),
              sup("no prices will appear on the packing slip"),
              sup("It isn't gift wrapped at the moment"),
              sup("it's going in our standard box"),
              sup("it hasn't been packed yet"),
              sup("we can still add gift wrapping for RM 8.00"),
              sup("dispatched by Friday, 12 June")],
             ["RM 8.00", "12 June"],
             "gift_message set, EN-ADD-CARD ordered; packaging STANDARD_BOX, gift_wrap false, is_packed false; "
             "gifting policy; dispatch_by 2026-06-12 (a Friday)."),
        good("Card: yes (\"Selamat Hari Bapa! Love, Aiman\"). Gift wrap: not on this order, but it can be added "
             "for RM 8 before packing, which hasn't happened yet. Dispatch by 12/06.",
             [sup("Card: yes (\"Selamat Hari Bapa! Love, Aiman\")"),
              sup("Gift wrap: not on this order"),
              sup("it can be added for RM 8 before packing"),
              sup("which hasn't happened yet"),
              sup("Dispatch by 12/06")],
             ["12/06"],
             "gift_wrap false, is_packed false; RM 8.00 wrap fee from the gifting policy."),
        bad("Hi Aiman! Yes, your brass pen set is gift wrapped and comes with the card reading \"Selamat Hari Bapa! "
            "Love, Aiman\". No prices will appear on the packing slip, and it's due to be dispatched by Friday, "
            "12 June.",
            [con("your brass pen set is gift wrapped", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
             sup("comes with the card reading"),
             sup("No prices will appear on the packing slip"),
             sup("dispatched by Friday, 12 June")],
            ["unrecorded_extra"], ["is gift wrapped"],
            "packaging.gift_wrap is false and no gift-wrap item is on the order."),
        bad("Hi Aiman! The card with your message is included, and we can still add gift wrapping for RM 5.00 "
            "before it's packed. It'll reach your dad before Father's Day on 21 June, guaranteed!",
            [sup("The card with your message is included"),
             con("add gift wrapping for RM 5.00", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
             ins("It'll reach your dad before Father's Day on 21 June, guaranteed", "NO_POLICY_EVIDENCE",
                 "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED")],
            ["wrong_amount", "invented_promise"], ["RM 5.00", "guaranteed"],
            "Gift wrapping is RM 8.00 (RM 5.00 is the card item's price); nothing promises a delivery date."),
    ],
    repair=fix("Hi Aiman! The card reading \"Selamat Hari Bapa! Love, Aiman\" is included, but the set isn't gift "
               "wrapped. It hasn't been packed yet, so wrapping can still be added for RM 8.00. It's due to be "
               "dispatched by Thursday, 11 June.",
               [sup("is included"),
                sup("the set isn't gift wrapped"),
                sup("It hasn't been packed yet"),
                sup("wrapping can still be added for RM 8.00"),
                con("dispatched by Thursday, 11 June", "DATE_MISMATCH")],
               ["wrong_date"], ["Thursday, 11 June"],
               ["12 June|12/06|12/6|June 12|12th June", "RM 8.00|RM 8|RM8"],
               "dispatch_by is 2026-06-12, a Friday."),
)

# ---------------------------------------------------------------- EN3: cancel refused, engraving started
en3_ev = [
    rec("get_order#610004302", SRC, {
        "increment_id": "610004302", "state": "processing", "status": "engraving_in_progress",
        "created_at": "2026-05-10 14:22:00", "customer_firstname": "Aishah", "customer_lastname": "Rahim",
        "order_currency_code": "MYR", "grand_total": "199.0000", "shipping_amount": "10.0000",
        "items": [{"sku": "EN-NECK-BAR-925", "name": "Sterling silver bar necklace, engraved", "qty_ordered": 1,
                   "qty_shipped": 0, "price": "189.0000", "base_price": "42.9500"}],
        "extension_attributes": {"personalisation": [{"text_line_1": "A.R. 14.02.2026", "font": "CORMORANT"}],
                                 "workshop": {"engraving_started_at": "2026-05-11 01:40:00",
                                              "engraver": "Station 3"}}}),
    refused("cancel_order#call-2", "cancel_order", "DENY", {"order_id": "610004302"},
            reason="PERSONALISED_ITEM_IN_PRODUCTION"),
    pol("policy#cancellations",
        "You can change your delivery address until your item is dispatched. Personalised items can be "
        "cancelled for a full refund until engraving starts. Once engraving has started, the order can't be "
        "cancelled or refunded, except where we made an error."),
]

en3 = dict(
    scenario="cancel-engraved", domain=DOMAIN, evidence=en3_ev, now="2026-05-11T15:00:00+08:00",
    question="I'd like to cancel order 610004302 please.",
    cases=[
        good("Oh, I'm really sorry. I tried to cancel order 610004302, but I'm unable to: engraving on the necklace "
             "started this morning at 9:40, and personalised pieces can't be cancelled or refunded once engraving "
             "has begun. If it helps, you can still change the delivery address until it's dispatched.",
             [na("Oh, I'm really sorry."),
              sup("but I'm unable to"),
              sup("engraving on the necklace started this morning at 9:40"),
              sup("can't be cancelled or refunded once engraving has begun"),
              sup("you can still change the delivery address until it's dispatched")],
             ["9:40"],
             "cancel_order DENIED (PERSONALISED_ITEM_IN_PRODUCTION); engraving_started_at 01:40 UTC = 09:40 MYT; "
             "cancellations policy."),
        good("Hi Aishah, the cancellation for order 610004302 was declined, because engraving on your silver bar "
             "necklace is already underway. Personalised items only get a full refund if they're cancelled before "
             "engraving starts.",
             [sup("the cancellation for order 610004302 was declined"),
              sup("engraving on your silver bar necklace is already underway"),
              sup("only get a full refund if they're cancelled before engraving starts")],
             ["610004302"],
             "Refused call DENY; status engraving_in_progress; policy's before-engraving condition."),
        bad("No problem, Aishah, I've cancelled order 610004302, and a full refund of RM 199.00 is on its way to "
            "you.",
            [con("I've cancelled order 610004302", "NOT_EXECUTED"),
             either("a full refund of RM 199.00 is on its way", "NOT_EXECUTED", "NLI_CONTRADICTION",
                    "CLAIM_WITHOUT_TOOL_EVIDENCE")],
            ["refused_call_effect", "invented_promise"], ["I've cancelled order", "full refund of RM 199.00"],
            "cancel_order was DENIED; engraving has started so the policy allows no refund, and no refund record "
            "exists."),
        bad("I'm so sorry, Aishah. I couldn't cancel order 610004302: engraving started at 1:40 AM today, and "
            "personalised orders can only be cancelled within 24 hours of ordering.",
            [na("I'm so sorry, Aishah."),
             sup("I couldn't cancel order 610004302"),
             con("engraving started at 1:40 AM today", "DATE_MISMATCH", "VALUE_MISMATCH"),
             con("only be cancelled within 24 hours of ordering", "NLI_CONTRADICTION")],
            ["unit_conversion", "wrong_policy_condition"], ["1:40 AM", "within 24 hours of ordering"],
            "engraving_started_at 01:40:00 is UTC, 9:40 AM in KL; the policy's cut-off is the start of engraving, "
            "not 24 hours."),
    ],
    repair=fix("Sorry Aishah, I wasn't able to cancel order 610004302, as engraving on your necklace has already "
               "started, and personalised pieces can't be cancelled once that happens. You can still change the "
               "delivery address until the engraving is finished.",
               [na("Sorry Aishah"),
                sup("I wasn't able to cancel order 610004302"),
                sup("engraving on your necklace has already started"),
                sup("personalised pieces can't be cancelled once that happens"),
                con("until the engraving is finished", "NLI_CONTRADICTION")],
               ["wrong_policy_condition"], ["until the engraving is finished"],
               ["dispatched|dispatch|ships|shipped", "610004302"],
               "The policy allows address changes until the item is dispatched."),
)

# ---------------------------------------------------------------- EN4: out for delivery today
en4_ev = [
    rec("get_order#610004420", SRC, {
        "increment_id": "610004420", "state": "complete", "status": "shipped",
        "created_at": "2026-05-09 05:12:44", "customer_firstname": "Kelvin", "customer_lastname": "Ong",
        "order_currency_code": "MYR", "grand_total": "239.0000",
        "items": [{"sku": "EN-WBOX-WALNUT-6", "name": "Walnut watch box (6 slots), engraved lid", "qty_ordered": 1,
                   "qty_shipped": 1, "price": "229.0000", "base_price": "52.0500"}],
        "extension_attributes": {
            "personalisation": [{"text_line_1": "Untuk Abang Long"}],
            "shipments": [{"increment_id": "610002011", "created_at": "2026-05-13 09:20:00",
                           "tracks": [{"track_number": "GDX88120047221", "title": "GDEX"}],
                           "last_scan": {"code": "OUT_FOR_DELIVERY", "at_epoch": epoch_kl("2026-05-15 08:05"),
                                         "hub": "Seremban"},
                           "eta_epoch": epoch_kl("2026-05-15 18:00")}]}}),
    rec("get_order#610004398", SRC, {
        "increment_id": "610004398", "state": "complete", "status": "delivered", "created_at": "2026-05-04 02:01:15",
        "items": [{"sku": "EN-KEYCHAIN-LTHR", "name": "Leather keychain, engraved", "qty_ordered": 2}],
        "extension_attributes": {"shipments": [{"tracks": [{"track_number": "GDX88119970035", "title": "GDEX"}],
                                                "delivered_at": "2026-05-08 06:30:10"}]}}),
    psg("kb#gdex",
        "GDEX delivers Monday to Saturday, 9 AM to 6 PM.\n"
        "If nobody is home, the driver leaves a card and tries again the next working day.\n"
        "After 2 failed attempts, the parcel is held at the nearest GDEX branch for 7 days."),
]

en4 = dict(
    scenario="out-for-delivery", domain=DOMAIN, evidence=en4_ev, now="2026-05-15T10:30:00+08:00",
    question="When will my watch box arrive? Order 610004420. I'm in Seremban.",
    cases=[
        good("Good news! Your walnut watch box is out for delivery today with GDEX (tracking GDX88120047221), so "
             "it should be with you by 6 PM. If you're not home, the driver will leave a card and try again the "
             "next working day.",
             [sup("out for delivery today with GDEX"),
              sup("(tracking GDX88120047221)"),
              sup("should be with you by 6 PM"),
              sup("leave a card and try again the next working day")],
             ["GDX88120047221", "6 PM"],
             "last_scan OUT_FOR_DELIVERY at 08:05 MYT today; eta_epoch 15/05 18:00 MYT; redelivery from kb#gdex."),
        good("Your parcel (GDX88120047221) left us on Wednesday, 13 May, and was out for delivery from the Seremban "
             "hub at 8:05 this morning. Expected by 6 PM today!",
             [sup("Your parcel (GDX88120047221) left us on Wednesday, 13 May"),
              sup("out for delivery from the Seremban hub at 8:05 this morning"),
              sup("Expected by 6 PM today")],
             ["13 May"],
             "Shipment created 2026-05-13 09:20 UTC = 17:20 MYT Wed 13 May; last_scan at 08:05 MYT, Seremban hub."),
        bad("Good news! Your walnut watch box is out for delivery today with GDEX (tracking GDX88119970035), so it "
            "should be with you by 6 PM. If you're not home, the driver will leave a card and try again the next "
            "working day.",
            [sup("out for delivery today with GDEX"),
             con("(tracking GDX88119970035)", "IDENTIFIER_MISMATCH"),
             sup("should be with you by 6 PM"),
             sup("leave a card and try again the next working day")],
            ["other_record_value"], ["GDX88119970035"],
            "GDX88119970035 belongs to the delivered keychain order 610004398."),
        bad("Hi Kelvin! Your watch box is with GDEX (GDX88120047221) and should arrive tomorrow, Saturday. If two "
            "delivery attempts fail, the parcel comes back to our Ipoh workshop.",
            [sup("Your watch box is with GDEX (GDX88120047221)"),
             con("should arrive tomorrow, Saturday", "DATE_MISMATCH"),
             con("the parcel comes back to our Ipoh workshop", "NLI_CONTRADICTION")],
            ["wrong_date", "invented_fact"], ["tomorrow, Saturday", "comes back to our Ipoh workshop"],
            "eta_epoch is today (Fri 15/05) 18:00; the GDEX passage holds parcels at the nearest branch for 7 days."),
    ],
    repair=fix("Your watch box left our workshop on Wednesday at 9:20 AM and is out for delivery in Seremban "
               "today, so expect it by 6 PM. Tracking: GDX88120047221.",
               [con("left our workshop on Wednesday at 9:20 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
                sup("is out for delivery in Seremban today"),
                sup("expect it by 6 PM"),
                sup("Tracking: GDX88120047221")],
               ["unit_conversion"], ["at 9:20 AM"],
               ["5:20 PM|5:20pm|5.20pm|17:20|5:20 p.m.", "GDX88120047221"],
               "The shipment's created_at 09:20:00 is UTC; in KL it left at 5:20 PM."),
)

# Extra drafts: an extra no record holds (EN4) and a passive-voice correct reply (EN3).
en4["cases"].append(bad(
    "Hi Kelvin! Your watch box is out for delivery in Seremban today (GDEX GDX88120047221) and should arrive by "
    "6 PM. We've also slipped a free polishing cloth and an engraving-care card into the box for you!",
    [sup("out for delivery in Seremban today (GDEX GDX88120047221)"),
     sup("should arrive by 6 PM"),
     ins("slipped a free polishing cloth and an engraving-care card into the box", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    ["unrecorded_extra"], ["free polishing cloth"],
    "Order 610004420 holds only the watch box; no record shows a cloth or card added."))

en3["cases"].append(good(
    "Dear Aishah,\n\nYour cancellation request for order 610004302 could not be processed. Engraving was begun on "
    "your necklace at 9:40 this morning, and once engraving has started, personalised orders are not refundable. "
    "Your delivery address may still be changed before the parcel is dispatched.\n\nWith regret,\nUkir & Co.",
    [sup("Your cancellation request for order 610004302 could not be processed"),
     sup("Engraving was begun on your necklace at 9:40 this morning"),
     sup("once engraving has started, personalised orders are not refundable"),
     sup("Your delivery address may still be changed before the parcel is dispatched")],
    ["9:40"],
    "cancel_order DENIED; engraving_started_at 01:40 UTC = 09:40 MYT; cancellations policy."))

BUNDLES = [en1, en2, en3, en4]
