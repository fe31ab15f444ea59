from common import *

SCENARIO = "intercom-install-slot"
DOMAIN = "intercom installation"
QUESTION = "When is the installer coming to fit our apartment intercom, and can we move the date if needed?"
NOW = "2026-05-22T12:00:00+03:00"

EVIDENCE = [
    rec("get_job#IC-7714", "tool:get_job", {
        "job_ref": "IC-7714", "type": "INSTALLATION", "status": "SCHEDULED",
        "site": {"name": "Bukoto Heights Apartments", "address": "Plot 14, Kisaasi Road, Bukoto", "units": "18"},
        "scope": {"system": "VIDEO_INTERCOM", "door_stations": "1", "indoor_monitors": "18"},
        "appointment": {"window_start": "Tue, 26 May 2026 06:00:00 +0000", "window_end": "Tue, 26 May 2026 09:00:00 +0000",
                        "window": "PT3H", "estimated_duration": "PT6H"},
        "technician": {"id": "TECH-22", "name": "Ivan Tumwesigye", "phone": "+256774551093"},
    }),
    rec("get_job#IC-7690", "tool:get_job", {
        "job_ref": "IC-7690", "type": "SITE_SURVEY", "status": "COMPLETED",
        "completed_at": "Tue, 12 May 2026 08:40:00 +0000", "technician": {"id": "TECH-07", "name": "Moses Okot"},
    }),
    pol("policy#install-appointments", "The technician phones about 30 minutes before arriving. Someone who can open every flat and the "
        "cable risers must be on site for the whole visit. Appointments can be moved free of charge with at least 48 hours' notice; "
        "changes made later than that carry a USh 60,000 call-out fee.", revision="2025-12"),
]

CASES = [
    dict(kind="ok",
         draft="Your intercom installation, job IC-7714, is booked for Tuesday 26 May between 9:00 AM and 12:00 noon. Ivan Tumwesigye will be your "
               "technician and will phone about 30 minutes before he arrives; the work is expected to take around six hours.",
         probes=[S("is booked for Tuesday 26 May between 9:00 AM and 12:00 noon"), S("Ivan Tumwesigye will be your technician"),
                 S("will phone about 30 minutes before he arrives"), S("the work is expected to take around six hours")],
         incl=["9:00 AM", "Ivan Tumwesigye"],
         notes="window 06:00-09:00 UTC = 9:00 AM-12:00 noon Kampala; technician TECH-22; estimated_duration PT6H; policy 30-minute call."),
    dict(kind="ok",
         draft="If you need to move it, tell us by 9:00 AM on Sunday 24 May, 48 hours before the slot, and there's no charge; a later change carries a USh 60,000 call-out fee.",
         probes=[S("tell us by 9:00 AM on Sunday 24 May, 48 hours before the slot, and there's no charge"),
                 S("a later change carries a USh 60,000 call-out fee")],
         incl=["Sunday 24 May", "USh 60,000"],
         notes="Policy: free with 48 hours' notice before the 9:00 AM Tuesday window; USh 60,000 otherwise."),
    dict(kind="ok",
         draft="The installer arrives on 26/05/2026 in the 9 AM to noon window to fit the door station and all 18 flat monitors; please make sure someone can open every flat and the risers.",
         probes=[S("The installer arrives on 26/05/2026 in the 9 AM to noon window"), S("to fit the door station and all 18 flat monitors"),
                 S("someone can open every flat and the risers")],
         incl=["26/05/2026"],
         notes="scope door_stations 1, indoor_monitors 18; policy on access."),
    dict(kind="bad", errors=["wrong_name", "invented_promise"],
         draft="Your installation is booked for Tuesday 26 May between 9:00 AM and 12:00 noon. Moses Okot will carry out the work, "
               "and we'll send you an SMS reminder the evening before.",
         probes=[S("booked for Tuesday 26 May between 9:00 AM and 12:00 noon"),
                 C("Moses Okot will carry out the work", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
                 I("we'll send you an SMS reminder the evening before", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         excl=["Moses Okot will carry out", "SMS reminder the evening before"], incl=[],
         notes="Moses Okot did the site survey (IC-7690); IC-7714's technician is Ivan Tumwesigye. No policy or record promises an SMS reminder."),
    dict(kind="bad", errors=["wrong_policy_condition"],
         draft="Ivan Tumwesigye is booked for Tuesday 26 May, 9:00 AM to 12:00 noon. You can move the appointment free of charge up to 24 hours beforehand.",
         probes=[S("Ivan Tumwesigye is booked for Tuesday 26 May, 9:00 AM to 12:00 noon"),
                 C("free of charge up to 24 hours beforehand", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         excl=["up to 24 hours beforehand"], incl=[],
         notes="The policy requires 48 hours' notice for a free change."),
    dict(kind="repair", errors=["wrong_role"],
         draft="Ivan Tumwesigye will install your intercom on Tuesday 26 May, arriving between 9:00 AM and 12:00 noon, and the job should take about three hours.",
         probes=[S("Ivan Tumwesigye will install your intercom on Tuesday 26 May"), S("arriving between 9:00 AM and 12:00 noon"),
                 C("the job should take about three hours", "VALUE_MISMATCH")],
         excl=["about three hours"], incl=["six hours|6 hours|6 hrs", "Ivan Tumwesigye"],
         notes="Three hours is the arrival window (PT3H); estimated_duration is PT6H."),
]
