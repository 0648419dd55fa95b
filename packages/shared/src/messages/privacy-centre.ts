/**
 * Texts of Account → Privacy (issue 30 item 2): download my data, delete my account, and the links to the notice.
 * Kept out of the `messages` aggregate that every page's first load carries: only the lazy account page, the API
 * and the notice read them.
 */
export const privacyCentreMessages = {
	centreTitle: "Privacy",
	centreIntro:
		"Your data is yours. Take a copy of everything we hold about you, see who on our staff looked at it, or delete your account.",
	downloadTitle: "Download my data",
	downloadIntro:
		"A file with your profile, addresses, orders and invoices, cart, wishlist, reviews, grievances, the messages you sent us and each time our staff looked at your details.",
	downloadButton: "Download my data",
	downloadReady: "Your data is downloaded.",
	downloadFailed: "Your data could not be prepared. Please try again.",
	deleteTitle: "Delete my account",
	deleteIntro: "Deleting your account cannot be undone. This is what happens:",
	erasedNow: "Erased now",
	keptByLaw: "Kept because the law requires it",
	keptUntil: (date: string) => `until ${date}`,
	deleteBlocked: "You cannot delete your account yet:",
	sendCode: "Text me a code to confirm",
	codeSent: (phone: string) => `We sent a 6-digit code to ${phone}.`,
	codeLabel: "Code",
	deleteButton: "Delete my account for good",
	deleted: "Your account is deleted. Everything we were not required by law to keep is erased.",
	alreadyDeleted: "This account is already deleted.",
	openOrder: (orderId: number, status: string) => `Order #${orderId} is still ${status.toLowerCase()}`,
	deletedCustomer: "Deleted customer",
	erasedItems: [
		"Your name, phone number, e-mail address, gender and date of birth",
		"Your saved addresses, cart, wishlist and reviews",
		'The name, phone and street on your past orders (they will show "Deleted customer")',
		"The messages you sent us, your newsletter subscription and your grievances' details",
		"Every login session and login code: you are signed out everywhere and your phone number can register again",
	],
	keptInvoices: "Tax invoices and credit notes of your orders, exactly as issued",
	keptInvoicesWhy: "GST law (CGST Act §36) requires us to keep them for 72 months after the annual return's due date",
	keptOrders: "Your orders' amounts, items, city, state and pincode, without your name",
	keptOrdersWhy: "Our accounts and the place of supply of the kept invoices",
	noticeTitle: "Privacy notice",
	noticeLink: "How we use your data (privacy notice)",
	grievanceLink: "Grievance officer",
} as const;
