import { mkdir, open, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { E2E_PORT } from "../playwright.config.ts";
import { lastOtp } from "./fixtures.ts";

/** The demo shop's admin (seeded with role admin). */
export const ADMIN_PHONE = "9000000001";

// next to the run's fresh data directory, so a token never outlives the server that issued it
const runDir = path.resolve(import.meta.dirname, `../../.tmp/e2e-data-${E2E_PORT}`);
const tokenFile = path.join(runDir, "e2e-admin-token");
const lockFile = path.join(runDir, "e2e-admin-token.lock");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(baseURL: string, url: string, body: unknown) {
	const response = await fetch(`${baseURL}${url}`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify(body),
	});
	return {
		status: response.status,
		retryAfter: Number(response.headers.get("retry-after")) || 0,
		json: await response.json(),
	};
}

async function tokenWorks(baseURL: string, token: string): Promise<boolean> {
	const response = await fetch(`${baseURL}/api/admin/variants/0`, {
		method: "PATCH",
		headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
		body: "{}",
	});
	// 400 (the body) or 404: the session is an admin's; 401/403 it is not
	return response.status !== 401 && response.status !== 403;
}

async function logIn(baseURL: string): Promise<string> {
	for (let attempt = 0; attempt < 4; attempt += 1) {
		const sentAfter = Date.now() - 1000;
		const sent = await post(baseURL, "/api/user/send/otp", { phone_email: ADMIN_PHONE });
		if (sent.status === 429 && sent.retryAfter > 0 && sent.retryAfter <= 30) {
			// another spec asked for the admin's code a moment ago (15 s between codes)
			await sleep(sent.retryAfter * 1000 + 250);
			continue;
		}
		if (sent.status !== 200) throw new Error(`admin code not sent: ${sent.status} ${JSON.stringify(sent.json)}`);
		const otp = await lastOtp(ADMIN_PHONE, sentAfter);
		const login = await post(baseURL, "/api/user/validate/otp", { phone: ADMIN_PHONE, otp });
		if (login.status === 200) return (login.json as { response: { token: string } }).response.token;
		// a code asked for by another spec at the same moment replaced ours: ask again
		await sleep(16_000);
	}
	throw new Error("could not log the admin in");
}

/**
 * A bearer token of the demo admin, through the real login (the one-time code
 * from the SMS sink). The admin's phone may ask for a code only every 15
 * seconds and five times an hour, so one token serves the whole run: the
 * first caller logs in (holding a lock file against the other worker) and
 * leaves the token beside the run's data directory for the others.
 */
export async function adminToken(baseURL: string): Promise<string> {
	await mkdir(runDir, { recursive: true });
	for (let waited = 0; waited < 120_000; waited += 500) {
		const cached = await readFile(tokenFile, "utf8").catch(() => "");
		if (cached && (await tokenWorks(baseURL, cached))) return cached;
		let lock: Awaited<ReturnType<typeof open>> | null = null;
		try {
			lock = await open(lockFile, "wx");
		} catch {
			await sleep(500);
			continue;
		}
		try {
			const token = await logIn(baseURL);
			await writeFile(tokenFile, token);
			return token;
		} finally {
			await lock.close();
			await rm(lockFile, { force: true });
		}
	}
	throw new Error("timed out waiting for the admin token");
}

/** Moves an order along (Pending → Shipped → Delivered) as the admin, through the API. */
export async function setOrderStatus(baseURL: string, orderId: number, status: string): Promise<void> {
	const token = await adminToken(baseURL);
	const response = await fetch(`${baseURL}/api/admin/orders/${orderId}/status`, {
		method: "POST",
		headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
		body: JSON.stringify({ status }),
	});
	if (response.status !== 200) throw new Error(`status ${status} refused: ${response.status} ${await response.text()}`);
}
