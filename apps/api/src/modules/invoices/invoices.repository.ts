import type { TaxDocument, TaxDocumentKind } from "@pitara/shared";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { taxDocuments } from "../../db/schema/index.ts";

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/**
 * The next number of a series (kind, financial year), taken inside the
 * caller's transaction: the series row is created at 1 or incremented, and
 * stays locked until the transaction ends, so racing issuers wait their turn
 * and a rollback gives the number back.
 */
export async function takeNextNumber(tx: Db, kind: TaxDocumentKind, financialYear: string): Promise<number> {
	const [row] = await queryRows<{ last_number: number }>(
		tx,
		sql`insert into tax_document_series (kind, financial_year, last_number) values (${kind}, ${financialYear}, 1)
			on conflict (kind, financial_year) do update set last_number = tax_document_series.last_number + 1
			returning last_number`,
	);
	if (!row) throw new Error("no number taken");
	return row.last_number;
}

export async function insertTaxDocument(tx: Db, values: typeof taxDocuments.$inferInsert): Promise<TaxDocumentRow> {
	const [row] = await tx.insert(taxDocuments).values(values).returning();
	if (!row) throw new Error("tax document not written");
	return row;
}

/** The order's invoice, or its whole-order credit note (the one without a reference). */
export async function findTaxDocument(
	db: Db,
	orderId: number,
	kind: TaxDocumentKind,
): Promise<TaxDocumentRow | undefined> {
	const [row] = await db
		.select()
		.from(taxDocuments)
		.where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind), isNull(taxDocuments.reference)));
	return row;
}

/** Every credit note of an order (whole-order and per cancellation or return), in the order issued. */
export function creditNotesOfOrder(db: Db, orderId: number): Promise<TaxDocumentRow[]> {
	return db
		.select()
		.from(taxDocuments)
		.where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "credit_note")))
		.orderBy(asc(taxDocuments.id));
}

/** An order's tax document by its number. */
export async function findTaxDocumentByNumber(
	db: Db,
	orderId: number,
	number: string,
): Promise<TaxDocumentRow | undefined> {
	const [row] = await db
		.select()
		.from(taxDocuments)
		.where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.number, number)));
	return row;
}

/** A credit note by what it is for ("cancellation:<id>", "return:<id>"). */
export async function findCreditNoteByReference(
	db: Db,
	orderId: number,
	reference: string,
): Promise<TaxDocumentRow | undefined> {
	const [row] = await db
		.select()
		.from(taxDocuments)
		.where(
			and(
				eq(taxDocuments.orderId, orderId),
				eq(taxDocuments.kind, "credit_note"),
				eq(taxDocuments.reference, reference),
			),
		);
	return row;
}

/** A tax document of an order by what it is for ("exchange:<id>" for a replacement's invoice). */
export async function findTaxDocumentByReference(
	db: Db,
	orderId: number,
	kind: TaxDocumentKind,
	reference: string,
): Promise<TaxDocumentRow | undefined> {
	const [row] = await db
		.select()
		.from(taxDocuments)
		.where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind), eq(taxDocuments.reference, reference)));
	return row;
}

/** An order's documents: its invoice, the latest credit note, every credit note, the exchanges' invoices. */
export type OrderTaxDocuments = Partial<Record<TaxDocumentKind, TaxDocument>> & {
	credit_notes: TaxDocument[];
	exchange_invoices: TaxDocument[];
};

/**
 * The documents of some orders, by order id: the invoice, the latest credit note by kind, every credit note
 * (`credit_notes`, in the order issued: partial ones for cancelled or returned lines, and the whole order's) and
 * the invoices of size exchanges' replacements (`exchange_invoices`).
 */
export async function taxDocumentsOfOrders(
	db: Db,
	orderIds: readonly number[],
): Promise<Map<number, OrderTaxDocuments>> {
	const out = new Map<number, OrderTaxDocuments>();
	if (orderIds.length === 0) return out;
	const rows = await db
		.select({
			orderId: taxDocuments.orderId,
			kind: taxDocuments.kind,
			document: taxDocuments.document,
			reference: taxDocuments.reference,
		})
		.from(taxDocuments)
		.where(inArray(taxDocuments.orderId, [...orderIds]))
		.orderBy(asc(taxDocuments.id));
	for (const row of rows) {
		const entry = out.get(row.orderId) ?? { credit_notes: [], exchange_invoices: [] };
		if (row.kind === "invoice" && row.reference !== null) {
			// an exchange's replacement (issue 24): listed apart, the order's invoice stays the one it was
			entry.exchange_invoices.push(row.document);
		} else {
			entry[row.kind] = row.document;
		}
		if (row.kind === "credit_note") entry.credit_notes.push(row.document);
		out.set(row.orderId, entry);
	}
	return out;
}

/** The tax documents of some orders, with their numbers and dates (a shopper's data export, and erasure's keep-until). */
export function taxDocumentListOfOrders(db: Db, orderIds: readonly number[]) {
	if (orderIds.length === 0) return Promise.resolve([]);
	return db
		.select({
			orderId: taxDocuments.orderId,
			kind: taxDocuments.kind,
			number: taxDocuments.number,
			financialYear: taxDocuments.financialYear,
			total: taxDocuments.total,
			issuedAt: taxDocuments.issuedAt,
		})
		.from(taxDocuments)
		.where(inArray(taxDocuments.orderId, [...orderIds]))
		.orderBy(asc(taxDocuments.id));
}

/** The register's filter: issued in [from, before), of one kind. */
export interface TaxRegisterFilter {
	kind?: TaxDocumentKind;
	from?: Date;
	before?: Date;
	/** an order id */
	orderId?: number;
}

/** The register of invoices and credit notes (issue 27): newest first, paged, with the filter's count. */
export async function listTaxDocuments(
	db: Db,
	filter: TaxRegisterFilter,
	page: { page: number; pageSize: number },
): Promise<{ rows: TaxDocumentRow[]; total: number }> {
	const condition = and(
		filter.kind ? eq(taxDocuments.kind, filter.kind) : undefined,
		filter.from ? gte(taxDocuments.issuedAt, filter.from) : undefined,
		filter.before ? lt(taxDocuments.issuedAt, filter.before) : undefined,
		filter.orderId ? eq(taxDocuments.orderId, filter.orderId) : undefined,
	);
	const [rows, [counted]] = await Promise.all([
		db
			.select()
			.from(taxDocuments)
			.where(condition)
			.orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.id))
			.limit(page.pageSize)
			.offset((page.page - 1) * page.pageSize),
		db.select({ total: count() }).from(taxDocuments).where(condition),
	]);
	return { rows, total: counted?.total ?? 0 };
}

/** The invoices of some orders (an order not invoiced yet is left out), in the orders' order. */
export async function invoicesOfOrders(db: Db, orderIds: readonly number[]): Promise<TaxDocumentRow[]> {
	if (orderIds.length === 0) return [];
	const rows = await db
		.select()
		.from(taxDocuments)
		.where(
			and(
				inArray(taxDocuments.orderId, [...orderIds]),
				eq(taxDocuments.kind, "invoice"),
				isNull(taxDocuments.reference),
			),
		);
	const byOrder = new Map(rows.map((row) => [row.orderId, row]));
	return orderIds.flatMap((id) => byOrder.get(id) ?? []);
}
