import { discountPercent, priceMessages } from "@pitara/shared";
import { formatRupees } from "../../lib/format.ts";

const SIZES = {
	/** a product card or a wishlist card */
	card: { row: "gap-x-2", price: "text-base", mrp: "text-sm" },
	/** a cart line */
	line: { row: "gap-x-2", price: "", mrp: "text-sm" },
	/** the product page */
	page: { row: "gap-x-3", price: "text-3xl", mrp: "text-lg" },
} as const;

export interface PriceProps {
	/** rupees: what the shopper pays */
	price: number;
	/** rupees: struck through when higher than the price */
	mrp: number;
	size?: keyof typeof SIZES;
	/**
	 * Where the rounded percent off goes: in the row as a badge or as green
	 * text, or nowhere (a card puts a `<DiscountBadge>` on its picture).
	 */
	discount?: "badge" | "text" | "none";
	/** "from ₹X": the lowest of several prices (the sizes of a card cost different amounts) */
	from?: boolean;
	/** the price's and the mrp's test ids are `${testId}-price` and `${testId}-mrp` */
	testId?: string;
	className?: string;
}

/**
 * A price as every screen shows it (SPEC.md §2, §9): the price in rupees in
 * Indian grouping, the mrp struck through when it is higher, and the
 * discount, round((mrp - price) / mrp × 100) percent, when it is above 0.
 * Screen readers hear "Price ₹1,299 MRP ₹1,999".
 */
export function Price({ price, mrp, size = "card", discount = "none", from = false, testId, className }: PriceProps) {
	const look = SIZES[size];
	const percent = discountPercent(mrp, price);
	return (
		<p className={`flex flex-wrap items-baseline ${look.row} ${className ?? ""}`}>
			<span className={`${look.price} font-bold text-slate-900`} data-testid={testId ? `${testId}-price` : undefined}>
				<span className="sr-only">{priceMessages.priceSr}</span>
				{from ? <span className="text-sm font-medium text-slate-600">{priceMessages.from}</span> : null}
				{formatRupees(price)}
			</span>
			{mrp > price ? (
				<>
					<s className={`${look.mrp} text-slate-500`} data-testid={testId ? `${testId}-mrp` : undefined}>
						<span className="sr-only">{priceMessages.mrpSr}</span>
						{formatRupees(mrp)}
					</s>
					{percent > 0 && discount === "badge" ? (
						<span className="rounded-md bg-brand-700 px-2 py-0.5 text-sm font-bold text-white">
							{priceMessages.percentOff(percent)}
						</span>
					) : null}
					{percent > 0 && discount === "text" ? (
						<span className="text-xs font-semibold text-green-700">{priceMessages.percentOff(percent)}</span>
					) : null}
				</>
			) : null}
		</p>
	);
}

/** The rounded percent off in the corner of a card's picture; nothing when it rounds to 0. */
export function DiscountBadge({ price, mrp }: { price: number; mrp: number }) {
	const percent = discountPercent(mrp, price);
	if (percent <= 0) return null;
	return (
		<span className="absolute left-2 top-2 rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
			{priceMessages.percentOff(percent)}
		</span>
	);
}
