from common import *

SCENARIO = "overflow-trigger-change"
DOMAIN = "call-centre overflow"
QUESTION = "Please change our overflow so calls come to you after 30 seconds instead of 45, starting today."
NOW = "2026-05-11T10:30:00+03:00"

EVIDENCE = [
    rec("get_routing_config#RC-Mbarara", "tool:get_routing_config", {
        "client": {"name": "Mbarara Water Utility Helpline"}, "config_sid": "RCd2f8a4c0e6b1d3f5a7c9e0b2d4f6a8c13",
        "overflow_trigger": {"queue_depth": "8", "max_wait": "PT45S"},
        "coverage": {"days": "MON-SAT", "start_local": "08:00", "end_local": "20:00", "timezone": "Africa/Kampala"},
        "assigned_agents": "6", "last_modified": "Fri, 06 Feb 2026 10:00:00 +0000",
    }),
    rec("get_change_request#CR-2231", "tool:get_change_request", {
        "change_request": "CR-2231", "status": "PENDING_APPROVAL", "requested": {"max_wait": "PT30S"},
        "volume_impact_estimate": "+34%", "requires": "CONTRACT_AMENDMENT", "date_created": "Mon, 11 May 2026 07:18:00 +0000",
    }),
    refused("update_routing_config#call-1", "update_routing_config", "ESCALATE",
            {"config_sid": "RCd2f8a4c0e6b1d3f5a7c9e0b2d4f6a8c13", "overflow_trigger.max_wait": "PT30S"}),
    pol("policy#overflow-changes", "Routine changes to overflow routing take effect within one working day of the request. A change to the "
        "overflow triggers that is expected to raise the overflow volume by more than 20% needs a contract amendment signed by both "
        "sides before it goes live. Coverage hours can be extended for public holidays on request.", revision="contract-2025"),
]

CASES = [
    dict(kind="ok",
         draft="At the moment, calls overflow to us once 8 are waiting in your queue or a caller has waited 45 seconds. I wasn't able to switch to 30 seconds "
               "directly: it's been passed to our account team as change request CR-2231, because a change expected to raise overflow volume by more than "
               "20% needs a contract amendment signed by both sides.",
         probes=[S("once 8 are waiting in your queue or a caller has waited 45 seconds"), S("I wasn't able to switch to 30 seconds directly"),
                 S("passed to our account team as change request CR-2231"),
                 S("a change expected to raise overflow volume by more than 20% needs a contract amendment signed by both sides")],
         incl=["CR-2231", "45 seconds"],
         notes="overflow_trigger queue_depth 8, max_wait PT45S; update_routing_config ESCALATE; CR-2231 PENDING_APPROVAL, requires CONTRACT_AMENDMENT; policy 20% rule."),
    dict(kind="ok",
         draft="Your overflow cover runs Monday to Saturday, 8:00 AM to 8:00 PM, with six agents assigned. The 30-second change is estimated to add about 34% to overflow volume, so it's awaiting approval.",
         probes=[S("Your overflow cover runs Monday to Saturday, 8:00 AM to 8:00 PM"), S("with six agents assigned"),
                 S("estimated to add about 34% to overflow volume"), S("it's awaiting approval")],
         incl=["8:00 PM", "34%"],
         notes="coverage MON-SAT 08:00-20:00; assigned_agents 6; CR-2231 volume_impact_estimate +34%, PENDING_APPROVAL."),
    dict(kind="bad", errors=["refused_call_effect"],
         draft="Done: from today, calls will overflow to us after 30 seconds instead of 45. Your cover hours stay Monday to Saturday, 8:00 AM to 8:00 PM.",
         probes=[C("from today, calls will overflow to us after 30 seconds", "NOT_EXECUTED"),
                 S("Your cover hours stay Monday to Saturday, 8:00 AM to 8:00 PM")],
         excl=["from today, calls will overflow to us after 30 seconds"], incl=[],
         notes="update_routing_config was escalated, not applied; CR-2231 is pending approval."),
    dict(kind="bad", errors=["wrong_value", "wrong_policy_condition"],
         draft="Your overflow currently starts when 10 calls are queued or after 45 seconds. Any change to the overflow triggers needs a signed contract amendment, "
               "so I've logged it as CR-2231 for approval.",
         probes=[C("starts when 10 calls are queued", "VALUE_MISMATCH"), S("or after 45 seconds"),
                 C("Any change to the overflow triggers needs a signed contract amendment", "NLI_CONTRADICTION"),
                 S("I've logged it as CR-2231 for approval")],
         excl=["10 calls are queued", "Any change to the overflow triggers needs"], incl=[],
         notes="queue_depth is 8. The policy needs an amendment only when volume rises by more than 20%; routine changes take a working day."),
    dict(kind="repair", errors=["wrong_value"],
         draft="Your overflow cover runs Monday to Friday, 8:00 AM to 8:00 PM. The 30-second change couldn't be made straight away and is waiting for approval as CR-2231.",
         probes=[C("runs Monday to Friday", "VALUE_MISMATCH"), S("8:00 AM to 8:00 PM"),
                 S("The 30-second change couldn't be made straight away"), S("waiting for approval as CR-2231")],
         excl=["Monday to Friday"], incl=["Saturday|MON-SAT|Mon-Sat", "CR-2231"],
         notes="coverage.days is MON-SAT."),
]
