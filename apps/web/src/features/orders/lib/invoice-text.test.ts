import { DEFAULT_TAX_SETTINGS, type Invoice, type TaxDocument, taxInvoiceLines } from "@pitara/shared";
import { describe, expect, it } from "vitest";
import { invoiceFileName, invoiceText } from "./invoice-text.ts";

const invoice: Invoice = {
	order_id: 123,
	Product: [
		{
			order_item_id: 900 + 7,
			product_id: 7,
			product_name: "Girls' Floral Cotton Frock",
			brand: "Hopscotch",
			category: "Girls",
			quantity: 2,
			unit_price: 599,
			unit_mrp: 799,
			total_price: 1198,
			image: null,
			size: "4-5 years",
			color: "Pink",
			cancelled_quantity: 0,
			returned_quantity: 0,
		},
		{
			order_item_id: 900 + 9,
			product_id: 9,
			product_name: "Wooden Stacking Rings",
			brand: "Funskool",
			category: "Toys",
			quantity: 1,
			unit_price: 402,
			unit_mrp: 450,
			total_price: 402,
			image: null,
			size: "One Size",
			color: "Multicolour",
			cancelled_quantity: 0,
			returned_quantity: 0,
		},
	],
	orderStatus: "Delivered",
	orderCreationDate: "2026-04-12T06:30:00.000Z",
	addressUserName: "Asha Verma",
	addressUserPhone: "9876543210",
	address_line1: "Flat 302, Lotus Residency",
	address_line2: "Koramangala 7th Block",
	city: "Bengaluru",
	state: "Karnataka",
	pincode: "560095",
	country: "India",
	payment_mode: "COD",
	payment_status: "Paid",
	total_amount: 1360,
	discountAmount: 448,
	subTotalAmount: 1600,
	deliveryAmount: 0,
	mrpTotalAmount: 2048,
	promo_code: "WELCOME15",
	promoDiscountAmount: 240,
	codFeeAmount: 0,
	payment_expires_at: null,
	can_pay: false,
	can_cancel: false,
	promised_delivery_date: "2026-04-15",
	refunded_amount: 0,
	can_cancel_items: false,
	credit_amount: 0,
	full_name: "Asha Verma",
	email: "asha@example.com",
	phone: "9876543210",
	tax_invoice: null,
	credit_note: null,
	credit_notes: [],
	exchange_invoices: [],
};

/** The tax invoice the server would have issued for `invoice`, delivered to `state`. */
function issued(state: string): TaxDocument {
	const { intraState, lines, totals } = taxInvoiceLines(DEFAULT_TAX_SETTINGS, {
		items: invoice.Product.map((item) => ({
			name: item.product_name,
			category: item.category,
			unitPrice: Math.round(item.unit_price * 100),
			quantity: item.quantity,
		})),
		promoDiscount: 240_00,
		delivery: 0,
		codFee: 0,
		deliveryState: state,
	});
	return {
		kind: "invoice",
		number: "PIT/2026-27/000042",
		issued_at: "2026-04-13T05:00:00.000Z",
		financial_year: "2026-27",
		against: null,
		seller: {
			legal_name: DEFAULT_TAX_SETTINGS.legalName,
			trade_name: "Pitara",
			gstin: DEFAULT_TAX_SETTINGS.gstin,
			address_lines: DEFAULT_TAX_SETTINGS.addressLines,
			state: "Karnataka",
			state_code: "29",
		},
		buyer: { name: "Asha Verma", address_lines: ["Flat 302, Lotus Residency"], state, state_code: null },
		place_of_supply: state === "Karnataka" ? "Karnataka (29)" : "Maharashtra (27)",
		intra_state: intraState,
		lines,
		totals,
	};
}

describe("the plain-text invoice", () => {
	it("is named after the order", () => {
		expect(invoiceFileName(123)).toBe("pitara-invoice-123.txt");
	});

	it("is the GST tax invoice as issued: seller, number, place of supply, HSN, CGST + SGST per line and totals", () => {
		const tax = issued("Karnataka");
		const text = invoiceText({ ...invoice, tax_invoice: tax });
		for (const expected of [
			"PITARA",
			"Pitara Kids Retail Private Limited",
			"GSTIN: 29ABCDE1234F1Z5   State: Karnataka (29)",
			"TAX INVOICE",
			"12 April 2026",
			"Cash on Delivery",
			"asha@example.com",
			"Flat 302, Lotus Residency",
			"Girls' Floral Cotton Frock",
			"6204",
			"9503",
			"(after ₹179.70 of the promo discount)",
			"Promo code WELCOME15",
			"-₹240.00",
			"FREE",
		]) {
			expect(text, expected).toContain(expected);
		}
		expect(text).toMatch(/Invoice number: +PIT\/2026-27\/000042/);
		expect(text).toMatch(/Invoice date: +13 April 2026/);
		expect(text).toMatch(/Place of supply: +Karnataka \(29\)/);
		// ₹1,198 − ₹179.70 = ₹1,018.30 at 5%: ₹48.49 of tax inside, ₹24.25 CGST and ₹24.25 SGST (halves rounded)
		expect(text).toMatch(/Girls' Floral Cotton Frock\n +6204 +2 +969\.80 +5% +24\.25 +24\.25 +1,018\.30/);
		expect(text).toMatch(/CGST +₹32\.39/);
		expect(text).toMatch(/SGST +₹32\.39/);
		expect(text).not.toMatch(/IGST/);
		expect(text).toMatch(/Invoice total +₹1,360\.00/);
		expect(text).toMatch(/TOTAL \(GST inclusive\) +₹1,360\.00/);
		expect(tax.totals.total).toBe(1360_00);
	});

	it("states IGST alone for a delivery to another state", () => {
		const text = invoiceText({ ...invoice, state: "Maharashtra", tax_invoice: issued("Maharashtra") });
		expect(text).toMatch(/Place of supply: +Maharashtra \(27\)/);
		expect(text).toMatch(/IGST +₹64\.76/);
		expect(text).not.toMatch(/CGST|SGST/);
	});

	it("is an order summary without a number until the order ships", () => {
		const text = invoiceText(invoice);
		expect(text).toContain("ORDER SUMMARY");
		expect(text).not.toContain("TAX INVOICE");
		expect(text).toContain("The tax invoice is issued when the order ships.");
		expect(text).toMatch(/TOTAL \(GST inclusive\) +₹1,360\.00/);
	});

	it("adds the credit note of an order cancelled after it was invoiced", () => {
		const tax = issued("Karnataka");
		const note: TaxDocument = {
			...tax,
			kind: "credit_note",
			number: "PIT-CN/2026-27/000003",
			issued_at: "2026-04-14T05:00:00.000Z",
			against: tax.number,
		};
		const text = invoiceText({ ...invoice, orderStatus: "Cancelled", tax_invoice: tax, credit_note: note });
		expect(text).toContain("CREDIT NOTE");
		expect(text).toMatch(/Credit note number: +PIT-CN\/2026-27\/000003/);
		expect(text).toMatch(/Against invoice: +PIT\/2026-27\/000042/);
	});

	it("says a cancelled unpaid order is not charged, N/A for a missing payment status, and shows a COD fee", () => {
		expect(invoiceText({ ...invoice, orderStatus: "Cancelled", payment_status: "Pending" })).toMatch(
			/Payment status: +Not charged/,
		);
		expect(invoiceText({ ...invoice, payment_status: "" as never })).toMatch(/Payment status: +N\/A/);
		expect(invoiceText({ ...invoice, codFeeAmount: 20 })).toMatch(/Cash on delivery fee +₹20\.00/);
		expect(invoiceText(invoice)).not.toMatch(/Cash on delivery fee/);
	});
});
