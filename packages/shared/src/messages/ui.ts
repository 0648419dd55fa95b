/**
 * The shared components' texts (apps/web/src/components/ui), in three objects so each goes only where it is used:
 * dialogs, fields and toasts (every page); prices (catalogue pages); an order's amounts (cart, checkout, orders).
 */
export const uiMessages = {
	close: "Close",
	closeNamed: (title: string) => `Close ${title.toLowerCase()}`,
	optional: " (optional)",
	dismiss: "Dismiss",
} as const;

export const priceMessages = {
	/** read by screen readers before a price: "Price ₹1,299 MRP ₹1,999" */
	priceSr: "Price ",
	from: "from ",
	mrpSr: "MRP ",
	percentOff: (percent: number) => `${percent}% off`,
} as const;

export const amountMessages = {
	totalMrp: "Total MRP",
	discount: "Discount",
	subtotal: "Subtotal",
	promoRow: (code: string) => `Promo (${code})`,
	delivery: "Delivery",
	free: "FREE",
	codFee: "Cash on delivery fee",
	total: "Total",
	qty: "Qty:",
	each: "each",
} as const;
