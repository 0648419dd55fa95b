import {
	afterSaleMessages,
	creditNoteDeadline,
	creditNoteLines,
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
import { conflict } from "../../lib/errors.ts";
import {
	creditNotesOfOrder,
	findCreditNoteByReference,
	findTaxDocument,
	findTaxDocumentByNumber,
	findTaxDocumentByReference,
	insertTaxDocument,
	invoicesOfOrders,
	type TaxDocumentRow,
	takeNextNumber,
} from "./invoices.repository.ts";
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
	items: {
		name: string;
		category: string;
		unitPrice: Paise;
		quantity: number;
		orderItemId?: number;
		/** the units' share of the promo as the order recorded it (decision 067) */
		discount?: Paise;
		eligible?: boolean;
	}[];
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
	options: CreditNoteOptions = {},
): Promise<TaxDocument | null> {
	const invoice = await findTaxDocument(tx, orderId, "invoice");
	if (!invoice) return null;
	const existing = await findTaxDocument(tx, orderId, "credit_note");
	if (existing) return existing.document;
	const earlier = await creditNotesOfOrder(tx, orderId);
	if (earlier.length === 0) {
		return writeCreditNote(tx, invoice, null, invoice.document.lines, invoice.document.totals, at, options);
	}
	// some lines were credited already (cancelled or returned units): this one reverses what is left of the invoice
	const credited = creditedUnits(earlier);
	const items = invoice.document.lines.filter((line) => line.order_item_id !== undefined);
	const rest = creditNoteLines(
		items,
		credited,
		items
			.map((line) => ({
				orderItemId: line.order_item_id as number,
				quantity: line.quantity - (credited.get(line.order_item_id as number) ?? 0),
			}))
			.filter((unit) => unit.quantity > 0),
	);
	const services = invoice.document.lines.filter((line) => line.order_item_id === undefined);
	const lines = [...(rest ?? []), ...services];
	const totals = taxTotals(lines);
	const roundOff = invoice.document.totals.round_off;
	if (roundOff) {
		totals.round_off = roundOff;
		totals.total += roundOff;
	}
	return writeCreditNote(tx, invoice, null, lines, totals, at, options);
}

/** Units of each order line the credit notes so far have credited. */
function creditedUnits(notes: readonly TaxDocumentRow[]): Map<number, number> {
	const credited = new Map<number, number>();
	for (const note of notes) {
		for (const line of note.document.lines) {
			if (line.order_item_id === undefined) continue;
			credited.set(line.order_item_id, (credited.get(line.order_item_id) ?? 0) + line.quantity);
		}
	}
	return credited;
}

/** How a credit note may be issued. */
export interface CreditNoteOptions {
	/**
	 * A member of staff confirmed issuing it after the Section 34(2) deadline (30 November after the invoice's
	 * financial year); the caller audits the confirmation. Without it a late credit note is refused.
	 */
	lateConfirmedBy?: { userId: number; name: string };
}

/** The error a credit note past its deadline gets without a confirmation (field `confirmLateCreditNote`). */
export function creditNoteDeadlineError(invoiceYear: string) {
	const deadline = new Date(creditNoteDeadline(invoiceYear).getTime() - 1);
	const day = deadline.toLocaleDateString("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "long",
		year: "numeric",
	});
	const message = afterSaleMessages.creditNoteDeadlinePassed(invoiceYear, day);
	return conflict(message, "CREDIT_NOTE_DEADLINE", [{ field: "confirmLateCreditNote", message }]);
}

/** Whether a credit note against an invoice of `invoiceYear` issued at `at` is past Section 34(2)'s deadline. */
export const creditNoteIsLate = (invoiceYear: string, at: Date) => at >= creditNoteDeadline(invoiceYear);

/**
 * Numbers a credit note in the day's financial year's series (gapless: the series row is held to commit).
 * Past the deadline of the invoice's financial year it is refused unless staff confirmed the exception.
 */
async function writeCreditNote(
	tx: Db,
	invoice: TaxDocumentRow,
	reference: string | null,
	lines: TaxDocument["lines"],
	totals: TaxDocument["totals"],
	at: Date,
	options: CreditNoteOptions = {},
): Promise<TaxDocument> {
	if (creditNoteIsLate(invoice.financialYear, at) && !options.lateConfirmedBy) {
		throw creditNoteDeadlineError(invoice.financialYear);
	}
	const settings = await taxSettings(tx);
	const year = financialYear(at);
	const sequence = await takeNextNumber(tx, "credit_note", year);
	const number = documentNumber(settings.invoicePrefix, "credit_note", year, sequence);
	const document: TaxDocument = {
		...invoice.document,
		kind: "credit_note",
		number,
		issued_at: at.toISOString(),
		financial_year: year,
		against: invoice.number,
		lines,
		totals,
	};
	await insertTaxDocument(tx, {
		orderId: invoice.orderId,
		kind: "credit_note",
		financialYear: year,
		sequence,
		number,
		total: totals.total,
		document,
		issuedAt: at,
		reference,
	});
	return document;
}

/** What a credit note for some lines is for, and which units (the order lines by their `order_item_id`). */
export interface LinesCreditNoteInput {
	orderId: number;
	/** "cancellation:<id>" or "return:<id>": one credit note each (a repeat answers the one issued) */
	reference: string;
	lines: { orderItemId: number; quantity: number }[];
}

/**
 * A credit note for exactly some units of an invoiced order (issue 24 item 7): units cancelled after the invoice
 * or a completed return. Each line is the invoice's line for that order line, its value and GST (CGST + SGST or
 * IGST, as on the invoice) in proportion to the units (creditNoteLines: a line's notes add up to its invoice line
 * exactly). Numbered in the credit notes' series of the day's financial year, in the caller's transaction. Null
 * when the order has no invoice yet (units cancelled before it was issued are simply not invoiced) or none of the
 * units was invoiced. Throws when more units would be credited than were invoiced.
 */
export async function issueLinesCreditNote(
	tx: Db,
	input: LinesCreditNoteInput,
	at: Date = new Date(),
	options: CreditNoteOptions = {},
): Promise<TaxDocument | null> {
	const invoice = await findTaxDocument(tx, input.orderId, "invoice");
	if (!invoice) return null;
	const existing = await findCreditNoteByReference(tx, input.orderId, input.reference);
	if (existing) return existing.document;
	if (await findTaxDocument(tx, input.orderId, "credit_note")) {
		throw new Error(`order ${input.orderId} was credited in full already`);
	}
	const credited = creditedUnits(await creditNotesOfOrder(tx, input.orderId));
	const lines = creditNoteLines(invoice.document.lines, credited, input.lines);
	if (lines === null) throw new Error(`credit note of order ${input.orderId}: more units than were invoiced`);
	if (lines.length === 0) return null;
	return writeCreditNote(tx, invoice, input.reference, lines, taxTotals(lines), at, options);
}

/**
 * An order's tax invoice or credit note, as issued, drawn as a PDF, with the
 * name it downloads as; null when the order has no such document (not shipped
 * yet, or not cancelled after shipping).
 */
export async function taxDocumentPdfOf(
	db: Db,
	order: { id: number; createdAt: Date },
	/** null: whichever kind the document of `number` is */
	kind: TaxDocumentKind | null,
	/** one credit note of several, by its number; else the invoice, or the latest credit note */
	number?: string,
	/** "hi": bilingual, Hindi beneath the English (invoice-pdf.ts PdfOrderFacts) */
	language: "en" | "hi" = "en",
): Promise<{ fileName: string; pdf: Buffer } | null> {
	const row = number
		? await findTaxDocumentByNumber(db, order.id, number)
		: kind === null
			? undefined
			: kind === "credit_note"
				? (await creditNotesOfOrder(db, order.id)).at(-1)
				: await findTaxDocument(db, order.id, kind);
	if (row && kind !== null && row.kind !== kind) return null;
	if (!row) return null;
	// the renderer (and its PDF library) is loaded on the first PDF asked for
	const { pdfFileName, taxDocumentPdf } = await import("./invoice-pdf.ts");
	const pdf = await taxDocumentPdf(row.document, { orderId: order.id, orderDate: order.createdAt, language });
	return { fileName: pdfFileName(row.document), pdf };
}

/** An exchange's replacement: the credit note of the returned units it replaces, and what is sent instead. */
export interface ReplacementInvoiceInput {
	orderId: number;
	/** "exchange:<return id>": one invoice each (a repeat answers the one issued) */
	reference: string;
	/** the credit note (by its reference) that credited the returned units */
	creditNoteReference: string;
	lines: { orderItemId: number; description: string }[];
}

/**
 * The tax invoice of a size exchange's replacement (issue 24 item 7): the returned units were credited by the
 * return's credit note; the units sent instead are invoiced at exactly those values — each line's taxable value,
 * CGST + SGST or IGST as on the original invoice's line (the same price, no payment) — described as the size
 * sent. Numbered in the financial year's invoice series, in the caller's transaction. Null when the order was
 * never invoiced or the credit note has none of the lines.
 */
export async function issueReplacementInvoice(
	tx: Db,
	input: ReplacementInvoiceInput,
	at: Date = new Date(),
): Promise<TaxDocument | null> {
	const existing = await findTaxDocumentByReference(tx, input.orderId, "invoice", input.reference);
	if (existing) return existing.document;
	const note = await findCreditNoteByReference(tx, input.orderId, input.creditNoteReference);
	if (!note) return null;
	const lines = input.lines.flatMap((wanted) => {
		const credited = note.document.lines.find((line) => line.order_item_id === wanted.orderItemId);
		return credited ? [{ ...credited, description: wanted.description }] : [];
	});
	if (lines.length === 0) return null;
	const settings = await taxSettings(tx);
	const year = financialYear(at);
	const sequence = await takeNextNumber(tx, "invoice", year);
	const number = documentNumber(settings.invoicePrefix, "invoice", year, sequence);
	const totals = taxTotals(lines);
	const document: TaxDocument = {
		...note.document,
		kind: "invoice",
		number,
		issued_at: at.toISOString(),
		financial_year: year,
		against: null,
		lines,
		totals,
	};
	await insertTaxDocument(tx, {
		orderId: input.orderId,
		kind: "invoice",
		financialYear: year,
		sequence,
		number,
		total: totals.total,
		document,
		issuedAt: at,
		reference: input.reference,
	});
	return document;
}

/**
 * A credit note for units of an exchange's replacement returned again (decision 056): against the replacement's
 * own tax invoice (`exchangeReference`, "exchange:<return id>"), its values in proportion to the units as for any
 * line's credit note, never more units than that invoice has left uncredited. Null when the replacement was never
 * invoiced (the order had no invoice). A repeat of `reference` answers the note issued.
 */
export async function issueReplacementCreditNote(
	tx: Db,
	input: LinesCreditNoteInput & { exchangeReference: string },
	at: Date = new Date(),
	options: CreditNoteOptions = {},
): Promise<TaxDocument | null> {
	const replacement = await findTaxDocumentByReference(tx, input.orderId, "invoice", input.exchangeReference);
	if (!replacement) return null;
	const existing = await findCreditNoteByReference(tx, input.orderId, input.reference);
	if (existing) return existing.document;
	const credited = creditedUnits(
		(await creditNotesOfOrder(tx, input.orderId)).filter((note) => note.document.against === replacement.number),
	);
	const lines = creditNoteLines(replacement.document.lines, credited, input.lines);
	if (lines === null) throw new Error(`credit note of ${input.exchangeReference}: more units than were invoiced`);
	if (lines.length === 0) return null;
	return writeCreditNote(tx, replacement, input.reference, lines, taxTotals(lines), at, options);
}

/**
 * The tax invoices of some orders in one PDF, a page (or more) each, in the orders' order (the console's bulk
 * print, issue 27); the orders without an invoice yet are named in `missing`.
 */
export async function invoicesPdfOf(
	db: Db,
	orders: readonly { id: number; createdAt: Date }[],
): Promise<{ pdf: Buffer | null; missing: number[] }> {
	const rows = await invoicesOfOrders(
		db,
		orders.map((order) => order.id),
	);
	const dates = new Map(orders.map((order) => [order.id, order.createdAt]));
	const missing = orders.filter((order) => !rows.some((row) => row.orderId === order.id)).map((order) => order.id);
	if (rows.length === 0) return { pdf: null, missing };
	const { taxDocumentsPdf } = await import("./invoice-pdf.ts");
	const pdf = await taxDocumentsPdf(
		rows.map((row) => ({
			document: row.document,
			order: { orderId: row.orderId, orderDate: dates.get(row.orderId) ?? row.issuedAt },
		})),
	);
	return { pdf, missing };
}
