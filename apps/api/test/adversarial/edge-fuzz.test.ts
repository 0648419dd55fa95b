import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "../helpers.ts";

/**
 * The router-facing edge, fuzzed: random bytes as paths and query strings, under the prefixes a request may aim
 * at. Whatever comes, the app never answers 5xx (a crash or an unhandled case) and never answers anything
 * personal to a request without a session. docs/security.md, "Security decisions on raw URLs".
 */

let t: TestApp;
let customerPhone: string;
let customerEmail: string;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	const customer = await createUser(t.database, { fullName: "Fuzz Target Person" });
	customerPhone = customer.phone;
	customerEmail = customer.email;
}, 120_000);
afterAll(async () => {
	await t?.close();
});

const PREFIXES = [
	"/",
	"/api/",
	"/api/admin/",
	"/%61pi/%61dmin/",
	"/api/orders/",
	"/api/users/",
	"/form/",
	"/admin/",
	"/api/account/",
];

/** A byte, percent-encoded when the URL would not carry it as it is. */
const byte = fc.integer({ min: 0, max: 255 }).map((value) => {
	const char = String.fromCharCode(value);
	return /[A-Za-z0-9\-._~/!$&'()*+,;=:@%]/.test(char) && value < 128 ? char : `%${value.toString(16).padStart(2, "0")}`;
});
const junk = fc.array(byte, { maxLength: 40 }).map((parts) => parts.join(""));

const url = fc
	.tuple(fc.constantFrom(...PREFIXES), junk, fc.option(junk, { nil: undefined }))
	.map(([prefix, path, query]) => `${prefix}${path}${query === undefined ? "" : `?${query}`}`);

describe("the edge under random paths and query strings", () => {
	it("never answers 5xx and never answers anything personal without a session", async () => {
		let count = 0;
		await fc.assert(
			fc.asyncProperty(url, fc.constantFrom("GET", "POST", "DELETE", "PATCH"), async (path, method) => {
				count += 1;
				const answer = await t.app.inject({
					method: method as "GET",
					url: path,
					remoteAddress: `10.9.${(count >> 8) & 255}.${count & 255}`,
					...(method === "GET" || method === "DELETE" ? {} : { payload: { phone: customerPhone } }),
				});
				expect(answer.statusCode, `${method} ${path}`).toBeLessThan(500);
				expect(answer.body, `${method} ${path}`).not.toContain(customerEmail);
				expect(answer.body, `${method} ${path}`).not.toContain("Fuzz Target Person");
				// an API answer (JSON) that came back 2xx to nobody is a public one: no customer field in it
				if (answer.statusCode < 300 && /json/.test(String(answer.headers["content-type"]))) {
					expect(answer.body, `${method} ${path}`).not.toMatch(/"(phone|email|full_name|address_line1)":"/);
				}
			}),
			{ numRuns: 1500, seed: Number(process.env.FUZZ_SEED ?? 20261126) },
		);
	}, 300_000);
});
