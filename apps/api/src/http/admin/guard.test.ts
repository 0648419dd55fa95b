import { staffMay } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";

let t: TestApp;
let customer: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp();
	customer = await createUser(t.database);
	admin = await createAdmin(t.database, { fullName: "Guard Admin" });
});
afterAll(async () => {
	await t?.close();
});

/** A concrete URL for a route pattern: every `:param` becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, "1").replace(/\*$/, "x");

const send = (method: string, url: string, auth?: { authorization: string }) =>
	call(t.app, {
		method: method as "GET",
		url,
		...(auth ? { headers: auth } : {}),
		...(method === "GET" || method === "DELETE" ? {} : { payload: { anything: "at all" } }),
	});

describe("the admin API's guard (http/admin/staff-guard.ts)", () => {
	it("knows every admin route, whichever module registered it", () => {
		const urls = t.app.adminApiRoutes.map((route) => `${route.method} ${route.url}`);
		// one from each module that registers staff routes, so a route table that stops filling fails here
		for (const expected of [
			"GET /api/admin/session",
			"GET /api/admin/audit",
			"POST /api/admin/orders/:order_id/status",
			"PATCH /api/admin/variants/:id",
			"GET /api/admin/contact-messages",
			"POST /api/admin/banners",
		]) {
			expect(urls).toContain(expected);
		}
		expect(urls.length).toBeGreaterThanOrEqual(10);
	});

	it("answers 401 to a visitor and 403 to a customer on every admin route, before reading the body", async () => {
		expect(t.app.adminApiRoutes.length).toBeGreaterThan(0);
		for (const route of t.app.adminApiRoutes) {
			const url = concrete(route.url);
			const visitor = await send(route.method, url);
			expect(visitor.status, `${route.method} ${route.url} as a visitor`).toBe(401);
			expect(visitor.body).toMatchObject({ status: false, code: "UNAUTHORIZED" });
			const asCustomer = await send(route.method, url, customer.auth);
			expect(asCustomer.status, `${route.method} ${route.url} as a customer`).toBe(403);
			expect(asCustomer.body).toMatchObject({ status: false, code: "FORBIDDEN" });
		}
	});

	it("lets the staff through, and covers paths no route matches without telling visitors which exist", async () => {
		const session = await send("GET", "/api/admin/session", admin.auth);
		expect(session.status).toBe(200);
		expect(session.body.response).toMatchObject({ user_id: admin.id, full_name: "Guard Admin", role: "admin" });

		expect((await send("GET", "/api/admin/no-such-thing")).status).toBe(401);
		expect((await send("GET", "/api/admin/no-such-thing", customer.auth)).status).toBe(403);
		expect((await send("GET", "/api/admin/no-such-thing", admin.auth)).status).toBe(404);
		expect((await send("GET", "/api/admin", customer.auth)).status).toBe(403);
		// not fooled by a query string or a path that only starts like it
		expect((await send("GET", "/api/admin/session?x=/api/health")).status).toBe(401);
		expect((await send("GET", "/api/administrator")).status).toBe(404);
	});

	it("files every admin route under 'admin' with a bearer token in the OpenAPI document", async () => {
		const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
			paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
		};
		const adminPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith("/api/admin"));
		expect(adminPaths.length).toBeGreaterThan(0);
		for (const [path, operations] of adminPaths) {
			for (const [method, operation] of Object.entries(operations)) {
				expect(operation.tags, `${method} ${path}`).toContain("admin");
				expect(operation.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
			}
		}
	});

	it("lets each staff role use exactly the areas the one table gives it (packages/shared staff-access.ts)", async () => {
		const roles = ["orders", "catalogue", "support"] as const;
		const members = await Promise.all(roles.map((role) => createUser(t.database, { fullName: `Role ${role}`, role })));
		let refused = 0;
		for (const route of t.app.adminApiRoutes) {
			// writes aim at an id that does not exist, so that nothing changes; reads at 1
			const url = route.url.replace(/:[A-Za-z_]+/g, route.method === "GET" ? "1" : "999999");
			const access = route.method === "GET" ? "read" : "write";
			for (const [index, role] of roles.entries()) {
				const member = members[index];
				if (!member) throw new Error("no member");
				const answer = await send(route.method, url, member.auth);
				const label = `${route.method} ${route.url} as ${role}`;
				if (staffMay(role, route.area, access)) {
					expect(answer.status, label).not.toBe(403);
				} else {
					refused += 1;
					expect(answer.status, label).toBe(403);
					expect(answer.body, label).toMatchObject({ code: "ROLE_FORBIDDEN" });
				}
			}
		}
		expect(refused).toBeGreaterThan(50);
	});

	it("gives every admin route an area and refuses to start with a route under /api/admin outside the scope", async () => {
		for (const route of t.app.adminApiRoutes) expect(route.area, route.url).toBeTruthy();
		const { createTestApp: build } = await import("../../../test/helpers.ts");
		await expect(
			build({
				configure: (app) => {
					app.get("/api/admin/sneaky", async () => ({ secret: true }));
				},
			}),
		).rejects.toThrow(/outside the staff's scope/);
	});
});
