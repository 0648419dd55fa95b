/**
 * Invoices: the shop's GST settings and the tax documents it issues — a tax
 * invoice when an order ships, a credit note when a shipped order is
 * cancelled, and one for exactly the units of a partial cancellation after the invoice or of a completed return
 * (`issueLinesCreditNote`, for the returns work too) — numbered without gaps per financial year and kept as issued.
 */
export { shopPdfFonts } from "./invoice-pdf.ts";
export {
	listTaxDocuments,
	type TaxDocumentRow,
	type TaxRegisterFilter,
	taxDocumentListOfOrders,
	taxDocumentsOfOrders,
} from "./invoices.repository.ts";
export {
	type CreditNoteOptions,
	creditNoteDeadlineError,
	creditNoteIsLate,
	type InvoiceableOrder,
	invoicesPdfOf,
	issueCreditNote,
	issueInvoice,
	issueLinesCreditNote,
	issueReplacementCreditNote,
	issueReplacementInvoice,
	type LinesCreditNoteInput,
	type ReplacementInvoiceInput,
	taxDocumentPdfOf,
} from "./invoices.service.ts";
export {
	changeTaxRegistration,
	saveTaxSettings,
	TAX_SETTINGS_KEY,
	type TaxRegistration,
	taxSettings,
} from "./tax-settings.repository.ts";
