import { deliveryRangeText } from "@pitara/shared";
import { useDeliveryRange } from "../api/get-delivery-range.ts";

/**
 * The shop's range ("Delivery in 2–7 days · check your pincode"), in the
 * server's HTML: what a visitor reads before the delivery box is live.
 */
export function DeliveryRange() {
	const range = useDeliveryRange();
	if (!range.data) return null;
	return (
		<p className="rounded-xl border border-slate-200 p-4 text-sm text-slate-600" data-testid="delivery-range">
			{deliveryRangeText(range.data)}
		</p>
	);
}
