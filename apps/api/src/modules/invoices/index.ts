/**
 * Invoices: the shop's GST settings and the tax documents it issues — a tax
 * invoice when an order ships, a credit note when a shipped order is
 * cancelled — numbered without gaps per financial year and kept as issued.
 */
export { shopPdfFonts } from "./invoice-pdf.ts";
export { taxDocumentListOfOrders, taxDocumentsOfOrders } from "./invoices.repository.ts";
export { type InvoiceableOrder, issueCreditNote, issueInvoice, taxDocumentPdfOf } from "./invoices.service.ts";
export {
	changeTaxRegistration,
	saveTaxSettings,
	TAX_SETTINGS_KEY,
	type TaxRegistration,
	taxSettings,
} from "./tax-settings.repository.ts";
