import type { AdminOrderDetail } from "@pitara/shared";
import { formatRupees } from "../../../../lib/format.ts";
import { fallbackToPlaceholder, imageSources } from "../../../../lib/images.ts";
import { CancelLine } from "./cancel-line.tsx";

/**
 * The ordered lines as they were bought: name, size and colour, SKU, quantity and prices; units cancelled or
 * returned; before dispatch, the staff's Cancel per line.
 */
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
						{item.cancelled_quantity > 0 || item.returned_quantity > 0 ? (
							<p className="text-xs font-medium text-amber-800">
								{item.cancelled_quantity > 0 ? `${item.cancelled_quantity} cancelled` : ""}
								{item.cancelled_quantity > 0 && item.returned_quantity > 0 ? " · " : ""}
								{item.returned_quantity > 0 ? `${item.returned_quantity} returned` : ""}
							</p>
						) : null}
						{detail.order.orderStatus === "Pending" &&
						item.quantity - item.cancelled_quantity - item.returned_quantity > 0 ? (
							<CancelLine
								orderId={detail.order.order_id}
								orderItemId={item.order_item_id}
								name={`${item.product_name} (${item.size})`}
								left={item.quantity - item.cancelled_quantity - item.returned_quantity}
							/>
						) : null}
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
