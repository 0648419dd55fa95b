import { GST_STATE_CODES, type Gstr1Summary, type Gstr1TableTotals, gstr1Period, gstStateCode } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { taxSettings } from "../invoices/index.ts";
import {
	b2csRows,
	booksTotals,
	type DocumentRateRow,
	documentsByRate,
	type HsnRow,
	hsnRows,
	nilRows,
	seriesRows,
} from "./gstr1.repository.ts";

/**
 * The GSTR-1 pack of a month or a quarter (issue 29; decision 050): the
 * figures the repository adds up in PostgreSQL, shaped as the GST portal's
 * offline tool reads them (amounts in rupees with two decimals, dates
 * DD-MM-YYYY, places of supply as state codes) and as the totals on screen
 * (paise). Every table is there, empty when nothing falls in it, so that a
 * month without sales is an empty, valid return.
 */

const rupees = (paise: number): number => Math.round(paise) / 100;

/** An HSN summary row's unit: pieces for goods, NA (and no quantity) for services (SAC 99…). */
const isService = (hsn: string) => hsn.startsWith("99");

const STATE_OF_CODE = new Map(Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state]));
/** "29-Karnataka", as the offline tool's workbook writes a place of supply. */
export const posName = (code: string) => `${code}-${STATE_OF_CODE.get(code) ?? ""}`;

export interface Gstr1Pack {
	summary: Gstr1Summary;
	/** the offline tool's JSON */
	json: Gstr1Json;
}

type ItemDetail = { txval: number; rt: number; iamt?: number; camt?: number; samt?: number; csamt: number };
type Items = { num: number; itm_det: ItemDetail }[];

export interface Gstr1Json {
	gstin: string;
	fp: string;
	version: string;
	hash: string;
	b2b: {
		ctin: string;
		inv: { inum: string; idt: string; val: number; pos: string; rchrg: "N"; inv_typ: "R"; itms: Items }[];
	}[];
	b2cl: { pos: string; inv: { inum: string; idt: string; val: number; itms: Items }[] }[];
	b2cs: ({ sply_ty: "INTRA" | "INTER"; pos: string; typ: "OE" } & ItemDetail)[];
	nil: { inv: { sply_ty: string; nil_amt: number; expt_amt: number; ngsup_amt: number }[] };
	cdnr: {
		ctin: string;
		nt: { ntty: "C"; nt_num: string; nt_dt: string; val: number; pos: string; rchrg: "N"; inv_typ: "R"; itms: Items }[];
	}[];
	cdnur: { typ: "B2CL"; ntty: "C"; nt_num: string; nt_dt: string; val: number; pos: string; itms: Items }[];
	hsn: { hsn_b2b: HsnJsonRow[]; hsn_b2c: HsnJsonRow[] };
	doc_issue: {
		doc_det: {
			doc_num: number;
			doc_typ: string;
			docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
		}[];
	};
}

export type HsnJsonRow = {
	num: number;
	hsn_sc: string;
	desc: string;
	uqc: string;
	qty: number;
	rt: number;
	txval: number;
	iamt: number;
	camt: number;
	samt: number;
	csamt: number;
};

function itemDetail(
	row: { rate: number; taxable: number; igst: number; cgst: number; sgst: number },
	inter: boolean,
): ItemDetail {
	return inter
		? { txval: rupees(row.taxable), rt: row.rate, iamt: rupees(row.igst), csamt: 0 }
		: { txval: rupees(row.taxable), rt: row.rate, camt: rupees(row.cgst), samt: rupees(row.sgst), csamt: 0 };
}

/** Rows of one document per rate → the document's items; documents in the rows' order. */
function byDocument(
	rows: DocumentRateRow[],
	inter: (row: DocumentRateRow) => boolean,
): { first: DocumentRateRow; itms: Items }[] {
	const out = new Map<string, { first: DocumentRateRow; itms: Items }>();
	for (const row of rows) {
		let doc = out.get(row.number);
		if (!doc) {
			doc = { first: row, itms: [] };
			out.set(row.number, doc);
		}
		doc.itms.push({ num: doc.itms.length + 1, itm_det: itemDetail(row, inter(row)) });
	}
	return [...out.values()];
}

const zero = (): Gstr1TableTotals => ({ count: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 });
function add(totals: Gstr1TableTotals, row: { taxable: number; igst: number; cgst: number; sgst: number }) {
	totals.taxable += row.taxable;
	totals.igst += row.igst;
	totals.cgst += row.cgst;
	totals.sgst += row.sgst;
}

/** What each HSN (as the summary truncates it) is called: the shop's categories with that code, or its services. */
function hsnDescriptions(settings: Awaited<ReturnType<typeof taxSettings>>, digits: number): Map<string, string> {
	const names = new Map<string, string[]>();
	const put = (hsn: string, name: string) => {
		const key = hsn.slice(0, digits);
		names.set(key, [...(names.get(key) ?? []), name]);
	};
	for (const [category, rule] of Object.entries(settings.categories))
		put(rule.hsn, category.charAt(0).toUpperCase() + category.slice(1));
	put(settings.otherGoods.hsn, "Other goods");
	put(settings.delivery.hsn, "Courier services (delivery, COD fee)");
	return new Map([...names].map(([hsn, list]) => [hsn, [...new Set(list)].join(", ").slice(0, 30)]));
}

export async function buildGstr1(db: Db, period: string): Promise<Gstr1Pack> {
	const days = gstr1Period(period);
	if (!days) throw new Error(`not a GSTR-1 period: ${period}`);
	const range = { from: days.from, to: days.to };
	const settings = await taxSettings(db);
	const seller = gstStateCode(settings.state) ?? settings.gstin.slice(0, 2);
	const digits = settings.hsnDigits ?? 4;
	const [documents, b2cs, nil, hsn, series, books] = await Promise.all([
		documentsByRate(db, range, seller),
		b2csRows(db, range, seller),
		nilRows(db, range, seller),
		hsnRows(db, range, seller, digits),
		seriesRows(db, range),
		booksTotals(db, range, seller),
	]);
	const tables: Gstr1Summary["tables"] = {
		b2b: zero(),
		b2cl: zero(),
		b2cs: zero(),
		nil: zero(),
		cdnr: zero(),
		cdnur: zero(),
		hsn_b2b: zero(),
		hsn_b2c: zero(),
	};
	const inter = (row: { pos: string }) => row.pos !== seller;

	const json: Gstr1Json = {
		gstin: settings.gstin,
		fp: days.fp,
		version: "GST3.2.3",
		hash: "hash",
		b2b: [],
		b2cl: [],
		b2cs: [],
		nil: { inv: [] },
		cdnr: [],
		cdnur: [],
		hsn: { hsn_b2b: [], hsn_b2c: [] },
		doc_issue: { doc_det: [] },
	};

	const table = (kind: DocumentRateRow["kind"], cls: DocumentRateRow["class"]) =>
		byDocument(
			documents.filter((row) => row.kind === kind && row.class === cls),
			inter,
		);
	for (const row of documents) {
		const key = row.kind === "invoice" ? row.class : row.class === "b2b" ? "cdnr" : "cdnur";
		if (key === "b2cs") continue;
		add(tables[key], row);
	}

	// B2B (4A): by the buyer's GSTIN
	const b2bDocs = table("invoice", "b2b");
	tables.b2b.count = b2bDocs.length;
	for (const doc of b2bDocs) {
		const ctin = doc.first.gstin ?? "";
		let buyer = json.b2b.find((entry) => entry.ctin === ctin);
		if (!buyer) {
			buyer = { ctin, inv: [] };
			json.b2b.push(buyer);
		}
		buyer.inv.push({
			inum: doc.first.number,
			idt: doc.first.date,
			val: rupees(doc.first.value),
			pos: doc.first.pos,
			rchrg: "N",
			inv_typ: "R",
			itms: doc.itms,
		});
	}
	// B2CL (5): by place of supply
	const b2clDocs = table("invoice", "b2cl");
	tables.b2cl.count = b2clDocs.length;
	for (const doc of b2clDocs) {
		let place = json.b2cl.find((entry) => entry.pos === doc.first.pos);
		if (!place) {
			place = { pos: doc.first.pos, inv: [] };
			json.b2cl.push(place);
		}
		place.inv.push({ inum: doc.first.number, idt: doc.first.date, val: rupees(doc.first.value), itms: doc.itms });
	}
	// B2CS (7), credit notes of small sales netted in
	const warnings: string[] = [];
	for (const row of b2cs) {
		tables.b2cs.count += 1;
		add(tables.b2cs, row);
		if (row.taxable < 0)
			warnings.push(
				`B2CS ${posName(row.pos)} at ${row.rate}%: credit notes exceed the period's sales by ₹${rupees(-row.taxable).toFixed(2)} (taxable)`,
			);
		json.b2cs.push({ sply_ty: row.intra ? "INTRA" : "INTER", pos: row.pos, typ: "OE", ...itemDetail(row, !row.intra) });
	}
	// Nil rated (8)
	for (const row of nil) {
		tables.nil.count += 1;
		tables.nil.taxable += row.amount;
		json.nil.inv.push({ sply_ty: row.supply, nil_amt: rupees(row.amount), expt_amt: 0, ngsup_amt: 0 });
	}
	// CDNR (9B, registered): by the buyer's GSTIN; CDNUR (9B, unregistered): B2CL credit notes
	const cdnrDocs = table("credit_note", "b2b");
	tables.cdnr.count = cdnrDocs.length;
	for (const doc of cdnrDocs) {
		const ctin = doc.first.gstin ?? "";
		let buyer = json.cdnr.find((entry) => entry.ctin === ctin);
		if (!buyer) {
			buyer = { ctin, nt: [] };
			json.cdnr.push(buyer);
		}
		buyer.nt.push({
			ntty: "C",
			nt_num: doc.first.number,
			nt_dt: doc.first.date,
			val: rupees(doc.first.value),
			pos: doc.first.pos,
			rchrg: "N",
			inv_typ: "R",
			itms: doc.itms,
		});
	}
	const cdnurDocs = table("credit_note", "b2cl");
	tables.cdnur.count = cdnurDocs.length;
	for (const doc of cdnurDocs) {
		json.cdnur.push({
			typ: "B2CL",
			ntty: "C",
			nt_num: doc.first.number,
			nt_dt: doc.first.date,
			val: rupees(doc.first.value),
			pos: doc.first.pos,
			itms: doc.itms,
		});
	}
	// HSN (12), B2B and B2C apart
	const names = hsnDescriptions(settings, digits);
	const hsnJson = (row: HsnRow, num: number): HsnJsonRow => ({
		num,
		hsn_sc: row.hsn,
		desc: names.get(row.hsn) ?? "",
		uqc: isService(row.hsn) ? "NA" : "PCS",
		qty: isService(row.hsn) ? 0 : row.quantity,
		rt: row.rate,
		txval: rupees(row.taxable),
		iamt: rupees(row.igst),
		camt: rupees(row.cgst),
		samt: rupees(row.sgst),
		csamt: 0,
	});
	for (const row of hsn) {
		const key = row.b2b ? "hsn_b2b" : "hsn_b2c";
		tables[key].count += 1;
		add(tables[key], row);
		json.hsn[key].push(hsnJson(row, json.hsn[key].length + 1));
	}
	// Documents issued (13): invoices (1) and credit notes (5), one line per series
	for (const [kind, docNum, docTyp] of [
		["invoice", 1, "Invoices for outward supply"],
		["credit_note", 5, "Credit Note"],
	] as const) {
		const lines = series.filter((row) => row.kind === kind);
		if (lines.length === 0) continue;
		json.doc_issue.doc_det.push({
			doc_num: docNum,
			doc_typ: docTyp,
			docs: lines.map((row, index) => ({
				num: index + 1,
				from: row.first,
				to: row.last,
				totnum: row.span,
				cancel: row.span - row.issued,
				net_issue: row.issued,
			})),
		});
	}

	return {
		json,
		summary: {
			period,
			fp: days.fp,
			gstin: settings.gstin,
			from: days.from,
			to: days.to,
			tables,
			books: {
				count: books.invoices + books.creditNotes,
				taxable: books.taxable,
				igst: books.igst,
				cgst: books.cgst,
				sgst: books.sgst,
			},
			documents: series.map((row) => ({
				kind: row.kind === "invoice" ? "Invoices" : "Credit notes",
				from: row.first,
				to: row.last,
				total: row.span,
				cancelled: row.span - row.issued,
			})),
			warnings,
		},
	};
}
