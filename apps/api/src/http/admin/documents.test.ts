import type { AdminBulkOrderStatusResult, AdminTaxDocumentRow } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../test/fake-smtp.ts";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { parseCsv } from "../../lib/csv.ts";

/**
 * The console's documents and bulk work on orders (issue 27), through the real app and a real SMTP server: an
 * order's invoice and credit note viewed, downloaded and e-mailed again (once, through the outbox, whatever the
 * mail server's failures), the register and its CSV, the orders' CSV with the list's filters, bulk mark shipped,
 * and many orders' packing slips or invoices as one PDF.
 */

let t: TestApp;
let smtp: FakeSmtp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let variant: TestVariant;

beforeAll(async () => {
	smtp = await startFakeSmtp();
	t = await createTestApp({
		seeded: true,
		sms: new MemorySmsSender(),
		env: {
			MAIL_TRANSPORT: "smtp",
			SMTP_URL: smtp.url,
			SMTP_TIMEOUT_MS: "2000",
			MAIL_FROM: "Pitara <care@pitara.test>",
		},
	});
	admin = await createAdmin(t.database, { fullName: "Meera Owner" });
	[variant] = (await prepareVariants(t.database, [{ price: 700_00, mrp: 900_00, stock: 500 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
	await smtp?.close();
});

const send = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
	call(t.app, { method, url: `/api/admin${url}`, headers: admin.auth, ...(payload ? { payload } : {}) });

async function codOrders(count: number, email = "farida@example.in") {
	const ids: number[] = [];
	for (let i = 0; i < count; i += 1) {
		const shopper = await createShopper(
			t.database,
			{ email: i === 0 ? email : `shopper${Date.now()}${i}@example.in` },
			"Farida Khan",
		);
		const placed = await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		expect(placed.status).toBe(201);
		ids.push(placed.orderId);
	}
	return ids;
}

const isPdf = (body: Buffer) => body.subarray(0, 5).toString() === "%PDF-";
const pages = (body: Buffer) => (body.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

describe("documents of an order", () => {
	it("lists the invoice after shipping, shows it inline or as a download, and e-mails it once through a failing server", async () => {
		const [orderId] = await codOrders(1);
		expect((await send("GET", `/orders/${orderId}/documents`)).body.response).toEqual([]);

		const shipped = await send("POST", `/orders/bulk/status`, { order_ids: [orderId], status: "Shipped" });
		expect(shipped.status).toBe(200);
		const docs = (await send("GET", `/orders/${orderId}/documents`)).body.response as AdminTaxDocumentRow[];
		expect(docs).toHaveLength(1);
		const [invoice] = docs as [AdminTaxDocumentRow];
		expect(invoice).toMatchObject({ order_id: orderId, kind: "invoice", buyer_name: "Farida Khan", total: 700 });

		const number = encodeURIComponent(invoice.number);
		const inline = await t.app.inject({
			url: `/api/admin/orders/${orderId}/document.pdf?number=${number}`,
			headers: admin.auth,
		});
		expect(inline.statusCode).toBe(200);
		expect(inline.headers["content-disposition"]).toMatch(/^inline; filename=/);
		expect(isPdf(inline.rawPayload)).toBe(true);
		const download = await t.app.inject({
			url: `/api/admin/orders/${orderId}/document.pdf?number=${number}&download=true`,
			headers: admin.auth,
		});
		expect(download.headers["content-disposition"]).toMatch(/^attachment; filename=/);
		const other = await t.app.inject({
			url: `/api/admin/orders/${orderId}/document.pdf?number=NOPE`,
			headers: admin.auth,
		});
		expect(other.statusCode).toBe(404);

		// the mail server refuses twice (try again later): the outbox retries, and one mail arrives
		smtp.failNext(2, 451);
		const before = smtp.mails.length;
		const resent = await send("POST", `/orders/${orderId}/documents/send`, { number: invoice.number });
		expect(resent.status).toBe(200);
		expect(resent.body.response).toEqual({ to: "farida@example.in", number: invoice.number });
		await expect
			.poll(
				async () => {
					await t.app.outbox.drain();
					return smtp.mails.length - before;
				},
				{ timeout: 15_000, interval: 100 },
			)
			.toBe(1);
		const mail = smtp.mails.at(-1);
		expect(mail?.to).toEqual(["farida@example.in"]);
		expect(mail?.header("Subject")).toContain(invoice.number);
		expect(mail?.header("From")).toContain("care@pitara.test");
		expect(mail?.raw).toContain("application/pdf");
		await t.app.outbox.drain();
		expect(smtp.mails.length - before).toBe(1);

		const audit = await send("GET", `/audit?entity=tax_document`);
		expect(JSON.stringify(audit.body.response)).toContain(invoice.number);
	});

	it("e-mails a customer whose account language is Hindi in Hindi, with the bilingual PDF; an English one in English", async () => {
		const mailOf = async (language: "hi" | "en") => {
			const shopper = await createShopper(
				t.database,
				{ email: `${language}.${Date.now()}@example.in`, language },
				"Farida Khan",
			);
			const placed = await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
			await send("POST", `/orders/bulk/status`, { order_ids: [placed.orderId], status: "Shipped" });
			const [invoice] = (await send("GET", `/orders/${placed.orderId}/documents`)).body
				.response as AdminTaxDocumentRow[];
			const before = smtp.mails.length;
			expect((await send("POST", `/orders/${placed.orderId}/documents/send`, { number: invoice?.number })).status).toBe(
				200,
			);
			await expect
				.poll(
					async () => {
						await t.app.outbox.drain();
						return smtp.mails.length - before;
					},
					{ timeout: 15_000, interval: 100 },
				)
				.toBe(1);
			const mail = smtp.mails.at(-1);
			const pdf =
				/Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail?.raw ?? "")?.[1] ?? "";
			return {
				orderId: placed.orderId,
				number: invoice?.number ?? "",
				subject: mail?.subject(),
				text: mail?.text() ?? "",
				pdf: Buffer.from(pdf.replace(/\s+/g, ""), "base64").toString("latin1"),
			};
		};
		const hindi = await mailOf("hi");
		expect(hindi.subject).toBe(`आपके Pitara ऑर्डर #${hindi.orderId} का टैक्स इनवॉइस / Tax invoice ${hindi.number}`);
		expect(hindi.text).toContain("नमस्ते Farida Khan,");
		expect(hindi.text).toContain(`ऑर्डर #${hindi.orderId} का आपका टैक्स इनवॉइस ${hindi.number} PDF के रूप में साथ में है।`);
		expect(hindi.text).not.toMatch(/Hello|attached|Thank you/);
		expect(hindi.pdf).toMatch(/^%PDF-/);
		expect(hindi.pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);

		const english = await mailOf("en");
		expect(english.subject).toBe(`Tax invoice ${english.number} for your Pitara order #${english.orderId}`);
		expect(english.text).toContain(
			`Your tax invoice ${english.number} for order #${english.orderId} is attached as a PDF.`,
		);
		expect(english.pdf).toMatch(/^%PDF-/);
		expect(english.pdf).not.toMatch(/NotoSansDevanagari/);
	});

	it("refuses a document the order does not have, and a customer without an e-mail unless one is given", async () => {
		const shopper = await createShopper(t.database, { email: "" }, "Anil Rao");
		const placed = await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		const orderId = placed.orderId;
		await send("POST", `/orders/bulk/status`, { order_ids: [orderId], status: "Shipped" });
		const [invoice] = (await send("GET", `/orders/${orderId}/documents`)).body.response as AdminTaxDocumentRow[];
		const wrong = await send("POST", `/orders/${orderId}/documents/send`, { number: "PIT/1999-00/000001" });
		expect(wrong.status).toBe(400);
		const noEmail = await send("POST", `/orders/${orderId}/documents/send`, { number: invoice?.number });
		expect(noEmail.status).toBe(422);
		expect(noEmail.body.errors).toEqual([{ field: "to", message: expect.stringContaining("e-mail") }]);
		const badEmail = await send("POST", `/orders/${orderId}/documents/send`, { number: invoice?.number, to: "nope" });
		expect(badEmail.status).toBe(400);
		const given = await send("POST", `/orders/${orderId}/documents/send`, {
			number: invoice?.number,
			to: "accounts@raotraders.in",
		});
		expect(given.status).toBe(200);
	});

	it("keeps a credit note beside the invoice when a shipped order is cancelled, in the register and its CSV", async () => {
		const [orderId] = await codOrders(1, "credit@example.in");
		await send("POST", `/orders/bulk/status`, { order_ids: [orderId], status: "Shipped" });
		const cancelled = await send("POST", `/orders/${orderId}/status`, { status: "Cancelled" });
		expect(cancelled.status).toBe(200);
		const docs = (await send("GET", `/orders/${orderId}/documents`)).body.response as AdminTaxDocumentRow[];
		expect(docs.map((doc) => doc.kind)).toEqual(["invoice", "credit_note"]);
		expect(docs[1]?.against).toBe(docs[0]?.number);

		const notes = await send("GET", `/tax-documents?kind=credit_note&order_id=${orderId}`);
		expect((notes.body.response as AdminTaxDocumentRow[]).map((doc) => doc.number)).toEqual([docs[1]?.number]);
		const all = await send("GET", `/tax-documents?page_size=100`);
		expect(all.body.total).toBeGreaterThanOrEqual(2);
		const future = await send("GET", `/tax-documents?from=2099-01-01`);
		expect(future.body.total).toBe(0);
		const badRange = await send("GET", `/tax-documents?from=2026-05-02&to=2026-05-01`);
		expect(badRange.status).toBe(400);

		const csv = await t.app.inject({
			url: `/api/admin/tax-documents/export.csv?order_id=${orderId}`,
			headers: admin.auth,
		});
		expect(csv.headers["content-type"]).toContain("text/csv");
		const [header, ...rows] = parseCsv(csv.body);
		expect(header?.slice(0, 4)).toEqual(["number", "kind", "issued_ist", "order_id"]);
		expect(rows.map((row) => row[1])).toEqual(["Credit note", "Tax invoice"]);
		expect(rows[0]?.[4]).toBe(docs[0]?.number);
		expect(rows.at(-1)?.at(-1)).toBe("700.00");
	});
});

describe("many orders at once", () => {
	it("marks shipped the ones that can be, says why not for the others, and prints their slips and invoices as one PDF", async () => {
		const ids = await codOrders(5, "bulk@example.in");
		const [first, ...rest] = ids as [number, ...number[]];
		// one of them is cancelled first: it cannot be shipped
		await send("POST", `/orders/${first}/status`, { status: "Cancelled" });

		const slips = await t.app.inject({
			url: `/api/admin/orders/packing-slips.pdf?ids=${ids.join(",")}`,
			headers: admin.auth,
		});
		expect(slips.statusCode).toBe(200);
		expect(isPdf(slips.rawPayload)).toBe(true);
		expect(pages(slips.rawPayload)).toBe(5);

		const none = await t.app.inject({
			url: `/api/admin/orders/invoices.pdf?ids=${rest.join(",")}`,
			headers: admin.auth,
		});
		expect(none.statusCode).toBe(404);

		const moved = await send("POST", "/orders/bulk/status", { order_ids: ids, status: "Shipped" });
		expect(moved.status).toBe(200);
		const result = moved.body.response as AdminBulkOrderStatusResult;
		expect(result.moved).toBe(4);
		expect(result.results.find((r) => r.order_id === first)).toMatchObject({ ok: false });
		expect(result.results.filter((r) => r.ok).map((r) => r.order_id)).toEqual(rest);

		const invoices = await t.app.inject({
			url: `/api/admin/orders/invoices.pdf?ids=${ids.join(",")}`,
			headers: admin.auth,
		});
		expect(invoices.statusCode).toBe(200);
		expect(invoices.headers["x-not-invoiced"]).toBe(String(first));
		expect(pages(invoices.rawPayload)).toBe(4);

		const unknown = await t.app.inject({
			url: `/api/admin/orders/packing-slips.pdf?ids=99999999`,
			headers: admin.auth,
		});
		expect(unknown.statusCode).toBe(404);
		const empty = await send("POST", "/orders/bulk/status", { order_ids: [], status: "Shipped" });
		expect(empty.status).toBe(400);
		const wrongStatus = await send("POST", "/orders/bulk/status", { order_ids: ids, status: "Pending" });
		expect(wrongStatus.status).toBe(400);
	});

	it("exports the orders with the list's filters as CSV", async () => {
		const csv = await t.app.inject({
			url: "/api/admin/orders/export.csv?status=Shipped&payment_mode=COD",
			headers: admin.auth,
		});
		expect(csv.statusCode).toBe(200);
		const [header, ...rows] = parseCsv(csv.body);
		expect(header).toContain("placed_ist");
		expect(rows.length).toBeGreaterThanOrEqual(4);
		expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(["Shipped"]));
		const list = await send("GET", "/orders?status=Shipped&payment_mode=COD&page_size=100");
		expect(rows.length).toBe(list.body.total);
	});
});
