from common import *

DOMAIN = "memorial stonemason"

# ---------------------------------------------------------------- M1 headstone in production
m1_ev = [
    rec("orders.get#MS-30418", "tool:orders.get", {
        "id": "9d13a6f0-2c4e-4b7a-b8d5-e6f1a0c3b742", "orderNumber": "MS-30418", "version": 6,
        "orderState": "Confirmed", "shipmentState": "Pending", "paymentState": "BalanceDue",
        "createdAt": "2026-05-26T10:05:00Z", "lastModifiedAt": "2026-06-17T14:22:10Z",
        "lineItems": [
            {"name": {"en-KE": "Upright headstone, black granite, 900 mm", "sw": "Jiwe la kaburi, graniti nyeusi"},
             "quantity": 1, "price": {"value": money(14500000)}, "totalPrice": money(14500000)},
            {"name": {"en-KE": "Additional engraved letters", "sw": "Herufi za ziada"},
             "quantity": 42, "price": {"value": money(15000)}, "totalPrice": money(630000)},
            {"name": {"en-KE": "Granite flower vase", "sw": "Chombo cha maua"},
             "quantity": 1, "price": {"value": money(480000)}, "totalPrice": money(480000)},
        ],
        "totalPrice": money(15610000),
        "custom": {"fields": {"productionStage": "ENGRAVING", "stagesCompleted": ["STONE_CUT", "POLISHED"],
                              "estimatedInstallDate": "2026-07-02",
                              "cemetery": {"en-KE": "Kariokor Cemetery", "sw": "Makaburi ya Kariokor"},
                              "amountPaid": money(7805000)}},
    }),
    rec("orders.get#MS-29870", "tool:orders.get", {
        "orderNumber": "MS-29870", "version": 9, "orderState": "Complete", "shipmentState": "Delivered",
        "lineItems": [{"name": {"en-KE": "Memorial bench plaque, brass"}, "quantity": 1, "totalPrice": money(2800000)}],
        "totalPrice": money(2800000),
        "custom": {"fields": {"installedOn": "2025-11-10"}},
    }),
    pol("production#timeline",
        "After the proof is approved, a headstone normally takes three to four weeks: cutting, polishing, "
        "engraving and gilding, then installation. We confirm the installation date by phone two days before. "
        "The remaining half of the price is due on installation.", revision="v6"),
]
m1 = bundle("headstone-progress", DOMAIN,
            "How far along is my mother's headstone and when will it be put up? What do I still owe?",
            "2026-06-18T09:00:00+03:00", m1_ev, [
    ok("Thank you for your patience at this tender time. Your mother's headstone has been cut and polished and is "
       "now being engraved. We expect to install it at Kariokor Cemetery on 2 July 2026, and we will telephone you "
       "two days before to confirm. Of the KSh 156,100 total, KSh 78,050 has been paid, and the remaining KSh 78,050 "
       "is due on installation.",
       [NA("Thank you for your patience"), S("has been cut and polished"), S("is now being engraved"),
        S("install it at Kariokor Cemetery on 2 July 2026"), S("we will telephone you two days before"),
        S("Of the KSh 156,100 total"), S("KSh 78,050 has been paid"),
        S("the remaining KSh 78,050 is due on installation")],
       ["2 July 2026", "KSh 156,100"],
       "stagesCompleted and productionStage ENGRAVING; estimatedInstallDate; totalPrice 15610000; amountPaid 7805000; "
       "the policy covers the phone call and the half due on installation."),
    ok("Order MS-30418, as it stands:\n"
       "- Headstone, black granite: KSh 145,000\n"
       "- 42 extra letters: KSh 6,300\n"
       "- Flower vase: KSh 4,800\n"
       "- Total: KSh 156,100\n"
       "- Stage: engraving\n"
       "- Expected installation: Thursday 2 July",
       [S("Headstone, black granite: KSh 145,000"), S("42 extra letters: KSh 6,300"), S("Flower vase: KSh 4,800"),
        S("Total: KSh 156,100"), S("Stage: engraving"), S("Expected installation: Thursday 2 July")],
       ["KSh 156,100", "2 July"],
       "lineItems of MS-30418; 42 x 15000 = 630000; 2 July 2026 is a Thursday."),
    ok("The stone is at the engraving stage, and installation is planned for the second of July; one half of the "
       "price, seventy-eight thousand and fifty shillings, remains to be paid when it is installed.",
       [S("at the engraving stage"), S("planned for the second of July"),
        S("seventy-eight thousand and fifty shillings, remains")],
       ["second of July"],
       "productionStage; estimatedInstallDate; 15610000 - 7805000 = 7805000."),
    bad("Your mother's headstone is finished and ready for installation, which is planned for 2 July 2026. The "
        "remaining KSh 78,050 is due when it is installed.",
        [C("is finished and ready for installation", STATE), S("planned for 2 July 2026"),
         S("The remaining KSh 78,050 is due when it is installed")],
        ["wrong_state"], ["finished and ready for installation"],
        "productionStage is ENGRAVING; gilding and installation have not happened."),
    bad("Your order MS-29870 is at the engraving stage. The headstone and the extra lettering come to a total of "
        "KSh 151,300.",
        [C("Your order MS-29870", IDM), S("is at the engraving stage"), C("a total of KSh 151,300", AMT)],
        ["other_record_value", "wrong_arithmetic"], ["MS-29870", "KSh 151,300"],
        "MS-29870 is the customer's completed bench-plaque order; this order is MS-30418, whose total 15610000 "
        "includes the vase.", tag="other-record-value"),
    rep("The headstone is being engraved now. Installation is expected on 2 June 2026, and KSh 78,050 remains due "
        "on installation.",
        [S("The headstone is being engraved now"), C("expected on 2 June 2026", DATE),
         S("KSh 78,050 remains due on installation")],
        ["wrong_date"], ["on 2 June 2026"], ["2 July|02/07/2026|2/7/2026", "78,050"],
        "estimatedInstallDate is 2026-07-02."),
])

# ---------------------------------------------------------------- M2 inscription proof versions
m2_ev = [
    rec("proofs.get#PRF-7713", "tool:proofs.get", {
        "key": "PRF-7713", "version": 3, "state": "AwaitingApproval", "orderNumber": "MS-30502",
        "createdAt": "2026-06-03T11:00:00Z",
        "inscription": {
            "en-KE": "In loving memory of\nPETER ODHIAMBO OKELLO\n12.03.1948 – 22.05.2026\nForever in our hearts",
            "sw": "Kwa kumbukumbu ya upendo\nPETER ODHIAMBO OKELLO\n12.03.1948 – 22.05.2026\nMilele mioyoni mwetu"},
        "font": "ROMAN_SERIF", "letterFinish": "GOLD_LEAF",
        "approveBy": "2026-06-08T14:00:00Z",
    }),
    rec("proofs.get#PRF-7713@v2", "tool:proofs.get", {
        "key": "PRF-7713", "version": 2, "state": "Superseded", "orderNumber": "MS-30502",
        "createdAt": "2026-05-29T08:30:00Z",
        "inscription": {"en-KE": "In loving memory of\nPETER ODIAMBO OKELLO\n12.03.1948 – 22.05.2026\nAlways in our hearts"},
        "font": "ROMAN_SERIF", "letterFinish": "WHITE_PAINT",
        "approveBy": "2026-06-03T14:00:00Z",
    }),
    pol("proofs#approval",
        "Engraving begins only after the family approves the final proof in writing. Changes after approval are "
        "charged at KSh 150 per letter. If we have not heard from you by the approval deadline, the order waits; "
        "it is never engraved without approval.", revision="v4"),
]
m2 = bundle("inscription-proof", DOMAIN,
            "Please confirm what the stone will say. I asked for the spelling of Dad's name to be fixed.",
            "2026-06-04T13:10:00+03:00", m2_ev, [
    ok("Thank you for writing. The latest proof, version 3, reads: \"In loving memory of PETER ODHIAMBO OKELLO, "
       "12.03.1948 – 22.05.2026, Forever in our hearts\", with the name now spelled Odhiambo. The lettering will be "
       "in gold leaf. Please approve it by 5:00 PM on Monday 8 June; nothing is engraved until you do.",
       [NA("Thank you for writing"), S("In loving memory of PETER ODHIAMBO OKELLO"), S("12.03.1948 – 22.05.2026"),
        S("Forever in our hearts"), S("with the name now spelled Odhiambo"), S("will be in gold leaf"),
        S("by 5:00 PM on Monday 8 June"), S("nothing is engraved until you do")],
       ["Odhiambo", "5:00 PM"],
       "PRF-7713 v3 inscription and letterFinish GOLD_LEAF; approveBy 14:00Z = 5:00 PM Nairobi on Monday 8 June; "
       "the policy says nothing is engraved without approval."),
    ok("The spelling has been corrected to Odhiambo in proof PRF-7713, which is now waiting for your written "
       "approval; any change after approval is charged at KSh 150 per letter.",
       [S("corrected to Odhiambo"), S("now waiting for your written approval"), S("KSh 150 per letter")],
       ["Odhiambo", "KSh 150"],
       "v3 spells ODHIAMBO (v2 had ODIAMBO); state AwaitingApproval; policy fee."),
    bad("The name is now spelled Odhiambo. Beneath your father's name and dates the proof reads \"Always in our "
        "hearts\", in white paint.",
        [S("The name is now spelled Odhiambo"), C("Always in our hearts", VAL), C("in white paint", VAL)],
        ["stale_value", "stale_value"], ["Always in our hearts", "in white paint"],
        "Epitaph and WHITE_PAINT come from superseded v2; v3 reads 'Forever in our hearts' in GOLD_LEAF."),
    bad("The name now reads Odhiambo in version 3 of the proof. Please approve it by 2:00 PM on Monday 8 June; if we "
        "do not hear from you by then, we will go ahead with the engraving as shown.",
        [S("The name now reads Odhiambo in version 3"), C("by 2:00 PM on Monday 8 June", DATE),
         C("we will go ahead with the engraving as shown", POL)],
        ["unit_conversion", "wrong_policy_condition"], ["by 2:00 PM on Monday", "we will go ahead with the engraving"],
        "approveBy 14:00Z is 5:00 PM in Nairobi; the policy says the order waits and is never engraved unapproved.",
        tag="unit-conversion"),
    rep("The name is now spelled Odhiambo in proof version 3. Please approve it by 5:00 PM on Monday 8 June; changes "
        "after approval are charged at KSh 100 per letter.",
        [S("The name is now spelled Odhiambo in proof version 3"), S("by 5:00 PM on Monday 8 June"),
         C("KSh 100 per letter", POL + ["AMOUNT_MISMATCH"])],
        ["wrong_amount"], ["KSh 100 per letter"], ["KSh 150|150", "Odhiambo"],
        "proofs#approval: KSh 150 per letter."),
])

# ---------------------------------------------------------------- M3 installation fee vs cemetery permit fee
m3_ev = [
    rec("quotes.get#QMS-30577", "tool:quotes.get", {
        "key": "QMS-30577", "version": 2, "quoteState": "Accepted",
        "createdAt": "2026-06-15T09:00:00Z", "lastModifiedAt": "2026-06-19T13:48:00Z",
        "lineItems": [
            {"name": {"en-KE": "Flat ledger stone, grey granite", "sw": "Jiwe bapa, graniti ya kijivu"},
             "quantity": 1, "totalPrice": money(9800000)},
            {"name": {"en-KE": "Installation and foundation", "sw": "Ufungaji na msingi"},
             "quantity": 1, "totalPrice": money(1200000)},
        ],
        "totalPrice": money(11000000),
        "custom": {"fields": {"cemeteryPermitFee": money(350000), "permitPayableTo": "CEMETERY_OFFICE",
                              "permitReceiptReceived": False,
                              "installationWindow": {"from": "2026-07-06", "to": "2026-07-10"}}},
    }),
    pol("installation#permits",
        "Most cemeteries charge a permit fee before any memorial can be placed. This fee is paid by the family "
        "directly to the cemetery office, and we need the receipt before we can install. Our installation charge "
        "covers the concrete foundation, transport and fixing.", revision="v3"),
]
m3 = bundle("installation-fees", DOMAIN,
            "What's the installation cost and do I pay the cemetery anything?",
            "2026-06-22T10:30:00+03:00", m3_ev, [
    ok("Installation and the foundation come to KSh 12,000, which is already part of your accepted quote of "
       "KSh 110,000. Separately, the cemetery office charges a permit fee of KSh 3,500, which you pay to them "
       "directly; please send us the receipt so we can proceed. We plan to install between 6 and 10 July.",
       [S("Installation and the foundation come to KSh 12,000"), S("accepted quote of KSh 110,000"),
        S("permit fee of KSh 3,500"), S("which you pay to them directly"), S("send us the receipt so we can proceed"),
        S("between 6 and 10 July")],
       ["KSh 12,000", "KSh 3,500"],
       "lineItems and totalPrice of accepted QMS-30577; custom.fields.cemeteryPermitFee 350000 payable to "
       "CEMETERY_OFFICE; installationWindow; policy on the receipt."),
    ok("Dear Madam,\n\nThe installation charge of twelve thousand shillings covers the concrete foundation, transport "
       "and fixing of the ledger stone. The cemetery's own permit fee, KSh 3,500, is not paid to us but to the "
       "cemetery office.\n\nYours, in sympathy,\nMemorials Desk",
       [S("installation charge of twelve thousand shillings"), S("covers the concrete foundation, transport and fixing"),
        S("The cemetery's own permit fee, KSh 3,500"), S("not paid to us but to the cemetery office"),
        NA("Yours, in sympathy")],
       ["twelve thousand shillings", "KSh 3,500"],
       "Installation line 1200000; policy on what installation covers; permitPayableTo CEMETERY_OFFICE."),
    bad("Installation and foundation are KSh 1,200,000 on your quote, and the cemetery permit of KSh 3,500 is paid "
        "to the cemetery office.",
        [C("Installation and foundation are KSh 1,200,000", AMT), S("the cemetery permit of KSh 3,500"),
         S("is paid to the cemetery office")],
        ["unit_conversion"], ["KSh 1,200,000"],
        "centAmount 1200000 with two fraction digits is KSh 12,000."),
    bad("Your installation fee is KSh 3,500 and the ledger stone itself is KSh 98,000. We plan to install between 6 "
        "and 10 July.",
        [C("Your installation fee is KSh 3,500", AMT), S("the ledger stone itself is KSh 98,000"),
         S("between 6 and 10 July")],
        ["wrong_role"], ["installation fee is KSh 3,500"],
        "3,500 is the cemeteryPermitFee; the installation line is 1200000 (KSh 12,000)."),
    rep("Installation costs KSh 12,000 and is included in your quote. The cemetery permit fee of KSh 3,500 is paid "
        "to us together with the balance.",
        [S("Installation costs KSh 12,000"), S("is included in your quote"), S("The cemetery permit fee of KSh 3,500"),
         C("is paid to us together with the balance", POL + ["VALUE_MISMATCH"])],
        ["wrong_policy_condition"], ["paid to us together with the balance"],
        ["cemetery office|directly|to the cemetery", "KSh 12,000|12,000"],
        "permitPayableTo CEMETERY_OFFICE; the policy has the family pay the cemetery directly."),
])

# ---------------------------------------------------------------- M4 lettering warranty claim
m4_ev = [
    rec("warranties.get#WR-11520", "tool:warranties.get", {
        "key": "WR-11520", "version": 1, "state": "Active", "orderNumber": "MS-18802",
        "installedAt": "2019-09-12T07:00:00Z",
        "coverage": [{"part": "LETTERING", "period": "P10Y", "endsOn": "2029-09-12"},
                     {"part": "STONE_STRUCTURE", "period": "P25Y", "endsOn": "2044-09-12"}],
        "custom": {"fields": {"lastInspection": "2026-06-19", "inspectionFinding": "GILDING_FLAKING_PARTIAL",
                              "acidCleaningDetected": False}},
    }),
    rec("claims.get#CLM-0388", "tool:claims.get", {
        "key": "CLM-0388", "version": 2, "state": "Approved", "warrantyKey": "WR-11520",
        "remedy": "REGILD_AFFECTED_LETTERS", "lettersAffected": 17,
        "scheduledFor": "2026-07-08T06:00:00Z", "customerCharge": money(0),
    }),
    pol("warranty#lettering",
        "Lettering is guaranteed against fading and flaking for ten years from installation. The guarantee does "
        "not apply where the stone has been cleaned with acid or a pressure washer. Approved claims are repaired "
        "free of charge; we re-gild only the affected letters, not the whole inscription.", revision="2024-05"),
]
m4 = bundle("lettering-warranty", DOMAIN,
            "The gold on my late husband's stone is peeling. Is this covered?",
            "2026-06-25T11:00:00+03:00", m4_ev, [
    ok("I am sorry to hear the gilding has begun to flake. Your stone was installed on 12 September 2019 and the "
       "lettering is guaranteed for ten years, until September 2029, so this is covered. Your claim has been "
       "approved: we will re-gild the 17 affected letters free of charge on 8 July at 9:00 AM.",
       [NA("I am sorry to hear the gilding"), S("installed on 12 September 2019"),
        S("the lettering is guaranteed for ten years"), S("until September 2029"), S("so this is covered"),
        S("Your claim has been approved"), S("re-gild the 17 affected letters free of charge"), S("on 8 July at 9:00 AM")],
       ["17 affected letters", "9:00 AM"],
       "installedAt; coverage LETTERING P10Y ends 2029-09-12; CLM-0388 Approved, 17 letters, charge 0, scheduledFor "
       "06:00Z = 9:00 AM in Nairobi."),
    ok("Claim CLM-0388 is approved: the 17 flaking letters will be re-gilded at no charge on Wednesday 8 July, "
       "9:00 AM.",
       [S("Claim CLM-0388 is approved"), S("the 17 flaking letters will be re-gilded at no charge"),
        S("on Wednesday 8 July, 9:00 AM")],
       ["8 July"],
       "CLM-0388 fields; 8 July 2026 is a Wednesday."),
    bad("The lettering guarantee runs for ten years from installation. Under it we will re-gild the whole inscription "
        "free of charge on 8 July.",
        [S("The lettering guarantee runs for ten years from installation"),
         C("re-gild the whole inscription", POL + ["CLAIM_WITHOUT_TOOL_EVIDENCE"]), S("free of charge on 8 July")],
        ["invented_promise"], ["re-gild the whole inscription"],
        "remedy REGILD_AFFECTED_LETTERS (17); the policy re-gilds only affected letters, not the whole inscription."),
    bad("Your lettering is guaranteed for 25 years from installation, and our team will re-gild the 17 affected "
        "letters on 8 July at 6:00 AM.",
        [C("guaranteed for 25 years", VAL + ["NLI_CONTRADICTION"]), S("re-gild the 17 affected letters"),
         C("on 8 July at 6:00 AM", DATE)],
        ["wrong_role", "unit_conversion"], ["guaranteed for 25 years", "at 6:00 AM"],
        "P25Y is the STONE_STRUCTURE cover; lettering is P10Y. scheduledFor 06:00Z is 9:00 AM local.",
        tag="wrong-role"),
    rep("The lettering guarantee lasts ten years from installation, and it does not apply if the stone has been "
        "cleaned with bleach. Your claim is approved, and the affected letters will be re-gilded free of charge on "
        "8 July.",
        [S("The lettering guarantee lasts ten years from installation"), C("cleaned with bleach", POL),
         S("Your claim is approved"), S("re-gilded free of charge on 8 July")],
        ["wrong_policy_condition"], ["cleaned with bleach"], ["acid|pressure washer", "8 July|08/07"],
        "The exclusion is cleaning with acid or a pressure washer."),
])

BUNDLES = [m1, m2, m3, m4]
