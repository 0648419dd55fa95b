import type { AdminOutbox } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { createOrder, createShopper, orderIdOf, orderPayload, prepareVariants } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";

const sms = new MemorySmsSender();
let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({ sms, seeded: true });
	// every attempt at once: the third failure makes the entry dead
	Object.assign(t.app.outbox, { maxAttempts: 3, backoffMs: () => 0 });
});
afterAll(async () => {
	await t?.close();
});

describe("the console's outbox", () => {
	it("shows an order SMS that failed every attempt as dead with its attempts, and the admin's retry sends it", async () => {
		const admin = await createAdmin(t.database);
		const [variant] = await prepareVariants(t.database, [{ price: 250_00, stock: 5 }]);
		if (!variant) throw new Error("no variant");
		const shopper = await createShopper(t.database);
		sms.failing = true;
		const placed = await createOrder(t.app, shopper.auth, orderPayload(shopper.addressId, [{ variant, quantity: 1 }]));
		const orderId = orderIdOf(placed.body);
		let outbox: AdminOutbox | undefined;
		await expect
			.poll(
				async () => {
					await t.app.outbox.drain();
					const answer = await call(t.app, { method: "GET", url: "/api/admin/outbox", headers: admin.auth });
					outbox = answer.body.response as AdminOutbox;
					return outbox.entries.length;
				},
				{ timeout: 5000 },
			)
			.toBe(1);
		const [dead] = outbox?.entries ?? [];
		expect(dead).toMatchObject({ type: "OrderPlaced", aggregate: `order:${orderId}`, state: "dead", attempts: 3 });
		expect(dead?.attempt_log.map((attempt) => attempt.error)).toEqual([
			"SMS provider is down",
			"SMS provider is down",
			"SMS provider is down",
		]);
		expect(sms.countTo(shopper.phone)).toBe(0);

		// only the admin sees it
		const support = await createUser(t.database, { role: "support" });
		expect((await call(t.app, { method: "GET", url: "/api/admin/outbox", headers: support.auth })).status).toBe(403);
		const refused = await call(t.app, {
			method: "POST",
			url: `/api/admin/outbox/${dead?.id}/retry`,
			headers: support.auth,
		});
		expect(refused.status).toBe(403);

		sms.failing = false;
		const retried = await call(t.app, {
			method: "POST",
			url: `/api/admin/outbox/${dead?.id}/retry`,
			headers: admin.auth,
		});
		expect(retried.status).toBe(200);
		await expect.poll(() => sms.countTo(shopper.phone)).toBe(1);
		expect(sms.sent.at(-1)?.message).toContain(`your order #${orderId}`);
		// a second retry finds no dead entry
		const again = await call(t.app, {
			method: "POST",
			url: `/api/admin/outbox/${dead?.id}/retry`,
			headers: admin.auth,
		});
		expect(again.status).toBe(404);
		const done = (await call(t.app, { method: "GET", url: "/api/admin/outbox?state=done", headers: admin.auth })).body
			.response as AdminOutbox;
		expect(done.entries[0]).toMatchObject({ id: dead?.id, state: "done" });
		expect(done.entries[0]?.attempt_log.at(-1)?.error).toBeNull();
		const audit = await call(t.app, {
			method: "GET",
			url: "/api/admin/audit?entity=outbox_entry",
			headers: admin.auth,
		});
		expect((audit.body.response as { action: string; entity_id: string }[])[0]).toMatchObject({
			action: "retry",
			entity_id: dead?.id,
		});
	});
});
