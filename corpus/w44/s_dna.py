"""DNA-ancestry kits: AsalUsul Genomics (kits sold through a Magento store, lab data in extension_attributes)."""
from common import *

DOMAIN = "DNA-ancestry kits"
SRC = "tool:magento.V1.orders.get"

# ---------------------------------------------------------------- DN1: sample at the lab
dn1_ev = [
    rec("get_order#800015502", SRC, {
        "increment_id": "800015502", "state": "complete", "status": "kit_in_lab",
        "created_at": "2026-04-01 11:03:27", "customer_firstname": "Siti", "customer_lastname": "Norhaliza",
        "order_currency_code": "MYR", "grand_total": "558.0000",
        "items": [{"sku": "DNA-ANC-PLUS", "name": "Ancestry+ DNA Kit", "qty_ordered": 2, "qty_shipped": 2,
                   "price": "279.0000", "base_price": "63.4100"}],
        "extension_attributes": {"kits": [
            {"kit_barcode": "AU-KT-5520-9913", "registered_to": "Siti Norhaliza", "activation_status": "ACTIVATED",
             "lab": {"received_at": "2026-04-19 17:50:00", "stage": "DNA_EXTRACTION", "processing_sla": "P6W",
                     "expected_results_epoch": epoch_kl("2026-06-01 12:00")}},
            {"kit_barcode": "AU-KT-5520-9987", "registered_to": "Zainab Othman", "activation_status": "ACTIVATED",
             "lab": {"received_at": None, "stage": "SHIPPED_TO_CUSTOMER"}}]}}),
    pol("policy#results",
        "We email you as soon as your results are ready, and you can view them in the AsalUsul app. Results are "
        "usually ready 4-6 weeks after the lab receives your sample. If a sample can't be processed, we send one "
        "free replacement kit."),
    psg("kb#lab-stages",
        "Your sample moves through 5 stages:\n1. Received\n2. DNA extraction\n3. Genotyping\n4. Analysis\n"
        "5. Results ready"),
]

dn1 = dict(
    scenario="sample-in-lab", domain=DOMAIN, evidence=dn1_ev, now="2026-04-28T20:00:00+08:00",
    question="Has the lab got my sample? When will my results be ready?",
    cases=[
        good("Hi Siti! Yes, the lab received your sample (kit AU-KT-5520-9913) on 20 April, and it's now at the "
             "DNA extraction stage, which is step 2 of 5. Results usually take 4-6 weeks from arrival at the lab, "
             "and yours are expected around 1 June. We'll email you as soon as they're up in the app.",
             [sup("the lab received your sample (kit AU-KT-5520-9913) on 20 April"),
              sup("it's now at the DNA extraction stage"),
              sup("which is step 2 of 5"),
              sup("Results usually take 4-6 weeks from arrival at the lab"),
              sup("expected around 1 June"),
              sup("We'll email you as soon as they're up in the app")],
             ["AU-KT-5520-9913", "1 June"],
             "Kit AU-KT-5520-9913: received_at 2026-04-19 17:50 UTC = 20/04 01:50 MYT; stage DNA_EXTRACTION "
             "(stage 2 in kb#lab-stages); expected_results_epoch 01/06; results policy."),
        good(
            "Sample received 20/04/2026. Currently: DNA extraction. Expected results: 01/06/2026 (the lab allows up to six "
            "weeks). The second kit on your order, AU-KT-5520-9987, hasn't reached the lab yet.",
            [sup("Sample received 20/04/2026"),
             sup("Currently: DNA extraction"),
             sup("Expected results: 01/06/2026"),
             sup("the lab allows up to six weeks"),
             sup("The second kit on your order, AU-KT-5520-9987, hasn't reached the lab yet")],
            ["01/06/2026"],
            "processing_sla P6W; expected_results_epoch 01/06; the second kit AU-KT-5520-9987 has received_at null, stage "
            "SHIPPED_TO_CUSTOMER."),
        bad("Hi Siti! Yes, the lab received your sample (kit AU-KT-5520-9987) on 20 April, and it's now at the DNA "
            "extraction stage. Results usually take 4-6 weeks from arrival at the lab, and yours are expected "
            "around 1 June.",
            [con("the lab received your sample (kit AU-KT-5520-9987)", "IDENTIFIER_MISMATCH"),
             sup("it's now at the DNA extraction stage"),
             sup("Results usually take 4-6 weeks from arrival at the lab"),
             sup("expected around 1 June")],
            ["other_record_value"], ["AU-KT-5520-9987"],
            "AU-KT-5520-9987 is the second kit (registered to Zainab Othman, not yet at the lab); Siti's kit is "
            "AU-KT-5520-9913."),
        bad("Hi Siti! Your sample (AU-KT-5520-9913) arrived at the lab on 20 April and is already at the genotyping "
            "stage. Results usually take just 2-3 weeks, so you should hear from us soon!",
            [sup("Your sample (AU-KT-5520-9913) arrived at the lab on 20 April"),
             con("is already at the genotyping stage", "RECORD_STATE_MISMATCH"),
             con("Results usually take just 2-3 weeks", "NLI_CONTRADICTION")],
            ["wrong_state", "wrong_period"], ["at the genotyping stage", "2-3 weeks"],
            "stage is DNA_EXTRACTION (step 2); the policy says 4-6 weeks."),
    ],
    repair=fix("Hi Siti! The lab received your sample, kit AU-KT-5520-9913, on 19 April. It's at the DNA extraction "
               "stage now, and results are expected around 1 June.",
               [con("on 19 April", "DATE_MISMATCH"),
                sup("It's at the DNA extraction stage now"),
                sup("results are expected around 1 June")],
               ["unit_conversion"], ["on 19 April"],
               ["20 April|20/04|20/4|April 20|20th April", "AU-KT-5520-9913"],
               "received_at 2026-04-19 17:50:00 is UTC, which is 20 April 01:50 in Kuala Lumpur."),
)

# ---------------------------------------------------------------- DN2: return an unopened kit
dn2_ev = [
    rec("get_order#800015730", SRC, {
        "increment_id": "800015730", "state": "complete", "status": "delivered",
        "created_at": "2026-03-29 04:50:12", "customer_firstname": "Arjun", "customer_lastname": "Pillai",
        "order_currency_code": "MYR", "grand_total": "598.0000", "shipping_amount": "0.0000",
        "items": [{"sku": "DNA-ANC-STD", "name": "Ancestry DNA Kit", "qty_ordered": 2, "qty_shipped": 2,
                   "qty_refunded": 0, "price": "299.0000", "base_price": "67.9500"}],
        "extension_attributes": {"delivered_at": "2026-04-02 06:15:40", "kits": [
            {"kit_barcode": "AU-KT-6001-1180", "activation_status": "ACTIVATED", "seal_intact": False},
            {"kit_barcode": "AU-KT-6001-1194", "activation_status": "NOT_ACTIVATED", "seal_intact": True}]}}),
    rec("get_rma#RMA-DNA-0392", "tool:magento.V1.returns.get", {
        "increment_id": "RMA-DNA-0392", "order_increment_id": "800015730", "status": "pending",
        "date_requested": "2026-04-24 03:10:55",
        "items": [{"kit_barcode": "AU-KT-6001-1194", "qty_requested": 1, "resolution": "REFUND",
                   "refund_amount": "299.0000"}],
        "extension_attributes": {"return_by": "2026-05-02", "return_label": "CUSTOMER_PAID"}}),
    pol("policy#kit-returns",
        "Unopened, unactivated kits can be returned within 30 days of delivery for a full refund of the kit "
        "price. Return postage is paid by you unless the kit was faulty. Once a kit is activated or its tube seal "
        "is broken, it can't be refunded. Refunds are issued within 7 working days of the kit arriving back at "
        "our warehouse.", revision="2026-01"),
]

dn2 = dict(
    scenario="unopened-return", domain=DOMAIN, evidence=dn2_ev, now="2026-04-24T11:30:00+08:00",
    question="I want to return the second kit, never opened. Can I get my money back?",
    cases=[
        good("Hi Arjun! Yes, the unused kit (AU-KT-6001-1194) hasn't been activated, so it qualifies for a full "
             "refund of RM 299.00. I've opened return RMA-DNA-0392 for it. Please post it back by 2 May; return "
             "postage is on you, and the refund is issued within 7 working days of the kit reaching our warehouse.",
             [sup("the unused kit (AU-KT-6001-1194) hasn't been activated"),
              sup("it qualifies for a full refund of RM 299.00"),
              sup("I've opened return RMA-DNA-0392 for it"),
              sup("Please post it back by 2 May"),
              sup("return postage is on you"),
              sup("within 7 working days of the kit reaching our warehouse")],
             ["RMA-DNA-0392", "2 May"],
             "AU-KT-6001-1194 NOT_ACTIVATED, seal intact; RMA-DNA-0392 pending, refund_amount 299.00, return_by "
             "2026-05-02, CUSTOMER_PAID label; kit-returns policy."),
        good("Good news: kit AU-KT-6001-1194 is unopened and unactivated, so you'll get the full RM 299 back. "
             "Return request RMA-DNA-0392 is in. Returns are accepted within 30 days of delivery, and yours "
             "arrived on 2 April. The other kit on the order is activated, so that one can't be refunded.",
             [sup("kit AU-KT-6001-1194 is unopened and unactivated"),
              sup("you'll get the full RM 299 back"),
              sup("Return request RMA-DNA-0392 is in"),
              sup("within 30 days of delivery"),
              sup("yours arrived on 2 April"),
              sup("The other kit on the order is activated"),
              sup("that one can't be refunded")],
             ["RMA-DNA-0392"],
             "delivered_at 2026-04-02 06:15 UTC = 2 April 14:15 MYT; AU-KT-6001-1180 ACTIVATED, not refundable."),
        bad("Hi Arjun! Yes, the unused kit (AU-KT-6001-1180) hasn't been activated, so it qualifies for a full "
            "refund of RM 299.00. I've opened return RMA-DNA-0392 for it. Please post it back by 2 May.",
            [con("the unused kit (AU-KT-6001-1180)", "IDENTIFIER_MISMATCH"),
             sup("it qualifies for a full refund of RM 299.00"),
             sup("I've opened return RMA-DNA-0392 for it"),
             sup("Please post it back by 2 May")],
            ["wrong_id"], ["AU-KT-6001-1180"],
            "AU-KT-6001-1180 is the activated kit; the unopened one on the RMA is AU-KT-6001-1194."),
        bad("Hi Arjun! Return RMA-DNA-0392 is open for your unopened kit, and we'll cover the return postage. Once "
            "it's back, you'll get RM 598.00 refunded.",
            [sup("Return RMA-DNA-0392 is open for your unopened kit"),
             con("we'll cover the return postage", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
             con("you'll get RM 598.00 refunded", "AMOUNT_MISMATCH")],
            ["wrong_policy_condition", "wrong_amount"], ["cover the return postage", "RM 598.00"],
            "Return postage is the customer's unless the kit was faulty (label CUSTOMER_PAID); the RMA refunds one "
            "kit, RM 299.00, not the order's RM 598.00."),
    ],
    repair=fix("Hi Arjun! Your unopened kit AU-KT-6001-1194 qualifies for a full refund of RM 299.00, and return "
               "RMA-DNA-0392 is open. Please send it back by 9 May, postage on your side.",
               [sup("Your unopened kit AU-KT-6001-1194 qualifies for a full refund of RM 299.00"),
                sup("return RMA-DNA-0392 is open"),
                con("Please send it back by 9 May", "DATE_MISMATCH"),
                sup("postage on your side")],
               ["wrong_date"], ["by 9 May"],
               ["2 May|02/05|2/5|May 2|2nd May", "RM 299.00|RM 299|RM299"],
               "return_by is 2026-05-02, 30 days from the 2 April delivery."),
)

# ---------------------------------------------------------------- DN3: health upgrade contents
dn3_ev = [
    rec("get_order#800016120", SRC, {
        "increment_id": "800016120", "state": "processing", "status": "upgrade_processing",
        "created_at": "2026-05-04 12:18:40", "customer_firstname": "Grace", "customer_lastname": "Lau",
        "order_currency_code": "MYR", "base_currency_code": "USD",
        "subtotal": "199.0000", "discount_amount": "-40.0000", "discount_description": "Mother's Day upgrade promo",
        "grand_total": "159.0000", "base_grand_total": "36.1400",
        "items": [{"sku": "DNA-UPG-HEALTH", "name": "Health + Traits upgrade", "qty_ordered": 1, "price": "199.0000",
                   "base_price": "45.2300"}],
        "extension_attributes": {"upgrade": {"original_kit": "AU-KT-5711-0042", "uses_existing_sample": True,
                                             "reports_ready_eta_epoch": epoch_kl("2026-05-07 12:00")}}}),
    pol("policy#health-upgrade",
        "The Health + Traits upgrade adds 30 health predisposition reports, 45 carrier status reports and our "
        "wellness reports. Upgrades use the sample you have already sent, so no new kit is needed. The upgrade "
        "does not include a session with a genetic counsellor; sessions can be booked separately for RM 150.00.",
        revision="v2"),
]

dn3 = dict(
    scenario="health-upgrade", domain=DOMAIN, evidence=dn3_ev, now="2026-05-05T09:00:00+08:00",
    question="I just paid for the health upgrade. What do I get and when?",
    cases=[
        good("Hi Grace! Your Health + Traits upgrade is paid (RM 159.00 after the RM 40 promo) and unlocks 30 health "
             "predisposition reports, 45 carrier status reports and the wellness reports, all from the sample you "
             "already sent, so no new spit tube needed. They should be ready by Thursday, 7 May.",
             [sup("is paid (RM 159.00 after the RM 40 promo)"),
              sup("30 health predisposition reports"),
              sup("45 carrier status reports"),
              sup("and the wellness reports"),
              sup("all from the sample you already sent"),
              sup("no new spit tube needed"),
              sup("ready by Thursday, 7 May")],
             ["RM 159.00", "7 May"],
             "grand_total 159.00 after -40.00 promo; report counts from policy v2; uses_existing_sample true; "
             "reports_ready_eta_epoch Thu 07/05 12:00 MYT."),
        good("You're all set! What's included:\n- 30 health predisposition reports\n- 45 carrier status reports\n"
             "- Wellness reports\nNo new kit needed (we use your existing sample). Reports are due on 07/05. "
             "Genetic counselling isn't part of the upgrade, but you can book a session separately for RM 150.",
             [sup("- 30 health predisposition reports"),
              sup("- 45 carrier status reports"),
              sup("- Wellness reports"),
              sup("No new kit needed (we use your existing sample)"),
              sup("Reports are due on 07/05"),
              sup("Genetic counselling isn't part of the upgrade"),
              sup("book a session separately for RM 150")],
             ["07/05"],
             "Policy v2 contents and the counsellor exclusion at RM 150.00; eta 7 May."),
        bad("Hi Grace! Your Health + Traits upgrade unlocks 30 health predisposition reports, 45 carrier status "
            "reports and the wellness reports, plus a free session with one of our genetic counsellors. They should "
            "be ready by Thursday, 7 May.",
            [sup("unlocks 30 health predisposition reports"),
             sup("45 carrier status reports and the wellness reports"),
             con("plus a free session with one of our genetic counsellors", "NLI_CONTRADICTION"),
             sup("ready by Thursday, 7 May")],
            ["unlisted_perk"], ["free session with one of our genetic counsellors"],
            "Policy v2 says the upgrade does not include a counsellor session (RM 150.00 separately)."),
        bad("Hi Grace! You paid RM 199.00 for the Health + Traits upgrade, which adds 30 health predisposition "
            "reports and 45 carrier status reports. They should be ready by Wednesday, 6 May.",
            [con("You paid RM 199.00", "AMOUNT_MISMATCH"),
             sup("adds 30 health predisposition reports and 45 carrier status reports"),
             con("ready by Wednesday, 6 May", "DATE_MISMATCH")],
            ["wrong_amount", "wrong_date"], ["You paid RM 199.00", "Wednesday, 6 May"],
            "199.00 is the list price; after the -40.00 promo grand_total is 159.00. reports_ready_eta_epoch is "
            "Thursday 7 May."),
    ],
    repair=fix("Hi Grace! Your upgrade is paid (RM 159.00) and adds 40 health predisposition reports, 45 carrier "
               "status reports and wellness reports, using your existing sample. They should be ready by Thursday, "
               "7 May.",
               [sup("Your upgrade is paid (RM 159.00)"),
                con("adds 40 health predisposition reports", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
                sup("45 carrier status reports and wellness reports"),
                sup("using your existing sample"),
                sup("ready by Thursday, 7 May")],
               ["wrong_quantity"], ["40 health predisposition"],
               ["30 health|30 predisposition|thirty health", "RM 159.00|RM 159|RM159"],
               "Policy v2 lists 30 health predisposition reports."),
)

# ---------------------------------------------------------------- DN4: address change refused after dispatch
dn4_ev = [
    rec("get_order#800016555", SRC, {
        "increment_id": "800016555", "state": "processing", "status": "shipped",
        "created_at": "2026-05-16 10:40:02", "customer_firstname": "Ravi", "customer_lastname": "Chandran",
        "order_currency_code": "MYR", "grand_total": "289.0000",
        "items": [{"sku": "DNA-ANC-STD", "name": "Ancestry DNA Kit", "qty_ordered": 1, "qty_shipped": 1,
                   "price": "289.0000", "base_price": "65.6800"}],
        "shipping_address": {"street": ["No. 12, Jalan SS 2/75"], "city": "Petaling Jaya", "postcode": "47300"},
        "extension_attributes": {"shipments": [{"increment_id": "800003901", "created_at": "2026-05-18 07:00:00",
                                                "tracks": [{"track_number": "ER550012384MY", "title": "Pos Laju"}]}]}}),
    refused("update_shipping_address#call-1", "update_shipping_address", "DENY",
            {"order_id": "800016555", "city": "Cyberjaya", "postcode": "63000"},
            reason="SHIPMENT_ALREADY_DISPATCHED"),
    pol("policy#address-changes",
        "We can change a delivery address until the kit is dispatched. After dispatch, you can ask Pos Laju to "
        "redirect the parcel through their app, or collect it from the post office named on the attempt notice. "
        "Parcels that go unclaimed are returned to us after 14 days and reshipped once for RM 12.00."),
]

dn4 = dict(
    scenario="address-change", domain=DOMAIN, evidence=dn4_ev, now="2026-05-19T11:00:00+08:00",
    question="I moved house! Please send kit order 800016555 to my new address in Cyberjaya.",
    cases=[
        good("Hi Ravi, congrats on the new place! I'm afraid I couldn't change the address: your kit was dispatched "
             "yesterday with Pos Laju (ER550012384MY). You can ask Pos Laju to redirect it in their app, or collect "
             "it from the post office named on the attempt notice.",
             [na("congrats on the new place!"),
              sup("I couldn't change the address"),
              sup("your kit was dispatched yesterday with Pos Laju (ER550012384MY)"),
              sup("ask Pos Laju to redirect it in their app"),
              sup("collect it from the post office named on the attempt notice")],
             ["ER550012384MY"],
             "update_shipping_address DENIED (SHIPMENT_ALREADY_DISPATCHED); shipment created 2026-05-18 07:00 UTC = "
             "18/05 15:00 MYT, i.e. yesterday; options from the address-changes policy."),
        good("Sorry Ravi, the address change to Cyberjaya was declined by our system because the kit had already "
             "left us on 18/05. If nobody collects it, the parcel comes back to us after 14 days and we can "
             "reship it once for RM 12.",
             [sup("the address change to Cyberjaya was declined"),
              sup("the kit had already left us on 18/05"),
              sup("comes back to us after 14 days"),
              sup("reship it once for RM 12")],
             ["RM 12"],
             "Refused call DENY with the Cyberjaya args; dispatch 18/05; unclaimed-parcel terms in the policy."),
        bad("Hi Ravi, congrats on the new place! I've updated the delivery address to Cyberjaya, so your kit "
            "(Pos Laju ER550012384MY) will head there instead.",
            [na("congrats on the new place!"),
             con("I've updated the delivery address to Cyberjaya", "NOT_EXECUTED"),
             sup("(Pos Laju ER550012384MY)")],
            ["refused_call_effect"], ["updated the delivery address to Cyberjaya"],
            "update_shipping_address was DENIED; the parcel is still addressed to Petaling Jaya."),
        bad("Sorry Ravi, the kit already went out with Pos Laju (ER550012384MY), so I couldn't change the address. "
            "If it goes unclaimed, it comes back to us after 7 days and we'll reship it free of charge.",
            [sup("the kit already went out with Pos Laju (ER550012384MY)"),
             sup("I couldn't change the address"),
             con("comes back to us after 7 days", "NLI_CONTRADICTION"),
             con("we'll reship it free of charge", "NLI_CONTRADICTION")],
            ["wrong_period", "wrong_policy_condition"], ["after 7 days", "reship it free of charge"],
            "The policy returns unclaimed parcels after 14 days and reships once for RM 12.00."),
    ],
    repair=fix("Hi Ravi! I couldn't switch the address, because your kit was dispatched yesterday at 7 AM with Pos "
               "Laju (ER550012384MY). You can ask Pos Laju to redirect it through their app.",
               [sup("I couldn't switch the address"),
                con("dispatched yesterday at 7 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
                sup("with Pos Laju (ER550012384MY)"),
                sup("ask Pos Laju to redirect it through their app")],
               ["unit_conversion"], ["at 7 AM"],
               ["3 PM|3:00 PM|3pm|15:00|3.00pm|3 p.m.", "ER550012384MY"],
               "The shipment's created_at 07:00:00 is UTC, 3 PM in Kuala Lumpur."),
)

# ---------------------------------------------------------------- DN5: sample failed QC, replacement sent
dn5_ev = [
    rec("get_order#800015988", SRC, {
        "increment_id": "800015988", "state": "processing", "status": "replacement_sent",
        "created_at": "2026-04-09 03:22:51", "customer_firstname": "Mei Fong", "customer_lastname": "Yap",
        "order_currency_code": "MYR", "grand_total": "299.0000",
        "items": [{"sku": "DNA-ANC-STD", "name": "Ancestry DNA Kit", "qty_ordered": 1, "qty_shipped": 1,
                   "price": "299.0000"}],
        "extension_attributes": {
            "kits": [
                {"kit_barcode": "AU-KT-5893-2210", "lab": {"stage": "SAMPLE_FAILED_QC", "qc_reason": "LOW_DNA_YIELD",
                                                          "failed_at": "2026-05-20 08:40:00"}},
                {"kit_barcode": "AU-KT-6120-5501", "replacement_for": "AU-KT-5893-2210", "charge": "0.0000",
                 "shipment": {"created_at": "2026-05-21 03:30:00",
                              "tracks": [{"track_number": "ER551098720MY", "title": "Pos Laju"}]}}],
            "collection_instructions": {"pre_collection_wait": "PT30M",
                                        "avoid": ["EATING", "DRINKING", "SMOKING", "CHEWING_GUM"]}}}),
    pol("policy#failed-samples",
        "Occasionally a sample doesn't contain enough DNA to process. If that happens, we send one replacement "
        "kit free of charge. If the replacement sample also fails, we refund the kit in full."),
]

dn5 = dict(
    scenario="failed-sample", domain=DOMAIN, evidence=dn5_ev, now="2026-05-22T14:00:00+08:00",
    question="Got an email saying my sample failed?? What happens now?",
    cases=[
        good("So sorry, Mei Fong! The lab couldn't get enough DNA from your sample (kit AU-KT-5893-2210), so we've "
             "sent you a free replacement kit, AU-KT-6120-5501, via Pos Laju (ER551098720MY). For the new sample, "
             "please don't eat, drink, smoke or chew gum for 30 minutes beforehand. If the second sample also "
             "fails, you'll get a full refund.",
             [na("So sorry, Mei Fong!"),
              sup("The lab couldn't get enough DNA from your sample (kit AU-KT-5893-2210)"),
              sup("sent you a free replacement kit, AU-KT-6120-5501"),
              sup("via Pos Laju (ER551098720MY)"),
              sup("don't eat, drink, smoke or chew gum for 30 minutes beforehand"),
              sup("you'll get a full refund")],
             ["AU-KT-6120-5501", "30 minutes"],
             "qc_reason LOW_DNA_YIELD on AU-KT-5893-2210; replacement AU-KT-6120-5501 charge 0, shipped with "
             "ER551098720MY; pre_collection_wait PT30M; failed-samples policy."),
        good("Hi! Your first sample didn't have enough DNA for the lab to work with. A replacement kit was shipped "
             "free of charge on 21/05 (Pos Laju ER551098720MY). Tip for round two: wait half an hour after eating "
             "or drinking before you spit.",
             [sup("Your first sample didn't have enough DNA for the lab to work with"),
              sup("A replacement kit was shipped free of charge on 21/05"),
              sup("(Pos Laju ER551098720MY)"),
              sup("wait half an hour after eating or drinking")],
             ["ER551098720MY"],
             "Replacement shipment created 2026-05-21 03:30 UTC = 21/05 11:30 MYT; PT30M wait."),
        bad("So sorry, Mei Fong! The lab couldn't get enough DNA from your first sample, so we've sent your "
            "replacement kit, AU-KT-5893-2210, via Pos Laju (ER551098720MY), free of charge.",
            [na("So sorry, Mei Fong!"),
             sup("The lab couldn't get enough DNA from your first sample"),
             con("your replacement kit, AU-KT-5893-2210", "IDENTIFIER_MISMATCH"),
             sup("via Pos Laju (ER551098720MY), free of charge")],
            ["wrong_role"], ["replacement kit, AU-KT-5893-2210"],
            "AU-KT-5893-2210 is the failed original kit; the replacement is AU-KT-6120-5501."),
        bad("Hi Mei Fong! A free replacement kit is on its way (Pos Laju ER551098720MY). Please wait at least an "
            "hour after eating or drinking before giving the new sample, and results from it take about 2 weeks.",
            [sup("A free replacement kit is on its way (Pos Laju ER551098720MY)"),
             con("wait at least an hour after eating or drinking", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
             ins("results from it take about 2 weeks", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
                 "CLAIM_WITHOUT_TOOL_EVIDENCE")],
            ["wrong_period", "invented_promise"], ["at least an hour", "about 2 weeks"],
            "pre_collection_wait is PT30M; no evidence gives a results time for the new sample."),
    ],
    repair=fix("So sorry, Mei Fong! Your sample (AU-KT-5893-2210) didn't have enough DNA, so a free replacement kit, "
               "AU-KT-6120-5501, is being prepared and will be sent out soon. Please avoid eating, drinking, "
               "smoking or gum for 30 minutes before the new sample.",
               [na("So sorry, Mei Fong!"),
                sup("Your sample (AU-KT-5893-2210) didn't have enough DNA"),
                sup("a free replacement kit, AU-KT-6120-5501"),
                con("is being prepared and will be sent out soon", "RECORD_STATE_MISMATCH"),
                sup("for 30 minutes before the new sample")],
               ["wrong_state"], ["being prepared and will be sent out soon"],
               ["shipped|on its way|ER551098720MY|was sent|been sent|dispatched", "AU-KT-6120-5501"],
               "The replacement's shipment was created 21/05 with tracking ER551098720MY; it is already shipped."),
)

BUNDLES = [dn1, dn2, dn3, dn4, dn5]
