import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { DayRange } from "./reports.repository.ts";

/**
 * GSTR-1's figures from the tax documents as issued (issue 29; decision 050),
 * each table one aggregate statement over the invoices and credit notes
 * issued in the period (India's days; `tax_documents_kind_issued_idx`),
 * their lines read from the document as issued (jsonb), never brought
 * into memory to be added up. A credit note is classed by the invoice it
 * reverses (`against`): to a GSTIN → CDNR; a B2CL invoice → CDNUR; a small
 * B2C sale → netted into B2CS (and the HSN summary) of the month it is
 * issued. Amounts paise; a credit note's amounts negative where netted.
 */

/** Invoices above this value (paise, ₹1,00,000 since 1 August 2024), inter-state to unregistered buyers: B2CL. */
export const B2CL_ABOVE = 100_000_00;

export type Gstr1Class = "b2b" | "b2cl" | "b2cs";

const classed = (range: DayRange, sellerCode: string): SQL => sql`
	with d as (
		select t.id, t.kind, t.number, t.total, t.issued_at, t.document,
			coalesce(inv.document, t.document) as original, coalesce(inv.total, t.total) as original_total
		from tax_documents t
		left join tax_documents inv on t.kind = 'credit_note' and inv.kind = 'invoice' and inv.number = t.document->>'against'
		where t.issued_at >= (${range.from}::date::timestamp at time zone 'Asia/Kolkata')
			and t.issued_at < ((${range.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
	), c as (
		select d.*,
			case when nullif(d.original->'buyer'->>'gstin', '') is not null then 'b2b'
				when not (d.original->>'intra_state')::boolean and d.original_total > ${B2CL_ABOVE} then 'b2cl'
				else 'b2cs' end as class,
			coalesce(nullif(d.original->'buyer'->>'state_code', ''), ${sellerCode}) as pos,
			(d.original->>'intra_state')::boolean as intra,
			case when d.kind = 'credit_note' then -1 else 1 end as sign
		from d
	), l as (
		select c.id, c.kind, c.number, c.total, c.issued_at, c.class, c.pos, c.intra, c.sign, c.original,
			line->>'hsn' as hsn, (line->>'rate')::numeric as rate, (line->>'quantity')::bigint as quantity,
			(line->>'taxable')::bigint as taxable, (line->>'igst')::bigint as igst,
			(line->>'cgst')::bigint as cgst, (line->>'sgst')::bigint as sgst
		from c cross join lateral jsonb_array_elements(c.document->'lines') as line
	)`;

const n = (value: unknown): number => Number(value ?? 0);

export interface DocumentRateRow {
	class: Gstr1Class;
	kind: "invoice" | "credit_note";
	number: string;
	/** DD-MM-YYYY in India */
	date: string;
	/** the document's value, paise */
	value: number;
	pos: string;
	gstin: string | null;
	tradeName: string | null;
	rate: number;
	taxable: number;
	igst: number;
	cgst: number;
	sgst: number;
}

/** B2B and B2CL invoices, and CDNR and CDNUR credit notes: one row per document and rate. */
export async function documentsByRate(db: Db, range: DayRange, sellerCode: string): Promise<DocumentRateRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`${classed(range, sellerCode)}
			select l.class, l.kind, l.number, to_char(l.issued_at at time zone 'Asia/Kolkata', 'DD-MM-YYYY') as date,
				l.total as value, l.pos, l.original->'buyer'->>'gstin' as gstin,
				coalesce(l.original->'buyer'->>'trade_name', l.original->'buyer'->>'name') as trade_name, l.rate,
				sum(l.taxable) as taxable, sum(l.igst) as igst, sum(l.cgst) as cgst, sum(l.sgst) as sgst
			from l where l.class in ('b2b', 'b2cl')
			group by l.class, l.kind, l.number, l.issued_at, l.total, l.pos, l.original, l.rate
			order by l.kind, l.class, gstin, l.issued_at, l.number, l.rate`,
	);
	return rows.map((row) => ({
		class: row.class as Gstr1Class,
		kind: row.kind as DocumentRateRow["kind"],
		number: String(row.number),
		date: String(row.date),
		value: n(row.value),
		pos: String(row.pos),
		gstin: row.gstin ? String(row.gstin) : null,
		tradeName: row.trade_name ? String(row.trade_name) : null,
		rate: n(row.rate),
		taxable: n(row.taxable),
		igst: n(row.igst),
		cgst: n(row.cgst),
		sgst: n(row.sgst),
	}));
}

export interface B2csRow {
	intra: boolean;
	pos: string;
	rate: number;
	taxable: number;
	igst: number;
	cgst: number;
	sgst: number;
}

/** Table 7: small B2C sales by place of supply and rate, their credit notes netted in; rate 0 goes to Table 8. */
export async function b2csRows(db: Db, range: DayRange, sellerCode: string): Promise<B2csRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`${classed(range, sellerCode)}
			select l.intra, l.pos, l.rate, sum(l.sign * l.taxable) as taxable, sum(l.sign * l.igst) as igst,
				sum(l.sign * l.cgst) as cgst, sum(l.sign * l.sgst) as sgst
			from l where l.class = 'b2cs' and l.rate > 0
			group by l.intra, l.pos, l.rate order by l.pos, l.rate, l.intra desc`,
	);
	return rows.map((row) => ({
		intra: Boolean(row.intra),
		pos: String(row.pos),
		rate: n(row.rate),
		taxable: n(row.taxable),
		igst: n(row.igst),
		cgst: n(row.cgst),
		sgst: n(row.sgst),
	}));
}

export interface NilRow {
	/** INTRAB2B, INTERB2B, INTRAB2C, INTERB2C */
	supply: string;
	amount: number;
}

/** Table 8: nil-rated small B2C supplies (books), net of their credit notes. */
export async function nilRows(db: Db, range: DayRange, sellerCode: string): Promise<NilRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`${classed(range, sellerCode)}
			select case when l.intra then 'INTRAB2C' else 'INTERB2C' end as supply, sum(l.sign * l.taxable) as amount
			from l where l.class = 'b2cs' and l.rate = 0 group by 1 order by 1`,
	);
	return rows.map((row) => ({ supply: String(row.supply), amount: n(row.amount) }));
}

export interface HsnRow {
	b2b: boolean;
	hsn: string;
	rate: number;
	quantity: number;
	taxable: number;
	igst: number;
	cgst: number;
	sgst: number;
}

/** Table 12: by HSN (its first `digits`) and rate, B2B and B2C apart, credit notes netted. */
export async function hsnRows(db: Db, range: DayRange, sellerCode: string, digits: 4 | 6): Promise<HsnRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`${classed(range, sellerCode)}
			select l.class = 'b2b' as b2b, left(l.hsn, ${digits}::int) as hsn, l.rate,
				sum(l.sign * l.quantity) as quantity, sum(l.sign * l.taxable) as taxable, sum(l.sign * l.igst) as igst,
				sum(l.sign * l.cgst) as cgst, sum(l.sign * l.sgst) as sgst
			from l group by 1, 2, 3 order by 1 desc, 2, 3`,
	);
	return rows.map((row) => ({
		b2b: Boolean(row.b2b),
		hsn: String(row.hsn),
		rate: n(row.rate),
		quantity: n(row.quantity),
		taxable: n(row.taxable),
		igst: n(row.igst),
		cgst: n(row.cgst),
		sgst: n(row.sgst),
	}));
}

export interface SeriesRow {
	kind: "invoice" | "credit_note";
	financialYear: string;
	first: string;
	last: string;
	/** numbers the range spans */
	span: number;
	issued: number;
}

/** Table 13: per series, the first and last number issued in the period and how many. */
export async function seriesRows(db: Db, range: DayRange): Promise<SeriesRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`select t.kind, t.financial_year, min(t.number) as first, max(t.number) as last,
				max(t.sequence) - min(t.sequence) + 1 as span, count(*) as issued
			from tax_documents t
			where t.issued_at >= (${range.from}::date::timestamp at time zone 'Asia/Kolkata')
				and t.issued_at < ((${range.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
			group by 1, 2 order by 1 desc, 2`,
	);
	return rows.map((row) => ({
		kind: row.kind as SeriesRow["kind"],
		financialYear: String(row.financial_year),
		first: String(row.first),
		last: String(row.last),
		span: n(row.span),
		issued: n(row.issued),
	}));
}

export interface BooksTotals {
	invoices: number;
	creditNotes: number;
	taxable: number;
	igst: number;
	cgst: number;
	sgst: number;
}

/** The books: every invoice's lines less every credit note's, of the period. */
export async function booksTotals(db: Db, range: DayRange, sellerCode: string): Promise<BooksTotals> {
	const [row] = await queryRows<Record<string, unknown>>(
		db,
		sql`${classed(range, sellerCode)}
			select (select count(*) from c where kind = 'invoice') as invoices,
				(select count(*) from c where kind = 'credit_note') as credit_notes,
				coalesce(sum(l.sign * l.taxable), 0) as taxable, coalesce(sum(l.sign * l.igst), 0) as igst,
				coalesce(sum(l.sign * l.cgst), 0) as cgst, coalesce(sum(l.sign * l.sgst), 0) as sgst
			from l`,
	);
	return {
		invoices: n(row?.invoices),
		creditNotes: n(row?.credit_notes),
		taxable: n(row?.taxable),
		igst: n(row?.igst),
		cgst: n(row?.cgst),
		sgst: n(row?.sgst),
	};
}
