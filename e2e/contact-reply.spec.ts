import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, lastSms, test } from "./support/fixtures.ts";

/**
 * Issue 27's conversation journey: a visitor (not a customer) writes through the storefront's contact form, giving
 * their mobile (a wrong one is refused at its field); the staff see the count to answer in the navigation, open the
 * message, see the mobile, reply by e-mail from the console and see the thread; the visitor's phone gets the notice
 * (decision 068); the message is handled.
 */
test.describe("answering a contact message", () => {
	test.describe.configure({ timeout: 180_000 });

	test("staff reply to a contact message and see the thread", async ({ browser, baseURL }, testInfo) => {
		const base = baseURL as string;
		const project = testInfo.project;
		const phone = project.name === "phone";
		const sender = phone ? "Meenakshi Sundaram" : "Harpreet Gill";
		const email = `${phone ? "meenakshi" : "harpreet"}.${Date.now()}@example.in`;
		const mobile = `9${String(Date.now()).slice(-8)}${phone ? 1 : 2}`;
		const shop = await browser.newContext({
			viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 768 },
			isMobile: project.use.isMobile ?? false,
			hasTouch: project.use.hasTouch ?? false,
			locale: "en-IN",
		});
		const visitor = await shop.newPage();
		await visitor.goto(`${base}/contact`);
		const form = visitor.getByRole("form", { name: "Contact form" });
		await form.getByLabel("Name", { exact: true }).fill(sender);
		await form.getByLabel("Email", { exact: true }).fill(email);
		await form.getByLabel("Mobile number (optional)").fill("12345");
		await form.getByLabel("Message", { exact: true }).fill("Does the wooden train set come with batteries?");
		await form.getByRole("button", { name: "Send Message" }).click();
		await expect(form.getByText("Please enter a 10-digit Indian mobile number, or leave it empty")).toBeVisible();
		await visitor.screenshot({ path: testInfo.outputPath(`contact-phone-error-${project.name}.png`), fullPage: true });
		await form.getByLabel("Mobile number (optional)").fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
		await form.getByRole("button", { name: "Send Message" }).click();
		await expect(visitor.getByRole("status")).toContainText("Your message has reached us");
		await shop.close();
		const repliedAfter = Date.now();

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
		await expect(admin.getByText(`Mobile given on the form: ${mobile}`)).toBeVisible();
		await expect(
			admin.getByRole("checkbox", { name: new RegExp(`Also tell ${sender} by SMS/WhatsApp \\(${mobile}`) }),
		).toBeChecked();

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
		await expect(conversation.getByTestId("reply")).toContainText(
			`told by SMS/WhatsApp at ••••••••${mobile.slice(-2)}`,
		);
		await expect
			.poll(() => lastSms(mobile, repliedAfter), { timeout: 30_000 })
			.toMatch(/^Pitara: we have answered your message of .+\. Please see our e-mail to /);
		await expect(admin.getByText("Handled", { exact: true })).toBeVisible();
		await admin.screenshot({ path: testInfo.outputPath(`contact-thread-${project.name}.png`), fullPage: true });

		// the thread is kept: open it again
		await admin.reload();
		await expect(admin.getByRole("list", { name: "Conversation" }).getByTestId("reply")).toHaveCount(1);
		await context.close();
	});
});
