import { creditNoteDeadline, financialYear } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { queryRows } from "../../db/client.ts";
import { transaction } from "../events/index.ts";
import { itemsOfOrder } from "../orders/index.ts";
import { creditNoteIsLate, issueLinesCreditNote } from "./index.ts";

/**
 * Section 34(2) (issue 29 item 4): a credit note against an invoice of a financial year cannot be issued after
 * 30 November of the next one unless a member of staff confirms the exception, which the audit log keeps. The
 * invoices here are moved into 2024-25 (deadline 30 November 2025, long past) so no test depends on today's date.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let variant: TestVariant;
beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database);
	const [prepared] = await prepareVariants(t.database, [{ price: 599_00, stock: 20, category: "Girls" }]);
	variant = prepared as TestVariant;
});
afterAll(async () => {
	await t?.close();
});

/** A shipped order whose invoice is of 2024-25. */
async function lateInvoicedOrder(): Promise<number> {
	const user = await createShopper(t.database);
	const placed = await placeOrder(t.app, user, [{ variant, quantity: 2 }]);
	expect(placed.status).toBe(201);
	const shipped = await call(t.app, {
		method: "POST",
		url: `/api/admin/orders/${placed.orderId}/status`,
		headers: admin.auth,
		payload: { status: "Shipped" },
	});
	expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
	await t.database.db.execute(
		sql`update tax_documents set financial_year = '2024-25', issued_at = '2025-02-10T06:00:00Z'
			where order_id = ${placed.orderId} and kind = 'invoice'`,
	);
	return placed.orderId;
}

const creditNotes = async (orderId: number) =>
	(
		await queryRows<{ n: number }>(
			t.database.db,
			sql`select count(*)::int as n from tax_documents where order_id = ${orderId} and kind = 'credit_note'`,
		)
	)[0]?.n;

describe("the credit-note deadline of Section 34(2)", () => {
	it("falls at the end of 30 November (India) after the invoice's financial year", () => {
		expect(creditNoteDeadline("2025-26").toISOString()).toBe("2026-11-30T18:30:00.000Z");
		expect(creditNoteIsLate("2025-26", new Date("2026-11-30T18:29:59.999Z"))).toBe(false);
		expect(creditNoteIsLate("2025-26", new Date("2026-11-30T18:30:00.000Z"))).toBe(true);
		// a March invoice has its whole next year; an April one the same deadline
		expect(financialYear(new Date("2026-03-31T18:00:00Z"))).toBe("2025-26");
		expect(creditNoteIsLate("2026-27", new Date("2027-11-30T12:00:00Z"))).toBe(false);
	});

	it("refuses staff's late cancellation with a field error and changes nothing; confirmed, issues it and audits", async () => {
		const orderId = await lateInvoicedOrder();
		const refused = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/${orderId}/status`,
			headers: admin.auth,
			payload: { status: "Cancelled" },
		});
		expect(refused.status).toBe(409);
		expect(refused.body.code).toBe("CREDIT_NOTE_DEADLINE");
		expect(refused.body.errors).toEqual([
			expect.objectContaining({ field: "confirmLateCreditNote", message: expect.stringContaining("30 November 2025") }),
		]);
		const [still] = await queryRows<{ status: string }>(
			t.database.db,
			sql`select status from orders where id = ${orderId}`,
		);
		expect(still?.status).toBe("Shipped");
		expect(await creditNotes(orderId)).toBe(0);

		const confirmed = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/${orderId}/status`,
			headers: admin.auth,
			payload: { status: "Cancelled", confirm_late_credit_note: true },
		});
		expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
		expect(await creditNotes(orderId)).toBe(1);
		const [entry] = await queryRows<{ after: Record<string, unknown> }>(
			t.database.db,
			sql`select after from audit_log where entity = 'order' and entity_id = ${String(orderId)} and action = 'status'
				order by id desc limit 1`,
		);
		expect(entry?.after).toMatchObject({ status: "Cancelled", late_credit_note_confirmed: true });
	});

	it("holds for the credit notes of some units (cancellations after the invoice, completed returns) too", async () => {
		const orderId = await lateInvoicedOrder();
		const [line] = await itemsOfOrder(t.database.db, orderId);
		const input = { orderId, reference: "return:late", lines: [{ orderItemId: line?.id as number, quantity: 1 }] };
		await expect(transaction(t.database.db, (tx) => issueLinesCreditNote(tx, input))).rejects.toMatchObject({
			code: "CREDIT_NOTE_DEADLINE",
		});
		expect(await creditNotes(orderId)).toBe(0);
		const note = await transaction(t.database.db, (tx) =>
			issueLinesCreditNote(tx, input, undefined, { lateConfirmedBy: { userId: admin.id, name: "Asha (owner)" } }),
		);
		expect(note).toMatchObject({ kind: "credit_note", against: expect.stringContaining("/") });
		expect(await creditNotes(orderId)).toBe(1);
	});
});
