import {
	formatRupees,
	type Order,
	type OrderProduct,
	type OrderReturns,
	PHOTO_REASONS,
	RETURN_REASONS,
	type ReturnReason,
	type ReturnView,
	returnsMessages,
} from "@pitara/shared";
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { newCancellationKey } from "../api/cancel-items.ts";
import { uploadReturnPhoto, useRequestReturn } from "../api/returns.ts";

/** An address of the shopper's book, as the pickup choice shows it (the route passes them in). */
export interface AddressChoice {
	id: number;
	label: string;
}

const field = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2";

/**
 * Return or exchange one delivered line (decision 047): an exchange to another size at the same price (reserved
 * at once), or a return for a refund to the original payment or Pitara Credit (cash on delivery: credit or a bank
 * or UPI transfer); the reason, photos for Damaged and Wrong item, and the pickup address. The answer's words
 * say what happens next.
 */
export function ReturnDialog({
	order,
	line,
	item,
	addresses,
	selfShip,
	replacement,
	onClose,
	onDone,
}: {
	order: Order;
	line: OrderReturns["lines"][number];
	item: OrderProduct | undefined;
	addresses: AddressChoice[];
	/** the server's figure: the addresses without pickup and the courier fee credited for sending it */
	selfShip: OrderReturns["self_ship"];
	/** a replacement an exchange sent, returned again (its size; no exchange of it) */
	replacement?: { variant_id: number; size: string; color: string };
	onClose: () => void;
	onDone: () => void;
}) {
	const cod = order.payment_mode === "COD";
	const canExchange = !replacement && line.exchange_options.length > 0;
	const [mode, setMode] = useState<"exchange" | "return">(canExchange ? "exchange" : "return");
	const [swap, setSwap] = useState<number | undefined>(line.exchange_options[0]?.variant_id);
	const [quantity, setQuantity] = useState(1);
	const [reason, setReason] = useState<ReturnReason>("too_small");
	const [photos, setPhotos] = useState<string[]>([]);
	const [picked, setAddressId] = useState<number | undefined>();
	// the address book may arrive after the dialog opens: the first (default) address until one is picked
	const addressId = picked ?? addresses[0]?.id;
	const [refundTo, setRefundTo] = useState<"source" | "credit" | "bank">(cod ? "credit" : "source");
	const [payoutTo, setPayoutTo] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [uploading, setUploading] = useState(false);
	const [done, setDone] = useState<ReturnView | null>(null);
	const key = useRef(newCancellationKey());
	const submit = useRequestReturn();
	const ids = { swap: useId(), quantity: useId(), reason: useId(), photos: useId(), address: useId(), refund: useId() };
	const needsPhotos = PHOTO_REASONS.includes(reason);

	const addPhotos = async (files: FileList | null) => {
		if (!files) return;
		setError(null);
		setUploading(true);
		try {
			const added: string[] = [];
			for (const file of [...files].slice(0, 3 - photos.length)) added.push(await uploadReturnPhoto(file));
			setPhotos((current) => [...current, ...added].slice(0, 3));
		} catch (e) {
			setError(errorMessage(e, returnsMessages.requestFailed));
		} finally {
			setUploading(false);
		}
	};

	const send = () => {
		if (addressId === undefined) return;
		setError(null);
		submit.mutate(
			{
				orderId: order.order_id,
				key: key.current,
				body: {
					items: [
						{
							order_item_id: line.order_item_id,
							quantity,
							reason,
							...(mode === "exchange" && swap !== undefined && !replacement ? { exchange_variant_id: swap } : {}),
							...(replacement ? { variant_id: replacement.variant_id } : {}),
						},
					],
					address_id: addressId,
					refund_to: refundTo,
					...(refundTo === "bank" ? { payout_to: payoutTo } : {}),
					...(photos.length > 0 ? { photos } : {}),
				},
			},
			{
				onSuccess: (data) => setDone(data.response),
				onError: (e) => {
					// another try is another request
					key.current = newCancellationKey();
					setError(errorMessage(e, returnsMessages.requestFailed));
				},
			},
		);
	};

	return (
		<Modal
			open
			onClose={done ? onDone : onClose}
			title={`${returnsMessages.returnOrExchange}: ${item?.product_name ?? ""}`}
			description={
				replacement
					? returnsMessages.replacementLabel(replacement.size, replacement.color)
					: item
						? `${item.size} · ${item.color}`
						: undefined
			}
			footer={
				done ? (
					<Button onClick={onDone}>{returnsMessages.close}</Button>
				) : (
					<>
						<Button variant="secondary" onClick={onClose}>
							{returnsMessages.back}
						</Button>
						<Button
							onClick={send}
							disabled={
								submit.isPending || uploading || addressId === undefined || (needsPhotos && photos.length === 0)
							}
							data-testid="confirm-return"
						>
							{mode === "exchange" ? returnsMessages.submitExchange : returnsMessages.submit}
						</Button>
					</>
				)
			}
		>
			{done ? (
				<div className="space-y-2 text-sm" data-testid="return-done">
					<p className="font-semibold">{returnsMessages.requested(done.number)}</p>
					<p>{done.summary}</p>
				</div>
			) : (
				<div className="space-y-4 text-sm">
					{canExchange ? (
						<fieldset className="flex gap-4">
							<label className="flex items-center gap-2">
								<input type="radio" checked={mode === "exchange"} onChange={() => setMode("exchange")} />
								{returnsMessages.exchangeSize}
							</label>
							<label className="flex items-center gap-2">
								<input type="radio" checked={mode === "return"} onChange={() => setMode("return")} />
								{returnsMessages.returnItem}
							</label>
						</fieldset>
					) : (
						<p className="text-slate-600">{returnsMessages.noOtherSizes}</p>
					)}
					{mode === "exchange" ? (
						<label htmlFor={ids.swap} className="block">
							<span className="font-medium">{returnsMessages.newSize}</span>
							<select id={ids.swap} value={swap} onChange={(e) => setSwap(Number(e.target.value))} className={field}>
								{line.exchange_options.map((o) => (
									<option key={o.variant_id} value={o.variant_id}>
										{o.size} · {o.color}
									</option>
								))}
							</select>
						</label>
					) : null}
					{line.returnable_quantity > 1 ? (
						<label htmlFor={ids.quantity} className="block">
							<span className="font-medium">{returnsMessages.quantity}</span>
							<select
								id={ids.quantity}
								value={quantity}
								onChange={(e) => setQuantity(Number(e.target.value))}
								className={field}
							>
								{Array.from({ length: line.returnable_quantity }, (_, i) => i + 1).map((n) => (
									<option key={n} value={n}>
										{n}
									</option>
								))}
							</select>
						</label>
					) : null}
					<label htmlFor={ids.reason} className="block">
						<span className="font-medium">{returnsMessages.reason}</span>
						<select
							id={ids.reason}
							value={reason}
							onChange={(e) => setReason(e.target.value as ReturnReason)}
							className={field}
						>
							{RETURN_REASONS.map((r) => (
								<option key={r} value={r}>
									{returnsMessages.reasons[r]}
								</option>
							))}
						</select>
					</label>
					{needsPhotos ? (
						<label htmlFor={ids.photos} className="block">
							<span className="font-medium">{returnsMessages.photos}</span>
							<input
								id={ids.photos}
								type="file"
								accept="image/jpeg,image/png,image/webp"
								multiple
								onChange={(e) => addPhotos(e.target.files)}
								className="mt-1 block"
							/>
							{photos.length > 0 ? (
								<span className="text-slate-600">{returnsMessages.photosAdded(photos.length)}</span>
							) : null}
						</label>
					) : null}
					<label htmlFor={ids.address} className="block">
						<span className="font-medium">{returnsMessages.pickupAddress}</span>
						<select
							id={ids.address}
							value={addressId}
							onChange={(e) => setAddressId(Number(e.target.value))}
							className={field}
						>
							{addresses.map((a) => (
								<option key={a.id} value={a.id}>
									{a.label}
								</option>
							))}
						</select>
					</label>
					{addressId !== undefined && selfShip.address_ids.includes(addressId) ? (
						<p className="rounded-lg bg-amber-50 p-3 text-amber-950" data-testid="self-ship-fee">
							{returnsMessages.selfShipBefore(formatRupees(selfShip.fee))}
						</p>
					) : null}
					{mode === "return" ? (
						<label htmlFor={ids.refund} className="block">
							<span className="font-medium">{returnsMessages.refundMethod}</span>
							<select
								id={ids.refund}
								value={refundTo}
								onChange={(e) => setRefundTo(e.target.value as "source" | "credit" | "bank")}
								className={field}
							>
								{(cod ? (["credit", "bank"] as const) : (["source", "credit"] as const)).map((to) => (
									<option key={to} value={to}>
										{returnsMessages.refundTo[to]}
									</option>
								))}
							</select>
						</label>
					) : null}
					{mode === "return" && refundTo === "bank" ? (
						<label className="block">
							<span className="font-medium">{returnsMessages.payoutTo}</span>
							<input value={payoutTo} onChange={(e) => setPayoutTo(e.target.value)} className={field} />
						</label>
					) : null}
					{error ? (
						<p role="alert" className="text-red-700">
							{error}
						</p>
					) : null}
				</div>
			)}
		</Modal>
	);
}
