import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./helpers.ts";

/**
 * Behind one proxy (TRUST_PROXY=1) the shopper's address is the entry the
 * proxy appended to X-Forwarded-For, the last one; whatever the client wrote
 * before it must not change the address the rate limits count.
 */
let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({
		env: { TRUST_PROXY: "1" },
		configure: (app) => {
			app.get("/api/test/ip", { config: { rateLimit: { max: 3, timeWindow: "1 minute" } } }, async (request) => ({
				ip: request.ip,
			}));
		},
	});
});

afterAll(async () => {
	await t?.close();
});

const viaProxy = (forwardedFor: string, url = "/api/test/ip") =>
	call(t.app, {
		method: "GET",
		url,
		remoteAddress: "10.0.0.2",
		headers: { "x-forwarded-for": forwardedFor },
	});

describe("TRUST_PROXY=1", () => {
	it("takes the address the proxy saw, not the left-most one the client wrote", async () => {
		const { body } = await viaProxy("1.2.3.4, 198.51.100.9, 203.0.113.7");
		expect(body.ip).toBe("203.0.113.7");
	});

	it("believes no X-Forwarded-For from a client that reaches the server directly from the internet", async () => {
		const { body } = await call(t.app, {
			method: "GET",
			url: "/api/test/ip",
			remoteAddress: "198.51.100.20",
			headers: { "x-forwarded-for": "1.2.3.4" },
		});
		expect(body.ip).toBe("198.51.100.20");
	});

	it("keeps counting one shopper whatever left-most X-Forwarded-For entries they make up", async () => {
		const statuses: number[] = [];
		for (let i = 0; i < 5; i += 1) {
			statuses.push((await viaProxy(`192.0.2.${i + 1}, 198.18.0.${i}, 203.0.113.50`)).status);
		}
		expect(statuses).toEqual([200, 200, 200, 429, 429]);
		// another shopper behind the same proxy has a counter of their own
		expect((await viaProxy("192.0.2.1, 203.0.113.51")).status).toBe(200);
	});

	it("counts the send-code limit of the account routes by the same address", async () => {
		const statuses: number[] = [];
		for (let i = 0; i < 12; i += 1) {
			const answer = await call(t.app, {
				method: "POST",
				url: "/api/user/send/otp",
				remoteAddress: "10.0.0.2",
				headers: { "x-forwarded-for": `100.64.${i}.1, 203.0.113.60` },
				payload: { phone_email: "9000000999" },
			});
			statuses.push(answer.status);
		}
		expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
		expect(statuses.slice(10)).toEqual([429, 429]);
	});
});
