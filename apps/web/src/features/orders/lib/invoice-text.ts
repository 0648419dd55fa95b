import {
	type Invoice,
	PAYMENT_MODE_LABELS,
	type Paise,
	paiseToRupees,
	paymentStatusText,
	roundOffIn,
	rupeesToPaise,
	SHOP,
	type TaxDocument,
} from "@pitara/shared";

const WIDTH = 96;

const money = new Intl.NumberFormat("en-IN", {
	style: "currency",
	currency: "INR",
	minimumFractionDigits: 2,
	maximumFractionDigits: 2,
});
/** ₹1,299.00: invoices always show paise. */
export const invoiceAmount = (paise: Paise) => money.format(paiseToRupees(paise));

const dateFormat = new Intl.DateTimeFormat("en-IN", {
	day: "numeric",
	month: "long",
	year: "numeric",
	timeZone: "Asia/Kolkata",
});

/** The file an order's invoice downloads as. */
export const invoiceFileName = (orderId: number) => `pitara-invoice-${orderId}.txt`;

const rule = (char = "-") => char.repeat(WIDTH);
const clip = (text: string, width: number) =>
	text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
const row = (label: string, value: string) => `${label.padEnd(WIDTH - value.length - 1)} ${value}`;

function lineAmount(paise: Paise): string {
	return invoiceAmount(paise).replace("₹", "");
}

/** The GST lines and totals of an issued tax invoice or credit note. */
function taxTable(document: TaxDocument): string[] {
	const out: string[] = [];
	const taxCols = document.intra_state
		? `${"CGST".padStart(10)} ${"SGST".padStart(10)}`
		: `${"IGST".padStart(10)} ${"".padStart(10)}`;
	out.push(
		`${clip("Item", 30)} ${"HSN/SAC".padEnd(7)} ${"Qty".padStart(4)} ${"Taxable".padStart(11)} ${"GST".padStart(4)} ${taxCols} ${"Amount".padStart(11)}`,
	);
	out.push(rule());
	for (const line of document.lines) {
		const taxes = document.intra_state
			? `${lineAmount(line.cgst).padStart(10)} ${lineAmount(line.sgst).padStart(10)}`
			: `${lineAmount(line.igst).padStart(10)} ${"".padStart(10)}`;
		// the full description on a line of its own, the figures under it in the columns
		out.push(line.description);
		out.push(
			`${"".padEnd(30)} ${line.hsn.padEnd(7)} ${String(line.quantity).padStart(4)} ${lineAmount(line.taxable).padStart(11)} ${`${line.rate}%`.padStart(4)} ${taxes} ${lineAmount(line.gross).padStart(11)}`,
		);
		if (line.discount > 0) out.push(`  (after ${invoiceAmount(line.discount)} of the promo discount)`);
	}
	out.push(rule());
	const { totals } = document;
	out.push(row("Total taxable value", invoiceAmount(totals.taxable)));
	if (document.intra_state) {
		out.push(row("CGST", invoiceAmount(totals.cgst)), row("SGST", invoiceAmount(totals.sgst)));
	} else {
		out.push(row("IGST", invoiceAmount(totals.igst)));
	}
	if (totals.round_off) out.push(row("Round off", invoiceAmount(totals.round_off)));
	out.push(row("Invoice total", invoiceAmount(totals.total)));
	return out;
}

/**
 * The invoice as a plain-text file. Once the order has shipped it is the GST
 * tax invoice as issued: the seller's legal name, address, GSTIN and state,
 * the number and date, the place of supply, each line's HSN/SAC, taxable
 * value and CGST + SGST (delivered in the shop's state) or IGST, the totals;
 * then the order's amounts, and a credit note when the order was cancelled
 * after shipping. Before shipping it is an order summary without a number.
 */
export function invoiceText(invoice: Invoice): string {
	const tax = invoice.tax_invoice;
	const seller = tax?.seller;
	const orderDate = dateFormat.format(new Date(invoice.orderCreationDate));
	const out: string[] = [];
	out.push(
		SHOP.name.toUpperCase(),
		seller?.legal_name ?? SHOP.legalName,
		...(seller?.address_lines ?? SHOP.addressLines),
	);
	out.push(
		seller ? `GSTIN: ${seller.gstin}   State: ${seller.state} (${seller.state_code})` : `GSTIN: ${SHOP.gstin}`,
		`Phone: ${SHOP.phone}   E-mail: ${SHOP.email}`,
		"",
	);
	const title = tax ? "TAX INVOICE" : "ORDER SUMMARY";
	out.push(rule("="), title.padStart((WIDTH + title.length) / 2), rule("="));
	if (tax) {
		out.push(row("Invoice number:", tax.number));
		out.push(row("Invoice date:", dateFormat.format(new Date(tax.issued_at))));
	}
	out.push(row("Order number:", `#${invoice.order_id}`));
	out.push(row("Order date:", orderDate));
	if (tax) out.push(row("Place of supply:", tax.place_of_supply));
	out.push(row("Order status:", invoice.orderStatus));
	out.push(row("Payment mode:", PAYMENT_MODE_LABELS[invoice.payment_mode] ?? invoice.payment_mode));
	out.push(row("Payment status:", invoice.payment_status ? paymentStatusText(invoice) : "N/A"), "");

	out.push("CUSTOMER", rule());
	out.push(invoice.full_name, `E-mail: ${invoice.email || "N/A"}`, `Phone: ${invoice.phone || "N/A"}`, "");
	out.push("SHIP TO", rule());
	out.push(`${invoice.addressUserName} (${invoice.addressUserPhone})`, invoice.address_line1);
	if (invoice.address_line2) out.push(invoice.address_line2);
	out.push(`${invoice.city}, ${invoice.state} ${invoice.pincode}`, invoice.country, "");

	if (tax) {
		out.push("ITEMS (prices include GST; the tax shown is contained in them)", rule());
		out.push(...taxTable(tax), "");
	} else {
		out.push("ITEMS", rule());
		for (const item of invoice.Product) {
			out.push(item.product_name);
			out.push(
				`${clip(`  ${item.brand} · ${item.size} · ${item.color}`, 50)} ${String(item.quantity).padStart(4)} ${invoiceAmount(rupeesToPaise(item.unit_price)).padStart(17)} ${invoiceAmount(rupeesToPaise(item.total_price)).padStart(20)}`,
			);
		}
		out.push("");
	}

	out.push("AMOUNTS", rule());
	out.push(row("Total MRP", invoiceAmount(rupeesToPaise(invoice.mrpTotalAmount))));
	out.push(row("Discount", `-${invoiceAmount(rupeesToPaise(invoice.discountAmount))}`));
	out.push(row("Subtotal", invoiceAmount(rupeesToPaise(invoice.subTotalAmount))));
	if (invoice.promo_code && invoice.promoDiscountAmount > 0) {
		out.push(row(`Promo code ${invoice.promo_code}`, `-${invoiceAmount(rupeesToPaise(invoice.promoDiscountAmount))}`));
	}
	out.push(row("Delivery", invoice.deliveryAmount > 0 ? invoiceAmount(rupeesToPaise(invoice.deliveryAmount)) : "FREE"));
	if (invoice.codFeeAmount > 0)
		out.push(row("Cash on delivery fee", invoiceAmount(rupeesToPaise(invoice.codFeeAmount))));
	if (roundOffIn(invoice) !== 0) out.push(row("Round off", invoiceAmount(rupeesToPaise(roundOffIn(invoice)))));
	out.push(rule());
	out.push(row("TOTAL (GST inclusive)", invoiceAmount(rupeesToPaise(invoice.total_amount))));
	out.push(rule("="), "");

	for (const note of creditNotesOf(invoice)) {
		const partial = note.lines.some((line) => line.order_item_id !== undefined) && note !== invoice.credit_note;
		out.push(rule("="), "CREDIT NOTE".padStart((WIDTH + 11) / 2), rule("="));
		out.push(row("Credit note number:", note.number));
		out.push(row("Date:", dateFormat.format(new Date(note.issued_at))));
		out.push(row("Against invoice:", note.against ?? ""));
		out.push(
			partial
				? "Items were cancelled or returned after they were invoiced; this credits exactly those items."
				: "The order was cancelled after it was invoiced; this reverses the invoice in full.",
			"",
		);
		out.push(...taxTable(note), "");
	}
	for (const replacement of invoice.exchange_invoices ?? []) {
		out.push(rule("="), "TAX INVOICE (EXCHANGE)".padStart((WIDTH + 22) / 2), rule("="));
		out.push(row("Invoice number:", replacement.number));
		out.push(row("Date:", dateFormat.format(new Date(replacement.issued_at))));
		out.push("A size exchange: the item sent instead of a returned one, at the same value (no payment).", "");
		out.push(...taxTable(replacement), "");
	}
	out.push(
		tax
			? "Prices include GST; the tax shown is contained in them, not added."
			: "The tax invoice is issued when the order ships.",
		"",
		`Thank you for shopping with ${SHOP.name}!`,
	);
	return `${out.join("\n")}\n`;
}

/** Saves the invoice in the browser as a .txt file named after the order. */
export function downloadInvoice(invoice: Invoice): void {
	const blob = new Blob([invoiceText(invoice)], { type: "text/plain;charset=utf-8" });
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = invoiceFileName(invoice.order_id);
	link.rel = "noopener";
	document.body.append(link);
	link.click();
	link.remove();
	// give the browser a moment to start the download before the URL goes
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The order's credit notes in the order issued (older answers carry only the one whole-order `credit_note`). */
export function creditNotesOf(invoice: Pick<Invoice, "credit_note"> & { credit_notes?: Invoice["credit_notes"] }) {
	if (invoice.credit_notes && invoice.credit_notes.length > 0) return invoice.credit_notes;
	return invoice.credit_note ? [invoice.credit_note] : [];
}
