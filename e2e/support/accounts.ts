import type { Page } from "@playwright/test";
import { lastOtp, uniquePhone } from "./fixtures.ts";

export interface Customer {
	phone: string;
	email: string;
	fullName: string;
}

async function postJson(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
	const response = await fetch(url, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify(body),
	});
	return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Registers a fresh customer through the API (a unique phone, so runs never collide). */
export async function registerCustomer(baseURL: string, fullName = "Kavya Menon"): Promise<Customer> {
	const phone = uniquePhone();
	const customer = { phone, email: `e2e.${phone}@example.com`, fullName };
	const { status, json } = await postJson(`${baseURL}/api/users/registration`, {
		full_name: fullName,
		email: customer.email,
		phone,
		password: "pitara123",
		gender: "Female",
		dob: "1991-05-14",
	});
	if (status !== 201) throw new Error(`registration failed: ${status} ${JSON.stringify(json)}`);
	return customer;
}

/**
 * Logs a customer in through the API with the code from the SMS sink and
 * stores the session the way the login page does (localStorage `token` and
 * `user`). Each call sends a code: at most one per phone every 15 seconds and
 * five an hour.
 */
export async function logInAs(page: Page, baseURL: string, customer: Customer): Promise<void> {
	const sentAfter = Date.now() - 1000;
	const sent = await postJson(`${baseURL}/api/user/send/otp`, { phone_email: customer.phone });
	if (sent.status !== 200) throw new Error(`send otp failed: ${sent.status} ${JSON.stringify(sent.json)}`);
	const otp = await lastOtp(customer.phone, sentAfter);
	const { status, json } = await postJson(`${baseURL}/api/user/validate/otp`, { phone: customer.phone, otp });
	if (status !== 200) throw new Error(`validate otp failed: ${status} ${JSON.stringify(json)}`);
	const { token, userInfo } = json.response as { token: string; userInfo: unknown };
	await page.goto("/");
	await page.evaluate(
		([t, u]) => {
			localStorage.setItem("token", t);
			localStorage.setItem("user", u);
		},
		[token, JSON.stringify(userInfo)] as const,
	);
}
