import { logInAs, registerCustomer } from "./support/accounts.ts";
import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";

test.describe("the admin console", () => {
	test.use({ allowConsoleErrors: [/status of 403/] });

	test("the storefront never loads the console's code", async ({ page, baseURL }) => {
		// the console asks who this is; a customer's session gets the 403 the page then explains
		const asked: string[] = [];
		page.on("request", (request) => asked.push(new URL(request.url()).pathname));
		const shopper = await registerCustomer(baseURL as string, "Nisha Rao");
		await logInAs(page, baseURL as string, shopper);
		for (const path of ["/", "/products?category=Girls", "/cart", "/orders"]) {
			await page.goto(path);
			await expect(page.getByRole("main")).toBeVisible();
		}
		expect(asked.filter((path) => path.startsWith("/admin"))).toEqual([]);
		// and a customer who opens /admin is told it is not for them
		await page.goto("/admin");
		await expect(page.getByText("Nisha Rao is not a member of the shop's staff.")).toBeVisible();
		await expect(page.getByRole("navigation", { name: "Console" })).toHaveCount(0);
	});

	test("a member of staff logs in, moves between sections, makes a colleague staff and sees it in the audit log", async ({
		page,
		baseURL,
	}, testInfo) => {
		const base = baseURL as string;
		const staff = await newStaffMember(base, `Lakshmi ${testInfo.project.name === "phone" ? "Phone" : "Desk"}`);
		const colleague = await registerCustomer(base, "Arjun Pillai");

		await logInToConsole(page, staff, "/admin/staff");
		await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
		await expectAccessible(page);

		await page.getByLabel("Phone number of a registered customer").fill(colleague.phone);
		await page.getByRole("button", { name: "Make staff" }).click();
		await expect(page.getByText("Arjun Pillai is now staff")).toBeVisible();

		await openSection(page, "Audit log");
		await expect(page).toHaveURL(/\/admin\/audit$/);
		await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
		await page.getByLabel("Staff member").selectOption({ label: staff.fullName });
		// a table on a laptop, cards on a phone: the visible one
		await expect(page.getByText("User “Arjun Pillai” · grant staff").filter({ visible: true })).toHaveCount(1);
		await expect(page.getByText("role: customer → admin").filter({ visible: true })).toHaveCount(1);
		await expectAccessible(page);

		// a reload keeps the filter (it lives in the address bar) and the session
		await page.reload();
		await expect(page.getByLabel("Staff member")).not.toHaveValue("");
		await expect(page.getByText("User “Arjun Pillai” · grant staff").filter({ visible: true })).toHaveCount(1);
	});

	test("a catalogue member of staff is offered only the catalogue, and told why elsewhere", async ({
		page,
		baseURL,
	}, testInfo) => {
		const base = baseURL as string;
		const staff = await newStaffMember(
			base,
			`Kiran ${testInfo.project.name === "phone" ? "Phone" : "Desk"}`,
			"catalogue",
		);
		await logInToConsole(page, staff, "/admin/products");
		await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
		if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole("button", { name: "Open the menu" }).click();
		const nav = page.getByRole("navigation", { name: "Console" });
		await expect(nav.getByRole("link", { name: "Products", exact: true })).toBeVisible();
		await expect(nav.getByRole("link", { name: "Banners", exact: true })).toBeVisible();
		for (const hidden of ["Orders", "Customers", "Gift cards", "Audit log", "Staff", "Settings"]) {
			await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
		}
		// typed straight into the address bar: the console says why, and the API refuses it anyway
		await page.goto("/admin/gift-cards");
		await expect(page.getByText("Your role (Catalogue) does not include this section.")).toBeVisible();
		await expectAccessible(page);
		await page.screenshot({ path: testInfo.outputPath("catalogue-role.png"), fullPage: true });
	});
});
