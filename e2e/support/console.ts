import { expect, type Page } from "@playwright/test";
import { type Customer, registerCustomer } from "./accounts.ts";
import { adminToken } from "./admin.ts";
import { lastOtp } from "./fixtures.ts";

/**
 * A new member of staff: a freshly registered customer whom the demo admin
 * makes staff through the admin API. Each console journey logs in as its
 * own staff member, so the demo admin's phone (15 s between codes, five an
 * hour) is asked for a code once per run.
 */
export async function newStaffMember(baseURL: string, fullName: string): Promise<Customer> {
	const person = await registerCustomer(baseURL, fullName);
	const response = await fetch(`${baseURL}/api/admin/staff`, {
		method: "POST",
		headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(baseURL)}` },
		body: JSON.stringify({ phone: person.phone }),
	});
	if (response.status !== 201) throw new Error(`not made staff: ${response.status} ${await response.text()}`);
	return person;
}

/** Logs in through the console's own login screen, with the code from the SMS sink. */
export async function logInToConsole(page: Page, person: Customer, path = "/admin"): Promise<void> {
	await page.goto(path);
	await expect(page.getByRole("heading", { name: "Staff login" })).toBeVisible();
	await page.getByLabel("Phone number").fill(person.phone);
	const sentAfter = Date.now() - 1000;
	await page.getByRole("button", { name: "Send code" }).click();
	await page.getByLabel("One-time code").fill(await lastOtp(person.phone, sentAfter));
	await page.getByRole("button", { name: "Log in" }).click();
	// Wait for the console's frame itself: right after "Log in" the page is still the login, then a
	// spinner while the session is checked. A step that looks at the page in between (is the phone's
	// menu button there?) answered "no" and went on, which is how the phone's journeys used to fail.
	await expect(page.locator("#console-main")).toBeVisible();
}

/** Opens a section from the console's navigation (the phone's menu first). */
export async function openSection(page: Page, label: string): Promise<void> {
	// the phone's layout (below Tailwind's lg, 1024 px) keeps the navigation in a drawer behind the menu button
	if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole("button", { name: "Open the menu" }).click();
	await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: label, exact: true }).click();
}
