from lib import *

DOM = "public library"
SIGN = "Ashcombe Libraries Customer Services"

# ---------------------------------------------------------------- S1 overdue fine
s = Scenario("lib-overdue-fine", DOM,
    "Why do I owe money? I returned The Salt Road on Monday.",
    [
        rec("get_borrower#BRW-20418833", "tool:get_borrower", {
            "jsonapi": {"version": "1.0"},
            "data": {"type": "borrowers", "id": "BRW-20418833",
                     "attributes": {"display-name": "Ms Priya Venn", "category": "ADULT",
                                    "outstanding-balance-pence": 250, "currency": "GBP",
                                    "borrowing-status": "ACTIVE", "home-branch-code": "BR-CEN"},
                     "relationships": {"loans": {"data": [{"type": "loans", "id": "LN-77120"},
                                                          {"type": "loans", "id": "LN-77121"}]}}},
            "included": [
                {"type": "loans", "id": "LN-77120",
                 "attributes": {"title": "The Salt Road", "format": "BOOK", "audience": "ADULT",
                                "due-at": "2026-02-20T23:59:00Z", "returned-at": "2026-03-02T10:14:00Z",
                                "days-overdue": 10, "fine-amount-pence": 250, "fine-status": "UNPAID"}},
                {"type": "loans", "id": "LN-77121",
                 "attributes": {"title": "Tidewater", "format": "DVD", "audience": "ADULT",
                                "due-at": "2026-03-13T23:59:00Z", "returned-at": None,
                                "days-overdue": 0, "fine-amount-pence": 0, "fine-status": "NONE"}}
            ]}),
        pol("policy#overdue-charges",
            "Children's items are never charged for late return. Overdue adult items accrue a charge of 25p for "
            "each day they are late, up to a maximum of £6.00 per item. Charges totalling less than £1.00 on a "
            "single item are written off automatically when the item is returned. Charges can be paid online, at "
            "any branch self-service kiosk, or by telephone. Borrowing is suspended when unpaid charges reach "
            "£10.00 or more.", "2025-09"),
    ], now="2026-03-04T11:20:00+00:00")

s.ok("Dear Ms Venn, thank you for your message. The Salt Road was due back on 20 February and was returned on "
     "2 March, which is ten days late. At our rate of 25p per day, this comes to £2.50, which is the only charge "
     "on your account. You may pay it online, at a self-service kiosk in any branch, or by telephone. Your other "
     "loan, Tidewater, is due back on 13 March.\n\nKind regards,\n" + SIGN,
     [NA("thank you for your message"), S("due back on 20 February"), S("returned on 2 March"),
      S("ten days late"), S("At our rate of 25p per day"), S("this comes to £2.50"),
      S("the only charge on your account"), S("pay it online, at a self-service kiosk"),
      S("Tidewater, is due back on 13 March")],
     ["£2.50", "13 March"],
     "LN-77120 due-at 2026-02-20, returned-at 2026-03-02, days-overdue 10, fine 250p; balance 250p; LN-77121 due 13 March; policy gives 25p/day and payment routes.")

s.ok("Hello Ms Venn — the £2.50 charge is for The Salt Road, returned 02/03/2026 against a due date of 20/02/2026 "
     "(10 days at 25p a day). Ashcombe Libraries Team",
     [S("the £2.50 charge is for The Salt Road"), S("returned 02/03/2026"), S("due date of 20/02/2026"),
      S("10 days at 25p a day")],
     ["£2.50", "02/03/2026"],
     "LN-77120 fine-amount-pence 250, returned-at 2026-03-02, due-at 2026-02-20, days-overdue 10; policy 25p per day.")

s.ok("Dear Ms Venn,\n\nI am sorry for any confusion. The charge of two pounds fifty relates to The Salt Road, which "
     "reached us ten days after its due date. Your borrowing has not been affected, as it is only suspended once "
     "unpaid charges reach £10.00.\n\nYours sincerely,\n" + SIGN,
     [NA("I am sorry for any confusion"), S("two pounds fifty relates to The Salt Road"),
      S("ten days after its due date"), S("Your borrowing has not been affected"),
      S("only suspended once unpaid charges reach £10.00")],
     ["two pounds fifty"],
     "fine 250p on LN-77120, days-overdue 10; borrowing-status ACTIVE; policy suspends at £10.00.")

s.bad("Dear Ms Venn, thank you for your message. The Salt Road was due back on 20 February and was returned on "
      "2 March, which is nine days late. At our rate of 25p per day, this comes to £2.25. You may pay it online, "
      "at a self-service kiosk in any branch, or by telephone.\n\nKind regards,\n" + SIGN,
      [NA("thank you for your message"), S("due back on 20 February"), S("returned on 2 March"),
       X("nine days late", "VALUE_MISMATCH"), S("At our rate of 25p per day"),
       X("this comes to £2.25", "AMOUNT_MISMATCH"), S("pay it online, at a self-service kiosk")],
      ["wrong_quantity", "wrong_amount"], ["nine days late", "£2.25"],
      "days-overdue is 10 and fine-amount-pence is 250 (£2.50), not 9 days / £2.25.")

s.bad("Dear Ms Venn, thank you for your message. The Salt Road was returned on 2 March, ten days after its due "
      "date. Because small late charges are written off automatically when an item comes back, there is nothing "
      "for you to pay. Tidewater is due back on 13 March.\n\nKind regards,\n" + SIGN,
      [NA("thank you for your message"), S("returned on 2 March, ten days after its due date"),
       S("small late charges are written off automatically"),
       X("there is nothing for you to pay", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
       S("Tidewater is due back on 13 March")],
      ["condition_unmet"], ["nothing for you to pay"],
      "The write-off applies only under £1.00 per item; the fine is 250p with fine-status UNPAID and balance 250p.")

s.fix("Dear Ms Venn, The Salt Road was returned on 2 March, ten days late, so a charge of £2.50 applies at 25p per "
      "day. Late charges are capped at £5.00 per item, so it would not have grown beyond that.\n\nKind regards,\n" + SIGN,
      [S("returned on 2 March, ten days late"), S("a charge of £2.50 applies"),
       X("capped at £5.00 per item", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_policy_condition"], ["capped at £5.00"], ["£6.00|£6", "£2.50"],
      "Policy caps charges at £6.00 per item.")

# ---------------------------------------------------------------- S2 reservation ready
s = Scenario("lib-reservation-ready", DOM,
    "Is my moth book ready yet, and when do I have to pick it up by?",
    [
        rec("list_reservations#BRW-30952270", "tool:list_reservations", {
            "data": [
                {"type": "reservations", "id": "RES-55810",
                 "attributes": {"title": "A Field Guide to Moths of Britain", "status": "READY_FOR_COLLECTION",
                                "placed-at": "2026-03-30T18:22:00Z", "notified-at": "2026-04-11T15:02:00Z",
                                "hold-expires-at": "2026-04-18T16:00:00Z", "stock-source": "OWN_STOCK",
                                "reservation-fee-pence": 0, "shelf-location": "HOLD-SHELF-B"},
                 "relationships": {"pickup-branch": {"data": {"type": "branches", "id": "BR-ELM"}}}},
                {"type": "reservations", "id": "RES-55817",
                 "attributes": {"title": "The Glass Orchard", "status": "IN_TRANSIT",
                                "placed-at": "2026-04-02T09:10:00Z", "notified-at": None,
                                "hold-expires-at": None, "stock-source": "OWN_STOCK",
                                "reservation-fee-pence": 0},
                 "relationships": {"pickup-branch": {"data": {"type": "branches", "id": "BR-ELM"}}}}],
            "included": [
                {"type": "branches", "id": "BR-ELM",
                 "attributes": {"name": "Elmfield Library", "address-line-1": "14 Chapel Row", "time-zone": "Europe/London"}},
                {"type": "branches", "id": "BR-CEN",
                 "attributes": {"name": "Central Library", "address-line-1": "1 Market Square", "time-zone": "Europe/London",
                                "is-home-branch": True}}],
            "meta": {"borrower-id": "BRW-30952270", "borrower-name": "Mr Tomasz Reilly"}}),
        pol("policy#reservations",
            "You will need your library card or the Ashcombe Libraries app to collect a reserved item. Reserved "
            "items are held at the chosen collection branch for seven days from the date we notify you. Items not "
            "collected by the end of that period are passed to the next person in the queue or returned to the "
            "shelf. Reservations for items in our own stock are free; requests from other library authorities cost "
            "£3.50 each.", "2026-01"),
    ], now="2026-04-13T09:05:00+01:00")

s.ok("Good morning Mr Reilly, and good news: A Field Guide to Moths of Britain is ready for you to collect at "
     "Elmfield Library. It will be held for you until 17:00 on Saturday 18 April. Please bring your library card "
     "or use the app when you collect it. Your other reservation, The Glass Orchard, is currently on its way to "
     "Elmfield.\n\nWith kind regards,\n" + SIGN,
     [S("is ready for you to collect at Elmfield Library"), S("until 17:00 on Saturday 18 April"),
      S("bring your library card or use the app"), S("The Glass Orchard, is currently on its way")],
     ["17:00", "Elmfield Library"],
     "RES-55810 READY_FOR_COLLECTION at BR-ELM; hold-expires-at 16:00Z = 17:00 BST on 18 April; RES-55817 IN_TRANSIT; policy on card/app.")

s.ok("Dear Mr Reilly, your reservation RES-55810 is waiting for you at Elmfield Library and will be kept until "
     "17:00 this Saturday (18/04/2026). As the book is from our own stock, there was no charge for the "
     "reservation. Items that are not collected in time are passed to the next reader in the queue.\n\n"
     "Kind regards,\nAshcombe Libraries Team",
     [S("RES-55810 is waiting for you at Elmfield Library"), S("17:00 this Saturday (18/04/2026)"),
      S("there was no charge for the reservation"), S("passed to the next reader in the queue")],
     ["RES-55810", "18/04/2026"],
     "RES-55810 status READY_FOR_COLLECTION, hold-expires-at 2026-04-18T16:00Z (17:00 BST), now is Monday 13 April; fee 0 and OWN_STOCK; policy on uncollected items.")

s.bad("Good morning Mr Reilly, and good news: A Field Guide to Moths of Britain is ready for you to collect at "
      "Elmfield Library. It will be held for you until 16:00 on Saturday 18 April. Please bring your library card "
      "or use the app when you collect it.\n\nWith kind regards,\n" + SIGN,
      [S("is ready for you to collect at Elmfield Library"),
       X("until 16:00 on Saturday 18 April", "DATE_MISMATCH", "VALUE_MISMATCH"),
       S("bring your library card or use the app")],
      ["unit_conversion"], ["until 16:00"],
      "hold-expires-at 2026-04-18T16:00:00Z is 17:00 in Europe/London (BST); 16:00 is the UTC figure.")

s.bad("Dear Mr Reilly, thank you for your patience. A Field Guide to Moths of Britain is ready for collection at "
      "Elmfield Library, and The Glass Orchard is ready there as well. We hold reserved items for fourteen days "
      "from the day we notify you, so there is no rush.\n\nKind regards,\n" + SIGN,
      [NA("thank you for your patience"), S("A Field Guide to Moths of Britain is ready for collection"),
       X("The Glass Orchard is ready there as well", "RECORD_STATE_MISMATCH"),
       X("hold reserved items for fourteen days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_state", "wrong_period"], ["Glass Orchard is ready", "fourteen days"],
      "RES-55817 is IN_TRANSIT, not ready; policy holds items for seven days.")

s.bad("Dear Mr Reilly, A Field Guide to Moths of Britain is now ready for you at Central Library, where it will be "
      "held until 17:00 on Saturday 18 April. There was no charge for this reservation.\n\nKind regards,\n" + SIGN,
      [X("ready for you at Central Library", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
       S("until 17:00 on Saturday 18 April"), S("no charge for this reservation")],
      ["other_record_value"], ["at Central Library"],
      "Pickup branch of RES-55810 is BR-ELM (Elmfield); Central is the borrower's home branch in included.")

s.fix("Dear Mr Reilly, A Field Guide to Moths of Britain is ready to collect at Elmfield Library until 17:00 on "
      "Saturday 18 April. A reservation charge of £3.50 has been added to your account for this request.\n\n"
      "Kind regards,\n" + SIGN,
      [S("ready to collect at Elmfield Library"), S("until 17:00 on Saturday 18 April"),
       X("A reservation charge of £3.50 has been added", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
      ["condition_unmet"], ["charge of £3.50"], ["free|no charge|not charged|£0", "Elmfield"],
      "reservation-fee-pence 0 and stock-source OWN_STOCK; the £3.50 applies only to other authorities' stock.")

# ---------------------------------------------------------------- S3 renewal refused
s = Scenario("lib-renewal-refused", DOM, "Please can you renew both of my books?",
    [
        rec("list_loans#BRW-41177305", "tool:list_loans", {
            "data": [
                {"type": "loans", "id": "LN-90233",
                 "attributes": {"due-at": "2026-05-20T22:59:59Z", "renewals-used": 2, "renewal-limit": 3,
                                "loan-status": "ON_LOAN"},
                 "relationships": {"item": {"data": {"type": "items", "id": "IT-3318820"}}}},
                {"type": "loans", "id": "LN-90234",
                 "attributes": {"due-at": "2026-05-14T22:59:59Z", "renewals-used": 0, "renewal-limit": 3,
                                "loan-status": "ON_LOAN"},
                 "relationships": {"item": {"data": {"type": "items", "id": "IT-3320417"}}}}],
            "included": [
                {"type": "items", "id": "IT-3318820",
                 "attributes": {"title": "Small Gods of the Fens", "holds-count": 1, "format": "BOOK"}},
                {"type": "items", "id": "IT-3320417",
                 "attributes": {"title": "Knitting the Seasons", "holds-count": 0, "format": "BOOK"}}],
            "meta": {"borrower-id": "BRW-41177305", "borrower-name": "Mrs Hannah Oduya"}}),
        rec("renew_loan#LN-90234", "tool:renew_loan", {
            "data": {"type": "loans", "id": "LN-90234",
                     "attributes": {"renewal-status": "RENEWED", "previous-due-at": "2026-05-14T22:59:59Z",
                                    "due-at": "2026-06-04T22:59:59Z", "renewals-used": 1, "renewal-limit": 3}}}),
        ref("renew_loan#LN-90233", "renew_loan", "DENY", {"loan-id": "LN-90233", "reason-code": "ITEM_HAS_HOLDS"}),
        pol("policy#renewals",
            "Each renewal extends the loan by three weeks from the day of renewal. Items can be renewed up to three "
            "times, online, by telephone or at any branch, as long as no other reader has reserved them. An item "
            "that another reader has reserved cannot be renewed and must be returned by its current due date."),
    ], now="2026-05-14T10:30:00+01:00")

s.ok("Dear Mrs Oduya, thank you for getting in touch. I have renewed Knitting the Seasons, which is now due back "
     "on 4 June. Unfortunately I was not able to renew Small Gods of the Fens, as another reader has reserved it; "
     "please return it by its current due date of 20 May.\n\nKind regards,\n" + SIGN,
     [NA("thank you for getting in touch"), S("I have renewed Knitting the Seasons"), S("now due back on 4 June"),
      S("not able to renew Small Gods of the Fens"), S("another reader has reserved it"),
      S("current due date of 20 May")],
     ["4 June", "20 May"],
     "renew_loan LN-90234 RENEWED, due-at 2026-06-04; renew_loan LN-90233 refused (DENY); IT-3318820 holds-count 1; LN-90233 due 20 May.")

s.ok("Dear Mrs Oduya,\n\n- Knitting the Seasons: renewed; new due date 04/06/2026. This was its first renewal, "
     "so two more remain.\n- Small Gods of the Fens: this could not be renewed because it has a reservation from "
     "another reader, so it is still due on 20/05/2026.\n\nItems with a reservation cannot be renewed under our "
     "lending rules.\n\nKind regards,\nAshcombe Libraries Team",
     [S("renewed; new due date 04/06/2026"), S("This was its first renewal"), S("so two more remain"),
      S("this could not be renewed"), S("it has a reservation from another reader"),
      S("still due on 20/05/2026"), S("Items with a reservation cannot be renewed")],
     ["04/06/2026", "20/05/2026"],
     "renewals-used 1 of renewal-limit 3 after renewal (2 remain); LN-90233 refused, holds-count 1, due 20 May; policy.")

s.ok("Good morning Mrs Oduya. Knitting the Seasons has been renewed for a further three weeks and is now due on "
     "Thursday 4 June, but Small Gods of the Fens is reserved by another reader and could not be renewed. Please "
     "bring it back by Wednesday 20 May. With best wishes, Ashcombe Libraries Team",
     [S("Knitting the Seasons has been renewed for a further three weeks"), S("now due on Thursday 4 June"),
      S("Small Gods of the Fens is reserved by another reader"), S("could not be renewed"),
      S("bring it back by Wednesday 20 May")],
     ["4 June", "20 May"],
     "Renewal from 14 May + 3 weeks = 4 June (Thursday); policy three weeks; DENY on LN-90233; 20 May 2026 is a Wednesday.")

s.bad("Dear Mrs Oduya, thank you for getting in touch. I have renewed both of your books for a further three weeks. "
      "Each renewal runs for three weeks from the day it is made.\n\nKind regards,\n" + SIGN,
      [NA("thank you for getting in touch"),
       X("I have renewed both of your books", "NOT_EXECUTED"),
       S("Each renewal runs for three weeks from the day it is made")],
      ["refused_call_effect"], ["renewed both of your books"],
      "renew_loan for LN-90233 was refused (DENY); only LN-90234 was renewed.")

s.bad("Dear Mrs Oduya, I have renewed Knitting the Seasons, which is now due back on 28 May, and you have one "
      "renewal left on it. Small Gods of the Fens could not be renewed because another reader has reserved it, so "
      "please return it by 20 May.\n\nKind regards,\n" + SIGN,
      [S("I have renewed Knitting the Seasons"), X("now due back on 28 May", "DATE_MISMATCH"),
       X("you have one renewal left", "VALUE_MISMATCH"),
       S("Small Gods of the Fens could not be renewed"), S("please return it by 20 May")],
      ["wrong_date", "wrong_arithmetic"], ["due back on 28 May", "one renewal left"],
      "New due-at is 2026-06-04; renewals-used 1 of limit 3 leaves two.")

s.fix("Dear Mrs Oduya, Knitting the Seasons has been renewed and is now due back on 4 June. Small Gods of the Fens "
      "could not be renewed because it has already reached the limit of three renewals, so please return it by "
      "20 May.\n\nKind regards,\n" + SIGN,
      [S("Knitting the Seasons has been renewed"), S("now due back on 4 June"),
       S("Small Gods of the Fens could not be renewed"),
       XI("already reached the limit of three renewals", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       S("please return it by 20 May")],
      ["wrong_value"], ["reached the limit of three renewals"], ["reserved|reservation|another reader", "4 June", "20 May"],
      "LN-90233 has renewals-used 2 of 3; the refusal is for ITEM_HAS_HOLDS (holds-count 1).")

# ---------------------------------------------------------------- S4 lost card
s = Scenario("lib-lost-card", DOM, "I've lost my library card. Have you cancelled it, and what do I owe?",
    [
        rec("get_borrower_cards#BRW-50318846", "tool:get_borrower_cards", {
            "data": {"type": "borrowers", "id": "BRW-50318846",
                     "attributes": {"display-name": "Mr Callum Freer", "category": "ADULT", "date-of-birth-year": 1988,
                                    "outstanding-balance-pence": 0, "active-loans-count": 3,
                                    "active-reservations-count": 2},
                     "relationships": {"cards": {"data": [{"type": "cards", "id": "CARD-2200118834"},
                                                          {"type": "cards", "id": "CARD-2200187420"}]},
                                       "charges": {"data": [{"type": "charges", "id": "CHG-66102"},
                                                            {"type": "charges", "id": "CHG-61877"}]}}},
            "included": [
                {"type": "cards", "id": "CARD-2200118834",
                 "attributes": {"card-number": "2200118834", "status": "REPORTED_LOST",
                                "reported-at": "2026-06-02T08:41:00Z", "lost-reason": "LOST", "crime-reference": None}},
                {"type": "cards", "id": "CARD-2200187420",
                 "attributes": {"card-number": "2200187420", "status": "ISSUED", "issued-at": "2026-06-02T08:45:00Z",
                                "fulfilment": "COLLECT_AT_BRANCH", "collect-branch-name": "Harbourside Library"}},
                {"type": "charges", "id": "CHG-66102",
                 "attributes": {"charge-type": "REPLACEMENT_CARD", "amount-pence": 250, "status": "PAID",
                                "paid-at": "2026-06-02T08:44:10Z"}},
                {"type": "charges", "id": "CHG-61877",
                 "attributes": {"charge-type": "LOST_ITEM", "amount-pence": 1299, "status": "WAIVED",
                                "created-at": "2025-11-19T14:00:00Z"}}]}),
        pol("policy#cards",
            "A first library card is free. As soon as a card is reported lost it is blocked, so nobody else can "
            "borrow on it. Replacement cards cost £2.50 for adults; replacements for under-18s, and for cards "
            "reported stolen with a crime reference number, are free. Any loans or reservations on the old card "
            "move to the new one automatically."),
    ], now="2026-06-02T10:00:00+01:00")

s.ok("Dear Mr Freer, thank you for letting us know. Your old card ending 8834 has been blocked, so it cannot be "
     "used by anyone else. A new card (number 2200187420) has been issued and is ready to collect from Harbourside "
     "Library. The £2.50 replacement charge has already been paid, so you owe nothing further. Your three loans and "
     "two reservations have moved across to the new card automatically.\n\nKind regards,\n" + SIGN,
     [NA("thank you for letting us know"), S("Your old card ending 8834 has been blocked"),
      S("A new card (number 2200187420) has been issued"), S("ready to collect from Harbourside Library"),
      S("The £2.50 replacement charge has already been paid"), S("you owe nothing further"),
      S("Your three loans and two reservations have moved across")],
     ["2200187420", "£2.50"],
     "CARD-2200118834 REPORTED_LOST (policy: blocked); new card ISSUED for collection at Harbourside; CHG-66102 250p PAID; balance 0; 3 loans, 2 reservations; policy moves them.")

s.ok("Mr Freer — card 2200118834 is now blocked; your replacement, 2200187420, is waiting at Harbourside Library "
     "and the £2.50 fee is paid. Ashcombe Libraries Team",
     [S("card 2200118834 is now blocked"), S("your replacement, 2200187420, is waiting at Harbourside Library"),
      S("the £2.50 fee is paid")],
     ["2200187420"],
     "Card statuses REPORTED_LOST and ISSUED (collect at Harbourside); CHG-66102 PAID.")

s.bad("Dear Mr Freer, thank you for letting us know. Your lost card has been blocked so nobody else can borrow on "
      "it. Your new card number is 2200118834, and it is ready to collect from Harbourside Library. The £2.50 "
      "replacement charge has been paid.\n\nKind regards,\n" + SIGN,
      [NA("thank you for letting us know"), S("Your lost card has been blocked"),
       X("Your new card number is 2200118834", "IDENTIFIER_MISMATCH"),
       S("ready to collect from Harbourside Library"), S("The £2.50 replacement charge has been paid")],
      ["wrong_role"], ["new card number is 2200118834"],
      "2200118834 is the lost card; the new card is 2200187420.")

s.bad("Dear Mr Freer, I am sorry to hear your card has gone missing. It has now been blocked, and your replacement "
      "card is ready at Harbourside Library. As your card was lost rather than damaged, the replacement was free of "
      "charge. There is, however, an outstanding lost-item charge of £12.99 on your account.\n\nKind regards,\n" + SIGN,
      [NA("I am sorry to hear"), S("It has now been blocked"), S("your replacement card is ready at Harbourside Library"),
       X("the replacement was free of charge", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
       X("outstanding lost-item charge of £12.99", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH")],
      ["condition_unmet", "stale_value"], ["replacement was free of charge", "outstanding lost-item charge of £12.99"],
      "Free replacements are for under-18s or stolen cards with a crime reference; CHG-66102 charged 250p. CHG-61877 was WAIVED and the balance is 0.")

s.fix("Dear Mr Freer, your old card has been blocked and a replacement card, number 2200187420, has been issued. "
      "We will post it to your home address within five working days. The £2.50 replacement charge has been paid."
      "\n\nKind regards,\n" + SIGN,
      [S("your old card has been blocked"), S("number 2200187420, has been issued"),
       XI("We will post it to your home address", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
       S("The £2.50 replacement charge has been paid")],
      ["unrecorded_extra"], ["post it to your home address"], ["Harbourside|collect", "2200187420"],
      "Card fulfilment is COLLECT_AT_BRANCH at Harbourside Library; no postal delivery is recorded.")

# ---------------------------------------------------------------- S5 study room booking
s = Scenario("lib-study-room", DOM,
    "Can you confirm my study room booking this week, and can I still cancel with a refund?",
    [
        rec("list_room_bookings#ORG-BK-2291", "tool:list_room_bookings", {
            "data": [
                {"type": "room-bookings", "id": "ROOM-BKG-7731",
                 "attributes": {"status": "CONFIRMED", "starts-at": "2026-07-09T13:00:00Z",
                                "ends-at": "2026-07-09T15:00:00Z", "duration": "PT2H",
                                "customer-category": "COMMERCIAL", "fee-pence": 1200, "fee-status": "INVOICED",
                                "attendees-expected": 5},
                 "relationships": {"room": {"data": {"type": "rooms", "id": "RM-HBR-03"}}}},
                {"type": "room-bookings", "id": "ROOM-BKG-7690",
                 "attributes": {"status": "CANCELLED", "starts-at": "2026-06-25T09:00:00Z",
                                "ends-at": "2026-06-25T10:00:00Z", "duration": "PT1H",
                                "customer-category": "COMMERCIAL", "fee-pence": 600, "fee-status": "REFUNDED"},
                 "relationships": {"room": {"data": {"type": "rooms", "id": "RM-HBR-01"}}}}],
            "included": [
                {"type": "rooms", "id": "RM-HBR-03",
                 "attributes": {"name": "Study Room 3", "capacity": 6, "branch-name": "Harbourside Library"}},
                {"type": "rooms", "id": "RM-HBR-01",
                 "attributes": {"name": "Study Room 1", "capacity": 4, "branch-name": "Harbourside Library"}}],
            "meta": {"customer-name": "Dr Aisha Marlowe", "time-zone": "Europe/London"}}),
        pol("policy#room-hire",
            "Study rooms can be booked for up to three hours per day. Bookings are free for registered community "
            "groups; commercial bookings are charged at £6.00 per hour. Cancellations made at least 48 hours before "
            "the start time are refunded in full; later cancellations are not refunded. Rooms must be vacated by "
            "the end of the booking."),
    ], now="2026-07-06T16:20:00+01:00")

s.ok("Dear Dr Marlowe, I can confirm your booking of Study Room 3 at Harbourside Library on Thursday 9 July, from "
     "14:00 to 16:00. The charge for the two hours is £12.00, at our commercial rate of £6.00 per hour. If you "
     "cancel at least 48 hours before the start, you will receive a full refund. In your case, that means "
     "cancelling by 14:00 on Tuesday 7 July.\n\nKind regards,\n" + SIGN,
     [S("I can confirm your booking of Study Room 3"), S("from 14:00 to 16:00"), S("The charge for the two hours is £12.00"),
      S("commercial rate of £6.00 per hour"), S("cancel at least 48 hours before the start"),
      S("cancelling by 14:00 on Tuesday 7 July")],
     ["14:00", "£12.00"],
     "ROOM-BKG-7731 CONFIRMED, 13:00Z-15:00Z = 14:00-16:00 BST on 9 July; fee-pence 1200; policy £6/h commercial and 48-hour refund rule.")

s.ok("Your booking for Study Room 3 (reference ROOM-BKG-7731) is confirmed for 09/07/2026, 14:00–16:00, and you may "
     "still cancel for a full refund until 14:00 on 07/07/2026. Please make sure the room is vacated by 16:00.\n\n"
     "Ashcombe Libraries Team",
     [S("(reference ROOM-BKG-7731) is confirmed for 09/07/2026, 14:00–16:00"),
      S("cancel for a full refund until 14:00 on 07/07/2026"), S("the room is vacated by 16:00")],
     ["ROOM-BKG-7731", "07/07/2026"],
     "Booking times converted to BST; 48 hours before 14:00 on 9 July is 14:00 on 7 July; policy on vacating.")

s.bad("Dear Dr Marlowe, I can confirm your booking of Study Room 3 at Harbourside Library on Thursday 9 July, from "
      "13:00 to 15:00. The charge is £12.00 for the two hours.\n\nKind regards,\n" + SIGN,
      [S("I can confirm your booking of Study Room 3"), X("from 13:00 to 15:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
       S("The charge is £12.00 for the two hours")],
      ["unit_conversion"], ["from 13:00 to 15:00"],
      "starts-at 13:00Z is 14:00 BST; the draft gives UTC times as local.")

s.bad("Dear Dr Marlowe, your booking of Study Room 3 on Thursday 9 July from 14:00 to 16:00 is confirmed. The charge "
      "for the session is £6.00. You can cancel for a full refund at any time before the start time.\n\n"
      "Kind regards,\n" + SIGN,
      [S("your booking of Study Room 3 on Thursday 9 July from 14:00 to 16:00 is confirmed"),
       X("The charge for the session is £6.00", "AMOUNT_MISMATCH"),
       X("at any time before the start time", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["session is £6.00", "full refund at any time before"],
      "fee-pence is 1200 (2 h x £6.00); policy requires 48 hours' notice for a refund.")

s.bad("Dear Dr Marlowe, I can confirm your booking of Study Room 1 at Harbourside Library on Thursday 9 July, from "
      "14:00 to 16:00. The fee of £12.00 has been invoiced.\n\nKind regards,\n" + SIGN,
      [X("your booking of Study Room 1", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"), S("from 14:00 to 16:00"),
       S("The fee of £12.00 has been invoiced")],
      ["other_record_value"], ["Study Room 1"],
      "ROOM-BKG-7731 is for RM-HBR-03 (Study Room 3); Study Room 1 belongs to the cancelled June booking.")

s.fix("Dear Dr Marlowe, your booking of Study Room 3 on Thursday 9 July, 14:00 to 16:00, is confirmed, and the "
      "charge is £12.00. You can cancel free of charge up to 24 hours before the start.\n\nKind regards,\n" + SIGN,
      [S("your booking of Study Room 3 on Thursday 9 July, 14:00 to 16:00, is confirmed"), S("the charge is £12.00"),
       X("up to 24 hours before the start", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_period"], ["up to 24 hours before"], ["48 hours|forty-eight hours|7 July", "£12.00"],
      "Policy: full refund only for cancellations at least 48 hours before the start.")
