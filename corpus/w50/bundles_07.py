# ---- B13 document translation: academic transcripts, courier dispatched, address change refused
b = B("transcript-courier", "document translation",
      "Can you send my translated university transcripts to my new address in Mandeville instead?",
      [
        {"id": "translationJobs#TJ-42011", "kind": "record", "source": "tool:get_translation_job",
         "fields": {"@odata.type": "#lingua.translationJob", "id": "TJ-42011", "documentType": "ACADEMIC_TRANSCRIPT", "certification": "CERTIFIED",
                    "sourceLanguage": "pt-BR", "targetLanguage": "en-JM", "copies": 2, "status": "DISPATCHED",
                    "shipment": {"carrier": "ISLANDWIDE_COURIER", "trackingNumber": "IWC-5503918", "state": "IN_TRANSIT",
                                 "shippedDateTime": TZ("2026-07-20T11:45:00.0000000"), "estimatedDelivery": "2026-07-22",
                                 "destination": {"city": "Ocho Rios", "parish": "St. Ann"}}}},
        {"id": "translationJobs#TJ-41877", "kind": "record", "source": "tool:get_translation_job",
         "fields": {"@odata.type": "#lingua.translationJob", "id": "TJ-41877", "documentType": "DIPLOMA", "copies": 1,
                    "status": "COLLECTED", "shipment": None}},
        {"id": "update_address#call-3", "kind": "refused_call", "tool": "update_shipment_address", "decision": "DENY",
         "args": {"trackingNumber": "IWC-5503918", "city": "Mandeville", "parish": "Manchester"}},
        {"id": "policy#delivery", "kind": "policy", "revision": "v3",
         "text": "Delivery addresses can be changed free of charge until the courier collects the package. Once a package is in transit, the address cannot be changed by us; the client may arrange a redirect directly with the carrier. Certified copies sent by courier require a signature on delivery."},
      ], now="2026-07-21T09:10:00-05:00")
ok(b, "Good morning. We regret that we are unable to change the delivery address: your two certified copies (job TJ-42011) left our office on July 20 at 11:45 AM and are in transit to Ocho Rios, St. Ann, under Islandwide Courier tracking number IWC-5503918. You may arrange a redirect directly with the carrier.",
   [S("unable to change the delivery address"), S("two certified copies"), S("left our office on July 20 at 11:45 AM"), S("in transit to Ocho Rios, St. Ann"), S("tracking number IWC-5503918"), S("arrange a redirect directly with the carrier")],
   ["IWC-5503918", "Ocho Rios"], "shipment IN_TRANSIT; update_shipment_address DENY; policy redirect with carrier.")
ok(b, "Dear Client,\nYour package is on its way and is expected tomorrow, July 22. A signature will be required on delivery. As the package is already in transit, we cannot alter the address ourselves.\nYours faithfully,\nDispatch Office",
   [S("package is on its way"), S("expected tomorrow, July 22"), S("signature will be required on delivery"), S("we cannot alter the address ourselves")],
   ["July 22"], "now 7/21; estimatedDelivery 2026-07-22; policy.")
ok(b, "Address change declined; parcel IWC-5503918 is in transit and due 7/22/2026.",
   [S("Address change declined"), S("parcel IWC-5503918 is in transit"), S("due 7/22/2026")],
   ["7/22/2026"], "DENY; shipment.")
bad(b, "Good morning. We have updated the delivery address to Mandeville, Manchester, for tracking number IWC-5503918, and your two certified copies should arrive tomorrow.",
   [NX("updated the delivery address to Mandeville"), S("tracking number IWC-5503918"), S("two certified copies should arrive tomorrow")],
   ["refused_call_effect"], ["updated the delivery address to Mandeville"], "update_shipment_address DENY.")
bad(b, "Your transcripts were collected from our office, so no courier change is needed. Addresses can be changed free of charge at any time before delivery.",
   [C("transcripts were collected from our office", ST), C("changed free of charge at any time before delivery", POL)],
   ["other_record_value", "wrong_policy_condition"], ["collected from our office", "at any time before delivery"], "COLLECTED is the diploma job TJ-41877; transcripts are IN_TRANSIT. Policy: only until courier collects.")
rep(b, "Your transcripts are in transit with Islandwide Courier under IWC-5503918, expected on July 22. We have redirected them to Mandeville for you.",
   [S("in transit with Islandwide Courier under IWC-5503918"), S("expected on July 22"), NX("redirected them to Mandeville")],
   ["refused_call_effect"], ["redirected them to Mandeville"], ["could not|couldn't|unable|not able|cannot|declined|carrier", "IWC-5503918"], "DENY; policy says client redirects with the carrier.")

# ---- B14 sign-language interpreting: VRI minutes bundle
b = B("vri-minutes-bundle", "sign-language interpreting",
      "How many video remote interpreting minutes do we have left this month, and are evening calls extra?",
      [
        {"id": "subscriptions#VRI-SUB-218", "kind": "record", "source": "tool:get_subscription",
         "fields": {"@odata.context": "https://api.signbridge.jm/v1.0/$metadata#subscriptions/$entity",
                    "@odata.type": "#vri.subscription", "id": "VRI-SUB-218", "plan": "VRI_BUSINESS_600", "includedPerCycle": "PT10H",
                    "cycle": {"start": "2026-08-01", "end": "2026-08-31"}, "usedThisCycle": "PT8H20M",
                    "overageRate": {"amount": "95.00", "currency": "JMD", "per": "MINUTE"}, "features": ["JSL", "ASL", "SCHEDULED_AND_ON_DEMAND"]}},
        {"id": "subscriptions#VRI-SUB-218-prev", "kind": "record", "source": "tool:get_subscription_history",
         "fields": {"@odata.type": "#vri.subscriptionCycle", "cycle": {"start": "2026-07-01", "end": "2026-07-31"}, "plan": "VRI_BUSINESS_300",
                    "includedPerCycle": "PT5H", "usedThisCycle": "PT5H40M", "overageBilled": {"amount": "3800.00", "currency": "JMD"}}},
        {"id": "policy#vri", "kind": "policy", "revision": "v2",
         "text": "Unused minutes do not roll over to the next cycle. On-demand calls between 7:00 PM and 7:00 AM, and on public holidays, are charged at 1.5 times the standard per-minute rate and count against included minutes at the normal rate. Overage is billed at the plan's per-minute rate at the end of the cycle."},
      ], now="2026-08-24T13:00:00-05:00")
ok(b, "Good afternoon. Of the 600 minutes included in your plan this cycle, 500 have been used, leaving 100 minutes until the cycle closes on August 31. Please note that unused minutes do not roll over.",
   [S("600 minutes included in your plan this cycle"), S("500 have been used"), S("leaving 100 minutes"), S("cycle closes on August 31"), S("unused minutes do not roll over")],
   ["100 minutes"], "PT10H = 600 min; PT8H20M = 500 min; policy.")
ok(b, "Dear Client,\n\nYou have one hour and forty minutes remaining this month. On-demand calls between 7:00 PM and 7:00 AM are charged at one and a half times the standard rate, and any overage is billed at J$95.00 per minute at the end of the cycle.\n\nRespectfully,\nVRI Accounts",
   [S("one hour and forty minutes remaining"), S("between 7:00 PM and 7:00 AM are charged at one and a half times"), S("J$95.00 per minute")],
   ["J$95.00"], "600-500 = 100 min = 1h40; policy; overageRate 95.00.")
ok(b, "Remaining: 100 min (plan VRI_BUSINESS_600, JSL and ASL, scheduled and on-demand).",
   [S("Remaining: 100 min"), S("JSL and ASL, scheduled and on-demand")],
   ["100 min"], "Subscription features.")
bad(b, "Good afternoon. Of the 600 minutes included in your plan this cycle, 492 have been used, leaving 108 minutes until the cycle closes on August 31. Please note that unused minutes do not roll over.",
   [S("600 minutes included in your plan this cycle"), C("492 have been used", VAL), C("leaving 108 minutes", VAL), S("unused minutes do not roll over")],
   ["unit_conversion", "unit_conversion"], ["492 have been used", "leaving 108 minutes"], "PT8H20M misread as 8.20 decimal hours (492 min); it is 500 minutes, so 100 remain.")
bad(b, "You have 100 minutes left this cycle, and last month's overage of J$3,800.00 will be added to this invoice. Evening calls are included at the standard rate on your plan.",
   [S("100 minutes left this cycle"), IR("will be added to this invoice"), C("Evening calls are included at the standard rate", POL)],
   ["invented_fact", "wrong_policy_condition"], ["added to this invoice", "included at the standard rate"], "History only says July overage billed 3800; nothing says it goes on this invoice. Policy: 1.5x between 7 PM and 7 AM.")
rep(b, "You have used 500 of your 600 minutes, so 100 remain. Any unused minutes will roll over into September.",
   [S("used 500 of your 600 minutes"), S("100 remain"), C("unused minutes will roll over into September", POL)],
   ["wrong_policy_condition"], ["will roll over"], ["do not roll over|don't roll over|not roll over|not carried|expire", "100"], "Policy: unused minutes do not roll over.")
rep(b, "Your plan includes 300 minutes per cycle; you have used 500 minutes so far this month. Evening on-demand calls cost 1.5 times the standard rate.",
   [C("plan includes 300 minutes per cycle", VAL), S("used 500 minutes so far"), S("1.5 times the standard rate")],
   ["stale_value"], ["300 minutes per cycle"], ["600 minutes|600 min|ten hours|10 hours", "500"], "300 is July's plan; current plan PT10H = 600 min.")
