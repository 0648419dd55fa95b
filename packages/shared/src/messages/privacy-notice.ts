/**
 * The itemised privacy notice (issue 30 item 1; DPDP Act 2023 §5 and Rules r.3): each item of personal data, why it
 * is kept, what it enables, how long, who else receives it. English now; a scheduled Indian language is a second
 * object of the same shape.
 */
export const privacyNotice = {
	title: "Privacy notice",
	updated: "Last updated 27 November 2026",
	intro:
		'Pitara Kids Retail Private Limited ("Pitara") is the data fiduciary for the personal data you give us. This notice lists each item we keep, why, for how long and who else receives it. We do not sell personal data, we do not track children or show them targeted advertising, and our servers are in India.',
	headers: {
		item: "What we keep",
		why: "Why, and what it enables",
		howLong: "How long",
		sharedWith: "Who else receives it",
	},
	items: [
		{
			item: "Your name, phone number and e-mail address",
			why: "Your account: logging in with a one-time code, order updates, answering you",
			howLong: "Until you delete your account",
			sharedWith: "Our SMS and WhatsApp provider (to send codes and order messages)",
			consent: false,
		},
		{
			item: "Gender and date of birth (optional)",
			why: "Shown on your profile only if you give them",
			howLong: "Until you remove them or delete your account",
			sharedWith: "No one",
			consent: true,
		},
		{
			item: "Delivery addresses and phone for delivery",
			why: "Delivering your orders",
			howLong: "Saved addresses: until you delete them; the address on an order: as long as its invoice",
			sharedWith: "The courier delivering the parcel",
			consent: false,
		},
		{
			item: "Orders, the sizes and ages of what you buy, and GST invoices",
			why: "Selling to you, returns and refunds, and tax law",
			howLong: "Invoices and credit notes: 72 months after the annual return's due date (CGST Act §36)",
			sharedWith: "Our payment gateway (amounts and order number), the courier, tax authorities when required",
			consent: false,
		},
		{
			item: "Payment status",
			why: "Knowing an order is paid and refunding it",
			howLong: "As long as the order's invoice",
			sharedWith: "Our payment gateway (card numbers and UPI PINs are only ever with the gateway)",
			consent: false,
		},
		{
			item: "Cart, wishlist and reviews",
			why: "Keeping what you chose; showing your review with your first name",
			howLong: "Until you remove them or delete your account",
			sharedWith: "Your review is public; nothing else",
			consent: false,
		},
		{
			item: "Newsletter e-mail",
			why: "Sending offers, only if you joined",
			howLong: "Until you leave the newsletter or delete your account",
			sharedWith: "No one",
			consent: true,
		},
		{
			item: "Messages and grievances you send us",
			why: "Answering you; grievances are answered within the law's hours",
			howLong: "Handled messages: 180 days; resolved grievances' details: 180 days",
			sharedWith: "No one",
			consent: false,
		},
		{
			item: "Login codes, sessions and your device's IP address",
			why: "Keeping your account secure and stopping abuse",
			howLong: "Login codes: 30 days; ended sessions: 90 days",
			sharedWith: "No one",
			consent: false,
		},
	],
	consentTitle: "Consent and how to withdraw it",
	consentBody:
		'The items marked "Consent" are kept only because you chose to give them: remove them on My Profile or leave the newsletter from any e-mail, as easily as you gave them. Everything else is needed to sell and deliver to you, or kept because a law requires it.',
	rightsTitle: "Your rights",
	rights: [
		"See and take a copy of your data: Account → Privacy → Download my data.",
		"Correct it: My Profile and My Addresses.",
		"Erase it: Account → Privacy → Delete my account (what the law requires us to keep is listed there, with the date it goes).",
		"Complain: to our grievance officer, who acknowledges within 48 hours and resolves within 30 days.",
		"Nominate someone to act for you if you cannot: write to the grievance officer.",
	],
	boardTitle: "If you are not satisfied",
	boardBody:
		"You may complain to the Data Protection Board of India once you have used our grievance redress, as the Digital Personal Data Protection Act 2023 provides.",
	consent: "Consent",
	needed: "Needed",
} as const;
