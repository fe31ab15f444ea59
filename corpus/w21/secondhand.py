from common import *

D = "second-hand goods marketplace"
BUNDLES = []

# ---------------------------------------------------------------- S1 not-as-described claim, partial refund offer (EUR)
MAD = "Europe/Madrid"
b = Bundle(D, "camera-nad-claim",
           "The camera has a scratched sensor that wasn't in the listing. What are my options?",
           [rec("get_order#RL-40318", "tool:get_order", {
               "order_id": "RL-40318", "buyer": {"name": "Lucía Navarro", "timezone": MAD},
               "seller": {"username": "retro_lens_bcn"},
               "item": {"title": "Fujifilm X-T20 body (used)", "condition_listed": "VERY_GOOD"},
               "price": 21500, "shipping": 690, "buyer_protection_fee": 1075, "total_paid": 23265, "currency": "EUR",
               "state": "IN_ESCROW", "delivered_at": ep("2026-05-04T13:12", MAD)}),
            rec("get_claim#CLM-2207", "tool:get_claim", {
                "claim_id": "CLM-2207", "order_id": "RL-40318", "type": "NOT_AS_DESCRIBED",
                "state": "SELLER_OFFERED_PARTIAL_REFUND", "opened_at": ep("2026-05-05T09:30", MAD),
                "seller_offer": {"amount": 4000, "currency": "EUR", "expires_at": ep("2026-05-09T09:30", MAD)},
                "escalation_available_from": ep("2026-05-08T09:30", MAD)}),
            rec("get_order#RL-39950", "tool:get_order", {
                "order_id": "RL-39950", "item": {"title": "XF 35mm f/2 lens"}, "total_paid": 6400, "currency": "EUR",
                "state": "COMPLETED"}),
            pol("buyer-protection#nad",
                "If an item is significantly not as described, open a claim within 2 days of delivery. "
                "The payment stays in escrow until the claim is closed. The seller may offer a partial refund, which you "
                "can accept or decline. If you decline, or no agreement is reached after 3 days, you can ask Relooped to "
                "step in. For a not-as-described return, the seller pays return shipping, and the full amount, including "
                "the Buyer Protection fee, is refunded once the seller confirms receipt of the return.", "2026-02")],
           now="2026-05-07T18:00:00+02:00")
b.ok("Hi Lucía, your claim CLM-2207 for order RL-40318 is open, and the seller has offered a partial refund of €40.00. "
     "You can accept or decline it; the offer is valid until Saturday, May 9 at 09:30. If you decline or can't agree, you can "
     "ask Relooped to step in from tomorrow morning (May 8, 09:30). Your payment of €232.65 stays in escrow until the claim is closed.",
     [s("your claim CLM-2207 for order RL-40318"), s("offered a partial refund of €40.00"), s("You can accept or decline it"),
      s("valid until Saturday, May 9 at 09:30"), s("ask Relooped to step in from tomorrow morning"),
      s("Your payment of €232.65 stays in escrow")],
     ["€40.00", "€232.65"], "claim state SELLER_OFFERED_PARTIAL_REFUND, offer 4000 EUR expiring 9 May 09:30; escalation from 8 May 09:30 (now is 7 May); total_paid 23265.")
b.ok("Your options on claim CLM-2207:\n- Accept the seller's €40.00 partial refund (offer open until 9 May).\n"
     "- Return the camera instead: the seller pays return shipping, and you get the full €232.65 back, including the "
     "€10.75 Buyer Protection fee, once the seller confirms they've received it.\n"
     "- Ask Relooped to step in if you can't reach an agreement.",
     [s("€40.00 partial refund (offer open until 9 May)"), s("the seller pays return shipping"),
      s("you get the full €232.65 back"), s("€10.75 Buyer Protection fee"), s("once the seller confirms they've received it"),
      s("Ask Relooped to step in")],
     ["€232.65", "€40.00"], "Offer and expiry from the claim; total_paid 23265 and buyer_protection_fee 1075 from the order; return terms from the policy.")
b.bad("Hi Lucía, the seller has offered a partial refund of €40.00 on claim CLM-2207. Your payment of €64.00 stays in escrow "
      "until the claim is closed. If you send the camera back instead, you'll need to pay the return shipping yourself.",
      [s("partial refund of €40.00"), c("Your payment of €64.00", AM), c("pay the return shipping yourself", NLIC)],
      ["other_record_value", "wrong_policy_condition"], ["€64.00", "return shipping yourself"],
      "€64.00 is the total of the other order RL-39950; the policy makes the seller pay return shipping for a not-as-described return.")
b.bad("Hi Lucía, the seller has offered €40.00 back on CLM-2207, which you can accept or decline. If you return the camera, "
      "your refund would be €221.90, since the Buyer Protection fee isn't refundable.",
      [s("offered €40.00 back"), c("your refund would be €221.90", AM, NLIC), c("Buyer Protection fee isn't refundable", NLIC)],
      ["wrong_amount", "wrong_policy_condition"], ["€221.90", "isn't refundable"],
      "Policy: the full amount including the Buyer Protection fee is refunded, i.e. €232.65.")
b.fix("Hi Lucía, the seller has offered a partial refund of €40.00 on claim CLM-2207. The offer is valid until Friday, May 8 at 09:30, "
      "and your €232.65 stays in escrow until the claim is closed.",
      [s("partial refund of €40.00"), c("valid until Friday, May 8 at 09:30", DM), s("your €232.65 stays in escrow")],
      ["wrong_date"], ["Friday, May 8"], ["May 9|9 May|Saturday"], ["€40.00", "€232.65"],
      "seller_offer.expires_at is 9 May 09:30 Madrid; 8 May is when escalation opens.")
BUNDLES.append(b)

# ---------------------------------------------------------------- S2 seller balance, two sales (USD)
NY = "America/New_York"
b = Bundle(D, "jacket-turntable-balance",
           "I sold a jacket and a turntable. Why is only part of my money available?",
           [rec("get_seller_balance#SL-7720", "tool:get_seller_balance", {
               "seller_id": "SL-7720", "name": "Darnell Brooks", "currency": "USD", "available": 8640, "pending": 15930,
               "next_payout": {"amount": 8640, "scheduled_for": ep("2026-02-20T06:00", NY), "method": "DEBIT_CARD",
                               "card_last4": "2209"}}),
            rec("list_sales#SL-7720", "tool:list_sales", {"sales": [
                {"order_id": "RL-51102", "item": "Levi's trucker jacket", "price": 9600, "fee_percent": "10.0",
                 "fee_amount": 960, "net": 8640, "state": "COMPLETED", "completed_at": ep("2026-02-14T10:22", NY)},
                {"order_id": "RL-51377", "item": "Audio-Technica turntable", "price": 17700, "fee_percent": "10.0",
                 "fee_amount": 1770, "net": 15930, "state": "DELIVERED_AWAITING_CONFIRMATION",
                 "delivered_at": ep("2026-02-17T15:40", NY), "auto_confirm_at": ep("2026-02-19T15:40", NY)}]}),
            pol("seller-payouts#release",
                "Money from a sale moves to your available balance once the buyer confirms the item is OK, or automatically "
                "2 days after delivery if the buyer does nothing. If the buyer opens a claim in that window, the money stays "
                "pending until the claim closes. Relooped's seller fee is 10% of the item price; shipping is not charged a fee. "
                "Available balances are paid out every Friday.", "v5")],
           now="2026-02-18T11:00:00-05:00")
b.ok("Hi Darnell, the jacket sale (RL-51102) is complete, so its $86.40 is in your available balance and will be paid out on "
     "Friday, February 20 to your card ending 2209. The turntable (RL-51377) was delivered yesterday and is waiting for the buyer "
     "to confirm; its $159.30 stays pending until they do, or until February 19 at 3:40 PM, when it's confirmed automatically.",
     [s("the jacket sale (RL-51102) is complete"), s("its $86.40 is in your available balance"),
      s("paid out on Friday, February 20"), s("card ending 2209"), s("was delivered yesterday"),
      s("waiting for the buyer to confirm"), s("its $159.30 stays pending"), s("February 19 at 3:40 PM")],
     ["$86.40", "$159.30"], "RL-51102 COMPLETED net 8640 = available; next_payout 20 Feb, last4 2209; RL-51377 delivered 17 Feb (now 18 Feb), auto_confirm 19 Feb 15:40 ET.")
b.ok("Both sales carried the 10% seller fee: $9.60 on the jacket and $17.70 on the turntable. Together they net you $245.70, "
     "of which $86.40 is available now and $159.30 is pending the buyer's confirmation.",
     [s("$9.60 on the jacket"), s("$17.70 on the turntable"), s("Together they net you $245.70"),
      s("$86.40 is available now"), s("$159.30 is pending")],
     ["$245.70"], "fee_amount 960 and 1770; nets 8640 + 15930 = 24570.")
b.ok("Your turntable money isn't lost: funds move to your available balance once the buyer confirms, or automatically two days "
     "after delivery. That happens on 19/02 for the turntable, and available balances are paid out every Friday.",
     [s("once the buyer confirms, or automatically two days after delivery"), s("That happens on 19/02"),
      s("paid out every Friday")],
     ["19/02"], "Policy release rule; auto_confirm_at 2026-02-19; weekly Friday payouts.")
b.bad("Both sales carried the 10% fee: $9.60 on the jacket and $17.70 on the turntable. Together they net you $235.70. "
      "Your available $86.40 will be paid to the card ending 7720 on Friday.",
      [s("$9.60 on the jacket"), s("$17.70 on the turntable"), c("net you $235.70", AM), s("Your available $86.40"),
       c("card ending 7720", IM)],
      ["wrong_arithmetic", "wrong_role"], ["$235.70", "ending 7720"],
      "86.40 + 159.30 = 245.70; 7720 is the seller id, the card's last4 is 2209.")
b.bad("Hi Darnell, both of your sales are now complete, and $86.40 is available for Friday's payout. "
      "Note that the 10% seller fee also applies to the shipping you charged.",
      [c("both of your sales are now complete", RSM), s("$86.40 is available"), c("also applies to the shipping", NLIC)],
      ["wrong_state", "wrong_policy_condition"], ["both of your sales are now complete", "also applies to the shipping"],
      "RL-51377 is DELIVERED_AWAITING_CONFIRMATION; the policy says shipping is not charged a fee.")
b.fix("Hi Darnell, the jacket sale is complete and its $86.40 will be paid out on Friday, February 20. "
      "The turntable's $1,593.00 stays pending until the buyer confirms, or automatically on February 19.",
      [s("its $86.40 will be paid out"), s("Friday, February 20"), c("$1,593.00 stays pending", AM), s("automatically on February 19")],
      ["unit_conversion"], ["$1,593.00"], ["$159.30|159.30"], ["$86.40", "February 19"],
      "net/pending 15930 cents = $159.30.")
BUNDLES.append(b)

# ---------------------------------------------------------------- S3 JPY auto-cancel refund
b = Bundle(D, "jpy-autocancel-refund",
           "My order was cancelled. Where's my money?",
           [rec("get_order#RL-J8821", "tool:get_order", {
               "order_id": "RL-J8821", "buyer": {"name": "Yuki Tanaka", "timezone": "Asia/Tokyo"},
               "item": {"title": "Le Creuset round casserole 20cm (used)"}, "price": 7800, "shipping": 1000,
               "total_paid": 8800, "currency": "JPY", "state": "CANCELLED_SELLER_DID_NOT_SHIP",
               "purchased_at": ep("2026-06-28T09:00", "Asia/Tokyo"), "cancelled_at": ep("2026-07-03T09:00", "Asia/Tokyo"),
               "refund": {"refund_id": "RF-66120", "amount": 8800, "state": "PROCESSING", "method": "CREDIT_CARD",
                          "initiated_at": ep("2026-07-03T09:01", "Asia/Tokyo")}}),
            rec("get_order#RL-J8790", "tool:get_order", {
                "order_id": "RL-J8790", "item": {"title": "Hasami porcelain mug set"}, "total_paid": 3200, "currency": "JPY",
                "state": "SHIPPED", "tracking": "JP-YM-448120336"}),
            pol("cancellations#no-ship",
                "If the seller has not shipped within 5 days of purchase, the order is cancelled automatically and the buyer "
                "is refunded in full. Card refunds take 3-7 business days to appear, depending on the card issuer. "
                "Refunds to Relooped Wallet are instant. A refund that has been initiated cannot be redirected to a "
                "different payment method.", "v2")])
b.ok("Hello Yuki, order RL-J8821 was cancelled automatically because the seller didn't ship it in time, and your full ¥8,800 "
     "refund is being processed to your credit card. Card refunds usually appear within 3-7 business days, depending on your card issuer.",
     [s("was cancelled automatically because the seller didn't ship it"), s("full ¥8,800 refund is being processed"),
      s("to your credit card"), s("within 3-7 business days")],
     ["¥8,800", "3-7 business days"], "state CANCELLED_SELLER_DID_NOT_SHIP; refund 8800 JPY PROCESSING to CREDIT_CARD; timing from the policy.")
b.ok("Refund RF-66120 for ¥8,800 (the ¥7,800 casserole plus ¥1,000 shipping) was started on July 3 and is in progress. "
     "It's going back to the card you paid with, and once a refund has started it can't be switched to another method. "
     "Your other order, RL-J8790, has shipped and isn't affected.",
     [s("Refund RF-66120 for ¥8,800"), s("the ¥7,800 casserole plus ¥1,000 shipping"), s("was started on July 3"),
      s("is in progress"), s("going back to the card you paid with"), s("can't be switched to another method"),
      s("RL-J8790, has shipped")],
     ["RF-66120", "¥8,800"], "refund.initiated_at 3 Jul, state PROCESSING; price/shipping split; RL-J8790 SHIPPED.")
b.bad("Hello Yuki, order RL-J8821 was cancelled because the seller didn't ship in time, and your full ¥88.00 refund is on its way "
      "to your credit card. Refunds to cards are instant, so you should already see it.",
      [s("seller didn't ship in time"), c("full ¥88.00 refund", AM), c("Refunds to cards are instant", NLIC)],
      ["unit_conversion", "wrong_policy_condition"], ["¥88.00", "Refunds to cards are instant"],
      "JPY has no minor unit: 8800 = ¥8,800; the policy says card refunds take 3-7 business days (only Wallet refunds are instant).")
b.bad("Hello Yuki, your ¥8,800 refund for order RL-J8821 has been completed. If you'd prefer, we can move it to your Relooped "
      "Wallet so it arrives instantly.",
      [s("your ¥8,800 refund for order RL-J8821"), c("has been completed", RSM),
       c("we can move it to your Relooped Wallet", NLIC)],
      ["wrong_state", "invented_promise"], ["has been completed", "move it to your Relooped Wallet"],
      "refund.state is PROCESSING; the policy says an initiated refund cannot be redirected.")
b.fix("Hello Yuki, order RL-J8821 was cancelled automatically because the seller didn't ship within 5 days, and your refund of ¥3,200 "
      "is being processed to your credit card. It should appear within 3-7 business days.",
      [s("didn't ship within 5 days"), c("your refund of ¥3,200", AM), s("being processed to your credit card"),
       s("within 3-7 business days")],
      ["other_record_value"], ["¥3,200"], ["¥8,800|8,800"], ["3-7 business days"],
      "¥3,200 is the total of the other order RL-J8790; RL-J8821's refund.amount is 8800.")
BUNDLES.append(b)

# ---------------------------------------------------------------- S4 KWD local pickup
KWI = "Asia/Kuwait"
b = Bundle(D, "kwd-table-pickup",
           "I paid for the dining table. How does the pickup work and what exactly did I pay?",
           [rec("get_order#RL-K3309", "tool:get_order", {
               "order_id": "RL-K3309", "buyer": {"name": "Fahad Al-Mutairi", "timezone": KWI},
               "seller": {"username": "noura_home_q8"}, "item": {"title": "Solid oak dining table, 6 seats"},
               "price": 85000, "buyer_protection_fee": 2975, "total_paid": 87975, "currency": "KWD",
               "fulfilment": {"method": "LOCAL_PICKUP", "pickup_code": "6142", "agreed_pickup_at": ep("2026-09-12T17:00", KWI),
                              "area": "Salmiya"},
               "state": "PAID_AWAITING_PICKUP", "purchased_at": ep("2026-09-09T20:15", KWI)}),
            pol("local-pickup#escrow",
                "For local pickup orders, the buyer pays online and the money is held in escrow. At pickup, the buyer inspects "
                "the item and then gives the seller the 4-digit pickup code; the seller enters it to release payment. "
                "Never share the code before you have seen the item. If the pickup does not happen within 7 days of "
                "purchase, the order is cancelled and refunded.", "v1")],
           now="2026-09-11T12:00:00+03:00")
b.ok("Hello Fahad, you paid KWD 87.975 for the oak dining table: KWD 85.000 for the table and KWD 2.975 for Buyer Protection. "
     "The money is held in escrow until pickup, which is set for tomorrow at 5:00 PM in Salmiya. When you collect the table, "
     "inspect it first and only then give the seller your 4-digit pickup code, 6142.",
     [s("you paid KWD 87.975"), s("KWD 85.000 for the table"), s("KWD 2.975 for Buyer Protection"),
      s("held in escrow until pickup"), s("set for tomorrow at 5:00 PM in Salmiya"), s("inspect it first"),
      s("pickup code, 6142")],
     ["KWD 87.975", "6142"], "price 85000, fee 2975, total 87975 (3-decimal KWD); agreed_pickup_at 12 Sep 17:00 Kuwait (now 11 Sep); code 6142.")
b.ok("Your order RL-K3309 is paid and waiting for pickup on 12 September at 17:00. Please don't share the pickup code until "
     "you've seen the table. If the pickup doesn't happen within 7 days of purchase, the order is cancelled and refunded.",
     [s("RL-K3309 is paid and waiting for pickup"), s("12 September at 17:00"), s("don't share the pickup code until"),
      s("within 7 days of purchase")],
     ["RL-K3309", "17:00"], "state PAID_AWAITING_PICKUP; pickup time; policy rules.")
b.bad("Hello Fahad, order 6142 is paid and waiting for pickup tomorrow at 5:00 PM. You paid KWD 879.75 in total, "
      "which is held in escrow until the seller enters your code.",
      [c("order 6142", IM), s("waiting for pickup tomorrow at 5:00 PM"), c("KWD 879.75", AM), s("held in escrow")],
      ["wrong_role", "unit_conversion"], ["order 6142", "KWD 879.75"],
      "6142 is the pickup code (order id RL-K3309); 87975 in 3-decimal KWD is KWD 87.975.")
b.bad("Hello Fahad, your table is set for pickup tomorrow at 5:00 PM. You can send the pickup code to the seller in advance so "
      "they can get the table ready. If the pickup doesn't happen within 3 days of purchase, the order is cancelled.",
      [s("set for pickup tomorrow at 5:00 PM"), c("send the pickup code to the seller in advance", NLIC),
       c("within 3 days of purchase", VM, NLIC)],
      ["wrong_policy_condition", "wrong_period"], ["in advance", "within 3 days"],
      "Policy: never share the code before seeing the item; the no-pickup cancellation window is 7 days.")
b.fix("Hello Fahad, you paid KWD 85.000 for the table and KWD 2.975 for Buyer Protection, KWD 88.975 in total, held in escrow "
      "until pickup tomorrow at 5:00 PM.",
      [s("KWD 85.000 for the table"), s("KWD 2.975 for Buyer Protection"), c("KWD 88.975 in total", AM),
       s("pickup tomorrow at 5:00 PM")],
      ["wrong_arithmetic"], ["88.975"], ["87.975"], ["85.000", "5:00 PM"],
      "85.000 + 2.975 = 87.975 = total_paid.")
BUNDLES.append(b)
