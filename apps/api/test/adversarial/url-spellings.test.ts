import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createTestApp, createUser, type TestApp } from "../helpers.ts";
import { spellings } from "../url-spellings.ts";

/**
 * Security decisions on raw URLs (docs/security.md): once, `/api/%61dmin/customers` answered every customer's
 * details to anyone, because the guard read `request.url` while the router matched the decoded path. This walks
 * every route of the app, each in many spellings of its URL, as a visitor, a customer and a member of staff, and
 * holds that no spelling answers anything the canonical URL would not answer that caller.
 */

let t: TestApp;
type Caller = { name: string; auth?: { authorization: string } };
let callers: Caller[];

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	const customer = await createUser(t.database, { fullName: "Spelling Customer" });
	const staff = await createAdmin(t.database, { fullName: "Spelling Staff" });
	callers = [{ name: "visitor" }, { name: "customer", auth: customer.auth }, { name: "staff", auth: staff.auth }];
}, 120_000);
afterAll(async () => {
	await t?.close();
});

/** A concrete URL for a route pattern: every `:param` becomes `id`, a wildcard `x`. */
const concrete = (url: string, id: string) => url.replace(/:[A-Za-z_]+/g, id).replace(/\*$/, "x");

let ipCounter = 0;
/** A request from an address of its own, so that no per-address limit turns an answer into a 429. */
async function send(method: string, url: string, caller: Caller) {
	ipCounter += 1;
	const answer = await t.app.inject({
		method: method as "GET",
		url,
		remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
		headers: { ...(caller.auth ?? {}), "sec-fetch-site": "same-origin" },
		...(method === "GET" || method === "HEAD" || method === "DELETE" ? {} : { payload: { anything: "at all" } }),
	});
	return answer;
}

const REFUSED = new Set([400, 401, 403, 404, 405, 413, 415, 429]);

/** What a spelling may answer a caller, given what the canonical URL answered them. */
function allowed(canonical: number, spelled: number): boolean {
	if (spelled >= 500) return false;
	if (spelled === canonical) return true;
	// a spelling the router does not take for the route: refused, never something else
	return REFUSED.has(spelled) && (canonical < 400 ? true : REFUSED.has(canonical));
}

const isWalked = (route: { method: string; url: string }) =>
	route.method !== "HEAD" &&
	route.method !== "OPTIONS" &&
	route.url.startsWith("/api/") &&
	// the OpenAPI viewer's own files are static and public
	!route.url.startsWith("/api/docs");

describe("no spelling of a route's URL answers more than the route itself", () => {
	it("walks every admin route as a visitor, a customer and staff", async () => {
		const routes = t.app.adminApiRoutes;
		expect(routes.length).toBeGreaterThan(40);
		let checked = 0;
		for (const route of routes) {
			for (const caller of callers) {
				// staff writes aim at an id that does not exist, so that the walk never changes the shop under itself
				const id = caller.name === "staff" && route.method !== "GET" ? "999999" : "1";
				const path = concrete(route.url, id);
				const canonical = await send(route.method, path, caller);
				if (caller.name === "visitor") expect(canonical.statusCode, `${route.method} ${path}`).toBe(401);
				if (caller.name === "customer") expect(canonical.statusCode, `${route.method} ${path}`).toBe(403);
				for (const url of spellings(path)) {
					const answer = await send(route.method, url, caller);
					checked += 1;
					const label = `${route.method} ${url} as ${caller.name} (canonical ${canonical.statusCode})`;
					expect(allowed(canonical.statusCode, answer.statusCode), `${label}: ${answer.statusCode}`).toBe(true);
					if (caller.name !== "staff") expect(answer.statusCode, label).toBeGreaterThanOrEqual(400);
					// whatever came back, no cache on the way may keep it
					if (answer.statusCode < 300) expect(answer.headers["cache-control"], label).toMatch(/private|no-store/);
				}
			}
		}
		expect(checked).toBeGreaterThan(3000);
	}, 600_000);

	it("walks every other API route: a spelling never answers a visitor what needs a session", async () => {
		const routes = t.app.routeTable.filter(
			(route) => isWalked(route) && !t.app.adminApiRoutes.some((admin) => admin.url === route.url),
		);
		expect(routes.length).toBeGreaterThan(30);
		const visitor = callers[0] as Caller;
		const customer = callers[1] as Caller;
		for (const route of routes) {
			// writes aim at an id that does not exist
			const path = concrete(route.url, route.method === "GET" ? "1" : "999999");
			for (const caller of [visitor, customer]) {
				const canonical = await send(route.method, path, caller);
				for (const url of spellings(path).slice(0, 24)) {
					const answer = await send(route.method, url, caller);
					const label = `${route.method} ${url} as ${caller.name} (canonical ${canonical.statusCode})`;
					expect(allowed(canonical.statusCode, answer.statusCode), `${label}: ${answer.statusCode}`).toBe(true);
				}
			}
		}
	}, 600_000);

	it("holds the URLs of the report that found it", async () => {
		const visitor = callers[0] as Caller;
		for (const url of [
			"/api/%61dmin/customers",
			"/%61pi/admin/customers",
			"/api/%61dmin/gift-cards",
			"/api/%41dmin/customers",
			"/api/admin/%63ustomers",
			"//api//admin//customers",
			"/api/./admin/customers",
			"/api/admin/customers/",
			"/api/admin;a=b/customers",
		]) {
			const answer = await send("GET", url, visitor);
			expect([401, 404], `${url}: ${answer.statusCode}`).toContain(answer.statusCode);
			expect(answer.body).not.toContain("phone");
			expect(answer.headers["cache-control"]).toMatch(/private|no-store/);
		}
	});

	it("refuses a visitor's upload before reading its body", async () => {
		// a body that would take seconds to decode if it were read: the guard answers first
		const answer = await t.app.inject({
			method: "POST",
			url: "/%61pi/admin/variants/1/images",
			headers: { "content-type": "image/png" },
			payload: Buffer.alloc(512 * 1024, 7),
		});
		expect(answer.statusCode).toBe(401);
	});
});
