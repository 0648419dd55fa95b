import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { auditLog, grievances } from "../../db/schema/index.ts";
import { grievanceClock } from "./grievance-clock.ts";

const HOUR = 3_600_000;
const filed = new Date("2026-03-01T10:00:00.000Z");
const at = (hours: number) => new Date(filed.getTime() + hours * HOUR);

describe("the grievance clock (48-hour acknowledgement, 30-day resolution)", () => {
	it("is within its limits until 48 hours, then the acknowledgement is overdue", () => {
		const open = { createdAt: filed, acknowledgedAt: null, resolvedAt: null };
		expect(grievanceClock(open, at(0))).toMatchObject({ ageHours: 0, clock: "ok", status: "open" });
		expect(grievanceClock(open, at(47.9))).toMatchObject({ ageHours: 47, clock: "ok" });
		expect(grievanceClock(open, at(48))).toMatchObject({ ageHours: 48, clock: "ok" });
		expect(grievanceClock(open, at(48.01))).toMatchObject({ ageHours: 48, clock: "ack_overdue" });
		expect(grievanceClock(open, at(0)).ackDueAt.toISOString()).toBe("2026-03-03T10:00:00.000Z");
		expect(grievanceClock(open, at(0)).resolveDueAt.toISOString()).toBe("2026-03-31T10:00:00.000Z");
	});

	it("counts the 30 days whether or not the ticket was acknowledged, and stops once resolved", () => {
		const acked = { createdAt: filed, acknowledgedAt: at(5), resolvedAt: null };
		expect(grievanceClock(acked, at(100))).toMatchObject({ clock: "ok", status: "acknowledged" });
		expect(grievanceClock(acked, at(30 * 24))).toMatchObject({ clock: "ok" });
		expect(grievanceClock(acked, at(30 * 24 + 1))).toMatchObject({ clock: "resolve_overdue", ageHours: 721 });
		const unacked = { createdAt: filed, acknowledgedAt: null, resolvedAt: null };
		expect(grievanceClock(unacked, at(31 * 24)).clock).toBe("resolve_overdue");
		const done = { createdAt: filed, acknowledgedAt: at(1), resolvedAt: at(60 * 24) };
		expect(grievanceClock(done, at(90 * 24))).toMatchObject({ clock: "done", status: "resolved" });
	});
});

describe("grievances over HTTP", () => {
	let t: TestApp;
	let admin: { authorization: string };
	let asha: { id: number; auth: { authorization: string } };
	let ravi: { id: number; auth: { authorization: string } };

	beforeAll(async () => {
		t = await createTestApp({ seeded: true });
		admin = (await createAdmin(t.database)).auth;
		asha = await createUser(t.database);
		ravi = await createUser(t.database);
	});
	afterAll(async () => {
		await t.close();
	});

	const valid = {
		name: "Asha Verma",
		email: "Asha@Example.com",
		topic: "order",
		order_ref: "PIT-1042",
		message: "The frock I ordered arrived torn at the seam and nobody answered my mail.",
	};
	const file = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress?: string) =>
		call(t.app, { method: "POST", url: "/api/grievances", payload, headers, remoteAddress });

	it("gives a ticket number at once and stores the grievance against the signed-in shopper", async () => {
		const { status, body } = await file(valid, asha.auth);
		expect(status).toBe(201);
		const ticket = (body.response as { ticket: string }).ticket;
		expect(ticket).toMatch(/^G\d{8}$/);
		expect(body.message).toContain(ticket);
		const [row] = await t.database.db.select().from(grievances).where(eq(grievances.ticket, ticket));
		expect(row).toMatchObject({ userId: asha.id, email: "asha@example.com", topic: "order", orderRef: "PIT-1042" });
	});

	it("says what is wrong with each field and stores nothing", async () => {
		const before = (await t.database.db.select().from(grievances)).length;
		const cases: [Record<string, unknown>, string, string][] = [
			[{ ...valid, name: "" }, "name", "Please enter your name"],
			[{ ...valid, email: "asha@" }, "email", "Please enter a valid email address"],
			[{ ...valid, phone: "12345" }, "phone", "Phone number must be 10 digits"],
			[{ ...valid, topic: "refunds please" }, "topic", "Please choose what the grievance is about"],
			[{ ...valid, message: "too short" }, "message", "Please describe your grievance in at least 20 characters"],
		];
		for (const [payload, field, message] of cases) {
			const { status, body } = await file(payload, {}, "198.51.100.77");
			expect(status, field).toBe(400);
			expect(body.errors).toEqual([{ field, message }]);
		}
		expect((await t.database.db.select().from(grievances)).length).toBe(before);
	});

	it("limits how often one address may file", async () => {
		const statuses: number[] = [];
		for (let i = 0; i < 11; i++) statuses.push((await file(valid, {}, "203.0.113.9")).status);
		expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
		expect(statuses[10]).toBe(429);
	});

	it("lists a shopper's own tickets only, and needs a session", async () => {
		const mine = await file({ ...valid, name: "Ravi Kumar", email: "ravi@example.com" }, ravi.auth);
		const raviTicket = (mine.body.response as { ticket: string }).ticket;
		const asRavi = await call(t.app, {
			method: "POST",
			url: "/api/users/grievances/list",
			payload: {},
			headers: ravi.auth,
		});
		expect(asRavi.status).toBe(200);
		const tickets = (asRavi.body.grievances as { ticket: string; status: string }[]).map((g) => g.ticket);
		expect(tickets).toEqual([raviTicket]);
		const asAsha = await call(t.app, {
			method: "POST",
			url: "/api/users/grievances/list",
			payload: {},
			headers: asha.auth,
		});
		const ashaTickets = (asAsha.body.grievances as { ticket: string }[]).map((g) => g.ticket);
		expect(ashaTickets.length).toBe(1);
		expect(ashaTickets).not.toContain(raviTicket);
		const anonymous = await call(t.app, { method: "POST", url: "/api/users/grievances/list", payload: {} });
		expect(anonymous.status).toBe(401);
	});

	it("lets staff acknowledge then resolve with a note, audited, and the shopper sees the status", async () => {
		const created = await file(valid, asha.auth);
		const ticket = (created.body.response as { ticket: string }).ticket;
		const queue = await call(t.app, { method: "GET", url: "/api/admin/grievances", headers: admin });
		expect(queue.status).toBe(200);
		const item = (queue.body.response as { id: number; ticket: string; clock: string; age_hours: number }[]).find(
			(g) => g.ticket === ticket,
		);
		expect(item).toMatchObject({ clock: "ok", age_hours: 0 });
		const id = item?.id;
		const ack = await call(t.app, {
			method: "POST",
			url: `/api/admin/grievances/${id}/acknowledge`,
			headers: admin,
			payload: { note: "Looking into it" },
		});
		expect(ack.status).toBe(200);
		expect(ack.body.response).toMatchObject({ status: "acknowledged" });
		const again = await call(t.app, {
			method: "POST",
			url: `/api/admin/grievances/${id}/acknowledge`,
			headers: admin,
			payload: { note: "again" },
		});
		expect(again.status).toBe(409);
		const resolve = await call(t.app, {
			method: "POST",
			url: `/api/admin/grievances/${id}/resolve`,
			headers: admin,
			payload: { note: "Replacement frock sent" },
		});
		expect(resolve.body.response).toMatchObject({ status: "resolved", clock: "done" });
		const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "grievance"));
		expect(audits.filter((a) => a.entityId === String(id)).map((a) => a.action)).toEqual(["acknowledge", "resolve"]);
		const list = await call(t.app, {
			method: "POST",
			url: "/api/users/grievances/list",
			payload: {},
			headers: asha.auth,
		});
		expect((list.body.grievances as { ticket: string }[]).find((g) => g.ticket === ticket)).toMatchObject({
			status: "resolved",
			resolution_note: "Replacement frock sent",
		});
		const byShopper = await call(t.app, { method: "GET", url: "/api/admin/grievances", headers: asha.auth });
		expect(byShopper.status).toBe(403);
	});

	it("shows the officer the console names on the public read", async () => {
		const none = await call(t.app, { method: "GET", url: "/api/grievance-officer" });
		expect(none.body.response).toBeNull();
		const saved = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/grievance-officer",
			headers: admin,
			payload: { name: "Meera Iyer", email: "grievance@pitara.example", phone: "+91 80 4000 1234" },
		});
		expect(saved.status).toBe(200);
		const read = await call(t.app, { method: "GET", url: "/api/grievance-officer" });
		expect(read.body.response).toEqual({
			name: "Meera Iyer",
			email: "grievance@pitara.example",
			phone: "+91 80 4000 1234",
		});
	});
});
