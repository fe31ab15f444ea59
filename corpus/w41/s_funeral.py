from common import *

DOMAIN = "funeral director"

# ---------------------------------------------------------------- F1 balance on a funeral order
f1_ev = [
    rec("orders.get#FD-20931", "tool:orders.get", {
        "id": "b7e2c1d0-4f3a-4c6e-9a51-0d2f8e7b1a93",
        "orderNumber": "FD-20931",
        "version": 7,
        "createdAt": "2026-06-02T08:14:22Z",
        "lastModifiedAt": "2026-06-08T13:40:05Z",
        "orderState": "Confirmed",
        "paymentState": "BalanceDue",
        "lineItems": [
            {"id": "li-01", "name": {"en-KE": "Heritage Service Package", "sw": "Kifurushi cha Huduma ya Urithi"},
             "quantity": 1, "price": {"value": money(18500000)}, "totalPrice": money(18500000)},
            {"id": "li-02", "name": {"en-KE": "Hearse transfer, Nairobi to Nyeri", "sw": "Gari la maiti, Nairobi hadi Nyeri"},
             "quantity": 1, "price": {"value": money(3200000)}, "totalPrice": money(3200000)},
            {"id": "li-03", "name": {"en-KE": "Wreath, white lilies", "sw": "Shada la maua meupe"},
             "quantity": 2, "price": {"value": money(450000)}, "totalPrice": money(900000)},
        ],
        "totalPrice": money(22600000),
        "custom": {"type": {"key": "funeral-order"}, "fields": {
            "deceasedName": "Josephat Kariuki Mwangi",
            "serviceDate": "2026-06-18",
            "balanceDueDate": "2026-06-15",
            "amountPaid": money(10000000),
            "balanceDue": money(12600000),
            "arrangerName": "Grace Achieng"}},
    }),
    rec("quotes.get#Q-7781", "tool:quotes.get", {
        "key": "Q-7781", "version": 3, "quoteState": "Withdrawn", "orderNumber": "FD-20931",
        "createdAt": "2026-05-31T16:02:10Z",
        "lineItems": [
            {"name": {"en-KE": "Heritage Service Package"}, "quantity": 1, "totalPrice": money(18500000)},
            {"name": {"en-KE": "Hearse transfer, Nairobi to Nyeri"}, "quantity": 1, "totalPrice": money(3200000)},
            {"name": {"en-KE": "Wreath, white lilies"}, "quantity": 3, "totalPrice": money(1350000)},
            {"name": {"en-KE": "Extended viewing, 2 extra hours"}, "quantity": 1, "totalPrice": money(1050000)},
        ],
        "totalPrice": money(24100000),
        "custom": {"fields": {"supersededBy": "FD-20931 v7"}},
    }),
    pol("payments#balances",
        "We ask for a deposit when arrangements are confirmed. Any remaining balance is due three days before "
        "the date of the service. Payments may be made by M-Pesa Paybill 400221 or by bank transfer; please "
        "quote the order number. Deposits become non-refundable once the deceased is in our care.",
        revision="2026-01"),
]
f1 = bundle("funeral-balance", DOMAIN,
            "Could you tell me what we still owe for my father's funeral, order FD-20931, and when it is due?",
            "2026-06-09T10:20:00+03:00", f1_ev, [
    ok("Dear family, please accept our deepest condolences. The total for your father's arrangements under order "
       "FD-20931 is KSh 226,000, of which KSh 100,000 has been received. The remaining balance of KSh 126,000 is due "
       "on 15/06/2026, three days before the service. You may pay by M-Pesa Paybill or bank transfer, quoting the "
       "order number.",
       [NA("please accept our deepest condolences"), S("FD-20931 is KSh 226,000"), S("KSh 100,000 has been received"),
        S("balance of KSh 126,000"), S("is due on 15/06/2026"), S("three days before the service"),
        S("You may pay by M-Pesa Paybill or bank transfer")],
       ["KSh 126,000", "15/06/2026"],
       "totalPrice 22600000 = KSh 226,000; custom.fields.amountPaid and balanceDue; balanceDueDate 2026-06-15; the policy gives "
       "the three-day rule and the payment methods."),
    ok("With our sympathy, here is where the account for order FD-20931 stands:\n"
       "- Heritage Service Package: KSh 185,000\n"
       "- Hearse transfer to Nyeri: KSh 32,000\n"
       "- Two wreaths of white lilies: KSh 9,000\n"
       "- Received so far: KSh 100,000\n"
       "- Still to pay: KSh 126,000, by Monday 15 June\n"
       "We remain at your side for anything further.",
       [NA("With our sympathy"), S("Heritage Service Package: KSh 185,000"), S("Hearse transfer to Nyeri: KSh 32,000"),
        S("Two wreaths of white lilies: KSh 9,000"), S("Received so far: KSh 100,000"), S("Still to pay: KSh 126,000"),
        S("by Monday 15 June"), NA("We remain at your side")],
       ["KSh 126,000", "15 June"],
       "Each bullet is a lineItems[].totalPrice of FD-20931 v7; wreaths are 2 x 450000; 15 June 2026 is a Monday."),
    ok("KSh 126,000 remains on order FD-20931, due by 15 June 2026; the service itself is on 18 June.",
       [S("KSh 126,000 remains"), S("due by 15 June 2026"), S("the service itself is on 18 June")],
       ["126,000"],
       "custom.fields.balanceDue, balanceDueDate and serviceDate."),
    bad("Please accept our condolences. The arrangements under order FD-20931 come to KSh 241,000, and with "
        "KSh 100,000 received, KSh 141,000 remains, due on 15/06/2026.",
        [NA("Please accept our condolences"), C("come to KSh 241,000", AMT), S("KSh 100,000 received"),
         C("KSh 141,000 remains", AMT), S("due on 15/06/2026")],
        ["stale_value", "wrong_amount"], ["KSh 241,000", "KSh 141,000"],
        "241,000 is the withdrawn quote Q-7781 (v3); the order total is 22600000 and balanceDue 12600000."),
    bad("The Heritage Service Package (KSh 185,000) and the hearse transfer (KSh 32,000) bring the total to "
        "KSh 217,000. After the KSh 100,000 you have paid, KSh 117,000 remains, due on Monday 15 June.",
        [S("The Heritage Service Package (KSh 185,000)"), S("the hearse transfer (KSh 32,000)"),
         C("bring the total to KSh 217,000", AMT), S("After the KSh 100,000 you have paid"),
         C("KSh 117,000 remains", AMT), S("due on Monday 15 June")],
        ["wrong_arithmetic", "wrong_amount"], ["KSh 217,000", "KSh 117,000"],
        "The total skips the two wreaths (900000); totalPrice is 22600000 and balanceDue 12600000.",
        tag="wrong-arithmetic"),
    rep("We are so sorry for your loss. Order FD-20931 totals KSh 226,000 and KSh 100,000 has been paid, so "
        "KSh 136,000 is still outstanding. This balance is due on 15/06/2026.",
        [NA("We are so sorry for your loss"), S("totals KSh 226,000"), S("KSh 100,000 has been paid"),
         C("KSh 136,000 is still outstanding", AMT), S("due on 15/06/2026")],
        ["wrong_arithmetic"], ["KSh 136,000"], ["KSh 126,000|126,000", "15/06/2026|15 June"],
        "226,000 - 100,000 = 126,000 (custom.fields.balanceDue 12600000)."),
])

# ---------------------------------------------------------------- F2 service timings, refused reschedule
f2_ev = [
    rec("bookings.get#SVC-5520", "tool:bookings.get", {
        "id": "3c9a77e2-18d4-4b0b-8f61-5a0e4d2c9b10", "key": "SVC-5520", "version": 4,
        "createdAt": "2026-06-05T09:02:11Z", "lastModifiedAt": "2026-06-10T07:45:30Z",
        "state": "Confirmed", "orderRef": "FD-20977",
        "venue": {"key": "chapel-kileleshwa",
                  "name": {"en-KE": "St. Andrew's Chapel, Kileleshwa", "sw": "Kanisa la Mt. Andrea, Kileleshwa"}},
        "schedule": {
            "viewingStartsAt": "2026-06-13T06:30:00Z",
            "viewingDuration": "PT1H30M",
            "serviceStartsAt": "2026-06-13T08:00:00Z",
            "corteges": [{"departsAtEpoch": 1781343000,
                          "destination": {"en-KE": "Lang'ata Cemetery", "sw": "Makaburi ya Lang'ata"}}]},
        "custom": {"fields": {"hearseRegistration": "KDL 482M", "leadDriver": "Samuel Otieno",
                              "pallbearersProvided": 0, "timeZone": "Africa/Nairobi"}},
    }),
    rec("bookings.history#SVC-5520-v2", "tool:bookings.history", {
        "key": "SVC-5520", "version": 2, "superseded": True, "lastModifiedAt": "2026-06-06T11:20:00Z",
        "schedule": {"viewingStartsAt": "2026-06-13T05:30:00Z", "viewingDuration": "PT1H30M",
                     "serviceStartsAt": "2026-06-13T07:00:00Z"},
    }),
    pol("schedule#late-changes",
        "Because the chapel and the cemetery are booked in fixed slots, changes to timings on the day of the "
        "service or the day before must be agreed by the funeral arranger. Requests made through this channel "
        "are passed to the arranger, who will call the family back. We cannot guarantee that a new slot is free.",
        revision="v3"),
    refused("bookings.updateSchedule#call-1", "bookings.updateSchedule", "ESCALATE",
            {"bookingKey": "SVC-5520", "cortegeDepartsAt": "2026-06-13T10:30:00Z"}),
]
f2 = bundle("service-timings", DOMAIN,
            "Can the hearse leave for Lang'ata at 1:30 instead of 12:30 tomorrow? And please remind me of the times.",
            "2026-06-12T16:05:00+03:00", f2_ev, [
    ok("I am sorry, I was not able to change the departure time myself; your request to move it to 1:30 PM has been "
       "passed to the funeral arranger, who will call you back. As things stand tomorrow, viewing begins at 9:30 AM "
       "at St. Andrew's Chapel, Kileleshwa, the service at 11:00 AM, and the cortège leaves for Lang'ata Cemetery "
       "at 12:30 PM.",
       [S("I was not able to change the departure time myself"), S("has been passed to the funeral arranger"),
        S("who will call you back"), S("viewing begins at 9:30 AM"), S("the service at 11:00 AM"),
        S("leaves for Lang'ata Cemetery at 12:30 PM")],
       ["12:30 PM", "11:00 AM"],
       "The refused updateSchedule call (ESCALATE) and the policy ground the first sentence; 06:30Z/08:00Z are 9:30 AM/"
       "11:00 AM in Nairobi; epoch 1781343000 is 09:30Z = 12:30 PM."),
    ok("Dear family,\n\nThe viewing on Saturday 13 June will last an hour and a half, from half past nine in the "
       "morning, and the service follows at eleven o'clock. Because the chapel and the cemetery are booked in fixed "
       "slots, a change this close to the day must be agreed by your arranger; I have referred your request to them "
       "rather than alter it myself.\n\nWith deepest sympathy,\nThe Care Team",
       [S("will last an hour and a half"), S("from half past nine in the morning"),
        S("the service follows at eleven o'clock"), S("booked in fixed slots"), S("must be agreed by your arranger"),
        S("I have referred your request to them"), NA("With deepest sympathy")],
       ["an hour and a half", "eleven o'clock"],
       "viewingDuration PT1H30M; viewingStartsAt 06:30Z = 9:30 AM; the policy covers changes the day before; the "
       "refused call was escalated, not executed."),
    bad("Of course. The cortège will now leave for Lang'ata Cemetery at 1:30 PM tomorrow instead of 12:30 PM. The "
        "service itself remains at 11:00 AM, after the viewing from 9:30 AM.",
        [C("will now leave for Lang'ata Cemetery at 1:30 PM", NOEXEC), S("remains at 11:00 AM"),
         S("after the viewing from 9:30 AM")],
        ["refused_call_effect"], ["will now leave for Lang'ata Cemetery at 1:30 PM"],
        "bookings.updateSchedule was refused (ESCALATE); the cortège still departs at epoch 1781343000 = 12:30 PM."),
    bad("Tomorrow, viewing opens at 6:30 AM and the service begins at 8:00 AM at St. Andrew's Chapel. I have passed "
        "your request about the cortège to your arranger, who will telephone you.",
        [C("viewing opens at 6:30 AM", DATE), C("the service begins at 8:00 AM", DATE),
         S("I have passed your request about the cortège to your arranger"), S("who will telephone you")],
        ["unit_conversion", "unit_conversion"], ["opens at 6:30 AM", "begins at 8:00 AM"],
        "06:30Z and 08:00Z are UTC; in Africa/Nairobi they are 9:30 AM and 11:00 AM."),
    bad("The service tomorrow begins at 10:00 AM at St. Andrew's Chapel, Kileleshwa, after a viewing of ninety "
        "minutes. Your request to change the cortège time has gone to the arranger.",
        [C("begins at 10:00 AM", DATE), S("after a viewing of ninety minutes"),
         S("Your request to change the cortège time has gone to the arranger")],
        ["stale_value"], ["begins at 10:00 AM"],
        "10:00 AM is serviceStartsAt of superseded version 2 (07:00Z); current v4 has 08:00Z = 11:00 AM."),
    rep("I was unable to move the departure myself and have referred it to your arranger. The viewing tomorrow "
        "lasts two hours from 9:30 AM, and the service begins at 11:00 AM.",
        [S("I was unable to move the departure myself"), S("have referred it to your arranger"),
         C("lasts two hours", VAL + ["DATE_MISMATCH"]), S("from 9:30 AM"), S("the service begins at 11:00 AM")],
        ["wrong_period"], ["lasts two hours"],
        ["90 minutes|ninety minutes|hour and a half|1 hour 30 minutes|one and a half hours|1.5 hours", "11:00 AM|11 AM"],
        "viewingDuration is PT1H30M."),
])

# ---------------------------------------------------------------- F3 refund of a cancelled add-on
f3_ev = [
    rec("payments.get#PAY-88412", "tool:payments.get", {
        "id": "e41d0b7c-9a2f-4e55-b6c3-70f1a2d8c044", "key": "PAY-88412", "version": 5,
        "orderNumber": "FD-21004",
        "amountPlanned": money(24800000),
        "paymentMethodInfo": {"method": "MPESA", "paymentInterface": "mpesa-paybill",
                              "name": {"en-KE": "M-Pesa", "sw": "M-Pesa"}},
        "transactions": [
            {"id": "tx-1", "type": "Charge", "amount": money(24800000), "state": "Success",
             "timestamp": "2026-06-03T10:12:44Z"},
            {"id": "tx-2", "type": "Refund", "amount": money(1800000), "state": "Pending",
             "timestamp": "2026-06-12T07:20:00Z",
             "custom": {"fields": {"reasonCode": "ADDON_CANCELLED",
                                   "lineItemName": {"en-KE": "Catering tent and 150 chairs",
                                                    "sw": "Hema ya chakula na viti 150"},
                                   "cancelledAt": "2026-06-12T07:05:00Z"}}},
        ],
    }),
    rec("payments.get#PAY-87190", "tool:payments.get", {
        "key": "PAY-87190", "version": 3, "orderNumber": "FD-20655",
        "paymentMethodInfo": {"method": "MPESA"},
        "transactions": [
            {"id": "tx-1", "type": "Charge", "amount": money(9400000), "state": "Success",
             "timestamp": "2026-05-11T12:00:00Z"},
            {"id": "tx-2", "type": "Refund", "amount": money(650000), "state": "Success",
             "timestamp": "2026-05-20T08:45:00Z",
             "custom": {"fields": {"reasonCode": "ADDON_CANCELLED",
                                   "lineItemName": {"en-KE": "Printed programmes, extra 50"}}}},
        ],
    }),
    pol("refunds#addons",
        "If you cancel an add-on at least 48 hours before the service, we refund it in full. Refunds go back to "
        "the payment method used, M-Pesa or card, and normally arrive within 10 business days of the "
        "cancellation. Cancellations made later than 48 hours before the service cannot be refunded, as "
        "suppliers will already have been paid.", revision="v4"),
]
f3 = bundle("addon-refund", DOMAIN,
            "We cancelled the tent and chairs for my mother's service. Has the refund gone through?",
            "2026-06-16T11:30:00+03:00", f3_ev, [
    ok("I am sorry for the worry this adds at such a time. The refund of KSh 18,000 for the catering tent and 150 "
       "chairs has been started but is still pending. It will return to your M-Pesa, and refunds normally arrive "
       "within 10 business days of the cancellation.",
       [NA("I am sorry for the worry this adds"), S("refund of KSh 18,000"), S("has been started but is still pending"),
        S("It will return to your M-Pesa"), S("within 10 business days of the cancellation")],
       ["KSh 18,000", "10 business days"],
       "PAY-88412 tx-2: Refund 1800000, state Pending, method MPESA; the policy gives 10 business days."),
    ok("Your KSh 18,000 refund for the tent and chairs on order FD-21004 is pending; it goes back to the M-Pesa "
       "account you paid from, normally within ten business days.",
       [S("Your KSh 18,000 refund"), S("on order FD-21004 is pending"), S("goes back to the M-Pesa account you paid from"),
        S("normally within ten business days")],
       ["18,000"],
       "PAY-88412 (order FD-21004) refund transaction; the policy sends refunds to the payment method used."),
    bad("The refund of KSh 18,000 for the tent and chairs has been completed and is back on your M-Pesa. Refunds "
        "for cancelled add-ons are made in full when notice is at least 48 hours.",
        [C("has been completed and is back on your M-Pesa", STATE), S("are made in full when notice is at least 48 hours")],
        ["wrong_state"], ["has been completed"],
        "tx-2 state is Pending, not Success; the completed refund belongs to the other payment PAY-87190."),
    bad("We have a refund of KSh 6,500 pending for the tent and chairs, and it should reach your M-Pesa within "
        "7 business days.",
        [C("refund of KSh 6,500 pending", AMT), C("within 7 business days", POL)],
        ["other_record_value", "wrong_period"], ["KSh 6,500", "within 7 business days"],
        "6,500 is the programmes refund on the other order FD-20655 (PAY-87190); the policy says 10 business days.",
        tag="other-record-value"),
    rep("Please accept our sympathy. The KSh 18,000 refund for the catering tent and chairs is pending, and refunds "
        "reach M-Pesa within 5 business days of the cancellation.",
        [NA("Please accept our sympathy"), S("The KSh 18,000 refund"), S("chairs is pending"),
         C("within 5 business days", POL)],
        ["wrong_period"], ["within 5 business days"], ["10 business days|ten business days", "18,000"],
        "refunds#addons: normally within 10 business days of the cancellation."),
])

# ---------------------------------------------------------------- F4 mortuary storage, waiver condition unmet
f4_ev = [
    rec("mortuary.getAccount#MRT-3317", "tool:mortuary.getAccount", {
        "key": "MRT-3317", "version": 9, "state": "Open",
        "admittedAt": "2026-05-30T14:10:00Z",
        "storageDays": 6,
        "dailyRate": money(250000),
        "storageCharges": money(1500000),
        "custom": {"fields": {"packageKey": "DIRECT_CREMATION",
                              "packageName": {"en-KE": "Direct Cremation", "sw": "Uchomaji wa Moja kwa Moja"},
                              "waivedDays": 0, "linkedOrder": "FD-21130", "chamber": "C-07"}},
    }),
    rec("orders.get#FD-21130", "tool:orders.get", {
        "orderNumber": "FD-21130", "version": 2, "orderState": "Confirmed", "paymentState": "BalanceDue",
        "lineItems": [{"name": {"en-KE": "Direct Cremation", "sw": "Uchomaji wa Moja kwa Moja"}, "quantity": 1,
                       "totalPrice": money(6500000)}],
        "totalPrice": money(6500000),
    }),
    pol("mortuary#storage",
        "Storage in our mortuary is charged at KSh 2,500 for each day or part of a day. When a family books a "
        "full service package (Heritage or Classic), the first three days of storage are included at no charge. "
        "Direct cremation arrangements do not include free storage days. Storage charges are added to the "
        "final invoice.", revision="2026-02"),
]
f4 = bundle("mortuary-storage", DOMAIN,
            "How much is the mortuary charging for my uncle's storage? I heard the first days are free.",
            "2026-06-05T09:45:00+03:00", f4_ev, [
    ok("I understand, and I am sorry to bring figures to you at this time. Storage is charged at KSh 2,500 a day, "
       "and your uncle has been in our care for six days, so the storage charge is KSh 15,000. The free first three "
       "days apply only to the Heritage and Classic service packages, and his arrangement is a direct cremation. The "
       "charge will be added to the final invoice.",
       [NA("I am sorry to bring figures"), S("charged at KSh 2,500 a day"), S("in our care for six days"),
        S("the storage charge is KSh 15,000"), S("apply only to the Heritage and Classic service packages"),
        S("his arrangement is a direct cremation"), S("added to the final invoice")],
       ["KSh 15,000", "KSh 2,500"],
       "dailyRate 250000, storageDays 6, storageCharges 1500000; packageKey DIRECT_CREMATION; the policy limits "
       "the waiver to Heritage/Classic."),
    ok("Six days at KSh 2,500 per day comes to KSh 15,000 for storage; no days are waived under the Direct Cremation "
       "arrangement.",
       [S("Six days at KSh 2,500 per day"), S("comes to KSh 15,000"),
        S("no days are waived under the Direct Cremation arrangement")],
       ["15,000"],
       "storageDays, dailyRate, storageCharges; custom.fields.waivedDays 0."),
    bad("You heard correctly: the first three days are free for your uncle, so the storage charge is KSh 7,500 for "
        "the remaining three days.",
        [C("the first three days are free for your uncle", VAL + ["NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"]),
         C("the storage charge is KSh 7,500", AMT)],
        ["condition_unmet", "wrong_amount"], ["three days are free", "KSh 7,500"],
        "The waiver needs a Heritage or Classic package; this is DIRECT_CREMATION with waivedDays 0 and "
        "storageCharges 1500000."),
    bad("Your uncle has been with us for six days. The storage charge on the account is KSh 1,500,000, which will "
        "be added to the final invoice.",
        [S("with us for six days"), C("storage charge on the account is KSh 1,500,000", AMT),
         S("added to the final invoice")],
        ["unit_conversion"], ["KSh 1,500,000"],
        "storageCharges.centAmount 1500000 with fractionDigits 2 is KSh 15,000."),
    rep("Your uncle has been in our care for six days, charged at KSh 2,500 per day, so the storage comes to "
        "KSh 12,500.",
        [S("in our care for six days"), S("charged at KSh 2,500 per day"), C("the storage comes to KSh 12,500", AMT)],
        ["wrong_arithmetic"], ["KSh 12,500"], ["KSh 15,000|15,000", "KSh 2,500|2,500"],
        "6 x 2,500 = 15,000 (storageCharges 1500000)."),
])

# ---------------------------------------------------------------- F5 repatriation quote, superseded version
f5_ev = [
    rec("quotes.get#QT-4410", "tool:quotes.get", {
        "key": "QT-4410", "version": 3, "quoteState": "Pending",
        "createdAt": "2026-06-20T06:40:00Z", "validTo": "2026-06-27T20:59:59Z",
        "lineItems": [
            {"name": {"en-KE": "Road repatriation, Nairobi to Kisumu (350 km)", "sw": "Usafirishaji, Nairobi hadi Kisumu"},
             "quantity": 1, "totalPrice": money(6800000)},
            {"name": {"en-KE": "Embalming", "sw": "Kuhifadhi mwili"}, "quantity": 1, "totalPrice": money(1500000)},
            {"name": {"en-KE": "Escort staff", "sw": "Wasindikizaji"}, "quantity": 2,
             "price": {"value": money(250000)}, "totalPrice": money(500000)},
        ],
        "totalPrice": money(8800000),
        "custom": {"fields": {"depositRate": "0.5", "vehicle": "KCY 119T"}},
    }),
    rec("quotes.get#QT-4410@v2", "tool:quotes.get", {
        "key": "QT-4410", "version": 2, "quoteState": "DeclinedForRenegotiation",
        "createdAt": "2026-06-18T12:15:00Z",
        "lineItems": [
            {"name": {"en-KE": "Road repatriation, Nairobi to Kisumu (350 km)"}, "quantity": 1,
             "totalPrice": money(6800000)},
            {"name": {"en-KE": "Embalming"}, "quantity": 1, "totalPrice": money(1500000)},
            {"name": {"en-KE": "Escort staff"}, "quantity": 2, "totalPrice": money(500000)},
            {"name": {"en-KE": "Burial permit processing"}, "quantity": 1, "totalPrice": money(700000)},
        ],
        "totalPrice": money(9500000),
    }),
    pol("repatriation#quotes",
        "Quotes are valid for seven days from issue. The burial permit and any county fees are arranged by the "
        "family unless they appear as a line on the quote. We require half of the quoted amount before the "
        "vehicle departs; the rest is settled on arrival.", revision="v2"),
]
f5 = bundle("repatriation-quote", DOMAIN,
            "What's the final price to take my brother home to Kisumu, and does it cover the burial permit?",
            "2026-06-20T12:00:00+03:00", f5_ev, [
    ok("Please accept our sincere condolences. The current quote, QT-4410, comes to KSh 88,000: road repatriation to "
       "Kisumu at KSh 68,000, embalming at KSh 15,000 and two escort staff at KSh 5,000. It does not include the "
       "burial permit, which the family arranges, since it is not a line on the quote. The quote is valid until "
       "27/06/2026, and half of it, KSh 44,000, is needed before the vehicle departs.",
       [NA("Please accept our sincere condolences"), S("comes to KSh 88,000"),
        S("road repatriation to Kisumu at KSh 68,000"), S("embalming at KSh 15,000"),
        S("two escort staff at KSh 5,000"), S("It does not include the burial permit"), S("which the family arranges"),
        S("valid until 27/06/2026"), S("half of it, KSh 44,000, is needed before the vehicle departs")],
       ["KSh 88,000", "KSh 44,000"],
       "QT-4410 v3 lineItems and totalPrice 8800000; validTo 20:59:59Z = 11:59 PM on 27 June in Nairobi; the "
       "policy covers the permit and the half deposit."),
    ok("The revised quote (version 3) is KSh 88,000 and stays open until 27 June. The burial permit is not part of "
       "it; families arrange the permit themselves unless it is quoted.",
       [S("The revised quote (version 3) is KSh 88,000"), S("stays open until 27 June"),
        S("The burial permit is not part of it"), S("families arrange the permit themselves unless it is quoted")],
       ["88,000"],
       "Version 3 is the Pending quote; the permit line exists only in v2."),
    bad("The quote for taking your brother home to Kisumu is KSh 95,000, and this includes processing the burial "
        "permit.",
        [C("is KSh 95,000", AMT),
         CI("includes processing the burial permit", VAL + ["NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
        ["stale_value", "unlisted_perk"], ["KSh 95,000", "includes processing the burial permit"],
        "95,000 and the permit line come from v2 (DeclinedForRenegotiation); current v3 is 8800000 with no permit line."),
    bad("The current quote of KSh 88,000 is valid for seven days, and the full amount must be paid before the "
        "vehicle departs.",
        [S("The current quote of KSh 88,000"), S("is valid for seven days"),
         C("the full amount must be paid before the vehicle departs", POL)],
        ["wrong_policy_condition"], ["the full amount must be paid"],
        "The policy asks for half before departure and the rest on arrival."),
    rep("Your current quote QT-4410 is KSh 88,000 and is valid until 27/06/2026. We need a payment of half the "
        "quote, KSh 40,000, before the vehicle departs.",
        [S("QT-4410 is KSh 88,000"), S("valid until 27/06/2026"), C("half the quote, KSh 40,000", AMT)],
        ["wrong_arithmetic"], ["KSh 40,000"], ["KSh 44,000|44,000", "KSh 88,000|88,000"],
        "Half of 8800000 (depositRate 0.5) is KSh 44,000."),
])

BUNDLES = [f1, f2, f3, f4, f5]
