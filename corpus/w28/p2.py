from lib import *

# ---------------------------------------------------------------- B05 student loans: next repayment across two loans
b = Bundle("loan-next-repayment", "student-loan servicer",
           "When is my next payment and how much is it? And what do I owe across both of my loans?",
           [rec("Loan_Account__c#a0F2w00000Qx81bEAB", "crm:query Loan_Account__c", sobj(
               "Loan_Account__c", "a0F2w00000Qx81bEAB", Name="LN-00638214",
               Borrower__r={"attributes": {"type": "Account"}, "Name": "Harriet Lowe"},
               Current_Balance__c=18432.65, CurrencyIsoCode="AUD", Next_Payment_Amount__c=312.4,
               Next_Payment_Due__c="2026-05-20", Payment_Status__c="Current", Autopay_Enrolled__c=True,
               Interest_Rate__c=6.15, Repayment_Plan__c="Standard 10-Year", CreatedDate="2021-02-15T00:00:00.000+0000")),
            rec("Loan_Account__c#a0F2w00000Qx81cEAB", "crm:query Loan_Account__c", sobj(
               "Loan_Account__c", "a0F2w00000Qx81cEAB", Name="LN-00638215",
               Borrower__r={"attributes": {"type": "Account"}, "Name": "Harriet Lowe"},
               Current_Balance__c=6210.0, CurrencyIsoCode="AUD", Next_Payment_Amount__c=145.1,
               Next_Payment_Due__c="2026-05-28", Payment_Status__c="Current", Autopay_Enrolled__c=False,
               Interest_Rate__c=6.4, Repayment_Plan__c="Graduated", CreatedDate="2022-02-14T00:00:00.000+0000")),
            pol("servicing-policy#autopay-late",
                "Borrowers enrolled in autopay receive a 0.25 percentage-point interest rate reduction while payments "
                "draw successfully. Autopay debits occur on the due date; if that falls on a weekend the debit happens "
                "the next business day. A payment more than 15 days late incurs a late fee of A$15.00.", "2025-11")],
           now="2026-05-13T14:20:00+10:00")

b.ok("Dear Harriet, your next payment on loan LN-00638214 is A$312.40, due on Wednesday 20 May 2026, and as you are "
     "enrolled in autopay it will be debited automatically on that date.",
     [S("A$312.40"), S("Wednesday 20 May 2026"), S("enrolled in autopay"), S("debited automatically on that date")],
     ["A$312.40", "20 May 2026"],
     "LN-00638214 Next_Payment_Amount__c 312.4, Next_Payment_Due__c 2026-05-20 (a Wednesday), Autopay_Enrolled__c true; "
     "debit-on-due-date rule from policy.")

b.ok("Hello Harriet — across your two loans, your May repayments come to $457.50: $312.40 on LN-00638214 (due 20 May) "
     "and $145.10 on LN-00638215 (due 28 May).",
     [S("come to $457.50"), S("$312.40 on LN-00638214 (due 20 May)"), S("$145.10 on LN-00638215 (due 28 May)")],
     ["$457.50"],
     "312.40 + 145.10 = 457.50; each amount and due date from its own Loan_Account__c.")

b.ok("Dear Harriet,\nYour account is current. The outstanding balance on LN-00638214 is $18,432.65, and because autopay "
     "is active you receive a 0.25 percentage-point rate reduction. Across both loans you owe $24,642.65.\n"
     "Yours sincerely,\nBorrower Services",
     [S("Your account is current"), S("is $18,432.65"), S("0.25 percentage-point rate reduction"),
      S("you owe $24,642.65"), NA("Yours sincerely")],
     ["$18,432.65", "$24,642.65"],
     "Payment_Status__c Current; 18432.65 + 6210.00 = 24642.65; autopay discount from the policy.")

b.bad("Hi Harriet, your next repayment on LN-00638214 is $145.10, due 28 May.",
      [X("is $145.10", "AMOUNT_MISMATCH"), X("due 28 May", "DATE_MISMATCH")],
      ["other_record_value", "other_record_value"], ["$145.10", "28 May"],
      "145.10 and 28 May belong to the second loan LN-00638215; LN-00638214 is 312.40 due 20 May.")

b.bad("Dear Harriet, together your two loans have a balance of $24,462.65. Your next autopay debit of $312.40 is on "
      "20 May. If a payment is more than 10 days late, a $15 late fee applies.",
      [X("balance of $24,462.65", "AMOUNT_MISMATCH"), S("autopay debit of $312.40 is on 20 May"),
       X("more than 10 days late", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_arithmetic", "wrong_period"], ["$24,462.65", "more than 10 days late"],
      "18432.65 + 6210.00 = 24642.65 (digits transposed); the policy charges the late fee after 15 days.")

b.rep("Dear Harriet, your next payment of A$312.40 is due on 20 May 2026. Because you use autopay, your interest rate "
      "is reduced by 0.5 percentage points.",
      [S("A$312.40 is due on 20 May 2026"), X("reduced by 0.5 percentage points", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_value"], ["0.5 percentage points"], ["0.25", "312.40"],
      "The autopay reduction in the policy is 0.25 percentage points.")

# ---------------------------------------------------------------- B06 student loans: hardship request escalated
b = Bundle("loan-hardship-escalated", "student-loan servicer",
           "I've lost my job. Can you pause my loan repayments?",
           [rec("Loan_Account__c#a0F2w00000Rb4KdEAJ", "crm:query Loan_Account__c", sobj(
               "Loan_Account__c", "a0F2w00000Rb4KdEAJ", Name="LN-00711908",
               Borrower__r={"attributes": {"type": "Account"}, "Name": "Declan Murray"},
               Current_Balance__c=11204.8, CurrencyIsoCode="AUD", Next_Payment_Amount__c=268.0,
               Next_Payment_Due__c="2026-05-22", Days_Past_Due__c=0, Payment_Status__c="Current",
               Forbearance_Months_Used__c=0)),
            rec("Case#5002w00000LqZt3AAF", "crm:query Case", sobj(
               "Case", "5002w00000LqZt3AAF", CaseNumber="00048217", Subject="Hardship forbearance request",
               Status="Escalated", Priority="High", Owner={"attributes": {"type": "Group"}, "Name": "Hardship Team"},
               CreatedDate="2026-05-14T00:52:00.000+0000")),
            rec("Hardship_Application__c#a0G2w00000Ab7YyEAJ", "crm:query Hardship_Application__c", sobj(
               "Hardship_Application__c", "a0G2w00000Ab7YyEAJ", Name="HA-3310", Status__c="Pending Documents",
               Requested_Months__c=6, Documents_Required__c="Recent payslips or Centrelink income statement",
               Case__c="5002w00000LqZt3AAF")),
            refused("apply_forbearance#call-1", "apply_forbearance", "ESCALATE",
                    {"loan_id": "a0F2w00000Rb4KdEAJ", "months": 6}),
            pol("servicing-policy#hardship",
                "Hardship forbearance pauses repayments for up to 6 months at a time, to a maximum of 12 months over "
                "the life of the loan. Interest continues to accrue during forbearance. Applications are decided by the "
                "Hardship Team within 10 business days of receiving complete documents. While an application is being "
                "assessed, no late fees are charged.", "2025-11")],
           now="2026-05-14T11:05:00+10:00")

b.ok("Dear Declan, I'm sorry to hear about your job. I was unable to place your loan into forbearance directly, so I "
     "have escalated your request to our Hardship Team under case 00048217. To proceed, they need recent payslips or a "
     "Centrelink income statement, and they decide applications within 10 business days of receiving complete "
     "documents. While your application is being assessed, no late fees will be charged.",
     [NA("sorry to hear about your job"), S("unable to place your loan into forbearance"),
      S("escalated your request to our Hardship Team"), S("case 00048217"),
      S("recent payslips or a Centrelink income statement"), S("within 10 business days"),
      S("no late fees will be charged")],
     ["00048217", "10 business days"],
     "apply_forbearance was ESCALATED; Case 00048217 Status Escalated; documents from HA-3310; timing and late-fee "
     "rule from the hardship policy.")

b.ok("Hi Declan — your hardship request is with our Hardship Team for review (case 00048217). Please note that if "
     "forbearance is approved, interest still accrues, and a pause can last up to six months at a time.",
     [S("with our Hardship Team for review"), S("interest still accrues"), S("up to six months at a time")],
     ["00048217"],
     "Case owner Hardship Team, Status Escalated; interest and six-month limit from the policy.")

b.ok("Your request to pause repayments has been referred to the Hardship Team rather than applied straight away. Until "
     "they decide, your next repayment of $268.00 is still scheduled for 22 May.",
     [S("referred to the Hardship Team rather than applied"), S("$268.00 is still scheduled for 22 May")],
     ["$268.00", "22 May"],
     "Refused call ESCALATE; Next_Payment_Amount__c 268.0 due 2026-05-22.")

b.bad("Dear Declan, I've paused your repayments for the next six months, so your $268.00 payment due 22 May will not be "
      "taken. Interest will not accrue during this period.",
      [X("paused your repayments for the next six months", "NOT_EXECUTED"),
       XI("will not be taken", "NOT_EXECUTED", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       X("Interest will not accrue", "NLI_CONTRADICTION")],
      ["refused_call_effect", "wrong_policy_condition"],
      ["paused your repayments", "will not be taken", "Interest will not accrue"],
      "apply_forbearance was ESCALATE, not applied; the policy says interest continues to accrue.")

b.bad("Hi Declan, your hardship application has been approved and the team will be in touch. Forbearance can be used "
      "for up to 24 months over the life of the loan.",
      [X("has been approved", "RECORD_STATE_MISMATCH"), X("up to 24 months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_state", "wrong_period"], ["has been approved", "24 months"],
      "HA-3310 Status__c is Pending Documents; the lifetime maximum is 12 months.")

b.rep("Dear Declan, your request has been escalated to our Hardship Team (case 00048217). They will decide within 5 "
      "business days of receiving your payslips or Centrelink income statement.",
      [S("escalated to our Hardship Team"), S("(case 00048217)"),
       X("within 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_period"], ["within 5 business days"], ["10 business days|ten business days", "00048217"],
      "The hardship policy gives 10 business days from complete documents.")

# ---------------------------------------------------------------- B07 student loans: payoff quote
b = Bundle("loan-payoff-quote", "student-loan servicer",
           "I want to pay off my loan in full. How much do I need to send?",
           [rec("Payoff_Quote__c#a0H2w00000Pz3MnEAJ", "crm:query Payoff_Quote__c", sobj(
               "Payoff_Quote__c", "a0H2w00000Pz3MnEAJ", Name="Q-2026-3391",
               Loan_Account__r={"attributes": {"type": "Loan_Account__c"}, "Name": "LN-00591177"},
               Borrower_Name__c="Priyanka Sethi", Payoff_Amount__c=4127.86, Daily_Interest__c=0.68,
               CurrencyIsoCode="AUD", Good_Through_Date__c="2026-05-22", Status__c="Active",
               CreatedDate="2026-05-15T00:31:00.000+0000")),
            rec("Payoff_Quote__c#a0H2w00000Pw8QhEAJ", "crm:query Payoff_Quote__c", sobj(
               "Payoff_Quote__c", "a0H2w00000Pw8QhEAJ", Name="Q-2026-3105",
               Loan_Account__r={"attributes": {"type": "Loan_Account__c"}, "Name": "LN-00591177"},
               Payoff_Amount__c=4388.19, Daily_Interest__c=0.72, CurrencyIsoCode="AUD",
               Good_Through_Date__c="2026-04-30", Status__c="Expired", CreatedDate="2026-04-16T05:12:00.000+0000")),
            pol("servicing-policy#payoff",
                "A payoff quote is valid through its good-through date. Payments received after that date must include "
                "additional daily interest for each extra day. Payoff funds must be sent by BPAY or bank transfer; card "
                "payments are not accepted for payoffs. Once the payoff clears, a loan closure letter is issued within "
                "7 business days.", "2025-11"),
            psg("kb-payments#bpay", "Our BPAY biller code is 774521.\nUse your loan number (LN-...) as the customer "
                "reference number.", "kb:payments")],
           now="2026-05-15T11:00:00+10:00")

b.ok("Dear Priyanka, your current payoff amount for loan LN-00591177 is A$4,127.86, valid through 22 May 2026. Please "
     "pay by BPAY (biller code 774521, reference LN-00591177) or bank transfer; card payments can't be used for a payoff.",
     [S("A$4,127.86"), S("valid through 22 May 2026"), S("biller code 774521"), S("reference LN-00591177"),
      S("card payments can't be used")],
     ["A$4,127.86", "22 May 2026"],
     "Active quote Q-2026-3391: 4127.86 good through 2026-05-22; BPAY details from the KB passage; card rule from policy.")

b.ok("Hi Priyanka — to close your loan, send $4,127.86 by next Friday, 22 May. If it arrives later, daily interest of "
     "$0.68 is added for each extra day. Your closure letter will follow within 7 business days of the payment clearing.",
     [S("send $4,127.86"), S("next Friday, 22 May"), S("daily interest of $0.68"), S("within 7 business days")],
     ["$4,127.86", "$0.68"],
     "now is Friday 15 May, so next Friday is 22 May; Daily_Interest__c 0.68 on the active quote; closure letter rule.")

b.ok("Good afternoon Priyanka. Your quote of $4,127.86 holds until 22 May. If your payment reaches us on 25 May, three "
     "days after the quote expires, the payoff would be $4,129.90.",
     [S("quote of $4,127.86"), S("holds until 22 May"), S("payoff would be $4,129.90")],
     ["$4,129.90"],
     "4127.86 + 3 x 0.68 = 4129.90, per the daily-interest rule.")

b.bad("Dear Priyanka, your payoff amount is A$4,388.19, and you can pay it by BPAY using biller code 774521.",
      [X("A$4,388.19", "AMOUNT_MISMATCH"), S("biller code 774521")],
      ["stale_value"], ["4,388.19"],
      "4388.19 is the Expired quote Q-2026-3105; the active quote is 4127.86.")

b.bad("Hi Priyanka, your quote of $4,127.86 is good through 22 May. You can pay it by credit card over the phone, and if "
      "you pay on 25 May the total would be $4,128.54.",
      [S("quote of $4,127.86"), S("good through 22 May"), X("pay it by credit card", "NLI_CONTRADICTION"),
       X("$4,128.54", "AMOUNT_MISMATCH")],
      ["wrong_policy_condition", "wrong_arithmetic"], ["by credit card", "$4,128.54"],
      "Cards are not accepted for payoffs; three extra days add 3 x 0.68 = 2.04 (4129.90), not one day's 0.68.")

b.rep("Dear Priyanka, the payoff amount for LN-00591177 is A$4,127.86 and is valid until 30 April 2026.",
      [S("A$4,127.86"), X("valid until 30 April 2026", "DATE_MISMATCH")],
      ["stale_value"], ["30 April 2026"], ["22 May|22/05|May 22", "4,127.86"],
      "30 April is the expired quote's good-through date; the active quote runs to 2026-05-22.")

# ---------------------------------------------------------------- B08 student loans: extra payment allocation
b = Bundle("loan-extra-payment", "student-loan servicer",
           "I made an extra $500 payment last week. Where did it go, and does my next payment change?",
           [rec("Loan_Account__c#a0F2w00000Sd6WqEAJ", "crm:query Loan_Account__c", sobj(
               "Loan_Account__c", "a0F2w00000Sd6WqEAJ", Name="LN-00820443",
               Borrower__r={"attributes": {"type": "Account"}, "Name": "Ngaire Holloway"},
               Principal_Balance__c=9541.27, CurrencyIsoCode="AUD", Next_Payment_Amount__c=221.9,
               Next_Payment_Due__c="2026-06-03", Payment_Status__c="Current", Last_Reamortised__c=None)),
            rec("Payment__c#a0J2w00000Ke1RtEAJ", "crm:query Payment__c", sobj(
               "Payment__c", "a0J2w00000Ke1RtEAJ", Name="PMT-5590214", Type__c="Extra Payment",
               Amount__c=500.0, CurrencyIsoCode="AUD", Received_Date__c="2026-05-08", Status__c="Posted",
               Applied_To_Interest__c=41.27, Applied_To_Principal__c=458.73,
               Gateway__c={"provider": "westpac_quickstream", "amount_minor": 50000, "currency": "aud",
                           "settled_at": 1778199300})),
            rec("Payment__c#a0J2w00000Kd8AbEAJ", "crm:query Payment__c", sobj(
               "Payment__c", "a0J2w00000Kd8AbEAJ", Name="PMT-5588032", Type__c="Scheduled Repayment",
               Amount__c=221.9, CurrencyIsoCode="AUD", Received_Date__c="2026-05-03", Status__c="Posted")),
            pol("servicing-policy#extra-payments",
                "Extra payments are applied first to accrued interest, then to principal. An extra payment does not "
                "change the next scheduled due date or amount unless the borrower asks for their repayments to be "
                "re-amortised. Re-amortisation requests can be made once every 12 months.", "2025-11")])

b.ok("Dear Ngaire, thank you for your extra payment of A$500.00, received on 8 May 2026. Of that, A$41.27 covered "
     "accrued interest and A$458.73 went to your principal. Your next scheduled repayment is unchanged at A$221.90, due "
     "3 June 2026.",
     [S("extra payment of A$500.00"), S("received on 8 May 2026"), S("A$41.27 covered accrued interest"),
      S("A$458.73 went to your principal"), S("unchanged at A$221.90"), S("due 3 June 2026")],
     ["A$458.73", "3 June 2026"],
     "PMT-5590214 Amount__c 500.0 received 2026-05-08 with the interest/principal split; loan next payment 221.9 on 2026-06-03.")

b.ok("Hi Ngaire — your $500 payment has been posted: interest first ($41.27), then principal ($458.73), bringing your "
     "principal balance to $9,541.27. If you'd like lower repayments instead, you can ask for your loan to be "
     "re-amortised (once every 12 months).",
     [S("has been posted"), S("interest first ($41.27)"), S("principal ($458.73)"), S("principal balance to $9,541.27"),
      S("once every 12 months")],
     ["$9,541.27"],
     "Status__c Posted; Principal_Balance__c 9541.27; re-amortisation rule from the policy.")

b.bad("Dear Ngaire, your A$500.00 payment was applied in full to your principal. Your next repayment has been reduced to "
      "A$198.40.",
      [X("applied in full to your principal", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
       X("reduced to A$198.40", "AMOUNT_MISMATCH")],
      ["wrong_value", "wrong_amount"], ["applied in full to your principal", "A$198.40"],
      "Only 458.73 went to principal (41.27 to interest); Next_Payment_Amount__c is still 221.9.")

b.bad("Hi Ngaire, we received your extra payment of $500 on 3 May, and your next repayment of $221.90 is due on 3 June.",
      [X("$500 on 3 May", "DATE_MISMATCH"), S("$221.90 is due on 3 June")],
      ["other_record_value"], ["on 3 May"],
      "3 May is the scheduled repayment PMT-5588032; the extra payment was received 2026-05-08.")

b.rep("Dear Ngaire, your extra payment of A$50,000.00 was received on 8 May 2026, and your next repayment of A$221.90 is "
      "still due on 3 June 2026.",
      [X("A$50,000.00", "AMOUNT_MISMATCH"), S("received on 8 May 2026"), S("A$221.90 is still due on 3 June 2026")],
      ["unit_conversion"], ["50,000"], ["500.00|$500|A$500|five hundred", "221.90"],
      "Gateway amount_minor 50000 is cents: Amount__c is 500.0.")
