import { DEFAULT_TAX_SETTINGS, type Invoice, type TaxDocument } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { addresses } from "../../db/schema/index.ts";
import { INVOICE_PDF_RATE_LIMIT } from "../../http/store/orders.routes.ts";
import { changeOrderStatus } from "../../workflows/change-order-status.ts";
import { amountInWords, pdfAmount } from "./invoice-pdf.ts";

let t: TestApp;
beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});
afterAll(async () => {
	await t?.close();
});

const staff = { userId: null, name: "Ravi (dispatch)", role: "admin" as const };
const setStatus = (orderId: number, status: "Shipped" | "Cancelled") =>
	changeOrderStatus(t.app, t.app.log, { orderId, status, actor: staff });

/**
 * The text of every page of a PDF as a reader extracts it (pdf.js, Mozilla's
 * PDF reader), its runs joined by single spaces: a row of the table reads
 * "6204 2 1,140.96 5% 28.52 28.52 1,198.00".
 */
async function pdfText(bytes: Buffer): Promise<string> {
	const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
	const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
		.promise;
	const pages: string[] = [];
	for (let n = 1; n <= pdf.numPages; n++) {
		const content = await (await pdf.getPage(n)).getTextContent();
		pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
	}
	await pdf.destroy();
	return pages.join(" ").replace(/\s+/g, " ");
}

/** Every glyph the PDF's pages draw: its code in the font (0 is the font's empty box) and the text it stands for. */
async function pdfGlyphs(bytes: Buffer): Promise<{ code: number; unicode: string }[]> {
	const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
	const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
		.promise;
	const glyphs: { code: number; unicode: string }[] = [];
	for (let n = 1; n <= pdf.numPages; n++) {
		const list = await (await pdf.getPage(n)).getOperatorList();
		list.fnArray.forEach((fn, i) => {
			if (fn !== pdfjs.OPS.showText) return;
			const [run] = list.argsArray[i] as [unknown[]];
			for (const glyph of run) {
				if (glyph && typeof glyph === "object" && "originalCharCode" in glyph) {
					const { originalCharCode, unicode } = glyph as { originalCharCode: number; unicode: string };
					glyphs.push({ code: originalCharCode, unicode });
				}
			}
		});
	}
	await pdf.destroy();
	return glyphs;
}

async function orderFor(state: string, pincode: string, lines: { variant: TestVariant; quantity: number }[]) {
	const user = await createShopper(t.database);
	await t.database.db.update(addresses).set({ state, pincode }).where(eq(addresses.id, user.addressId));
	const placed = await placeOrder(t.app, user, lines);
	expect(placed.status).toBe(201);
	return { user, orderId: placed.orderId };
}

async function download(user: { auth: { authorization: string } }, orderId: number, document?: string) {
	return call(t.app, {
		method: "POST",
		url: "/api/order/invoice/pdf",
		headers: user.auth,
		payload: { order_id: orderId, ...(document ? { document } : {}) },
	});
}

async function taxDocuments(user: { auth: { authorization: string } }, orderId: number) {
	const answer = await call(t.app, {
		method: "POST",
		url: "/api/order/invoice/fetch",
		headers: user.auth,
		payload: { order_id: orderId },
	});
	return (answer.body.response as Invoice[])[0] as Invoice;
}

describe("the PDF tax invoice", () => {
	it("carries the issued invoice's figures: seller, GSTIN, number, HSN, CGST + SGST per line, totals equal to the order", async () => {
		const [frock, toy] = await prepareVariants(t.database, [
			{ price: 599_00, mrp: 799_00, stock: 10, category: "Girls" },
			{ price: 402_33, stock: 10, category: "Toys" },
		]);
		const { user, orderId } = await orderFor("Karnataka", "560034", [
			{ variant: frock as TestVariant, quantity: 2 },
			{ variant: toy as TestVariant, quantity: 1 },
		]);

		const early = await download(user, orderId);
		expect(early.status).toBe(404);
		expect(early.body).toMatchObject({
			code: "NO_TAX_INVOICE",
			message: "The tax invoice is issued when the order ships.",
		});

		await setStatus(orderId, "Shipped");
		const tax = (await taxDocuments(user, orderId)).tax_invoice as TaxDocument;
		const answer = await download(user, orderId);
		expect(answer.status).toBe(200);
		expect(answer.response.headers["content-type"]).toBe("application/pdf");
		expect(answer.response.headers["content-disposition"]).toBe(
			`attachment; filename="pitara-invoice-${tax.number.replaceAll("/", "-")}.pdf"`,
		);
		const bytes = answer.response.rawPayload;
		expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

		const text = await pdfText(bytes);
		expect(text).toMatch(/^TAX INVOICE Pitara Pitara Kids Retail Private Limited /);
		expect(text).toContain(`${DEFAULT_TAX_SETTINGS.legalName} 42, 2nd Floor, Koramangala 5th Block`);
		expect(text).toContain(`GSTIN: ${DEFAULT_TAX_SETTINGS.gstin} State: Karnataka State code: 29`);
		expect(text).toContain(`Invoice number: ${tax.number}`);
		expect(text).toContain(`Order number: #${orderId}`);
		expect(text).toContain("Place of supply: Karnataka (29)");
		// a row per line: HSN, quantity, taxable value, rate, CGST, SGST, amount
		const bare = (paise: number) => pdfAmount(paise).replace("₹", "");
		for (const line of tax.lines) {
			expect(text).toContain(
				`${line.hsn} ${line.quantity} ${bare(line.taxable)} ${line.rate}% ${bare(line.cgst)} ${bare(line.sgst)} ${bare(line.gross)}`,
			);
		}
		expect(text).toContain("6204 2 1,140.96 5% 28.52 28.52 1,198.00");
		expect(text).not.toContain("IGST");
		// totals, with the rupee sign from the embedded font, adding up to the order's total
		// paid in cash: ₹1,600.33 rounded to the rupee, the round-off its own line
		expect(tax.totals).toMatchObject({ round_off: -33, total: 599_00 * 2 + 402_33 - 33 });
		expect(text).toContain(
			`Total taxable value ₹1,524.13 CGST ₹38.10 SGST ₹38.10 Round off ${pdfAmount(-33)} Invoice total ₹1,600.00`,
		);
		expect(text).toContain(
			`Total taxable value ${pdfAmount(tax.totals.taxable)} CGST ${pdfAmount(tax.totals.cgst)} SGST ${pdfAmount(tax.totals.sgst)}`,
		);
		expect(text).toContain("Amount in words: Rupees One Thousand Six Hundred Only");
	});

	it("charges IGST to another state; a cancelled shipped order's credit note is a PDF too; nobody else's order is found", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 850_00, stock: 10, category: "Boys" }]);
		const { user, orderId } = await orderFor("Kerala", "682001", [{ variant: v as TestVariant, quantity: 1 }]);
		await setStatus(orderId, "Shipped");

		const invoiceText = await pdfText((await download(user, orderId)).response.rawPayload);
		expect(invoiceText).toContain("Place of supply: Kerala (32)");
		expect(invoiceText).toContain("IGST Amount");
		expect(invoiceText).toContain("809.52 5% 40.48 850.00");
		expect(invoiceText).toContain("Total taxable value ₹809.52 IGST ₹40.48 Invoice total ₹850.00");
		expect(invoiceText).not.toContain("CGST");

		const noNote = await download(user, orderId, "credit_note");
		expect(noNote.status).toBe(404);
		expect(noNote.body).toMatchObject({ code: "NO_CREDIT_NOTE" });

		await setStatus(orderId, "Cancelled");
		const documents = await taxDocuments(user, orderId);
		const note = await download(user, orderId, "credit_note");
		expect(note.status).toBe(200);
		expect(note.response.headers["content-disposition"]).toMatch(/^attachment; filename="pitara-credit-note-PIT-CN-/);
		const noteText = await pdfText(note.response.rawPayload);
		expect(noteText).toMatch(/^CREDIT NOTE /);
		expect(noteText).toContain(`Credit note number: ${documents.credit_note?.number}`);
		expect(noteText).toContain(`Against invoice: ${documents.tax_invoice?.number}`);
		expect(noteText).toContain("Total taxable value ₹809.52 IGST ₹40.48 Credit note total ₹850.00");

		const stranger = await createShopper(t.database);
		const refused = await download(stranger, orderId);
		expect(refused.status).toBe(404);
		expect(refused.body).toMatchObject({ code: "ORDER_NOT_FOUND" });
		const anonymous = await call(t.app, {
			method: "POST",
			url: "/api/order/invoice/pdf",
			payload: { order_id: orderId },
		});
		expect(anonymous.status).toBe(401);
	});

	it("is limited per shopper: a script cannot keep the process drawing PDFs", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 299_00, stock: 10, category: "Toys" }]);
		const { user, orderId } = await orderFor("Karnataka", "560034", [{ variant: v as TestVariant, quantity: 1 }]);
		const statuses: number[] = [];
		for (let i = 0; i <= INVOICE_PDF_RATE_LIMIT.max; i++) statuses.push((await download(user, orderId)).status);
		// not shipped: each is a quick 404 until the limit, then 429
		expect(statuses.slice(0, INVOICE_PDF_RATE_LIMIT.max).every((status) => status === 404)).toBe(true);
		expect(statuses.at(-1)).toBe(429);
	});

	it("writes a buyer's name and address in Hindi with a font that has Devanagari, not as blanks (issue 22)", async () => {
		const name = "प्रिया शर्मा";
		const street = "१२, गांधी मार्ग, क्षेत्र ३";
		const [v] = await prepareVariants(t.database, [{ price: 450_00, stock: 10, category: "Toys" }]);
		const user = await createShopper(t.database);
		await t.database.db
			.update(addresses)
			.set({ name, addressLine1: street, state: "Karnataka", pincode: "560034" })
			.where(eq(addresses.id, user.addressId));
		const placed = await placeOrder(t.app, user, [{ variant: v as TestVariant, quantity: 1 }]);
		expect(placed.status).toBe(201);
		await setStatus(placed.orderId, "Shipped");
		const bytes = (await download(user, placed.orderId)).response.rawPayload;

		// every glyph drawn is one the embedded fonts have: none is the empty box (glyph 0) a font without the
		// script draws, and the Devanagari ones come from a font made for it
		const drawn = await pdfGlyphs(bytes);
		const devanagari = drawn.filter((glyph) => /[\u0900-\u097f]/.test(glyph.unicode));
		expect(devanagari.length).toBeGreaterThanOrEqual(15);
		expect(drawn.filter((glyph) => glyph.code === 0)).toEqual([]);
		expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
		// a reader finds the words' letters (in the order the font draws them) and the rest of the invoice as before
		const text = await pdfText(bytes);
		const letters = (words: string) => [...words.replace(/[\s,]/g, "")].sort().join("");
		const found = [...text].filter((char) => /[\u0900-\u097f\u0966-\u096f]/.test(char));
		for (const char of letters(name + street)) expect(found, char).toContain(char);
		expect(text).toContain("Invoice total ₹500.00");
		// an invoice in English only is drawn with the font it always had
		expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
	});

	it("is bilingual for a Hindi account or a Hindi page: each label's Hindi beneath its English, the figures as they are", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 450_00, stock: 10, category: "Toys" }]);
		const user = await createShopper(t.database, { language: "hi" });
		const placed = await placeOrder(t.app, user, [{ variant: v as TestVariant, quantity: 1 }]);
		expect(placed.status).toBe(201);
		await setStatus(placed.orderId, "Shipped");
		const bytes = (await download(user, placed.orderId)).response.rawPayload;
		expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
		const text = await pdfText(bytes);
		// the law's English stays, with the Hindi (its letters, in the order the font draws them) beside it
		expect(text).toContain("TAX INVOICE");
		expect(text).toContain("Invoice total ₹500.00");
		expect(text).toContain("Place of supply");
		const found = [...text].filter((char) => /[\u0900-\u097f]/.test(char));
		for (const char of [..."करबीजकआपूर्तिकास्थान"]) expect(found, char).toContain(char);
		expect((await pdfGlyphs(bytes)).filter((glyph) => glyph.code === 0)).toEqual([]);

		// an English account downloading from an English page: English only, as before
		const english = await createShopper(t.database);
		const other = await placeOrder(t.app, english, [{ variant: v as TestVariant, quantity: 1 }]);
		await setStatus(other.orderId, "Shipped");
		const plain = await pdfText((await download(english, other.orderId)).response.rawPayload);
		expect(plain).toContain("Invoice total ₹500.00");
		expect(plain).not.toMatch(/[\u0900-\u097f]/);
	});

	it("states the total in words in the Indian system", () => {
		expect(amountInWords(1_23_45_678_90)).toBe(
			"Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only",
		);
		expect(amountInWords(100_00)).toBe("Rupees One Hundred Only");
		expect(amountInWords(0)).toBe("Rupees Zero Only");
	});
});
