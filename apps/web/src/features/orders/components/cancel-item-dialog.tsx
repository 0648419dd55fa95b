import { afterSaleMessages, type Cancellation, type OrderProduct } from "@pitara/shared";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { newCancellationKey, useCancelItems, usePreviewCancellation } from "../api/cancel-items.ts";

/**
 * Cancel item: the shopper picks how many units of one line to cancel and, before confirming, reads what the
 * server computed (the same computation the cancellation runs): the new order total, a promo that no longer
 * applies with its reason, the refund and where it goes.
 */
export function CancelItemDialog({
	orderId,
	item,
	onClose,
	onDone,
}: {
	orderId: number;
	item: OrderProduct;
	onClose: () => void;
	onDone: (message: string) => void;
}) {
	const left = item.quantity - item.cancelled_quantity - item.returned_quantity;
	const [quantity, setQuantity] = useState(1);
	const preview = usePreviewCancellation();
	const cancel = useCancelItems();
	const key = useRef(newCancellationKey());
	const selectId = useId();
	const [error, setError] = useState<string | null>(null);
	const body = { items: [{ order_item_id: item.order_item_id, quantity }] };
	const { mutate: runPreview } = preview;

	useEffect(() => {
		setError(null);
		// a new quantity is another request: another key
		key.current = newCancellationKey();
		runPreview(
			{ orderId, body: { items: [{ order_item_id: item.order_item_id, quantity }] } },
			{ onError: (e) => setError(errorMessage(e, afterSaleMessages.cancelFailed)) },
		);
	}, [orderId, item.order_item_id, quantity, runPreview]);

	const numbers: Cancellation | undefined = preview.data?.response;
	const confirm = () => {
		setError(null);
		cancel.mutate(
			{ orderId, body, key: key.current },
			{
				onSuccess: (data) => onDone(data.message || afterSaleMessages.itemCancelled),
				onError: (e) => setError(errorMessage(e, afterSaleMessages.cancelFailed)),
			},
		);
	};

	return (
		<Modal
			open
			onClose={onClose}
			title={`${afterSaleMessages.cancelItem}: ${item.product_name}`}
			description={`${item.size} · ${item.color}`}
			footer={
				<>
					<Button variant="secondary" onClick={onClose}>
						{afterSaleMessages.keepItem}
					</Button>
					<Button
						onClick={confirm}
						disabled={!numbers || preview.isPending || cancel.isPending}
						data-testid="confirm-cancel-item"
					>
						{afterSaleMessages.confirmCancel}
					</Button>
				</>
			}
		>
			<div className="space-y-4 text-sm">
				{left > 1 ? (
					<label htmlFor={selectId} className="block">
						<span className="font-medium text-slate-800">{afterSaleMessages.quantityToCancel}</span>
						<select
							id={selectId}
							value={quantity}
							onChange={(event) => setQuantity(Number(event.target.value))}
							className="mt-1 block w-24 rounded-lg border border-slate-300 px-3 py-2"
						>
							{Array.from({ length: left }, (_, i) => i + 1).map((n) => (
								<option key={n} value={n}>
									{n}
								</option>
							))}
						</select>
					</label>
				) : null}
				{numbers ? (
					<dl className="space-y-2" data-testid="cancel-preview">
						{numbers.promo_lost ? (
							<p className="rounded-lg bg-yellow-50 px-3 py-2 text-yellow-900" data-testid="promo-lost">
								{numbers.promo_lost.reason}
							</p>
						) : null}
						<div className="flex justify-between">
							<dt>{afterSaleMessages.newTotal}</dt>
							<dd className="font-semibold tabular-nums" data-testid="new-total">
								{formatRupees(numbers.new_total)}
							</dd>
						</div>
						{numbers.pay_on_delivery !== null ? (
							<p data-testid="pay-on-delivery">
								{afterSaleMessages.payOnDelivery(formatRupees(numbers.pay_on_delivery))}
							</p>
						) : (
							<>
								<div className="flex justify-between">
									<dt>{afterSaleMessages.refund}</dt>
									<dd className="font-semibold tabular-nums" data-testid="refund-amount">
										{numbers.refund_amount > 0 ? formatRupees(numbers.refund_amount) : afterSaleMessages.noRefund}
									</dd>
								</div>
								{numbers.refunds.map((r) => (
									<div key={r.to} className="flex justify-between text-slate-600">
										<dt>
											{afterSaleMessages.refundTo}: {r.label}
										</dt>
										<dd className="tabular-nums">{formatRupees(r.amount)}</dd>
									</div>
								))}
							</>
						)}
					</dl>
				) : null}
				{error ? (
					<p role="alert" className="text-red-700">
						{error}
					</p>
				) : null}
			</div>
		</Modal>
	);
}
