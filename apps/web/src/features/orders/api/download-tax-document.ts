import type { TaxDocumentKind } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { postForFile } from "../../../lib/api-client.ts";

/** Hands a file to the browser's downloads under the given name. */
function save(blob: Blob, fileName: string): void {
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName;
	link.rel = "noopener";
	document.body.append(link);
	link.click();
	link.remove();
	// give the browser a moment to start the download before the URL goes
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * POST /api/order/invoice/pdf: the order's GST tax invoice or credit note as
 * the server drew it (a PDF), saved under the name the server gave it.
 */
export async function downloadTaxDocumentPdf(
	orderId: number,
	document: TaxDocumentKind,
	number?: string,
): Promise<void> {
	const { blob, fileName } = await postForFile("/order/invoice/pdf", {
		order_id: orderId,
		document,
		...(number ? { number } : {}),
	});
	save(blob, fileName ?? `pitara-${document === "invoice" ? "invoice" : "credit-note"}-${orderId}.pdf`);
}

export function useDownloadTaxDocumentPdf(orderId: number) {
	/** "invoice", an exchange's invoice as "invoice:<number>", or a credit note by its number */
	return useMutation({
		mutationFn: (target: string) =>
			target === "invoice"
				? downloadTaxDocumentPdf(orderId, "invoice")
				: target.startsWith("invoice:")
					? downloadTaxDocumentPdf(orderId, "invoice", target.slice("invoice:".length))
					: downloadTaxDocumentPdf(orderId, "credit_note", target),
	});
}
