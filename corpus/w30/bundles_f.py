"""Home-security monitoring (w30)."""
from write_cases import *

# ---------------------------------------------------------------- H1 monitoring contract
b = Bundle("monitoring-contract", "home-security monitoring",
           "What am I paying each month for my alarm monitoring, and when does the contract end?",
           "2026-03-09T10:00:00+02:00", [
    {"id": "get_service_contract#4400015012", "kind": "record", "source": "tool:erp.get_service_contract",
     "fields": {"d": {"ServiceContract": "4400015012", "ServiceContractType": "ZMON", "LifecycleStatus": "ACTIVE",
                      "ContractStartDate": D(2026, 1, 1), "ContractEndDate": D(2027, 12, 31), "Site": "14 Hibiscus Avenue, Umhlanga",
                      "Items": {"results": [
                          {"Item": "10", "Product": "MON-24H", "Description": "24-hour monitoring", "BillingFrequency": "MONTHLY", "NetAmount": "347.83", "TaxAmount": "52.17"},
                          {"Item": "20", "Product": "ARM-RESP", "Description": "Armed response", "BillingFrequency": "MONTHLY", "NetAmount": "173.91", "TaxAmount": "26.09"}]}}}},
    {"id": "get_service_contract#4400015190", "kind": "record", "source": "tool:erp.get_service_contract",
     "fields": {"d": {"ServiceContract": "4400015190", "ServiceContractType": "ZMON", "LifecycleStatus": "ACTIVE",
                      "ContractStartDate": D(2025, 7, 1), "ContractEndDate": D(2027, 6, 30), "Site": "Plot 9, Ballito holiday unit",
                      "Items": {"results": [{"Item": "10", "Product": "MON-24H-ARM", "Description": "Monitoring with armed response", "BillingFrequency": "MONTHLY", "NetAmount": "391.30", "TaxAmount": "58.70"}]}}}},
    {"id": "contract-policy#mon", "kind": "policy", "revision": "2025-12",
     "text": "Monitoring contracts run for 24 months and renew month to month thereafter. Cancellation requires 30 days' written notice. Annual price adjustments take effect on 1 March and do not exceed CPI plus 2%. Technician call-outs are charged separately unless a maintenance plan is listed on the contract."},
])
b.ok("Good day. Your monitoring contract 4400015012 costs R600.00 per month including VAT: R400.00 for 24-hour monitoring and R200.00 for armed response.",
     [sup("costs R600.00 per month including VAT"), sup("R400.00 for 24-hour monitoring"), sup("R200.00 for armed response")],
     ["R600.00"], "Item 10 347.83 + 52.17 = 400.00; item 20 173.91 + 26.09 = 200.00.")
b.ok("Please note that your contract runs until 31 December 2027, after which it renews month to month. Cancellation requires 30 days' written notice.",
     [sup("runs until 31 December 2027"), sup("renews month to month"), sup("30 days' written notice")],
     ["31 December 2027"], "ContractEndDate 2027/12/31; contract-policy#mon.")
b.bad("Good day. Your monitoring contract 4400015012 costs R600.00 per month, which also includes two free technician call-outs per year.",
      [sup("costs R600.00 per month"), either("includes two free technician call-outs per year", NOEV, NLIC, *NOPOL)],
      ["unlisted_perk"], ["two free technician call-outs"], "No maintenance plan on the contract; policy charges call-outs separately.")
b.bad("Your monitoring contract costs R450.00 per month including VAT. Annual price increases are capped at CPI.",
      [con("costs R450.00 per month", "AMOUNT_MISMATCH"), con("capped at CPI.", NLIC)],
      ["other_record_value", "wrong_policy_condition"], ["R450.00 per month", "capped at CPI."],
      "R450.00 is the Ballito contract 4400015190; the cap is CPI plus 2%.")
b.repair("Your monitoring contract costs R600.00 per month including VAT and runs until 31 December 2026.",
         [sup("R600.00 per month"), con("runs until 31 December 2026", "DATE_MISMATCH")],
         ["wrong_date"], ["31 December 2026"], ["31 December 2027|2027/12/31", "R600|600.00"], "ContractEndDate 2027/12/31.")

# ---------------------------------------------------------------- H2 technician call-out
b = Bundle("callout-fee", "home-security monitoring",
           "My zone 4 sensor keeps faulting. When is the technician coming and do I pay for it?",
           "2026-03-18T16:40:00+02:00", [
    {"id": "get_service_order#7100047733", "kind": "record", "source": "tool:erp.get_service_order",
     "fields": {"d": {"ServiceOrder": "7100047733", "ServiceOrderType": "ZSEC", "Description": "Zone 4 PIR detector fault",
                      "RequestedServiceStartDateTime": T(2026, 3, 20, 14, 0), "OverallStatus": "A", "StatusText": "Not yet processed",
                      "ServiceItems": {"results": [{"Product": "CALLOUT", "Description": "Technician call-out", "NetAmount": "434.78", "TaxAmount": "65.22"}]},
                      "to_WarrantyCheck": {"EquipmentInstalledOn": D(2024, 8, 14), "WarrantyMonths": "12", "InWarranty": False}}}},
    {"id": "callout-policy#3", "kind": "policy", "revision": "2026-01",
     "text": "Call-outs for faults on equipment still under its 12-month installation warranty are free. Outside warranty, a call-out fee of R500 applies, plus parts. Technicians arrive within a two-hour window of the booked time."},
])
b.ok("Good day. A technician will visit on Friday, 20 March at 14:00 to attend to the fault on the zone 4 motion detector.",
     [sup("visit on Friday, 20 March at 14:00"), sup("fault on the zone 4 motion detector")],
     ["20 March", "14:00"], "Start 12:00 UTC = 14:00 SAST on 2026/03/20; PIR = passive infrared motion detector.")
b.ok("Please be advised that, as your equipment was installed on 14 August 2024 and is no longer under its 12-month warranty, a call-out fee of R500.00 applies, plus any parts required.",
     [sup("installed on 14 August 2024"), sup("no longer under its 12-month warranty"), sup("call-out fee of R500.00 applies"), sup("plus any parts required")],
     ["R500.00"], "EquipmentInstalledOn 2024/08/14; InWarranty false; CALLOUT 434.78 + 65.22 = 500.00; policy parts.")
b.bad("Good day. A technician will visit on Friday, 20 March at 14:00. As your equipment is still under warranty, the call-out is free of charge.",
      [sup("Friday, 20 March at 14:00"), con("still under warranty", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
       con("the call-out is free of charge", "AMOUNT_MISMATCH", "VALUE_MISMATCH", NLIC)],
      ["wrong_state", "condition_unmet"], ["still under warranty", "free of charge"],
      "InWarranty false (installed 2024/08/14, 12 months); CALLOUT item R500.00 is on the order.")
b.bad("A technician will visit on 20 March at 12:00, and will arrive within a four-hour window of that time.",
      [con("20 March at 12:00", "DATE_MISMATCH", "VALUE_MISMATCH"), con("four-hour window", NLIC, "VALUE_MISMATCH")],
      ["unit_conversion", "wrong_value"], ["at 12:00", "four-hour window"], "12:00 is UTC (14:00 local); policy gives a two-hour window.")
b.repair("A technician will visit on 20 March at 14:00. As your equipment is outside its warranty, a call-out fee of R550.00 applies.",
         [sup("20 March at 14:00"), sup("outside its warranty"), con("call-out fee of R550.00", "AMOUNT_MISMATCH")],
         ["wrong_amount"], ["R550.00"], ["R500|500.00", "14:00|2 PM|2:00 PM"], "CALLOUT item and policy: R500.00.")

# ---------------------------------------------------------------- H3 cancellation refused
b = Bundle("cancel-contract", "home-security monitoring",
           "Please cancel my alarm monitoring contract from the end of March.",
           "2026-03-09T14:55:00+02:00", [
    {"id": "get_service_contract#4400014420", "kind": "record", "source": "tool:erp.get_service_contract",
     "fields": {"d": {"ServiceContract": "4400014420", "ServiceContractType": "ZMON", "LifecycleStatus": "ACTIVE",
                      "ContractStartDate": D(2025, 6, 1), "ContractEndDate": D(2027, 5, 31), "MinimumTermMonths": "24",
                      "RemainingTermMonthsAt": {"Date": D(2026, 3, 31), "Months": "14"},
                      "Items": {"results": [{"Item": "10", "Product": "MON-24H-ARM", "Description": "Monitoring with armed response", "NetAmount": "478.26", "TaxAmount": "71.74"}]}}}},
    {"id": "get_customer_request#CR-20911", "kind": "record", "source": "tool:crm.get_request",
     "fields": {"Request": "CR-20911", "Type": "CANCELLATION", "ReceivedOn": D(2026, 3, 2), "Status": "ON_HOLD", "Contract": "4400014420"}},
    {"id": "terminate_contract#call-1", "kind": "refused_call", "tool": "terminate_service_contract", "decision": "DENY",
     "args": {"ServiceContract": "4400014420", "EffectiveDate": "2026-03-31"}},
    {"id": "cancel-policy#mon", "kind": "policy", "revision": "2025-12",
     "text": "Contracts may be cancelled with 30 days' written notice once the 24-month minimum term has been served. Cancelling within the minimum term requires settling the remaining monthly fees. If you are relocating outside our service area, only 50% of the remaining fees is payable, with proof of the new address."},
])
b.ok("Thank you for your request. Regrettably, we were unable to cancel contract 4400014420 with effect from 31 March, as the 24-month minimum term runs until 31 May 2027.",
     [na("Thank you for your request."), sup("unable to cancel contract 4400014420"), sup("minimum term runs until 31 May 2027")],
     ["31 May 2027"], "terminate call DENY; MinimumTermMonths 24 from 2025/06/01; ContractEndDate 2027/05/31.")
b.ok("Please note that cancelling early would require settling the remaining 14 monthly fees of R550.00, a total of R7,700.00. Should you be relocating outside our service area, only 50% of that amount is payable, with proof of your new address.",
     [sup("remaining 14 monthly fees of R550.00"), sup("a total of R7,700.00"), sup("only 50% of that amount is payable")],
     ["R7,700.00"], "RemainingTermMonths 14; 478.26 + 71.74 = 550.00; 14 x 550 = 7700; policy relocation rule.")
b.bad("Thank you for your request. Your contract 4400014420 has been cancelled with effect from 31 March.",
      [na("Thank you for your request."), con("has been cancelled with effect from 31 March", "NOT_EXECUTED")],
      ["refused_call_effect"], ["has been cancelled"], "terminate_service_contract was DENIED.")
b.bad("Your minimum term runs until 31 May 2026, so cancelling now would require settling the remaining 14 monthly fees, a total of R6,600.00.",
      [con("runs until 31 May 2026", "DATE_MISMATCH"), sup("remaining 14 monthly fees"), con("a total of R6,600.00", "AMOUNT_MISMATCH")],
      ["wrong_date", "wrong_arithmetic"], ["31 May 2026", "R6,600.00"], "ContractEndDate 2027/05/31; 14 x 550 = R7,700.00.")
b.repair("Your contract 4400014420 has been cancelled with effect from 31 March. Please note that the minimum term runs until 31 May 2027.",
         [con("has been cancelled with effect from 31 March", "NOT_EXECUTED"), sup("minimum term runs until 31 May 2027")],
         ["refused_call_effect"], ["has been cancelled"], ["unable|could not|couldn't|not able|declined|cannot|can't", "31 May 2027"],
         "The termination call was DENIED.")

# ---------------------------------------------------------------- H4 account ids and alarm event
b = Bundle("alarm-account", "home-security monitoring",
           "What is my monitoring account number, did my keyholder change go through, and what happened with the alarm in the early hours of Saturday?",
           "2026-03-09T08:30:00+02:00", [
    {"id": "get_business_partner#1000482215", "kind": "record", "source": "tool:erp.get_business_partner",
     "fields": {"d": {"BusinessPartner": "1000482215", "BusinessPartnerFullName": "Lerato Mokoena", "MonitoringAccount": "MA-77-30418",
                      "Site": {"Address": "12 Protea Road, Durbanville"}, "VerbalPasswordSet": True}}},
    {"id": "get_service_notification#300083002", "kind": "record", "source": "tool:erp.get_maintenance_notification",
     "fields": {"d": {"MaintenanceNotification": "300083002", "NotificationText": "Keyholder update", "SystemStatus": "NOCO",
                      "SystemStatusText": "Notification completed", "CompletedOn": D(2026, 3, 4),
                      "Keyholders": [{"Name": "Lerato Mokoena", "Priority": 1}, {"Name": "Pieter van Wyk", "Priority": 2}]}}},
    {"id": "get_alarm_events#MA-77-30418", "kind": "record", "source": "tool:monitoring.get_events",
     "fields": {"Account": "MA-77-30418", "Events": [
         {"EventTimeUTC": T(2026, 3, 7, 2, 14), "Zone": "3", "ZoneName": "Lounge PIR", "Type": "BURGLARY",
          "Disposition": "FALSE_ALARM_CONFIRMED", "ArmedResponseArrival": "PT11M"}],
                "FalseAlarmsLast30Days": 1}},
    {"id": "false-alarm-policy#1", "kind": "policy", "revision": "2025-12",
     "text": "Please give your verbal password to the control room on every alarm call. Three false alarms within 30 days incur a R350 false-alarm fee."},
])
b.ok("Good day. Your monitoring account number is MA-77-30418, and your keyholder update (reference 300083002) was completed on 4 March.",
     [sup("account number is MA-77-30418"), sup("was completed on 4 March")],
     ["MA-77-30418"], "MonitoringAccount; notification NOCO completed 2026/03/04.")
b.ok("Kindly note that the alarm from zone 3 at 02:14 on 7 March was confirmed as a false alarm, and armed response arrived 11 minutes after the signal. Your keyholders are now Lerato Mokoena first, then Pieter van Wyk.",
     [sup("at 02:14 on 7 March"), sup("confirmed as a false alarm"), sup("arrived 11 minutes after the signal"),
      sup("Lerato Mokoena first, then Pieter van Wyk")],
     ["02:14", "11 minutes"], "Event 00:14 UTC = 02:14 SAST; FALSE_ALARM_CONFIRMED; PT11M; keyholder priorities.")
b.ok("As this is your only false alarm in the last 30 days, no false-alarm fee applies; the R350 fee is charged only after three false alarms within 30 days.",
     [sup("only false alarm in the last 30 days"), sup("no false-alarm fee applies"), sup("only after three false alarms within 30 days")],
     ["R350"], "FalseAlarmsLast30Days 1; policy three within 30 days.")
b.bad("Good day. Your monitoring account number is 300083002, and your keyholder update was completed on 4 March.",
      [con("account number is 300083002", "IDENTIFIER_MISMATCH"), sup("completed on 4 March")],
      ["wrong_role"], ["account number is 300083002"], "300083002 is the keyholder-update notification; the account is MA-77-30418.")
b.bad("The alarm from zone 3 at 00:14 on 7 March was confirmed as a false alarm, and armed response arrived within 15 minutes.",
      [con("at 00:14 on 7 March", "DATE_MISMATCH", "VALUE_MISMATCH"), sup("confirmed as a false alarm"), con("within 15 minutes", "VALUE_MISMATCH")],
      ["unit_conversion", "wrong_value"], ["00:14", "15 minutes"], "00:14 is UTC (02:14 local); arrival PT11M.")
b.repair("Good day. Your monitoring account number is 1000482215, and your keyholder update was completed on 4 March.",
         [con("monitoring account number is 1000482215", "IDENTIFIER_MISMATCH"), sup("completed on 4 March")],
         ["wrong_role"], ["1000482215"], ["MA-77-30418", "4 March"], "1000482215 is the business-partner number; MonitoringAccount is MA-77-30418.")
