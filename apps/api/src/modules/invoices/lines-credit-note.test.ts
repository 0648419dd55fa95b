import { financialYear, type Invoice, type TaxDocument } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { addresses } from "../../db/schema/index.ts";
import { changeOrderStatus } from "../../workflows/change-order-status.ts";
import { transaction } from "../events/index.ts";
import { itemsOfOrder } from "../orders/index.ts";
import { issueLinesCreditNote } from "./index.ts";

/**
 * Tax documents follow the money (issue 24 item 7): units of an invoiced order that are cancelled or returned get
 * a credit note for exactly those units, numbered in the financial year's credit-note series, each line's GST split
 * as on the invoice; the credit notes of a line add up to its invoice line, and a later whole cancellation credits
 * only what is left. The returns work calls `issueLinesCreditNote` for a completed return.
 */
let t: TestApp;
beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});
afterAll(async () => {
	await t?.close();
});

const staff = { userId: null, name: "Ravi (dispatch)", role: "admin" as const };

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

const sequenceOf = (document: TaxDocument) => Number(document.number.split("/")[2]);
const sum = (lines: TaxDocument["lines"], key: "taxable" | "cgst" | "sgst" | "igst" | "gross") =>
	lines.reduce((total, line) => total + line[key], 0);

describe("credit notes for some units of an invoiced order", () => {
	it("credits exactly the units, per line as on the invoice, in the year's series; the rest at the whole cancellation", async () => {
		const [frock, toy] = await prepareVariants(t.database, [
			{ price: 599_00, mrp: 799_00, stock: 10, category: "Girls" },
			{ price: 402_33, stock: 10, category: "Toys" },
		]);
		const user = await createShopper(t.database);
		await t.database.db
			.update(addresses)
			.set({ state: "Maharashtra", pincode: "400001" })
			.where(eq(addresses.id, user.addressId));
		const placed = await placeOrder(t.app, user, [
			{ variant: frock as TestVariant, quantity: 3 },
			{ variant: toy as TestVariant, quantity: 1 },
		]);
		expect(placed.status).toBe(201);
		const orderId = placed.orderId;
		await changeOrderStatus(t.app, t.app.log, { orderId, status: "Shipped", actor: staff });
		const tax = (await invoiceOf(user, orderId)).tax_invoice as TaxDocument;
		const [frockLine, toyLine] = await itemsOfOrder(t.database.db, orderId);
		const frockTax = tax.lines.find((line) => line.order_item_id === frockLine?.id);
		expect(frockTax).toMatchObject({ quantity: 3 });

		// one frock of three, then (a repeat changes nothing) one more
		const first = await transaction(t.database.db, (tx) =>
			issueLinesCreditNote(tx, {
				orderId,
				reference: "return:1",
				lines: [{ orderItemId: frockLine?.id as number, quantity: 1 }],
			}),
		);
		const again = await transaction(t.database.db, (tx) =>
			issueLinesCreditNote(tx, {
				orderId,
				reference: "return:1",
				lines: [{ orderItemId: frockLine?.id as number, quantity: 1 }],
			}),
		);
		expect(again?.number).toBe(first?.number);
		const second = await transaction(t.database.db, (tx) =>
			issueLinesCreditNote(tx, {
				orderId,
				reference: "cancellation:7",
				lines: [{ orderItemId: frockLine?.id as number, quantity: 1 }],
			}),
		);
		if (!first || !second || !frockTax) throw new Error("no credit notes");
		expect(first.number).toMatch(new RegExp(`^PIT-CN/${financialYear(new Date())}/\\d{6}$`));
		expect(sequenceOf(second)).toBe(sequenceOf(first) + 1);
		expect(first).toMatchObject({ kind: "credit_note", against: tax.number, intra_state: false });
		const one = first.lines[0];
		// a third of the frocks' line, with IGST as on the invoice (delivered outside Karnataka)
		expect(one).toMatchObject({ quantity: 1, hsn: frockTax.hsn, rate: frockTax.rate, cgst: 0, sgst: 0 });
		expect(one?.taxable).toBe(Math.floor(frockTax.taxable / 3));
		expect(one?.igst).toBe(Math.floor(frockTax.igst / 3));
		expect(first.lines).toHaveLength(1);
		expect(first.totals.total).toBe(sum(first.lines, "gross"));

		// more than was invoiced is refused, nothing written
		await expect(
			transaction(t.database.db, (tx) =>
				issueLinesCreditNote(tx, {
					orderId,
					reference: "return:2",
					lines: [{ orderItemId: frockLine?.id as number, quantity: 2 }],
				}),
			),
		).rejects.toThrow(/more units than were invoiced/);

		// the whole order cancelled after: the third frock, the toy and delivery, so the notes add up to the invoice
		await changeOrderStatus(t.app, t.app.log, { orderId, status: "Cancelled", actor: staff });
		const invoice = await invoiceOf(user, orderId);
		expect(invoice.credit_notes.map((note) => note.number)).toEqual([
			first.number,
			second.number,
			invoice.credit_note?.number,
		]);
		const last = invoice.credit_note as TaxDocument;
		expect(last.lines.find((line) => line.order_item_id === frockLine?.id)?.quantity).toBe(1);
		expect(last.lines.find((line) => line.order_item_id === toyLine?.id)?.quantity).toBe(1);
		const all = invoice.credit_notes.flatMap((note) => note.lines);
		for (const key of ["taxable", "igst", "gross"] as const) expect(sum(all, key)).toBe(sum(tax.lines, key));
		expect(invoice.credit_notes.reduce((s, note) => s + note.totals.total, 0)).toBe(tax.totals.total);

		// each credit note as a PDF, by its number
		const pdf = await call(t.app, {
			method: "POST",
			url: "/api/order/invoice/pdf",
			headers: user.auth,
			payload: { order_id: orderId, document: "credit_note", number: first.number },
		});
		expect(pdf.status).toBe(200);
		expect(pdf.response.headers["content-type"]).toBe("application/pdf");
		expect(String(pdf.response.headers["content-disposition"])).toContain(first.number.replaceAll("/", "-"));
	});

	it("issues nothing before the invoice: units cancelled before shipping are simply not invoiced", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 300_00, stock: 10 }]);
		const user = await createShopper(t.database);
		const placed = await placeOrder(t.app, user, [{ variant: v as TestVariant, quantity: 2 }]);
		const [line] = await itemsOfOrder(t.database.db, placed.orderId);
		const cancelled = await call(t.app, {
			method: "POST",
			url: `/api/orders/${placed.orderId}/cancellations`,
			headers: user.auth,
			payload: { items: [{ order_item_id: line?.id, quantity: 1 }] },
		});
		expect(cancelled.status).toBe(201);
		expect((await invoiceOf(user, placed.orderId)).credit_notes).toEqual([]);
		await changeOrderStatus(t.app, t.app.log, { orderId: placed.orderId, status: "Shipped", actor: staff });
		const tax = (await invoiceOf(user, placed.orderId)).tax_invoice as TaxDocument;
		expect(tax.lines[0]).toMatchObject({ quantity: 1, order_item_id: line?.id });
	});
});
