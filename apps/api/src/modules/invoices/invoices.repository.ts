import type { TaxDocument, TaxDocumentKind } from "@pitara/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
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

export async function findTaxDocument(
	db: Db,
	orderId: number,
	kind: TaxDocumentKind,
): Promise<TaxDocumentRow | undefined> {
	const [row] = await db
		.select()
		.from(taxDocuments)
		.where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)));
	return row;
}

/** The documents of some orders, by order id then kind. */
export async function taxDocumentsOfOrders(
	db: Db,
	orderIds: readonly number[],
): Promise<Map<number, Partial<Record<TaxDocumentKind, TaxDocument>>>> {
	const out = new Map<number, Partial<Record<TaxDocumentKind, TaxDocument>>>();
	if (orderIds.length === 0) return out;
	const rows = await db
		.select({ orderId: taxDocuments.orderId, kind: taxDocuments.kind, document: taxDocuments.document })
		.from(taxDocuments)
		.where(inArray(taxDocuments.orderId, [...orderIds]))
		.orderBy(asc(taxDocuments.id));
	for (const row of rows) out.set(row.orderId, { ...out.get(row.orderId), [row.kind]: row.document });
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
