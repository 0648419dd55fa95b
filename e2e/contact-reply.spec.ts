import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 27's conversation journey: a shopper writes through the contact form; the staff see the count to answer
 * in the navigation, open the message, reply by e-mail from the console and see the thread; the message is
 * handled.
 */
test.describe("answering a contact message", () => {
	test.describe.configure({ timeout: 180_000 });

	test("staff reply to a contact message and see the thread", async ({ browser, request, baseURL }, testInfo) => {
		const base = baseURL as string;
		const project = testInfo.project;
		const phone = project.name === "phone";
		const sender = phone ? "Meenakshi Sundaram" : "Harpreet Gill";
		const email = `${phone ? "meenakshi" : "harpreet"}.${Date.now()}@example.in`;
		const sent = await request.post("/api/contact", {
			data: { name: sender, email, message: "Does the wooden train set come with batteries?" },
		});
		expect(sent.status()).toBeLessThan(300);

		const staff = await newStaffMember(base, phone ? "Farah Siddiqui" : "Joseph Mathew", "support");
		const context = await browser.newContext({
			viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 768 },
			isMobile: project.use.isMobile ?? false,
			hasTouch: project.use.hasTouch ?? false,
			locale: "en-IN",
			timezoneId: "Asia/Kolkata",
		});
		const admin = await context.newPage();
		await logInToConsole(admin, staff);
		if (!phone) await expect(admin.getByTestId("nav-badge-Contact messages")).toBeVisible();
		await openSection(admin, "Contact messages");
		await expect(admin.getByRole("heading", { name: "Contact messages" })).toBeVisible();
		await admin
			.getByRole("link", { name: `Open and reply to ${sender}` })
			.first()
			.click();
		await expect(admin.getByRole("heading", { name: `Message from ${sender}` })).toBeVisible();
		await expect(admin.getByText("No customer account has")).toBeVisible();

		// an empty reply is refused at its field
		await admin.getByRole("button", { name: "Send reply" }).click();
		await expect(admin.getByRole("alert").filter({ hasText: "Write the reply" })).toBeVisible();

		await admin
			.getByLabel(`Reply by e-mail to ${email}`)
			.fill("No batteries needed: it is pushed by hand. Happy playing!");
		await admin.getByRole("button", { name: "Send reply" }).click();
		await expect(admin.getByText(`Reply e-mailed to ${email}`)).toBeVisible();
		const conversation = admin.getByRole("list", { name: "Conversation" });
		await expect(conversation.getByText("Does the wooden train set come with batteries?")).toBeVisible();
		await expect(conversation.getByTestId("reply")).toHaveCount(1);
		await expect(conversation.getByTestId("reply")).toContainText("No batteries needed");
		await expect(conversation.getByTestId("reply")).toContainText(`e-mailed to ${email}`);
		await expect(admin.getByText("Handled", { exact: true })).toBeVisible();
		await admin.screenshot({ path: testInfo.outputPath(`contact-thread-${project.name}.png`), fullPage: true });

		// the thread is kept: open it again
		await admin.reload();
		await expect(admin.getByRole("list", { name: "Conversation" }).getByTestId("reply")).toHaveCount(1);
		await context.close();
	});
});
