import { amountMessages } from "@pitara/shared";
import type { ReactNode } from "react";
import { formatRupees } from "../../lib/format.ts";
import { fallbackToPlaceholder, imageSources } from "../../lib/images.ts";

/**
 * One product line of an order, as checkout's review and the orders page
 * show it: the picture, the name, size · colour · quantity, and what the line
 * costs with the price of one; amounts in rupees.
 */
export function OrderLine({
	image,
	name,
	size,
	color,
	quantity,
	total,
	unitPrice,
	className = "",
	action,
}: {
	/** the image URL (the 480px WebP), or nothing for the placeholder */
	image: string | null | undefined;
	name: string;
	size: string;
	color: string;
	quantity: number;
	total: number;
	unitPrice: number;
	className?: string;
	/** under the details: e.g. the order page's Cancel item */
	action?: ReactNode;
}) {
	return (
		<li className={`flex items-center gap-3 py-3 ${className}`}>
			<img
				{...imageSources(image, [240, 480])}
				sizes="56px"
				alt=""
				loading="lazy"
				onError={fallbackToPlaceholder}
				className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-cover"
			/>
			<div className="min-w-0 flex-1 text-sm">
				<p className="font-medium text-slate-900">{name}</p>
				<p className="text-slate-500">
					{size} · {color} · {amountMessages.qty} {quantity}
				</p>
				{action}
			</div>
			<div className="text-right text-sm">
				<p className="font-semibold tabular-nums text-slate-900">{formatRupees(total)}</p>
				<p className="text-xs tabular-nums text-slate-500">
					{formatRupees(unitPrice)} {amountMessages.each}
				</p>
			</div>
		</li>
	);
}
