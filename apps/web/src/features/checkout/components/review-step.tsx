import {
	type Address,
	type CartItem,
	checkoutMessages,
	type PaymentMode,
	paiseToRupees,
	rupeesToPaise,
} from "@pitara/shared";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { OrderLine } from "../../../components/ui/order-line.tsx";

function Block({ title, onChange, children }: { title: string; onChange: () => void; children: ReactNode }) {
	return (
		<section className="rounded-xl border border-slate-200 bg-white p-4" aria-label={title}>
			<div className="flex items-center justify-between gap-2">
				<h3 className="font-semibold text-slate-900">{title}</h3>
				<Button variant="ghost" size="sm" onClick={onChange} aria-label={checkoutMessages.changeSection(title)}>
					{checkoutMessages.change}
				</Button>
			</div>
			<div className="mt-1 text-sm text-slate-700">{children}</div>
		</section>
	);
}

/** Step 3: what is being ordered, where it goes and how it is paid, before Place Order. */
export function ReviewStep({
	items,
	address,
	mode,
	deliveryPromise,
	giftCardCode,
	onEdit,
}: {
	items: CartItem[];
	address: Address;
	mode: PaymentMode;
	/** "Delivery by Thu, 26 Nov" for the address, when known */
	deliveryPromise: string | null;
	giftCardCode: string | null;
	onEdit: (step: 1 | 2) => void;
}) {
	return (
		<div className="space-y-4">
			<h2 className="text-lg font-semibold text-slate-900">{checkoutMessages.reviewYourOrder}</h2>
			<section className="rounded-xl border border-slate-200 bg-white p-4" aria-label={checkoutMessages.items}>
				<h3 className="font-semibold text-slate-900">{checkoutMessages.items}</h3>
				<ul className="mt-2 divide-y divide-slate-100">
					{items.map((item) => (
						<OrderLine
							key={item.product_id}
							image={item.images[0]?.image_url}
							name={item.name}
							size={item.size}
							color={item.color}
							quantity={item.quantity}
							total={paiseToRupees(rupeesToPaise(item.price) * item.quantity)}
							unitPrice={item.price}
						/>
					))}
				</ul>
			</section>
			<div className="grid gap-4 sm:grid-cols-2">
				<Block title={checkoutMessages.deliveryAddress} onChange={() => onEdit(1)}>
					<p className="font-medium text-slate-900">{address.name}</p>
					<p>
						{address.address_line1}
						{address.address_line2 ? `, ${address.address_line2}` : ""}
					</p>
					<p>
						{address.city}, {address.state} {address.pincode}
					</p>
					<p className="text-slate-500">
						{checkoutMessages.phone}
						{address.phone}
					</p>
					{deliveryPromise ? (
						<p className="mt-2 font-medium text-green-800" data-testid="review-delivery">
							{deliveryPromise}
						</p>
					) : null}
				</Block>
				<Block title={checkoutMessages.paymentMethod} onChange={() => onEdit(2)}>
					<p className="font-medium text-slate-900">{checkoutMessages.paymentModes[mode] ?? mode}</p>
					{mode === "GIFT_CARD" && giftCardCode ? (
						<p>
							{checkoutMessages.giftCard}
							{giftCardCode}
						</p>
					) : null}
				</Block>
			</div>
		</div>
	);
}
