from common import *

DOMAIN = "cemetery and cremation plots"

# ---------------------------------------------------------------- C1 plot reservation
c1_ev = [
    rec("plots.getReservation#RSV-1189", "tool:plots.getReservation", {
        "id": "a0c4f7e1-6b2d-4d3a-8e90-1f5c2b7a9d36", "key": "RSV-1189", "version": 2,
        "state": "Reserved",
        "createdAt": "2026-06-06T09:15:00Z", "lastModifiedAt": "2026-06-06T09:21:40Z",
        "plot": {"sku": "LGT-B-14-07", "section": "B", "row": 14, "number": 7, "kind": "SINGLE_EARTH"},
        "reservedUntil": "2026-06-20T20:59:59Z",
        "price": money(15000000),
        "depositPaid": money(3000000),
        "holder": {"name": "Agnes Wambui Njoroge", "relationship": "GRANDDAUGHTER"},
    }),
    rec("plots.getPlot#LGT-B-14-08", "tool:plots.getPlot", {
        "sku": "LGT-B-14-08", "version": 11, "state": "Available",
        "section": "B", "row": 14, "number": 8, "kind": "SINGLE_EARTH",
        "price": money(15000000),
        "custom": {"fields": {"adjacentTo": ["LGT-B-14-07", "LGT-B-14-09"]}},
    }),
    pol("reservations#hold",
        "After fourteen days the reservation lapses unless the balance has been paid or an extension agreed. "
        "Once the deposit is paid, a plot is held for fourteen days. During that time the family may release it "
        "and receive the deposit back, less an administration fee of KSh 2,000.", revision="v5"),
    psg("kb#section-b",
        "Section B lies on the eastern slope, near the Ngong Road gate.\n"
        "Row numbers increase away from the gate."),
]
c1 = bundle("plot-reservation", DOMAIN,
            "Please confirm our reservation for my grandmother's plot and what happens if we change our minds.",
            "2026-06-08T14:00:00+03:00", c1_ev, [
    ok("Dear Ms Njoroge, your reservation RSV-1189 for plot B-14-07 (Section B, row 14, plot 7) is confirmed and "
       "held until 20 June 2026. The plot is KSh 150,000, and your KSh 30,000 deposit has been received. If the "
       "family decides to release it within the fourteen days, the deposit is returned less a KSh 2,000 "
       "administration fee.",
       [S("reservation RSV-1189 for plot B-14-07"), S("is confirmed and held until 20 June 2026"),
        S("The plot is KSh 150,000"), S("KSh 30,000 deposit has been received"),
        S("the deposit is returned less a KSh 2,000 administration fee")],
       ["20 June 2026", "KSh 2,000"],
       "RSV-1189 state Reserved, plot.sku LGT-B-14-07, reservedUntil 20:59:59Z = 11:59 PM on 20 June in Nairobi; "
       "price and depositPaid; the policy gives the KSh 2,000 fee."),
    ok("The plot in Section B, row 14, number 7, near the Ngong Road gate, is reserved for your grandmother until "
       "11:59 PM on 20/06/2026; should you release it before then, KSh 28,000 of your deposit comes back to you.",
       [S("row 14, number 7"), S("near the Ngong Road gate"), S("until 11:59 PM on 20/06/2026"),
        S("KSh 28,000 of your deposit comes back to you")],
       ["20/06/2026", "KSh 28,000"],
       "plot.row/number; the KB passage places Section B by the Ngong Road gate; 30,000 deposit less 2,000 fee = 28,000."),
    ok("A deposit of KSh 30,000 has been received, and plot LGT-B-14-07 is being held for the family for fourteen "
       "days from 6 June.",
       [S("A deposit of KSh 30,000 has been received"), S("plot LGT-B-14-07 is being held"),
        S("for fourteen days from 6 June")],
       ["LGT-B-14-07"],
       "depositPaid 3000000; createdAt 6 June; the policy's fourteen-day hold."),
    bad("Your reservation holds plot LGT-B-14-08 in Section B until 21/06/2026. The deposit of KSh 30,000 has been "
        "received.",
        [C("holds plot LGT-B-14-08", IDM), C("until 21/06/2026", DATE), S("The deposit of KSh 30,000 has been received")],
        ["wrong_id", "wrong_date"], ["LGT-B-14-08", "until 21/06/2026"],
        "The reserved plot is LGT-B-14-07 (B-14-08 is the available neighbour); reservedUntil is 20 June, 11:59 PM local.",
        tag="wrong-id"),
    bad("Plot B-14-07 is reserved for your grandmother until 20 June. If you change your minds at any time, the full "
        "deposit of KSh 30,000 will be returned to you.",
        [S("Plot B-14-07 is reserved for your grandmother until 20 June"),
         C("the full deposit of KSh 30,000 will be returned to you", POL)],
        ["wrong_policy_condition"], ["the full deposit of KSh 30,000 will be returned"],
        "The policy returns the deposit only within the fourteen days and less a KSh 2,000 fee."),
    rep("Plot B-14-07 is reserved for your grandmother until 20/06/2026. If you release it within the fourteen days, "
        "the deposit comes back less an administration fee of KSh 3,000.",
        [S("Plot B-14-07 is reserved for your grandmother until 20/06/2026"),
         S("If you release it within the fourteen days"), C("administration fee of KSh 3,000", POL + ["AMOUNT_MISMATCH"])],
        ["wrong_amount"], ["fee of KSh 3,000"], ["KSh 2,000|2,000", "20/06/2026|20 June"],
        "reservations#hold: administration fee of KSh 2,000."),
])

# ---------------------------------------------------------------- C2 cremation done, ashes ready
c2_ev = [
    rec("orders.get#CR-6620", "tool:orders.get", {
        "id": "5e8b1c2a-77d0-4f19-a3e4-c2b96d0f8a11", "orderNumber": "CR-6620", "version": 11,
        "orderState": "Complete", "paymentState": "Paid",
        "createdAt": "2026-06-10T07:30:00Z", "lastModifiedAt": "2026-06-15T12:30:00Z",
        "lineItems": [
            {"name": {"en-KE": "Cremation, adult", "sw": "Uchomaji, mtu mzima"}, "quantity": 1,
             "totalPrice": money(3800000)},
            {"name": {"en-KE": "Urn, carved teak", "sw": "Chombo cha majivu, mninga uliochongwa"}, "quantity": 1,
             "totalPrice": money(1200000)},
        ],
        "totalPrice": money(5000000),
        "custom": {"fields": {"cremationCompletedAt": "2026-06-15T09:40:00Z",
                              "ashesStatus": "READY_FOR_COLLECTION",
                              "collectionPoint": {"en-KE": "Kariokor Crematorium front office",
                                                  "sw": "Ofisi ya mbele, Kariokor"},
                              "collectionRequiresId": True, "collectedAt": None}},
    }),
    pol("ashes#collection",
        "Ashes may be collected from the front office between 8:00 AM and 4:30 PM, Monday to Saturday. The person "
        "collecting must bring their national ID and the order number. We hold ashes for 60 days after cremation; "
        "after that, a storage fee of KSh 500 per week applies. We do not deliver ashes.", revision="2025-11"),
]
c2 = bundle("ashes-collection", DOMAIN,
            "Are my husband's ashes ready, and can you bring them to our home in Thika?",
            "2026-06-17T10:00:00+03:00", c2_ev, [
    ok("I am deeply sorry for your loss. The cremation was completed on 15 June, and your husband's ashes are ready "
       "for collection in the carved teak urn at the Kariokor Crematorium front office. We are not able to deliver "
       "ashes, but the office is open from 8:00 AM to 4:30 PM, Monday to Saturday; please bring your national ID and "
       "order number CR-6620.",
       [NA("I am deeply sorry for your loss"), S("The cremation was completed on 15 June"),
        S("ready for collection in the carved teak urn"), S("We are not able to deliver ashes"),
        S("open from 8:00 AM to 4:30 PM, Monday to Saturday"),
        S("please bring your national ID and order number CR-6620")],
       ["ready for collection", "4:30 PM"],
       "ashesStatus READY_FOR_COLLECTION; cremationCompletedAt 15 June; the policy gives the hours, ID rule and "
       "no delivery."),
    ok("With sympathy, the details for order CR-6620:\n"
       "• Cremation completed: Monday 15 June 2026, at 12:40 PM\n"
       "• Ashes: ready to collect, in a carved teak urn\n"
       "• Where: Kariokor Crematorium front office\n"
       "• What to bring: your national ID\n"
       "• Held for 60 days after the cremation without charge",
       [NA("With sympathy"), S("Cremation completed: Monday 15 June 2026, at 12:40 PM"),
        S("ready to collect, in a carved teak urn"), S("Where: Kariokor Crematorium front office"),
        S("What to bring: your national ID"), S("Held for 60 days after the cremation without charge")],
       ["12:40 PM", "60 days"],
       "cremationCompletedAt 09:40Z = 12:40 PM in Nairobi; the storage fee starts only after 60 days."),
    bad("The cremation was completed on 15 June. Your husband's ashes are ready, and we will gladly bring them to "
        "your home in Thika at no cost.",
        [S("The cremation was completed on 15 June"), S("Your husband's ashes are ready"),
         C("we will gladly bring them to your home in Thika", POL)],
        ["invented_promise"], ["bring them to your home in Thika"],
        "ashes#collection: 'We do not deliver ashes.'"),
    bad("Our records show the urn has already been collected from the Kariokor front office. Uncollected ashes are "
        "held free for 90 days.",
        [C("the urn has already been collected", STATE), C("held free for 90 days", POL)],
        ["wrong_state", "wrong_period"], ["already been collected", "held free for 90 days"],
        "ashesStatus is READY_FOR_COLLECTION and collectedAt is null; the policy says 60 days."),
    rep("The ashes are ready in the teak urn at the Kariokor front office. After 60 days a storage fee of KSh 500 "
        "per month applies.",
        [S("The ashes are ready in the teak urn"), C("KSh 500 per month", POL)],
        ["wrong_period"], ["KSh 500 per month"], ["per week|a week|weekly", "60 days|sixty days"],
        "The fee is KSh 500 per week after 60 days."),
])

# ---------------------------------------------------------------- C3 grave upkeep subscription
c3_ev = [
    rec("subscriptions.get#UPK-2291", "tool:subscriptions.get", {
        "key": "UPK-2291", "version": 4, "state": "Active",
        "plot": "KRN-D-03-11",
        "plan": {"key": "GRAVE_CARE_STANDARD",
                 "name": {"en-KE": "Grave Care Standard", "sw": "Utunzaji wa Kaburi wa Kawaida"},
                 "includes": ["GRASS_CUTTING_MONTHLY", "WEED_CLEARING_MONTHLY", "HEADSTONE_WASH_QUARTERLY"]},
        "price": money(720000), "billingPeriod": "P1Y",
        "currentPeriod": {"startsAt": "2026-02-28T21:00:00Z", "endsAt": "2027-02-28T20:59:59Z"},
        "renewsOn": "2027-03-01",
        "createdAt": "2023-03-01T06:00:00Z", "lastModifiedAt": "2026-03-01T06:00:02Z",
    }),
    rec("prices.get#GRAVE_CARE_STANDARD-2025", "tool:prices.get", {
        "key": "GRAVE_CARE_STANDARD-2025", "value": money(600000),
        "validFrom": "2025-03-01T00:00:00Z", "validUntil": "2026-02-28T20:59:59Z", "active": False,
    }),
    pol("upkeep#plans",
        "Plans renew each year on the date they began unless cancelled in writing 30 days before. Grave Care "
        "Standard covers grass cutting and weed clearing once a month and a gentle headstone wash every three "
        "months. Flower placement on anniversaries is offered only in Grave Care Plus.", revision="2026-03"),
]
c3 = bundle("grave-upkeep", DOMAIN,
            "What do we get on the grave care plan for my mother's grave, and what does it cost now? Do you put "
            "flowers on her anniversary?",
            "2026-06-03T15:20:00+03:00", c3_ev, [
    ok("Your Grave Care Standard plan, UPK-2291, is active and costs KSh 7,200 a year. It covers grass cutting and weed "
       "clearing every month and a headstone wash every three months. Flowers on anniversaries are part of Grave Care "
       "Plus only, so they are not included in your plan.",
       [S("UPK-2291, is active"), S("costs KSh 7,200 a year"), S("grass cutting and weed clearing every month"),
        S("a headstone wash every three months"), S("Flowers on anniversaries are part of Grave Care Plus only"),
        S("they are not included in your plan")],
       ["KSh 7,200", "three months"],
       "state Active, price 720000 per P1Y; plan.includes and the upkeep policy."),
    ok("The plan renews on 1 March 2027 at KSh 7,200 for the year; if you wish to stop it, please let us know in "
       "writing 30 days before that date.",
       [S("renews on 1 March 2027"), S("at KSh 7,200 for the year"), S("in writing 30 days before that date")],
       ["1 March 2027"],
       "renewsOn 2027-03-01; price 720000; the cancellation rule is in the policy."),
    bad("Your Grave Care Standard plan includes monthly grass cutting, a quarterly headstone wash and fresh flowers "
        "placed on your mother's anniversary.",
        [S("includes monthly grass cutting"), S("a quarterly headstone wash"),
         C("fresh flowers placed on your mother's anniversary", POL + ["CLAIM_WITHOUT_TOOL_EVIDENCE"])],
        ["unlisted_perk"], ["fresh flowers placed"],
        "plan.includes lists no flowers; the policy keeps anniversary flowers for Grave Care Plus."),
    bad("Your plan is active. It costs KSh 6,000 a year, and the grass is cut every week.",
        [S("Your plan is active"), C("It costs KSh 6,000 a year", AMT), C("the grass is cut every week", POL)],
        ["stale_value", "wrong_period"], ["KSh 6,000 a year", "cut every week"],
        "600000 is the 2025 price (active false, validUntil Feb 2026); the current price is 720000; grass is cut monthly."),
    rep("Your plan UPK-2291 is active at KSh 7,200 a year. The headstone is washed every six months, and flowers on "
        "anniversaries come only with Grave Care Plus.",
        [S("UPK-2291 is active at KSh 7,200 a year"), C("washed every six months", POL),
         S("flowers on anniversaries come only with Grave Care Plus")],
        ["wrong_period"], ["every six months"], ["three months|quarterly|3 months", "KSh 7,200|7,200"],
        "HEADSTONE_WASH_QUARTERLY; the policy says every three months."),
])

# ---------------------------------------------------------------- C4 exhumation refused, documents missing
c4_ev = [
    rec("requests.get#EXH-0042", "tool:requests.get", {
        "key": "EXH-0042", "version": 3, "type": "EXHUMATION",
        "state": "AwaitingDocuments",
        "createdAt": "2026-06-01T06:45:00Z", "lastModifiedAt": "2026-06-09T10:02:00Z",
        "plot": "LGT-A-02-19",
        "documents": {"received": ["NEXT_OF_KIN_CONSENT", "DEATH_CERTIFICATE_COPY"],
                      "missing": ["MOH_EXHUMATION_LICENCE", "RECEIVING_CEMETERY_LETTER"]},
        "custom": {"fields": {"requestedDate": "2026-06-24", "fee": money(4500000), "feePaid": False}},
    }),
    refused("requests.scheduleExhumation#call-1", "requests.scheduleExhumation", "DENY",
            {"requestKey": "EXH-0042", "date": "2026-06-24"}),
    pol("exhumation#requirements",
        "Exhumations take place on weekday mornings only. An exhumation can only be scheduled once we hold a "
        "licence from the Ministry of Health, the written consent of the next of kin, and a letter from the "
        "receiving cemetery accepting the remains. The fee is payable once the date is set.", revision="v2"),
]
c4 = bundle("exhumation-request", DOMAIN,
            "Can you confirm the exhumation of my father's remains for 24 June so we can move him to our ancestral "
            "home?",
            "2026-06-10T11:00:00+03:00", c4_ev, [
    ok("I understand how much this move means to your family. I could not schedule the exhumation for 24 June, "
       "because two documents are still missing: the Ministry of Health exhumation licence and the letter from the "
       "receiving cemetery. We already hold the next-of-kin consent and the copy of the death certificate. Once the "
       "missing papers arrive, a weekday morning can be set, and the KSh 45,000 fee is payable then.",
       [NA("I understand how much this move means"), S("I could not schedule the exhumation for 24 June"),
        S("two documents are still missing"),
        S("the Ministry of Health exhumation licence and the letter from the receiving cemetery"),
        S("We already hold the next-of-kin consent"), S("a weekday morning can be set"),
        S("the KSh 45,000 fee is payable then")],
       ["Ministry of Health", "KSh 45,000"],
       "scheduleExhumation was refused (DENY); documents.missing and received; fee 4500000; the policy gives weekday "
       "mornings and fee timing."),
    ok("Request EXH-0042 is awaiting documents, so 24 June could not be booked; we still need the Ministry of Health "
       "licence and the receiving cemetery's letter.",
       [S("Request EXH-0042 is awaiting documents"), S("so 24 June could not be booked"),
        S("we still need the Ministry of Health licence")],
       ["EXH-0042"],
       "state AwaitingDocuments; the refused call; documents.missing."),
    bad("I have scheduled the exhumation for the morning of 24 June. We hold the next-of-kin consent and the death "
        "certificate copy.",
        [C("I have scheduled the exhumation for the morning of 24 June", NOEXEC),
         S("We hold the next-of-kin consent and the death certificate copy")],
        ["refused_call_effect"], ["I have scheduled the exhumation"],
        "requests.scheduleExhumation was refused (DENY)."),
    bad("The date could not be set yet. All the documents are in order apart from the next-of-kin consent, which we "
        "still need from you.",
        [S("The date could not be set yet"),
         C("apart from the next-of-kin consent, which we still need from you", STATE)],
        ["wrong_state"], ["apart from the next-of-kin consent"],
        "NEXT_OF_KIN_CONSENT is in documents.received; the licence and receiving-cemetery letter are missing."),
    rep("I was not able to book 24 June. We still need the Ministry of Health licence and the receiving cemetery's "
        "letter, and exhumations take place on weekend mornings only.",
        [S("I was not able to book 24 June"), S("We still need the Ministry of Health licence"),
         C("take place on weekend mornings only", POL)],
        ["wrong_policy_condition"], ["weekend mornings"], ["weekday", "Ministry of Health"],
        "exhumation#requirements: weekday mornings only."),
])

BUNDLES = [c1, c2, c3, c4]
