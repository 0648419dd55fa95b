import { cartMessages, catalogMessages, WARRANTY_TEXT } from "@pitara/shared";
import { ShieldIcon } from "../components/ui/icons.tsx";
import { useShop } from "../features/shop/api/get-shop.ts";
import { formatRupees } from "../lib/format.ts";

/**
 * A product page's free-delivery line and warranty, as the shop's settings say (GET /api/shop, read with the page
 * on the server): the product's own warranty, else the shop's default. Deferred by the route (drawn by the
 * server, its code not in the first load).
 */
export function ProductPromises({ warranty }: { warranty: string | null | undefined }) {
	const shop = useShop();
	const free = shop ? shop.delivery_fee > 0 : true;
	return (
		<ul className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
			{/* the date comes from "Check delivery" (by pincode, from the delivery feature), never a fixed guess */}
			{free ? (
				<li className="font-medium text-slate-900">
					{shop ? cartMessages.freeDeliveryOver(formatRupees(shop.free_delivery_above)) : cartMessages.freeDelivery}
				</li>
			) : null}
			<li className="flex items-center gap-2">
				<ShieldIcon className="h-5 w-5 text-brand-700" />
				<span>
					{catalogMessages.warranty}
					<span className="font-medium text-slate-900">{warranty || (shop?.warranty ?? WARRANTY_TEXT)}</span>
				</span>
			</li>
		</ul>
	);
}
