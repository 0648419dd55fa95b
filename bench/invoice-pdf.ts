/**
 * What drawing a GST tax invoice as a PDF costs the API process (issue 17,
 * decision 024): memory before and after the first PDF (pdfkit, fontkit and
 * the two DejaVu fonts are loaded then, not at start), the first PDF's time,
 * and the median of the next 20.
 *
 *     node --expose-gc --import tsx bench/invoice-pdf.ts
 */
import { DEFAULT_TAX_SETTINGS, gstStateCode, type TaxDocument, taxInvoiceLines } from "@pitara/shared";
import { taxDocumentPdf } from "../apps/api/src/modules/invoices/invoice-pdf.ts";

const mb = () => {
	(globalThis as { gc?: () => void }).gc?.();
	const { rss, heapUsed } = process.memoryUsage();
	return { rss: Math.round(rss / 1048576), heap: Math.round(heapUsed / 1048576) };
};

const { lines, totals, intraState } = taxInvoiceLines(DEFAULT_TAX_SETTINGS, {
	items: Array.from({ length: 5 }, (_, i) => ({
		name: `Cotton frock, style ${i + 1}`,
		category: "Girls",
		unitPrice: 599_00,
		quantity: 1,
	})),
	promoDiscount: 0,
	delivery: 0,
	codFee: 0,
	deliveryState: "Karnataka",
});
const document: TaxDocument = {
	kind: "invoice",
	number: "PIT/2026-27/000123",
	issued_at: new Date().toISOString(),
	financial_year: "2026-27",
	against: null,
	seller: {
		legal_name: DEFAULT_TAX_SETTINGS.legalName,
		trade_name: DEFAULT_TAX_SETTINGS.tradeName,
		gstin: DEFAULT_TAX_SETTINGS.gstin,
		address_lines: DEFAULT_TAX_SETTINGS.addressLines,
		state: DEFAULT_TAX_SETTINGS.state,
		state_code: gstStateCode(DEFAULT_TAX_SETTINGS.state) ?? "",
	},
	buyer: { name: "Meera Iyer", address_lines: ["12, 4th Cross, Indiranagar"], state: "Karnataka", state_code: "29" },
	place_of_supply: "Karnataka (29)",
	intra_state: intraState,
	lines,
	totals,
};
const order = { orderId: 123, orderDate: new Date() };

const before = mb();
let started = performance.now();
const first = await taxDocumentPdf(document, order);
const firstMs = performance.now() - started;
const times: number[] = [];
for (let i = 0; i < 20; i++) {
	started = performance.now();
	await taxDocumentPdf(document, order);
	times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const after = mb();
console.log(
	`before the first PDF: rss ${before.rss} MB, heap ${before.heap} MB; after 21 PDFs: rss ${after.rss} MB, heap ${after.heap} MB`,
);
console.log(
	`first PDF ${firstMs.toFixed(0)} ms (loads pdfkit and the fonts), then median ${times[10]?.toFixed(1)} ms; ${first.length} bytes (5 lines)`,
);
