import { TAX_RECORD_KEEP_MONTHS } from "@pitara/shared";

/**
 * What happens to each table that can hold a customer's personal data when they delete their account (issue 30
 * item 2, decision 051). The schema walk (erasure.test.ts) fails when a table referencing `users`, or with a
 * phone or e-mail column, is missing here, so a new table is given a fate when it is made.
 *
 * - `erase`: the customer's rows are deleted;
 * - `anonymise`: the rows stay (money, tax or the shop's answer depend on them) without name, phone, e-mail,
 *   street or free text of the customer;
 * - `keep`: the rows hold no personal datum (ids, amounts, masked phones), or are the staff's own records.
 */
export type ErasureRule = { fate: "erase" | "anonymise" | "keep"; exported: boolean; why: string };

export const ERASURE_PLAN: Record<string, ErasureRule> = {
	users: {
		fate: "anonymise",
		exported: true,
		why: "orders point at the row; name, phone, e-mail, gender, birth date go",
	},
	sessions: { fate: "erase", exported: false, why: "every session ends" },
	otp_challenges: { fate: "erase", exported: false, why: "the codes sent to the phone" },
	addresses: { fate: "erase", exported: true, why: "saved addresses" },
	cart_items: { fate: "erase", exported: true, why: "the cart" },
	wishlist_items: { fate: "erase", exported: true, why: "the wishlist" },
	reviews: { fate: "erase", exported: true, why: "the reviews written" },
	gift_card_failures: { fate: "erase", exported: false, why: "failed gift card tries (abuse limit only)" },
	contact_messages: { fate: "erase", exported: true, why: "messages sent from the account's e-mail" },
	contact_message_replies: {
		fate: "erase",
		exported: false,
		why: "the staff's replies to those messages, deleted with them (foreign key on delete cascade)",
	},
	newsletter_subscribers: { fate: "erase", exported: true, why: "the subscription of the account's e-mail" },
	orders: {
		fate: "anonymise",
		exported: true,
		why: "amounts stay for the accounts; name, phone and street lines go (city, state, pincode: place of supply; a business buyer's GSTIN and trade name: the kept invoice's)",
	},
	order_cancellations: { fate: "anonymise", exported: false, why: "the customer's name as the canceller goes" },
	grievances: { fate: "anonymise", exported: true, why: "ticket and resolution stay; filer and message go" },
	tax_documents: {
		fate: "keep",
		exported: true,
		why: "CGST §36: invoices and credit notes kept 72 months after the annual return's due date, as issued",
	},
	promo_redemptions: { fate: "keep", exported: false, why: "ids and amounts only" },
	credit_entries: { fate: "keep", exported: false, why: "the store-credit ledger: ids and amounts only" },
	order_tracking: {
		fate: "anonymise",
		exported: true,
		why: "status history; the customer's name on their own steps goes",
	},
	outbox: { fate: "anonymise", exported: false, why: "the phone and e-mail in messages' payloads are replaced" },
	shipments: { fate: "keep", exported: false, why: "parcels: no customer datum (the staff member's id only)" },
	staff_notes: {
		fate: "erase",
		exported: false,
		why: "the staff's notes on the customer and their orders (free text that may name them)",
	},
	audit_log: { fate: "keep", exported: true, why: "the staff's own record; reads of the customer are exported" },
	staged_pictures: {
		fate: "keep",
		exported: false,
		why: "a staff member's product pictures waiting for the product's save (decision 066): no customer datum, gone in 24 hours",
	},
	message_sends: { fate: "keep", exported: false, why: "phones are stored masked" },
	message_refusals: { fate: "keep", exported: false, why: "phones are stored masked" },
	grievance_officer: { fate: "keep", exported: false, why: "the shop's officer, not a customer" },
	message_consents: {
		fate: "anonymise",
		exported: false,
		why: "the consent ledger keeps what was agreed and when; the phone, account and address go",
	},
	stock_alerts: { fate: "erase", exported: false, why: "the Notify me alerts of the phone" },
	price_alerts: { fate: "erase", exported: false, why: "the price-drop alerts of the account" },
	cart_reminders: { fate: "erase", exported: false, why: "which cart the account was reminded of" },
	alerts_sent: { fate: "erase", exported: false, why: "when alerts reached the account (dashboard figures)" },
	returns: {
		fate: "anonymise",
		exported: false,
		why: "lines and amounts stay (refunds, credit notes); pickup address, payout account and photos go",
	},
	return_events: { fate: "anonymise", exported: false, why: "the customer's name on their own steps goes" },
	rto_pincodes: { fate: "keep", exported: false, why: "pincodes and counts; the staff member who edited it" },
	cod_blocks: { fate: "erase", exported: false, why: "the customer's cash-on-delivery switch and its note" },
	stock_adjustments: { fate: "keep", exported: false, why: "the staff's stock changes: the staff member's id" },
	data_exports: { fate: "erase", exported: false, why: "the ZIPs of Download my data, made or waiting" },
	account_erasures: { fate: "keep", exported: false, why: "the erasure's own record: the user id only" },
};

/**
 * The last day a tax document issued at `issuedAt` must be kept: CGST §36 keeps accounts 72 months from the due date
 * of the annual return of the financial year (§44: 31 December after the year, which ends on 31 March). India time.
 */
export function taxRecordsKeptUntil(issuedAt: Date): string {
	const ist = new Date(issuedAt.getTime() + 330 * 60_000);
	const year = ist.getUTCFullYear();
	const financialYearEnds = ist.getUTCMonth() >= 3 ? year + 1 : year;
	// the annual return is due on 31 December of the year the financial year ends in
	const returnDue = financialYearEnds;
	return `${returnDue + TAX_RECORD_KEEP_MONTHS / 12}-12-31`;
}
