import {
	DELIVERY_GST_PERCENT,
	gstRatePercent,
	type Invoice,
	PAYMENT_MODE_LABELS,
	type Paise,
	paiseToRupees,
	paymentStatusText,
	rupeesToPaise,
	SHOP,
	taxContained,
} from "@pitara/shared";

const WIDTH = 72;

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

/**
 * Splits a promo discount over the lines in proportion to their amounts,
 * to the paisa (the largest remainders get the odd paise), so that the tax
 * of each line is stated on what was really paid for it.
 */
export function shareDiscount(amounts: readonly Paise[], discount: Paise): Paise[] {
	const total = amounts.reduce((sum, amount) => sum + amount, 0);
	if (discount <= 0 || total <= 0) return amounts.map(() => 0);
	const exact = amounts.map((amount) => (amount * discount) / total);
	const shares = exact.map(Math.floor);
	let left = discount - shares.reduce((sum, share) => sum + share, 0);
	const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
	order.sort((a, b) => b.remainder - a.remainder);
	for (const { index } of order) {
		if (left <= 0) break;
		shares[index] = (shares[index] ?? 0) + 1;
		left -= 1;
	}
	return shares;
}

export interface TaxLine {
	rate: number;
	/** GST-inclusive amount charged at this rate, paise */
	amount: Paise;
	/** the tax contained in it, paise */
	tax: Paise;
}

/** The GST contained in an invoice's amounts, by rate (items after the promo discount; delivery and a cash on delivery fee). */
export function taxSummary(invoice: Invoice): TaxLine[] {
	const lines = invoice.Product.map((item) => ({
		amount: rupeesToPaise(item.total_price),
		rate: gstRatePercent(item.category, rupeesToPaise(item.unit_price)),
	}));
	const shares = shareDiscount(
		lines.map((line) => line.amount),
		rupeesToPaise(invoice.promoDiscountAmount),
	);
	const byRate = new Map<number, Paise>();
	lines.forEach((line, index) => {
		byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.amount - (shares[index] ?? 0));
	});
	// the cash on delivery fee is a service charged with the delivery, at the delivery's rate
	const delivery = rupeesToPaise(invoice.deliveryAmount) + rupeesToPaise(invoice.codFeeAmount);
	if (delivery > 0) byRate.set(DELIVERY_GST_PERCENT, (byRate.get(DELIVERY_GST_PERCENT) ?? 0) + delivery);
	return [...byRate.entries()]
		.sort(([a], [b]) => a - b)
		.map(([rate, amount]) => ({ rate, amount, tax: taxContained(amount, rate) }));
}

/**
 * The invoice as a plain-text file: the shop's name, legal name, address and
 * GSTIN, the customer and shipping address, the items, the amounts (GST
 * inclusive, as Indian retail prices are) and the tax contained in them.
 */
export function invoiceText(invoice: Invoice): string {
	const orderDate = dateFormat.format(new Date(invoice.orderCreationDate));
	const out: string[] = [];
	out.push(SHOP.name.toUpperCase(), SHOP.legalName, ...SHOP.addressLines);
	out.push(`GSTIN: ${SHOP.gstin}`, `Phone: ${SHOP.phone}   E-mail: ${SHOP.email}`, "");
	out.push(rule("="), "TAX INVOICE".padStart((WIDTH + 11) / 2), rule("="));
	out.push(row("Invoice number:", `PIT-${String(invoice.order_id).padStart(6, "0")}`));
	out.push(row("Order number:", `#${invoice.order_id}`));
	out.push(row("Order date:", orderDate));
	out.push(row("Order status:", invoice.orderStatus));
	out.push(row("Payment mode:", PAYMENT_MODE_LABELS[invoice.payment_mode] ?? invoice.payment_mode));
	out.push(row("Payment status:", invoice.payment_status ? paymentStatusText(invoice) : "N/A"), "");

	out.push("CUSTOMER", rule());
	out.push(invoice.full_name, `E-mail: ${invoice.email || "N/A"}`, `Phone: ${invoice.phone || "N/A"}`, "");
	out.push("SHIP TO", rule());
	out.push(`${invoice.addressUserName} (${invoice.addressUserPhone})`, invoice.address_line1);
	if (invoice.address_line2) out.push(invoice.address_line2);
	out.push(`${invoice.city}, ${invoice.state} ${invoice.pincode}`, invoice.country, "");

	out.push("ITEMS", rule());
	out.push(
		`${clip("Item", 34)} ${"Qty".padStart(4)} ${"Unit price".padStart(13)} ${"Amount".padStart(14)} ${"GST".padStart(3)}`,
	);
	out.push(rule());
	for (const item of invoice.Product) {
		const unit = rupeesToPaise(item.unit_price);
		const rate = gstRatePercent(item.category, unit);
		out.push(item.product_name);
		out.push(
			`${clip(`  ${item.brand} · ${item.size} · ${item.color}`, 34)} ${String(item.quantity).padStart(4)} ${invoiceAmount(unit).padStart(13)} ${invoiceAmount(rupeesToPaise(item.total_price)).padStart(14)} ${`${rate}%`.padStart(3)}`,
		);
	}
	out.push(rule());
	out.push(row("Total MRP", invoiceAmount(rupeesToPaise(invoice.mrpTotalAmount))));
	out.push(row("Discount", `-${invoiceAmount(rupeesToPaise(invoice.discountAmount))}`));
	out.push(row("Subtotal", invoiceAmount(rupeesToPaise(invoice.subTotalAmount))));
	if (invoice.promo_code && invoice.promoDiscountAmount > 0) {
		out.push(row(`Promo code ${invoice.promo_code}`, `-${invoiceAmount(rupeesToPaise(invoice.promoDiscountAmount))}`));
	}
	out.push(row("Delivery", invoice.deliveryAmount > 0 ? invoiceAmount(rupeesToPaise(invoice.deliveryAmount)) : "FREE"));
	if (invoice.codFeeAmount > 0)
		out.push(row("Cash on delivery fee", invoiceAmount(rupeesToPaise(invoice.codFeeAmount))));
	out.push(rule());
	out.push(row("TOTAL (GST inclusive)", invoiceAmount(rupeesToPaise(invoice.total_amount))));
	out.push(rule("="), "");

	const taxes = taxSummary(invoice);
	out.push("GST CONTAINED IN THESE AMOUNTS", rule());
	for (const line of taxes) {
		out.push(row(`GST ${line.rate}% on ${invoiceAmount(line.amount)}`, invoiceAmount(line.tax)));
	}
	out.push(row("Total GST included", invoiceAmount(taxes.reduce((sum, line) => sum + line.tax, 0))));
	out.push(
		"",
		"All prices are in Indian rupees and include GST; the tax shown is contained",
		"in them, not added. Tax contained = amount x rate / (100 + rate).",
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
