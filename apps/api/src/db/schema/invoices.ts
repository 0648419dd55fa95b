import type { TaxDocument } from "@pitara/shared";
import { sql } from "drizzle-orm";
import {
	bigint,
	check,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

/**
 * The last number given in each series of tax documents (invoices, credit
 * notes) of a financial year. Taking a number updates the row inside the
 * transaction that ships (or cancels) the order: racing transactions wait on
 * the row, and one that rolls back gives its number back, so a series has no
 * gaps and no number twice.
 */
export const taxDocumentSeries = pgTable(
	"tax_document_series",
	{
		kind: text({ enum: ["invoice", "credit_note"] }).notNull(),
		/** "2026-27" */
		financialYear: text().notNull(),
		lastNumber: integer().notNull(),
	},
	(t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Tax invoices (issued when an order is shipped) and credit notes (when a
 * shipped order is cancelled), one of each kind per order at most, kept as
 * issued: later changes of the tax settings never alter one.
 */
export const taxDocuments = pgTable(
	"tax_documents",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id),
		kind: text({ enum: ["invoice", "credit_note"] }).notNull(),
		financialYear: text().notNull(),
		sequence: integer().notNull(),
		/** PIT/2026-27/000123 */
		number: text().notNull(),
		/** paise */
		total: integer().notNull(),
		document: jsonb().$type<TaxDocument>().notNull(),
		/**
		 * paise: the document's GST (CGST + SGST + IGST), kept by PostgreSQL from the document, so that the
		 * sales report adds a year of it without reading every document (decision 050)
		 */
		tax: bigint({ mode: "number" }).generatedAlwaysAs(
			sql`((document->'totals'->>'cgst')::bigint + (document->'totals'->>'sgst')::bigint + (document->'totals'->>'igst')::bigint)`,
		),
		issuedAt: timestamp({ withTimezone: true }).notNull(),
	},
	(t) => [
		uniqueIndex("tax_documents_order_kind_unique").on(t.orderId, t.kind),
		uniqueIndex("tax_documents_series_unique").on(t.kind, t.financialYear, t.sequence),
		uniqueIndex("tax_documents_number_unique").on(t.number),
		/** GSTR-1 and the reports: the documents of a kind issued in a period (decision 050) */
		index("tax_documents_kind_issued_idx").on(t.kind, t.issuedAt),
		check("tax_documents_kind_valid", sql`${t.kind} in ('invoice', 'credit_note')`),
	],
);
