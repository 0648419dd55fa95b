import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { adminToken } from "./support/admin.ts";
import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, expectAccessible, lastOtp, lastSms, test } from "./support/fixtures.ts";

/**
 * Issue 30's journeys, on the phone and the desktop: a shopper files a grievance from the footer's Grievance
 * Officer page and is given a ticket at once; a member of the support staff resolves it in the console's
 * Grievances queue with a note; the shopper reads the answer on Account → Privacy; and downloads their data as a
 * file holding their own profile.
 */

// a fresh code asked for within a minute of the login code is refused (429, "wait N seconds") and asked again
test.use({ allowConsoleErrors: [/status of 429/] });
test("a grievance is filed, answered in the console, and the answer read on the account; the shopper downloads their data", async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	const base = baseURL as string;
	// the shop names its grievance officer (console settings, admin)
	const named = await fetch(`${base}/api/admin/settings/grievance-officer`, {
		method: "PUT",
		headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(base)}` },
		body: JSON.stringify({ name: "Meera Iyer", email: "grievance@pitara.example", phone: "+91 80 4000 1234" }),
	});
	expect(named.status).toBe(200);

	const shopper = await registerCustomer(base, `Asha ${testInfo.project.name}`);
	await logInAs(page, base, shopper);
	await page.goto("/");
	await page.getByRole("contentinfo").getByRole("link", { name: "Grievance Officer" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "Grievance officer" })).toBeVisible();
	await expect(page.getByText("Meera Iyer")).toBeVisible();
	await expectAccessible(page);

	const form = page.getByRole("form", { name: "File a grievance" });
	await expect(form.getByLabel("Your name")).toHaveValue(shopper.fullName);
	await form.getByLabel("About").selectOption("order");
	await form.getByLabel("What went wrong").fill("The frock arrived torn at the seam and nobody answered my mail.");
	await form.getByRole("button", { name: "Send to the grievance officer" }).click();
	const filed = page.getByRole("status");
	await expect(filed).toContainText(/Ticket G\d{8}/);
	const ticket = /G\d{8}/.exec((await filed.textContent()) ?? "")?.[0] as string;

	// support staff answer it in the console, in their own browser
	const staffPerson = await newStaffMember(base, `Sunil ${testInfo.project.name}`, "support");
	const staffContext = await browser.newContext({
		baseURL: base,
		viewport: page.viewportSize() ?? { width: 1280, height: 800 },
	});
	const staff = await staffContext.newPage();
	await logInToConsole(staff, staffPerson);
	await openSection(staff, "Grievances");
	await expect(staff.getByRole("heading", { name: "Grievances" })).toBeVisible();
	const row = staff.locator("tr:visible, li:visible").filter({ hasText: ticket });
	await expect(row).toContainText("0 h old");
	await expect(row).toContainText("acknowledge by");
	await row.getByRole("button", { name: "Resolve" }).click();
	const dialog = staff.getByRole("dialog", { name: `Resolve ${ticket}` });
	await dialog.getByLabel("Resolution (the shopper reads it)").fill("A replacement frock is on its way; sorry!");
	await dialog.getByRole("button", { name: "Resolve" }).click();
	await expect(staff.getByText(`Resolved ${ticket}`)).toBeVisible();
	await staffContext.close();

	// the shopper reads the answer on their account
	await page.goto("/account/privacy");
	const mine = page.getByRole("region", { name: "My grievances" });
	await expect(mine).toContainText(ticket);
	await expect(mine).toContainText("Resolved");
	await expect(mine).toContainText("A replacement frock is on its way; sorry!");
	await expectAccessible(page);

	// and downloads their data: after a fresh code, a job makes the ZIP; they are texted; the ZIP holds JSON and CSV
	const card = page.getByRole("region", { name: "Download my data" });
	await sendCodeWhenAllowed(card.getByRole("button", { name: "Download my data" }), card);
	const sentAfter = Date.now() - 1000;
	await card.getByLabel("Code").fill(await lastOtp(shopper.phone, sentAfter - 20_000));
	await card.getByRole("button", { name: "Prepare my file" }).click();
	const fileButton = card.getByRole("button", { name: /^Download pitara-my-data-\d{4}-\d\d-\d\d\.zip$/ });
	await expect(fileButton).toBeVisible({ timeout: 30_000 });
	await expect(card).toContainText("The link works until");
	await expect.poll(() => lastSms(shopper.phone, sentAfter), { timeout: 30_000 }).toMatch(/data download is ready/);
	await page.screenshot({ path: testInfo.outputPath("download-ready.png"), fullPage: true });
	const downloading = page.waitForEvent("download");
	await fileButton.click();
	const download = await downloading;
	expect(download.suggestedFilename()).toMatch(/^pitara-my-data-\d{4}-\d\d-\d\d\.zip$/);
	const zip = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
	const data = JSON.parse(strFromU8(zip["pitara-my-data.json"] as Uint8Array)) as {
		profile: { phone: string; full_name: string };
		grievances: { ticket: string }[];
	};
	expect(data.profile).toMatchObject({ phone: shopper.phone, full_name: shopper.fullName });
	expect(data.grievances.map((g) => g.ticket)).toContain(ticket);
	expect(strFromU8(zip["csv/profile.csv"] as Uint8Array)).toContain(shopper.phone);
	expect(Object.keys(zip)).toEqual(expect.arrayContaining(["csv/orders.csv", "csv/consents.csv", "csv/alerts.csv"]));
	await expect(card.getByText("Your data is downloaded.")).toBeVisible();
});

/** Clicks a "text me a code" button, again after the per-phone wait when the login code was sent just before. */
async function sendCodeWhenAllowed(button: Locator, card: Locator) {
	await expect(async () => {
		if (await button.isVisible()) await button.click();
		await expect(card.getByLabel("Code")).toBeVisible({ timeout: 2000 });
	}).toPass({ timeout: 40_000, intervals: [3000] });
}

test("a shopper deletes their account: what is erased and kept is listed, a fresh code confirms, the phone registers again", async ({
	page,
	baseURL,
}, testInfo) => {
	const base = baseURL as string;
	const shopper = await registerCustomer(base, `Neha ${testInfo.project.name}`);
	await logInAs(page, base, shopper);
	await page.goto("/account/privacy");
	await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
	// the rights, the consent switches of the message ledger, and the deletion screen
	const rights = page.getByRole("navigation", { name: "Your rights" });
	await expect(rights.getByRole("link", { name: /privacy notice/ })).toHaveAttribute("href", "/privacy#notice");
	await expect(page.getByRole("checkbox").first()).toBeVisible();
	const card = page.getByRole("region", { name: "Delete my account" });
	await expect(card).toContainText("Erased now");
	await expect(card).toContainText("Your saved addresses, cart, wishlist and reviews");
	await expectAccessible(page);
	await sendCodeWhenAllowed(card.getByRole("button", { name: "Text me a code to confirm" }), card);
	await card.getByLabel("Code").fill(await lastOtp(shopper.phone, Date.now() - 20_000));
	await page.screenshot({ path: testInfo.outputPath("delete-confirm.png"), fullPage: true });
	await card.getByRole("button", { name: "Delete my account for good" }).click();
	await expect(page).toHaveURL(/\/$/);
	expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
	// the account cannot log in; the phone registers afresh
	const login = await fetch(`${base}/api/user/send/otp`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({ phone_email: shopper.phone }),
	});
	expect(login.status).toBe(404);
	const again = await fetch(`${base}/api/users/registration`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({
			full_name: shopper.fullName,
			email: shopper.email,
			phone: shopper.phone,
			password: "pitara123",
			gender: "Female",
			dob: "1991-05-14",
		}),
	});
	expect(again.status).toBe(201);
});
