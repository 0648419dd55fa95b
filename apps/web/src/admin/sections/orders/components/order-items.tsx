import type { AdminOrderDetail } from "@pitara/shared";
import { formatRupees } from "../../../../lib/format.ts";
import { fallbackToPlaceholder, imageSources } from "../../../../lib/images.ts";

/** The ordered lines as they were bought: name, size and colour, SKU, quantity and prices. */
export function OrderItems({ detail }: { detail: AdminOrderDetail }) {
	return (
		<ul className="divide-y divide-slate-100">
			{detail.order.Product.map((item) => (
				<li key={item.product_id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
					<img
						{...imageSources(item.image)}
						sizes="56px"
						alt=""
						loading="lazy"
						onError={fallbackToPlaceholder}
						className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-cover"
					/>
					<div className="min-w-0 flex-1 text-sm">
						<p className="font-medium text-slate-900">{item.product_name}</p>
						<p className="text-slate-600">
							{item.brand} · {item.size} · {item.color}
						</p>
						<p className="text-xs text-slate-500">SKU {detail.skus[String(item.product_id)] ?? "—"}</p>
					</div>
					<div className="shrink-0 text-right text-sm tabular-nums">
						<p className="font-medium text-slate-900">{formatRupees(item.total_price)}</p>
						<p className="text-slate-600">
							{item.quantity} × {formatRupees(item.unit_price)}
						</p>
					</div>
				</li>
			))}
		</ul>
	);
}
