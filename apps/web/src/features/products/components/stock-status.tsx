import { catalogMessages } from "@pitara/shared";

/** At or below this stock the page says 'Only N left'. */
export const LOW_STOCK = 5;

/** The product page's word on the chosen variant's stock: in stock, 'Only N left' or 'Out of stock'. */
export function StockStatus({ stock }: { stock: number }) {
	if (stock <= 0) return <p className="font-semibold text-red-700">{catalogMessages.outOfStock}</p>;
	if (stock <= LOW_STOCK) return <p className="font-semibold text-amber-700">{catalogMessages.onlyLeft(stock)}</p>;
	return <p className="font-medium text-green-700">{catalogMessages.inStock}</p>;
}
