import { readFile } from "node:fs/promises";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { adminToken } from "./support/admin.ts";
import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";

/**
 * Issue 30's journeys, on the phone and the desktop: a shopper files a grievance from the footer's Grievance
 * Officer page and is given a ticket at once; a member of the support staff resolves it in the console's
 * Grievances queue with a note; the shopper reads the answer on Account → Privacy; and downloads their data as a
 * file holding their own profile.
 */
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

	// and downloads their data: the server's file, with their own profile
	const downloading = page.waitForEvent("download");
	await page.getByRole("button", { name: "Download my data" }).click();
	const download = await downloading;
	expect(download.suggestedFilename()).toMatch(/^pitara-my-data-\d{4}-\d\d-\d\d\.json$/);
	const data = JSON.parse(await readFile((await download.path()) as string, "utf8")) as {
		response: { profile: { phone: string; full_name: string }; grievances: { ticket: string }[] };
	};
	expect(data.response.profile).toMatchObject({ phone: shopper.phone, full_name: shopper.fullName });
	expect(data.response.grievances.map((g) => g.ticket)).toContain(ticket);
	await expect(page.getByText("Your data is downloaded.")).toBeVisible();
});
