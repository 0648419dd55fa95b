import type { Invoice } from "@pitara/shared";
import { describe, expect, it } from "vitest";
import { invoiceFileName, invoiceText, shareDiscount, taxSummary } from "./invoice-text.ts";

const invoice: Invoice = {
	order_id: 123,
	Product: [
		{
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
		},
		{
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
	full_name: "Asha Verma",
	email: "asha@example.com",
	phone: "9876543210",
};

describe("the plain-text invoice", () => {
	it("is named after the order", () => {
		expect(invoiceFileName(123)).toBe("pitara-invoice-123.txt");
	});

	it("names the shop with its legal name, address and GSTIN, the customer, address, items and amounts", () => {
		const text = invoiceText(invoice);
		for (const expected of [
			"PITARA",
			"Pitara Kids Retail Private Limited",
			"Bengaluru, Karnataka 560095",
			"GSTIN: 29ABCDE1234F1Z5",
			"TAX INVOICE",
			"PIT-000123",
			"12 April 2026",
			"Cash on Delivery",
			"asha@example.com",
			"Flat 302, Lotus Residency",
			"Bengaluru, Karnataka 560095",
			"Girls' Floral Cotton Frock",
			"Hopscotch · 4-5 years · Pink",
			"₹1,198.00",
			"Promo code WELCOME15",
			"-₹240.00",
			"FREE",
		]) {
			expect(text, expected).toContain(expected);
		}
		expect(text).toMatch(/TOTAL \(GST inclusive\) +₹1,360\.00/);
		expect(text).toMatch(/GST 5% on ₹1,018\.30 +₹48\.49/);
	});

	it("says a cancelled unpaid order is not charged", () => {
		expect(invoiceText({ ...invoice, orderStatus: "Cancelled", payment_status: "Pending" })).toMatch(
			/Payment status: +Not charged/,
		);
		expect(invoiceText({ ...invoice, orderStatus: "Pending", payment_status: "Pending" })).toMatch(
			/Payment status: +Pending/,
		);
	});

	it("states the GST contained per rate, on what was paid after the promo", () => {
		// ₹240 of promo split 1198 : 402 → ₹179.70 and ₹60.30
		expect(shareDiscount([1198_00, 402_00], 240_00)).toEqual([179_70, 60_30]);
		expect(taxSummary(invoice)).toEqual([
			{ rate: 5, amount: 1018_30, tax: 48_49 },
			{ rate: 12, amount: 341_70, tax: 36_61 },
		]);
		const text = invoiceText(invoice);
		expect(text).toMatch(/Total GST included +₹85\.10/);
	});

	it("splits a discount to the paisa, odd paise to the largest remainders", () => {
		const shares = shareDiscount([100, 100, 100], 100);
		expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
		expect(shares.sort()).toEqual([33, 33, 34]);
		expect(shareDiscount([500], 0)).toEqual([0]);
	});

	it("adds delivery at 18% and says N/A for a missing payment status", () => {
		const small = {
			...invoice,
			promo_code: null,
			promoDiscountAmount: 0,
			deliveryAmount: 50,
			payment_status: "" as never,
		};
		expect(taxSummary(small).at(-1)).toEqual({ rate: 18, amount: 50_00, tax: 7_63 });
		expect(invoiceText(small)).toMatch(/Payment status: +N\/A/);
	});

	it("states a cash on delivery fee as its own line, taxed with the delivery at 18%", () => {
		const cod = { ...invoice, promo_code: null, promoDiscountAmount: 0, deliveryAmount: 50, codFeeAmount: 20 };
		expect(taxSummary(cod).at(-1)).toEqual({ rate: 18, amount: 70_00, tax: 10_68 });
		expect(invoiceText(cod)).toMatch(/Cash on delivery fee +₹20\.00/);
		expect(invoiceText({ ...cod, codFeeAmount: 0 })).not.toMatch(/Cash on delivery fee/);
	});
});
