export interface FaqEntry {
	id: string;
	question: string;
	answer: string;
}

export interface FaqGroup {
	/** the anchor: /faq#shipping */
	id: string;
	title: string;
	entries: FaqEntry[];
}

/** The FAQ of SPEC.md §2 with the statements of §9 (processing, delivery and refund times). */
export const FAQ_GROUPS: FaqGroup[] = [
	{
		id: "shipping",
		title: "Shipping",
		entries: [
			{
				id: "processing-time",
				question: "How long does it take to process my order?",
				answer:
					"We pack and dispatch every order within 1-2 business days. You get an SMS as soon as it leaves our warehouse in Bengaluru.",
			},
			{
				id: "domestic-delivery",
				question: "How long does delivery take within India?",
				answer:
					"Domestic delivery takes 3-5 business days after dispatch to most pincodes. Remote areas and the North-East can take a day or two more.",
			},
			{
				id: "international-delivery",
				question: "Do you ship outside India?",
				answer:
					"Yes. International delivery takes 7-14 business days after dispatch, depending on the country and its customs checks.",
			},
			{
				id: "free-shipping",
				question: "Is shipping free?",
				answer:
					"Orders over ₹500 are delivered free within India; below that a delivery fee of ₹50 applies. We offer free shipping over $50 in the US.",
			},
			{
				id: "track-order",
				question: "How can I track my order?",
				answer:
					"Log in and open Your Orders, then choose Track Order on the order. Every step, from packing to delivery, is listed with its date and time.",
			},
		],
	},
	{
		id: "returns",
		title: "Returns",
		entries: [
			{
				id: "return-window",
				question: "What is your return policy?",
				answer:
					"Returns are accepted within 30 days of delivery for unused items in their original condition with tags attached. Write to us or call us and we arrange the pick-up.",
			},
			{
				id: "refund-time",
				question: "When will I get my refund?",
				answer:
					"Refunds reach your original payment method in 7-10 business days after the returned item reaches us. Cash on delivery orders are refunded to your bank account or as a gift card, as you prefer.",
			},
			{
				id: "exchange-size",
				question: "Can I exchange an item for another size?",
				answer:
					"Yes. Within the same 30 days we exchange clothing for another size of the same product at no extra cost, as long as that size is in stock. Our size guide helps you choose the first time.",
			},
			{
				id: "non-returnable",
				question: "Are there items I cannot return?",
				answer:
					"For hygiene reasons innerwear, earrings and opened skincare cannot be returned, unless they arrived damaged or not as described.",
			},
		],
	},
	{
		id: "payments",
		title: "Payments",
		entries: [
			{
				id: "payment-methods",
				question: "Which payment methods do you accept?",
				answer:
					"Cash on Delivery, credit and debit cards (Visa, Mastercard, RuPay), UPI, net banking and Pitara gift cards.",
			},
			{
				id: "cod",
				question: "Is Cash on Delivery available?",
				answer:
					"Yes, to most pincodes in India. Please keep the exact amount ready; our delivery partners can also accept UPI at the door in many cities.",
			},
			{
				id: "card-safety",
				question: "Is it safe to pay by card or UPI online?",
				answer:
					"Yes. Card and UPI payments are handled by our payment gateway over an encrypted connection. We never see or store your card number or UPI PIN.",
			},
			{
				id: "gift-cards-codes",
				question: "How do I use a gift card or a promo code?",
				answer:
					"Choose Gift Card as the payment method at checkout and enter its code; the balance must cover the order. Promo codes such as WELCOME15, our newsletter's 15% first-order offer, go in the promo code box before you pay.",
			},
			{
				id: "payment-failed",
				question: "My payment failed but money was deducted. What now?",
				answer:
					"Banks usually return a failed payment automatically within 5-7 business days. If it has not come back, write to us with your order number and we will follow it up with the bank.",
			},
		],
	},
	{
		id: "product-care",
		title: "Product Care",
		entries: [
			{
				id: "wash-cotton",
				question: "How should I wash cotton clothes?",
				answer:
					"Wash in cold water, inside out, with a mild detergent, and dry in the shade. Wash dark colours separately the first few times, and avoid bleach.",
			},
			{
				id: "ethnic-wear",
				question: "How do I care for ethnic wear with embroidery or zari?",
				answer:
					"Dry clean, or hand wash gently in cold water without wringing. Iron on the reverse side on low heat and store folded in a muslin cloth, away from damp.",
			},
			{
				id: "clean-toys",
				question: "How do I clean toys?",
				answer:
					"Wipe plastic and wooden toys with a damp cloth and mild soap, then dry them. Soft toys can go in a pillowcase on a gentle cold machine wash. Remove batteries first.",
			},
			{
				id: "toy-safety",
				question: "Are your toys safe for young children?",
				answer:
					"Our toys meet Indian toy safety standards (BIS) and carry an age label. Toys with small parts are not for children under 3 years; please supervise young children at play.",
			},
			{
				id: "jewellery-books",
				question: "How should I store jewellery and books?",
				answer:
					"Keep jewellery dry, in its pouch, away from perfume and water. Store books upright away from direct sun and damp so that pages do not curl or yellow.",
			},
		],
	},
];
