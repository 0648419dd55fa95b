import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { logInToConsole, newStaffMember } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { addBengaluruAddress, asShopper, type Product, type Variant } from "./support/shop-api.ts";

/**
 * Issue 25's journey with the manual courier: a shopper orders cash on
 * delivery; the staff try to book the parcel and are told which variant
 * lacks its weight and box, enter them in the product form, book the parcel
 * with the courier's name and AWB, print its label (singly and from Ready to
 * ship), and track it; the shopper sees the courier, the AWB and the scans.
 * Then the shopper returns it: the staff approve the return, book its pickup
 * by hand (a reverse parcel) and mark it picked up, which moves the return.
 */

/** A product of the demo shop with exactly one variant in stock above ₹500 (free delivery), different per project. */
async function someVariant(request: APIRequestContext, skip: number): Promise<{ product: Product; variant: Variant }> {
	const answer = (await (await request.get("/api/products?page_size=96&page=2")).json()) as { response: Product[] };
	const found = answer.response
		.flatMap((product) =>
			// not jewellery: earrings are not returnable, and the journey ends with a return
			product.category === "Jewelry"
				? []
				: product.other_info.filter((v) => v.stock > 2 && v.price > 500).map((variant) => ({ product, variant })),
		)
		.slice(skip);
	if (!found[0]) throw new Error("no variant to order");
	return found[0];
}

test.describe("shipping a parcel with the manual courier", () => {
	test.describe.configure({ timeout: 180_000 });

	test("staff book, print and track a parcel; the shopper follows it", async ({
		page,
		browser,
		request,
		baseURL,
	}, testInfo) => {
		const base = baseURL as string;
		const project = testInfo.project;
		const { product, variant } = await someVariant(request, project.name === "phone" ? 0 : 7);
		const awb = `DT${Date.now() % 1_000_000_000}`;

		// the shopper orders it cash on delivery
		const shopper = await registerCustomer(base, "Nandini Rao");
		await logInAs(page, base, shopper);
		const addressId = await addBengaluruAddress(page, "Nandini Rao");
		const placed = await asShopper(page, "/api/order/create", {
			address_id: addressId,
			subTotalAmount: variant.price,
			deliveryAmount: 0,
			discountAmount: Math.round((variant.mrp - variant.price) * 100) / 100,
			total_amount: variant.price,
			payment_mode: "COD",
			order_items: [{ product_id: variant.id, quantity: 1, price: variant.price }],
		});
		expect(placed.status, JSON.stringify(placed.json)).toBe(201);
		const orderId = (placed.json as { response: { order_id: number } }).response.order_id;

		// the staff open the order and try to book its parcel
		const staff = await newStaffMember(base, project.name === "phone" ? "Salim Qureshi" : "Latha Pillai", "admin");
		const context = await browser.newContext({
			viewport: project.use.viewport ?? null,
			isMobile: project.use.isMobile ?? false,
			hasTouch: project.use.hasTouch ?? false,
			locale: "en-IN",
			timezoneId: "Asia/Kolkata",
			acceptDownloads: true,
		});
		const admin = await context.newPage();
		await logInToConsole(admin, staff, `/admin/orders/${orderId}`);
		await expect(admin.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
		const booking = admin.getByRole("form", { name: "Book a parcel" });
		await booking.getByLabel("Courier name").fill("DTDC");
		await booking.getByLabel("AWB number").fill(awb);
		await booking.getByRole("button", { name: "Book parcel" }).click();
		await expect(booking.getByText(/Enter the weight and box size of/)).toBeVisible();
		await expect(booking.getByText(product.name, { exact: false })).toBeVisible();

		// they enter every variant's weight and box in the product form
		await admin.goto(`/admin/products/${product.product_id}`);
		const cards = admin.getByRole("group", { name: /^Variant \d+$/ });
		await expect(cards.first()).toBeVisible();
		for (let i = 0; i < (await cards.count()); i++) {
			const card = cards.nth(i);
			await card.getByLabel("Weight (g)").fill("320");
			await card.getByLabel("Box length (cm)").fill("30");
			await card.getByLabel("Box breadth (cm)").fill("22");
			await card.getByLabel("Box height (cm)").fill("5");
		}
		await admin.getByRole("button", { name: "Save", exact: true }).first().click();
		await expect(admin.getByText(/saved/i).first()).toBeVisible();

		// and book it with the courier's AWB
		await admin.goto(`/admin/orders/${orderId}`);
		await booking.getByLabel("Courier name").fill("DTDC");
		await booking.getByLabel("AWB number").fill(awb);
		await booking.getByRole("button", { name: "Book parcel" }).click();
		const parcel = admin.getByRole("listitem", { name: /^Parcel \d+$/ });
		await expect(parcel.getByTestId("shipment-status")).toHaveText("Ready to ship");
		await expect(parcel.getByText(`AWB ${awb}`)).toBeVisible();
		await expect(parcel.getByText(/0\.32 kg · box 30×22×5 cm · collect/)).toBeVisible();

		// the label, a PDF
		const [download] = await Promise.all([
			admin.waitForEvent("download"),
			parcel.getByRole("button", { name: "Print label" }).click(),
		]);
		const pdf = await readFile((await download.path()) as string);
		expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

		// the day's labels from Ready to ship: select, print
		await admin.goto("/admin/orders/ready-to-ship");
		await expect(admin.getByRole("heading", { name: "Ready to ship" })).toBeVisible();
		const row = admin.getByRole("listitem").filter({ hasText: awb });
		await row.getByRole("checkbox").check();
		const [many] = await Promise.all([
			admin.waitForEvent("download"),
			admin.getByRole("button", { name: /Print labels \(\d+\)/ }).click(),
		]);
		expect((await readFile((await many.path()) as string)).subarray(0, 5).toString()).toBe("%PDF-");
		await admin.screenshot({ path: testInfo.outputPath(`ready-to-ship-${project.name}.png`), fullPage: true });

		// the courier picks it up and takes it out for delivery
		await admin.goto(`/admin/orders/${orderId}`);
		await parcel.getByRole("button", { name: "Picked up" }).click();
		await expect(parcel.getByTestId("shipment-status")).toHaveText("Picked up");
		await parcel.getByRole("button", { name: "Out for delivery" }).click();
		await expect(parcel.getByTestId("shipment-status")).toHaveText("Out for delivery");
		await admin.screenshot({ path: testInfo.outputPath(`parcel-${project.name}.png`), fullPage: true });

		// the shopper follows it: courier, AWB, scans
		await page.goto("/orders");
		const card = page.getByRole("article", { name: `Order #${orderId}` });
		await card.getByRole("button", { name: new RegExp(`Order #${orderId}`) }).click();
		await card.getByRole("button", { name: "Track Order" }).click();
		await expect(card.getByText(`DTDC · AWB ${awb}`)).toBeVisible();
		await expect(card.getByText("Out for delivery").first()).toBeVisible();
		await page.screenshot({ path: testInfo.outputPath(`shopper-parcel-${project.name}.png`), fullPage: true });

		// delivered: the order is Delivered
		await parcel.getByRole("button", { name: "Delivered" }).click();
		await expect(parcel.getByTestId("shipment-status")).toHaveText("Delivered");
		await admin.reload();
		await expect(admin.getByText("Delivered").first()).toBeVisible();

		// the shopper sends it back: the staff approve the return, book its pickup by hand, and mark it picked up
		const itemId = await page.evaluate(async (id) => {
			const info = await fetch(`/api/orders/${id}/returns`, {
				headers: { authorization: `Bearer ${localStorage.getItem("token")}` },
			});
			const lines = (await info.json()) as {
				response: { lines: { order_item_id: number; returnable_quantity: number }[] };
			};
			const line = lines.response.lines[0];
			return line && line.returnable_quantity > 0 ? line.order_item_id : 0;
		}, orderId);
		expect(itemId).toBeGreaterThan(0);
		const asked = await page.evaluate(
			async ([id, address, item]) => {
				const response = await fetch(`/api/orders/${id}/returns`, {
					method: "POST",
					headers: {
						"content-type": "application/json",
						authorization: `Bearer ${localStorage.getItem("token")}`,
						"idempotency-key": crypto.randomUUID(),
					},
					body: JSON.stringify({
						address_id: address,
						refund_to: "credit",
						items: [{ order_item_id: item, quantity: 1, reason: "too_small" }],
					}),
				});
				return { status: response.status, json: (await response.json()) as { response?: { return_id: number } } };
			},
			[orderId, addressId, itemId] as const,
		);
		expect(asked.status, JSON.stringify(asked.json)).toBe(201);
		const returnId = asked.json.response?.return_id as number;
		await admin.goto(`/admin/returns/${returnId}`);
		await expect(admin.getByRole("heading", { name: /^Return R\d+$/ })).toBeVisible();
		await admin.getByRole("button", { name: "Approve" }).click();
		const pickupForm = admin.getByRole("form", { name: "Book the pickup" });
		const pickupAwb = `RP${Date.now() % 1_000_000_000}`;
		await pickupForm.getByLabel("Pickup courier name").fill("Delhivery");
		await pickupForm.getByLabel("Pickup AWB").fill(pickupAwb);
		await pickupForm.getByRole("button", { name: "Book pickup" }).click();
		const pickup = admin.getByTestId("return-pickup");
		await expect(pickup.getByTestId("pickup-status")).toHaveText("Pickup booked");
		await expect(pickup.getByText(`Delhivery · AWB ${pickupAwb}`)).toBeVisible();
		await expect(admin.getByText("Pickup scheduled").first()).toBeVisible();
		await pickup.getByRole("button", { name: "Picked up" }).click();
		await expect(pickup.getByTestId("pickup-status")).toHaveText("Picked up");
		await expect(admin.getByText("To inspect").first()).toBeVisible();
		await admin.screenshot({ path: testInfo.outputPath(`return-pickup-${project.name}.png`), fullPage: true });
		// the order page lists it as the return's pickup, not as a parcel to the shopper
		await admin.goto(`/admin/orders/${orderId}`);
		await expect(admin.getByRole("listitem", { name: /^Return pickup \d+$/ })).toContainText(pickupAwb);
		await context.close();
	});
});
