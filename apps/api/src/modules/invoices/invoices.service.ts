import {
	documentNumber,
	financialYear,
	gstStateCode,
	type Paise,
	type TaxDocument,
	type TaxDocumentKind,
	taxInvoiceLines,
	taxTotals,
} from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { findTaxDocument, insertTaxDocument, takeNextNumber } from "./invoices.repository.ts";
import { taxSettings } from "./tax-settings.repository.ts";

/** What an invoice needs of an order (the orders module's rows, handed over by the workflow). */
export interface InvoiceableOrder {
	id: number;
	/** paise, as charged */
	total: Paise;
	promoDiscount: Paise;
	delivery: Paise;
	codFee: Paise;
	/** an order paid in cash: what rounded its total to the rupee (0 for none) */
	roundOff?: Paise;
	buyer: {
		name: string;
		addressLines: string[];
		state: string;
		/** a business purchase: the buyer's GSTIN and trade name (GSTR-1's B2B) */
		gstin?: string;
		tradeName?: string;
	};
	items: { name: string; category: string; unitPrice: Paise; quantity: number }[];
}

/**
 * The order's tax invoice, issued once, in the caller's transaction (the one
 * that ships the order): the next number of the financial year's series, the
 * lines and totals by the shared GST arithmetic over the tax settings of the
 * day, kept as issued. A second call answers the invoice already issued.
 */
export async function issueInvoice(tx: Db, order: InvoiceableOrder, at: Date = new Date()): Promise<TaxDocument> {
	const existing = await findTaxDocument(tx, order.id, "invoice");
	if (existing) return existing.document;
	const settings = await taxSettings(tx);
	const { intraState, lines, totals } = taxInvoiceLines(settings, {
		items: order.items,
		promoDiscount: order.promoDiscount,
		delivery: order.delivery,
		codFee: order.codFee,
		roundOff: order.roundOff ?? 0,
		deliveryState: order.buyer.state,
	});
	// the arithmetic keeps every paisa: an invoice that does not add up to the order is never issued
	if (totals.total !== order.total) {
		throw new Error(`invoice of order ${order.id} adds up to ${totals.total} paise, the order to ${order.total}`);
	}
	const year = financialYear(at);
	const sequence = await takeNextNumber(tx, "invoice", year);
	const number = documentNumber(settings.invoicePrefix, "invoice", year, sequence);
	const buyerCode = gstStateCode(order.buyer.state);
	const document: TaxDocument = {
		kind: "invoice",
		number,
		issued_at: at.toISOString(),
		financial_year: year,
		against: null,
		seller: {
			legal_name: settings.legalName,
			trade_name: settings.tradeName,
			gstin: settings.gstin,
			address_lines: settings.addressLines,
			state: settings.state,
			state_code: gstStateCode(settings.state) ?? "",
		},
		buyer: {
			name: order.buyer.name,
			address_lines: order.buyer.addressLines,
			state: order.buyer.state,
			state_code: buyerCode,
			...(order.buyer.gstin ? { gstin: order.buyer.gstin, trade_name: order.buyer.tradeName ?? order.buyer.name } : {}),
		},
		place_of_supply: buyerCode ? `${order.buyer.state} (${buyerCode})` : order.buyer.state,
		intra_state: intraState,
		lines,
		totals,
	};
	await insertTaxDocument(tx, {
		orderId: order.id,
		kind: "invoice",
		financialYear: year,
		sequence,
		number,
		total: totals.total,
		document,
		issuedAt: at,
	});
	return document;
}

/**
 * A credit note for an invoiced order that is cancelled: the invoice's lines
 * and totals reversed in full, numbered in the credit notes' series of the
 * day's financial year, pointing at the invoice. Null when no invoice was
 * issued (an order cancelled before shipping needs none); once per order.
 */
export async function issueCreditNote(
	tx: Db,
	orderId: number,
	at: Date = new Date(),
	/** a partial credit note: the invoice's lines (by index) it reverses; all of them when absent */
	onlyLines?: readonly number[],
): Promise<TaxDocument | null> {
	const invoice = await findTaxDocument(tx, orderId, "invoice");
	if (!invoice) return null;
	const existing = await findTaxDocument(tx, orderId, "credit_note");
	if (existing) return existing.document;
	const settings = await taxSettings(tx);
	const year = financialYear(at);
	const sequence = await takeNextNumber(tx, "credit_note", year);
	const number = documentNumber(settings.invoicePrefix, "credit_note", year, sequence);
	const lines = onlyLines
		? invoice.document.lines.filter((_, index) => onlyLines.includes(index))
		: invoice.document.lines;
	const document: TaxDocument = {
		...invoice.document,
		kind: "credit_note",
		number,
		issued_at: at.toISOString(),
		financial_year: year,
		against: invoice.number,
		...(onlyLines ? { lines, totals: taxTotals(lines) } : {}),
	};
	await insertTaxDocument(tx, {
		orderId,
		kind: "credit_note",
		financialYear: year,
		sequence,
		number,
		total: document.totals.total,
		document,
		issuedAt: at,
	});
	return document;
}

/**
 * An order's tax invoice or credit note, as issued, drawn as a PDF, with the
 * name it downloads as; null when the order has no such document (not shipped
 * yet, or not cancelled after shipping).
 */
export async function taxDocumentPdfOf(
	db: Db,
	order: { id: number; createdAt: Date },
	kind: TaxDocumentKind,
): Promise<{ fileName: string; pdf: Buffer } | null> {
	const row = await findTaxDocument(db, order.id, kind);
	if (!row) return null;
	// the renderer (and its PDF library) is loaded on the first PDF asked for
	const { pdfFileName, taxDocumentPdf } = await import("./invoice-pdf.ts");
	const pdf = await taxDocumentPdf(row.document, { orderId: order.id, orderDate: order.createdAt });
	return { fileName: pdfFileName(row.document), pdf };
}
