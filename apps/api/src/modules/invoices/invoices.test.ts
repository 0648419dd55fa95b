import {
	DEFAULT_COD_SETTINGS,
	DEFAULT_TAX_SETTINGS,
	financialYear,
	type Invoice,
	type TaxDocument,
} from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { queryRows } from "../../db/client.ts";
import { addresses, orders } from "../../db/schema/index.ts";
import { changeOrderStatus, changeOrderStatusIn } from "../../workflows/change-order-status.ts";
import { saveCodSettings } from "../delivery/index.ts";
import { issueInvoice } from "./invoices.service.ts";
import { saveTaxSettings } from "./tax-settings.repository.ts";

let t: TestApp;
beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});
afterAll(async () => {
	await t?.close();
});

const staff = { userId: null, name: "Ravi (dispatch)", role: "admin" as const };
const ship = (orderId: number) => changeOrderStatus(t.app, t.app.log, { orderId, status: "Shipped", actor: staff });

/** A shopper whose address is in `state` at `pincode`, with an order of these lines (COD unless said). */
async function orderFor(
	state: string,
	pincode: string,
	lines: { variant: TestVariant; quantity: number }[],
	options: Parameters<typeof placeOrder>[3] = {},
) {
	const user = await createShopper(t.database);
	await t.database.db.update(addresses).set({ state, pincode }).where(eq(addresses.id, user.addressId));
	const placed = await placeOrder(t.app, user, lines, options);
	expect(placed.status).toBe(201);
	return { user, orderId: placed.orderId };
}

async function invoiceOf(user: { auth: { authorization: string } }, orderId: number): Promise<Invoice> {
	const answer = await call(t.app, {
		method: "POST",
		url: "/api/order/invoice/fetch",
		headers: user.auth,
		payload: { order_id: orderId },
	});
	expect(answer.status).toBe(200);
	return (answer.body.response as Invoice[])[0] as Invoice;
}

const sequenceOf = (document: TaxDocument | null | undefined) => Number(document?.number.split("/")[2]);

describe("the GST tax invoice", () => {
	it("is issued when the order ships: CGST + SGST within Karnataka, per line, adding up to the total", async () => {
		const [frock, toy] = await prepareVariants(t.database, [
			{ price: 599_00, mrp: 799_00, stock: 10, category: "Girls" },
			{ price: 402_33, stock: 10, category: "Toys" },
		]);
		const { user, orderId } = await orderFor("Karnataka", "560034", [
			{ variant: frock as TestVariant, quantity: 2 },
			{ variant: toy as TestVariant, quantity: 1 },
		]);
		expect((await invoiceOf(user, orderId)).tax_invoice).toBeNull();

		await ship(orderId);
		const invoice = await invoiceOf(user, orderId);
		const tax = invoice.tax_invoice as TaxDocument;
		expect(tax.number).toMatch(new RegExp(`^PIT/${financialYear(new Date())}/\\d{6}$`));
		expect(tax).toMatchObject({
			kind: "invoice",
			against: null,
			intra_state: true,
			place_of_supply: "Karnataka (29)",
			seller: { gstin: DEFAULT_TAX_SETTINGS.gstin, state_code: "29", legal_name: DEFAULT_TAX_SETTINGS.legalName },
			buyer: { state: "Karnataka", state_code: "29" },
		});
		expect(tax.lines.map((line) => [line.hsn, line.rate, line.quantity, line.gross])).toEqual([
			["6204", 5, 2, 1198_00],
			["9503", 5, 1, 402_33],
		]);
		// ₹1,198 at 5%: ₹28.52 CGST and ₹28.52 SGST inside; ₹402.33: ₹9.58 each
		expect(tax.lines[0]).toMatchObject({ taxable: 1140_96, cgst: 28_52, sgst: 28_52, igst: 0 });
		expect(tax.lines[1]).toMatchObject({ taxable: 383_17, cgst: 9_58, sgst: 9_58, igst: 0 });
		// paid in cash: ₹1,600.33 rounded to the rupee, the 33 paise a "Round off" line outside the taxable value
		expect(tax.totals).toEqual({
			taxable: 1524_13,
			cgst: 38_10,
			sgst: 38_10,
			igst: 0,
			round_off: -33,
			total: 1600_00,
		});
		expect(invoice.total_amount).toBe(1600);
	});

	it("rounds cash on delivery to the rupee: the invoice's total with its round-off is the cash collected", async () => {
		await saveCodSettings(t.database.db, { ...DEFAULT_COD_SETTINGS, fee: 20_00 });
		// ₹1,503.20 of items + ₹20 fee = ₹1,523.20 → ₹1,523; ₹299.50 + ₹50 delivery + ₹20 = ₹369.50 → ₹370 (half up)
		const [kurta, cap] = await prepareVariants(t.database, [
			{ price: 751_60, stock: 10, category: "Girls" },
			{ price: 299_50, stock: 10, category: "Girls" },
		]);
		const cases = [
			{ lines: [{ variant: kurta as TestVariant, quantity: 2 }], cash: 1523_00, roundOff: -20 },
			{ lines: [{ variant: cap as TestVariant, quantity: 1 }], cash: 370_00, roundOff: 50 },
		];
		for (const { lines, cash, roundOff } of cases) {
			const { user, orderId } = await orderFor("Karnataka", "560034", lines, { codFee: 20_00 });
			const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
			const [payment] = await queryRows<{ amount: number }>(
				t.database.db,
				sql`select amount from payments where order_id = ${orderId}`,
			);
			// what the shopper is asked for and what the courier collects: whole rupees
			expect(order?.total).toBe(cash);
			expect(Number(payment?.amount)).toBe(cash);
			await ship(orderId);
			const invoice = await invoiceOf(user, orderId);
			const tax = invoice.tax_invoice as TaxDocument;
			expect(tax.totals.round_off).toBe(roundOff);
			const lineSum = tax.lines.reduce((sum, line) => sum + line.taxable + line.cgst + line.sgst + line.igst, 0);
			expect(lineSum + (tax.totals.round_off ?? 0)).toBe(tax.totals.total);
			expect(tax.totals.total).toBe(cash);
			expect(invoice.total_amount).toBe(cash / 100);
		}
		await saveCodSettings(t.database.db, DEFAULT_COD_SETTINGS);
	});

	it("charges IGST to another state, delivery and a cash on delivery fee as lines of their own", async () => {
		await saveCodSettings(t.database.db, { ...DEFAULT_COD_SETTINGS, fee: 20_00 });
		const [book] = await prepareVariants(t.database, [{ price: 199_00, stock: 10, category: "Books" }]);
		const { user, orderId } = await orderFor("Maharashtra", "400001", [{ variant: book as TestVariant, quantity: 1 }], {
			codFee: 20_00,
		});
		await saveCodSettings(t.database.db, DEFAULT_COD_SETTINGS);
		await ship(orderId);
		const tax = (await invoiceOf(user, orderId)).tax_invoice as TaxDocument;
		expect(tax).toMatchObject({ intra_state: false, place_of_supply: "Maharashtra (27)" });
		expect(tax.lines).toEqual([
			expect.objectContaining({ hsn: "4901", rate: 0, gross: 199_00, taxable: 199_00, igst: 0 }),
			expect.objectContaining({
				description: "Delivery charges",
				hsn: "996812",
				gross: 50_00,
				taxable: 42_37,
				igst: 7_63,
			}),
			expect.objectContaining({ description: "Cash on delivery fee", gross: 20_00, taxable: 16_95, igst: 3_05 }),
		]);
		expect(tax.totals).toEqual({ taxable: 258_32, cgst: 0, sgst: 0, igst: 10_68, total: 269_00 });
	});

	it("is kept as issued: later tax settings change new invoices only", async () => {
		const [frock] = await prepareVariants(t.database, [{ price: 3_000_00, stock: 10, category: "Girls" }]);
		const first = await orderFor("Karnataka", "560034", [{ variant: frock as TestVariant, quantity: 1 }], {
			paymentMode: "COD",
		});
		await ship(first.orderId);
		const before = (await invoiceOf(first.user, first.orderId)).tax_invoice as TaxDocument;
		expect(before.lines[0]).toMatchObject({ rate: 18 }); // above ₹2,500 a piece

		await saveTaxSettings(t.database.db, { ...DEFAULT_TAX_SETTINGS, legalName: "Pitara Retail LLP" });
		const second = await orderFor("Karnataka", "560034", [{ variant: frock as TestVariant, quantity: 1 }]);
		await ship(second.orderId);
		expect((await invoiceOf(first.user, first.orderId)).tax_invoice).toEqual(before);
		expect((await invoiceOf(second.user, second.orderId)).tax_invoice?.seller.legal_name).toBe("Pitara Retail LLP");
		await saveTaxSettings(t.database.db, DEFAULT_TAX_SETTINGS);
	});
});

describe("invoice numbers", () => {
	async function lastInvoiceSequence(): Promise<number> {
		const [row] = await queryRows<{ n: number | null }>(
			t.database.db,
			sql`select max(sequence)::int as n from tax_documents where kind = 'invoice' and financial_year = ${financialYear(new Date())}`,
		);
		return row?.n ?? 0;
	}

	it("have no gaps and no repeats when orders ship at the same time, and a failed shipment gives its number back", async () => {
		const start = await lastInvoiceSequence();
		const [v] = await prepareVariants(t.database, [{ price: 700_00, stock: 50 }]);
		const placed: Awaited<ReturnType<typeof orderFor>>[] = [];
		for (let i = 0; i < 6; i += 1)
			placed.push(await orderFor("Karnataka", "560034", [{ variant: v as TestVariant, quantity: 1 }]));

		// a shipment whose transaction fails after taking a number
		await expect(
			t.database.db.transaction(async (tx) => {
				await changeOrderStatusIn(tx, { orderId: placed[0]?.orderId ?? 0, status: "Shipped", actor: staff });
				throw new Error("the courier's API is down");
			}),
		).rejects.toThrow("courier");

		await Promise.all(placed.map(({ orderId }) => ship(orderId)));
		const numbers = await Promise.all(
			placed.map(async ({ user, orderId }) => (await invoiceOf(user, orderId)).tax_invoice),
		);
		expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].map((n) => start + n));

		// shipping is once: the invoice is not issued again (a repeated move is refused, the number stays)
		const again = await call(t.app, {
			method: "POST",
			url: "/api/order/invoice/fetch",
			headers: placed[0]?.user.auth ?? {},
			payload: { order_id: placed[0]?.orderId },
		});
		expect(sequenceOf((again.body.response as Invoice[])[0]?.tax_invoice)).toBe(sequenceOf(numbers[0]));
	});

	it("start again at 1 in April: the series is per financial year, reckoned in IST", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 300_00, stock: 10 }]);
		const a = await orderFor("Karnataka", "560034", [{ variant: v as TestVariant, quantity: 1 }]);
		const b = await orderFor("Karnataka", "560034", [{ variant: v as TestVariant, quantity: 1 }]);
		const c = await orderFor("Karnataka", "560034", [{ variant: v as TestVariant, quantity: 1 }]);
		const facts = async (orderId: number) => {
			const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
			if (!row) throw new Error("no order");
			return {
				id: row.id,
				total: row.total,
				promoDiscount: row.promoDiscount,
				delivery: row.delivery,
				codFee: row.codFee,
				buyer: { name: row.addressName, addressLines: [row.addressLine1], state: row.state },
				items: [{ name: "Test", category: "", unitPrice: 300_00, quantity: 1 }],
			};
		};
		const [fa, fb, fc] = [await facts(a.orderId), await facts(b.orderId), await facts(c.orderId)];
		// 23:59:59 IST on 31 March 2030, then midnight IST on 1 April 2030
		const lastOfYear = await t.database.db.transaction((tx) => issueInvoice(tx, fa, new Date("2030-03-31T18:29:59Z")));
		const firstOfYear = await t.database.db.transaction((tx) => issueInvoice(tx, fb, new Date("2030-03-31T18:30:00Z")));
		const second = await t.database.db.transaction((tx) => issueInvoice(tx, fc, new Date("2030-04-02T06:00:00Z")));
		expect(lastOfYear.number).toBe("PIT/2029-30/000001");
		expect(firstOfYear.number).toBe("PIT/2030-31/000001");
		expect(second.number).toBe("PIT/2030-31/000002");
	});
});

describe("the credit note", () => {
	it("reverses the invoice of a shipped order that is cancelled, in its own series; an unshipped one needs none", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 850_00, stock: 10, category: "Boys" }]);
		const shipped = await orderFor("Kerala", "682001", [{ variant: v as TestVariant, quantity: 1 }]);
		await ship(shipped.orderId);
		await changeOrderStatus(t.app, t.app.log, { orderId: shipped.orderId, status: "Cancelled", actor: staff });
		const invoice = await invoiceOf(shipped.user, shipped.orderId);
		const note = invoice.credit_note as TaxDocument;
		expect(note.number).toMatch(new RegExp(`^PIT-CN/${financialYear(new Date())}/\\d{6}$`));
		expect(note).toMatchObject({ kind: "credit_note", against: invoice.tax_invoice?.number, intra_state: false });
		expect(note.lines).toEqual(invoice.tax_invoice?.lines);
		expect(note.totals).toEqual({ taxable: 809_52, cgst: 0, sgst: 0, igst: 40_48, total: 850_00 });

		const pending = await orderFor("Kerala", "682001", [{ variant: v as TestVariant, quantity: 1 }]);
		await changeOrderStatus(t.app, t.app.log, { orderId: pending.orderId, status: "Cancelled", actor: staff });
		const none = await invoiceOf(pending.user, pending.orderId);
		expect(none.tax_invoice).toBeNull();
		expect(none.credit_note).toBeNull();
	});
});
