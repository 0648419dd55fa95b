import { readFileSync } from "node:fs";
import {
	DEFAULT_TAX_SETTINGS,
	type Gstr1Summary,
	type Gstr1TableTotals,
	type TaxDocument,
	taxInvoiceLines,
} from "@pitara/shared";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { orders } from "../../db/schema/index.ts";
import { issueCreditNote, issueInvoice, issueLinesCreditNote } from "../invoices/index.ts";
import type { Gstr1Json } from "./gstr1.service.ts";

/**
 * GSTR-1 reconciled to the paisa (issue 29): a month of invoices — within
 * Karnataka (the shop's state), to another state, one inter-state sale above
 * ₹1 lakh (B2CL), two to GSTINs (B2B) — and credit notes, partial and full;
 * each table of the pack adds up to the documents that belong in it, the
 * tables together to the books, the JSON has the offline tool's shape, and
 * the workbook read back adds up to the JSON.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
const documents: TaxDocument[] = [];
const b2bNumbers = new Set<string>();
const b2clNumbers = new Set<string>();

type Item = { name: string; category: string; unitPrice: number; quantity: number; orderItemId?: number };

/** the order lines of the invoices below, numbered as order_item_id (a partial credit note names them) */
let nextItemId = 1;

async function invoiced(
	state: string,
	items: Item[],
	at: string,
	options: { gstin?: string; delivery?: number; codFee?: number } = {},
): Promise<{ orderId: number; invoice: TaxDocument }> {
	const user = await createUser(t.database);
	const delivery = options.delivery ?? 0;
	const codFee = options.codFee ?? 0;
	const { totals } = taxInvoiceLines(DEFAULT_TAX_SETTINGS, {
		items,
		promoDiscount: 0,
		delivery,
		codFee,
		deliveryState: state,
	});
	const subTotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
	const [order] = await t.database.db
		.insert(orders)
		.values({
			userId: user.id,
			paymentMode: "UPI",
			paymentStatus: "Paid",
			status: "Shipped",
			addressName: "Asha",
			addressPhone: "9876543210",
			addressLine1: "1 Main Road",
			city: "City",
			state,
			pincode: "560001",
			country: "India",
			mrpTotal: subTotal,
			subTotal,
			discount: 0,
			delivery,
			codFee,
			total: totals.total,
			createdAt: new Date(at),
		})
		.returning({ id: orders.id });
	if (!order) throw new Error("no order");
	const invoice = await issueInvoice(
		t.database.db,
		{
			id: order.id,
			total: totals.total,
			promoDiscount: 0,
			delivery,
			codFee,
			buyer: {
				name: "Asha",
				addressLines: ["1 Main Road"],
				state,
				...(options.gstin ? { gstin: options.gstin, tradeName: "Asha Traders" } : {}),
			},
			items: items.map((item) => ({ ...item, orderItemId: nextItemId++ })),
		},
		new Date(at),
	);
	return { orderId: order.id, invoice };
}

const frock = (quantity: number, unitPrice = 599_00): Item => ({
	name: "Frock",
	category: "girls",
	unitPrice,
	quantity,
});
const toy = (quantity: number): Item => ({ name: "Blocks", category: "toys", unitPrice: 1_249_00, quantity });
const book = (quantity: number): Item => ({ name: "Stories", category: "books", unitPrice: 299_00, quantity });
const cream = (quantity: number): Item => ({ name: "Cream", category: "biotique", unitPrice: 349_00, quantity });

beforeAll(async () => {
	t = await createTestApp();
	admin = await createAdmin(t.database);
	const keep = (document: TaxDocument | null) => {
		if (document) documents.push(document);
		return document;
	};
	// the first minute of October in India (still September in UTC)
	const intra = await invoiced("Karnataka", [frock(2), toy(1), book(1)], "2026-09-30T18:31:00Z", { delivery: 49_00 });
	keep(intra.invoice);
	const inter = await invoiced("Maharashtra", [frock(1, 2_999_00), cream(3)], "2026-10-05T10:00:00Z", {
		codFee: 30_00,
	});
	keep(inter.invoice);
	const small = await invoiced("Maharashtra", [toy(2), book(2)], "2026-10-06T10:00:00Z");
	keep(small.invoice);
	// above ₹1,00,000, to Delhi, no GSTIN: B2CL
	const large = await invoiced("Delhi", [frock(40, 2_600_00)], "2026-10-10T10:00:00Z");
	keep(large.invoice);
	b2clNumbers.add(large.invoice.number);
	// within Karnataka to an intra-state large buyer: B2CS however large (B2CL is inter-state only)
	keep((await invoiced("Karnataka", [frock(45, 2_600_00)], "2026-10-11T10:00:00Z")).invoice);
	const b2bInter = await invoiced("Tamil Nadu", [toy(10), cream(4)], "2026-10-12T10:00:00Z", {
		gstin: "33AAACR5055K1Z5",
	});
	keep(b2bInter.invoice);
	b2bNumbers.add(b2bInter.invoice.number);
	const b2bIntra = await invoiced("Karnataka", [frock(6)], "2026-10-13T10:00:00Z", { gstin: "29AAACR5055K1ZI" });
	keep(b2bIntra.invoice);
	b2bNumbers.add(b2bIntra.invoice.number);
	// credit notes: partial of a small intra sale (netted into B2CS), full of the B2CL sale (CDNUR), partial of a B2B (CDNR)
	const linesOf = (invoice: TaxDocument, index: number) => {
		const line = invoice.lines[index];
		if (line?.order_item_id === undefined) throw new Error("no such invoice line");
		return [{ orderItemId: line.order_item_id, quantity: line.quantity }];
	};
	const partial = (orderId: number, invoice: TaxDocument, index: number, at: string) =>
		issueLinesCreditNote(
			t.database.db,
			{ orderId, reference: `return:${orderId}`, lines: linesOf(invoice, index) },
			new Date(at),
		);
	keep(await partial(intra.orderId, intra.invoice, 0, "2026-10-20T10:00:00Z"));
	keep(await issueCreditNote(t.database.db, large.orderId, new Date("2026-10-21T10:00:00Z")));
	keep(await partial(b2bInter.orderId, b2bInter.invoice, 1, "2026-10-31T18:29:00Z"));
	keep(await issueCreditNote(t.database.db, inter.orderId, new Date("2026-10-22T10:00:00Z")));
	// the first minute of November in India: not October's
	await invoiced("Karnataka", [frock(1)], "2026-10-31T18:30:00Z");
});
afterAll(async () => {
	await t?.close();
});

const get = (url: string, auth = admin.auth) => call(t.app, { method: "GET", url, headers: auth });

/** Sums of the documents' lines, credit notes counted against (or for, with `positive`). */
function sum(docs: TaxDocument[], positive = false): Omit<Gstr1TableTotals, "count"> {
	const out = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
	for (const doc of docs) {
		const sign = doc.kind === "credit_note" && !positive ? -1 : 1;
		for (const line of doc.lines) {
			out.taxable += sign * line.taxable;
			out.igst += sign * line.igst;
			out.cgst += sign * line.cgst;
			out.sgst += sign * line.sgst;
		}
	}
	return out;
}

const invoiceOf = (doc: TaxDocument) =>
	doc.kind === "invoice" ? doc.number : (documents.find((d) => d.number === doc.against)?.number ?? "");
const amounts = ({ taxable, igst, cgst, sgst }: Gstr1TableTotals | ReturnType<typeof sum>) => ({
	taxable,
	igst,
	cgst,
	sgst,
});
const plus = (...all: ReturnType<typeof sum>[]) =>
	all.reduce(
		(a, b) => ({ taxable: a.taxable + b.taxable, igst: a.igst + b.igst, cgst: a.cgst + b.cgst, sgst: a.sgst + b.sgst }),
		{ taxable: 0, igst: 0, cgst: 0, sgst: 0 },
	);
const minus = (a: ReturnType<typeof sum>, b: ReturnType<typeof sum>) => ({
	taxable: a.taxable - b.taxable,
	igst: a.igst - b.igst,
	cgst: a.cgst - b.cgst,
	sgst: a.sgst - b.sgst,
});
const paise = (rupees: number) => Math.round(rupees * 100);

describe("GSTR-1 of a month", () => {
	it("equals the books to the paisa, table by table", async () => {
		const answer = await get("/api/admin/reports/gstr1?period=2026-10");
		expect(answer.status).toBe(200);
		const summary = answer.body.response as Gstr1Summary;
		expect(summary.fp).toBe("102026");
		const invoices = documents.filter((d) => d.kind === "invoice");
		const notes = documents.filter((d) => d.kind === "credit_note");
		const isB2b = (d: TaxDocument) => b2bNumbers.has(invoiceOf(d));
		const isB2cl = (d: TaxDocument) => b2clNumbers.has(invoiceOf(d));
		const small = documents.filter((d) => !isB2b(d) && !isB2cl(d));

		expect(summary.books.count).toBe(documents.length);
		expect(amounts(summary.books)).toEqual(sum(documents));
		expect(amounts(summary.tables.b2b)).toEqual(sum(invoices.filter(isB2b)));
		expect(summary.tables.b2b.count).toBe(2);
		expect(amounts(summary.tables.b2cl)).toEqual(sum(invoices.filter(isB2cl)));
		expect(summary.tables.b2cl.count).toBe(1);
		expect(amounts(summary.tables.cdnr)).toEqual(sum(notes.filter(isB2b), true));
		expect(amounts(summary.tables.cdnur)).toEqual(sum(notes.filter(isB2cl), true));
		// small B2C sales, their credit notes netted in: Table 7 (rated) and Table 8 (nil)
		expect(plus(amounts(summary.tables.b2cs), amounts(summary.tables.nil))).toEqual(sum(small));
		expect(summary.tables.nil.taxable).toBe(
			small.reduce(
				(total, d) =>
					total +
					(d.kind === "credit_note" ? -1 : 1) * d.lines.filter((l) => l.rate === 0).reduce((s, l) => s + l.taxable, 0),
				0,
			),
		);
		// the tables together are the books
		const tables = summary.tables;
		expect(
			minus(
				plus(amounts(tables.b2b), amounts(tables.b2cl), amounts(tables.b2cs), amounts(tables.nil)),
				plus(amounts(tables.cdnr), amounts(tables.cdnur)),
			),
		).toEqual(amounts(summary.books));
		// the HSN summary: B2B part is B2B less CDNR, both parts the books
		expect(amounts(tables.hsn_b2b)).toEqual(minus(amounts(tables.b2b), amounts(tables.cdnr)));
		expect(plus(amounts(tables.hsn_b2b), amounts(tables.hsn_b2c))).toEqual(amounts(summary.books));
		// documents issued: the series, no gaps
		expect(summary.documents.map((d) => [d.kind, d.total, d.cancelled])).toEqual([
			["Invoices", invoices.length, 0],
			["Credit notes", notes.length, 0],
		]);
		expect(summary.warnings).toEqual([]);
	});

	it("downloads as the offline tool's JSON, whose figures are the summary's", async () => {
		const [summary, answer] = [
			(await get("/api/admin/reports/gstr1?period=2026-10")).body.response as Gstr1Summary,
			await t.app.inject({
				method: "GET",
				url: "/api/admin/reports/gstr1/pack.json?period=2026-10",
				headers: admin.auth,
			}),
		];
		expect(answer.statusCode).toBe(200);
		expect(answer.headers["content-disposition"]).toBe(
			`attachment; filename="GSTR1-${DEFAULT_TAX_SETTINGS.gstin}-102026.json"`,
		);
		const json = answer.json() as Gstr1Json;
		expectShape(
			json,
			JSON.parse(readFileSync(new URL("../../../test/fixtures/gstr1-shape.json", import.meta.url), "utf8")),
			"",
		);
		const items = (list: { itms: { itm_det: { txval: number; iamt?: number; camt?: number; samt?: number } }[] }[]) =>
			list.flatMap((doc) => doc.itms.map((item) => item.itm_det));
		const totals = (rows: { txval: number; iamt?: number; camt?: number; samt?: number }[]) => ({
			taxable: rows.reduce((s, r) => s + paise(r.txval), 0),
			igst: rows.reduce((s, r) => s + paise(r.iamt ?? 0), 0),
			cgst: rows.reduce((s, r) => s + paise(r.camt ?? 0), 0),
			sgst: rows.reduce((s, r) => s + paise(r.samt ?? 0), 0),
		});
		expect(totals(items(json.b2b.flatMap((b) => b.inv)))).toEqual(amounts(summary.tables.b2b));
		expect(totals(items(json.b2cl.flatMap((b) => b.inv)))).toEqual(amounts(summary.tables.b2cl));
		expect(totals(json.b2cs)).toEqual(amounts(summary.tables.b2cs));
		expect(totals(items(json.cdnr.flatMap((b) => b.nt)))).toEqual(amounts(summary.tables.cdnr));
		expect(totals(items(json.cdnur))).toEqual(amounts(summary.tables.cdnur));
		expect(totals(json.hsn.hsn_b2b)).toEqual(amounts(summary.tables.hsn_b2b));
		expect(totals(json.hsn.hsn_b2c)).toEqual(amounts(summary.tables.hsn_b2c));
		// the classes' particulars
		expect(json.b2cl).toEqual([expect.objectContaining({ pos: "07" })]);
		expect(json.b2b.map((b) => b.ctin).sort()).toEqual(["29AAACR5055K1ZI", "33AAACR5055K1Z5"]);
		expect(json.b2cs.map((r) => `${r.sply_ty} ${r.pos} ${r.rt}`).sort()).toEqual([
			"INTER 27 18",
			"INTER 27 5",
			"INTRA 29 18",
			"INTRA 29 5",
		]);
		expect(json.cdnur[0]).toMatchObject({ typ: "B2CL", ntty: "C", pos: "07" });
		expect(json.b2b.flatMap((b) => b.inv.map((inv) => inv.idt))).toEqual(["13-10-2026", "12-10-2026"]);
		expect(json.hsn.hsn_b2c.find((row) => row.hsn_sc === "9968")).toMatchObject({ uqc: "NA", qty: 0 });
	});

	it("downloads as a workbook whose sheets add up to the JSON", async () => {
		const [jsonAnswer, xlsx] = [
			await t.app.inject({
				method: "GET",
				url: "/api/admin/reports/gstr1/pack.json?period=2026-10",
				headers: admin.auth,
			}),
			await t.app.inject({
				method: "GET",
				url: "/api/admin/reports/gstr1/pack.xlsx?period=2026-10",
				headers: admin.auth,
			}),
		];
		expect(xlsx.statusCode).toBe(200);
		expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
		const json = jsonAnswer.json() as Gstr1Json;
		const sheets = new Map((await readXlsxFile(xlsx.rawPayload)).map((sheet) => [sheet.sheet, sheet.data]));
		/** a sheet's column (by heading) summed, in paise */
		const column = (name: string, heading: string) => {
			const data = sheets.get(name) ?? [];
			const index = (data[0] ?? []).indexOf(heading);
			expect(index, `${name}: ${heading}`).toBeGreaterThanOrEqual(0);
			return data.slice(1).reduce((s, row) => s + paise(Number(row[index] ?? 0)), 0);
		};
		const txval = (rows: { txval: number }[]) => rows.reduce((s, r) => s + paise(r.txval), 0);
		const itemsOf = (list: { itms: { itm_det: { txval: number } }[] }[]) =>
			list.flatMap((d) => d.itms.map((i) => i.itm_det));
		expect(column("b2b", "Taxable Value")).toBe(txval(itemsOf(json.b2b.flatMap((b) => b.inv))));
		expect(column("b2cl", "Taxable Value")).toBe(txval(itemsOf(json.b2cl.flatMap((b) => b.inv))));
		expect(column("b2cs", "Taxable Value")).toBe(txval(json.b2cs));
		expect(column("cdnr", "Taxable Value")).toBe(txval(itemsOf(json.cdnr.flatMap((b) => b.nt))));
		expect(column("cdnur", "Taxable Value")).toBe(txval(itemsOf(json.cdnur)));
		expect(column("exemp", "Nil Rated Supplies")).toBe(json.nil.inv.reduce((s, r) => s + paise(r.nil_amt), 0));
		for (const [sheet, rows] of [
			["hsn(b2b)", json.hsn.hsn_b2b],
			["hsn(b2c)", json.hsn.hsn_b2c],
		] as const) {
			expect(column(sheet, "Taxable Value")).toBe(txval(rows));
			expect(column(sheet, "Integrated Tax Amount")).toBe(rows.reduce((s, r) => s + paise(r.iamt), 0));
			expect(column(sheet, "Central Tax Amount")).toBe(rows.reduce((s, r) => s + paise(r.camt), 0));
			expect(column(sheet, "State/UT Tax Amount")).toBe(rows.reduce((s, r) => s + paise(r.samt), 0));
		}
		expect(column("docs", "Total Number")).toBe(
			100 * json.doc_issue.doc_det.reduce((s, d) => s + d.docs.reduce((n, doc) => n + doc.totnum, 0), 0),
		);
	});

	it("is an empty, valid pack for a period without sales, and a quarter spans its three months", async () => {
		const empty = await t.app.inject({
			method: "GET",
			url: "/api/admin/reports/gstr1/pack.json?period=2025-06",
			headers: admin.auth,
		});
		expect(empty.json()).toMatchObject({
			fp: "062025",
			b2b: [],
			b2cl: [],
			b2cs: [],
			cdnr: [],
			cdnur: [],
			hsn: { hsn_b2b: [], hsn_b2c: [] },
			doc_issue: { doc_det: [] },
		});
		const quarter = (await get("/api/admin/reports/gstr1?period=2026-27-Q3")).body.response as Gstr1Summary;
		expect([quarter.from, quarter.to, quarter.fp]).toEqual(["2026-10-01", "2026-12-31", "122026"]);
		expect(quarter.books.count).toBe(documents.length + 1);
	});

	it("refuses a period it cannot read, with a field error, and anyone but the admin", async () => {
		const bad = await get("/api/admin/reports/gstr1?period=2026-13");
		expect(bad.status).toBe(400);
		expect(bad.body.errors).toEqual([expect.objectContaining({ field: "period" })]);
		const ordersStaff = await createUser(t.database, { role: "orders" });
		for (const url of [
			"/api/admin/reports/gstr1?period=2026-10",
			"/api/admin/reports/gstr1/pack.xlsx?period=2026-10",
			"/api/admin/reports/sales?from=2026-10-01&to=2026-10-31",
		])
			expect((await get(url, ordersStaff.auth)).status, url).toBe(403);
	});
});

describe("GSTR-1's HSN digits", () => {
	it("are 4 up to ₹5 crore turnover and 6 above it, a tax setting the console saves", async () => {
		const hsnCodes = async () => {
			const json = (
				await t.app.inject({
					method: "GET",
					url: "/api/admin/reports/gstr1/pack.json?period=2026-10",
					headers: admin.auth,
				})
			).json() as Gstr1Json;
			return [...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c].map((row) => row.hsn_sc);
		};
		const four = await hsnCodes();
		expect(four).toContain("9968");
		expect(four.every((code) => code.length === 4)).toBe(true);
		const { legalName, tradeName, addressLines, state } = DEFAULT_TAX_SETTINGS;
		const saved = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/tax",
			headers: admin.auth,
			payload: { legalName, tradeName, gstin: "29ABCDE1234F1ZW", addressLines, state, turnoverAbove5Crore: true },
		});
		expect(saved.status, JSON.stringify(saved.body)).toBe(200);
		expect(saved.body.response).toMatchObject({ tax: { turnoverAbove5Crore: true, hsnDigits: 6 } });
		const six = await hsnCodes();
		expect(six).toContain("996812");
		// an HSN set in fewer digits stays as it is (the rates name chapters and headings)
		expect(six.every((code) => code.length <= 6)).toBe(true);
	});
});

/**
 * `value` has the fixture's shape: the same keys ("a|b,c": a, or b and c),
 * values of the named types, every element of an array the fixture's first.
 */
function expectShape(value: unknown, shape: unknown, path: string): void {
	if (typeof shape === "string") {
		expect(typeof value, path).toBe(shape);
		return;
	}
	if (Array.isArray(shape)) {
		expect(Array.isArray(value), path).toBe(true);
		for (const [index, item] of (value as unknown[]).entries()) expectShape(item, shape[0], `${path}[${index}]`);
		return;
	}
	const object = value as Record<string, unknown>;
	expect(typeof object, path).toBe("object");
	const expected = new Set<string>();
	for (const [key, inner] of Object.entries(shape as Record<string, unknown>)) {
		const choices = key.split("|").map((choice) => choice.split(","));
		const chosen = choices.find((names) => names.every((name) => name in object));
		expect(chosen, `${path}.${key}`).toBeDefined();
		for (const name of chosen ?? []) {
			expected.add(name);
			expectShape(object[name], inner, `${path}.${name}`);
		}
	}
	expect(Object.keys(object).sort(), path).toEqual([...expected].sort());
}
