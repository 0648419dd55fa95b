import { type Order, type OrderReturns, returnsMessages } from "@pitara/shared";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { useCancelReturn, useOrderReturns } from "../api/returns.ts";
import { type AddressChoice, ReturnDialog } from "./return-dialog.tsx";

/**
 * A delivered order's returns (decision 047): until when each line can be returned or exchanged, with
 * "Return or exchange" while it can, and each return's number, status and timeline.
 */
export function ReturnsSection({ order, addresses }: { order: Order; addresses: AddressChoice[] }) {
	const info = useOrderReturns(order.order_id);
	const [line, setLine] = useState<OrderReturns["lines"][number] | null>(null);
	const [replacement, setReplacement] = useState<OrderReturns["lines"][number]["replacements"][number] | null>(null);
	const cancel = useCancelReturn();
	const [asking, setAsking] = useState<number | null>(null);
	const [cancelError, setCancelError] = useState<{ returnId: number; message: string } | null>(null);
	if (!info.data) return null;
	const { lines, returns } = info.data;
	const itemOf = (id: number) => order.Product.find((p) => p.order_item_id === id);
	return (
		<section className="space-y-3 text-sm" data-testid="returns-section">
			<ul className="space-y-2">
				{lines.map((l) => {
					const item = itemOf(l.order_item_id);
					return (
						<li key={l.order_item_id} className="flex flex-wrap items-center justify-between gap-2">
							<span className="text-slate-700">
								{item?.product_name} ({item?.size}):{" "}
								{l.return_until && l.returnable_quantity > 0
									? returnsMessages.returnBy(formatDate(l.return_until))
									: (l.refusal ?? l.policy)}
							</span>
							{l.returnable_quantity > 0 ? (
								<button
									type="button"
									onClick={() => {
										setReplacement(null);
										setLine(l);
									}}
									className="text-xs font-medium text-pink-700 underline hover:text-pink-800"
								>
									{returnsMessages.returnOrExchange}
								</button>
							) : null}
							{l.replacements.map((r) => (
								<div
									key={r.variant_id}
									className="flex w-full flex-wrap items-center justify-between gap-2 pl-4"
									data-testid="replacement-line"
								>
									<span className="text-slate-700">
										{returnsMessages.replacementLabel(r.size, r.color)}:{" "}
										{r.return_until && r.returnable_quantity > 0
											? returnsMessages.returnBy(formatDate(r.return_until))
											: (r.refusal ?? l.policy)}
									</span>
									{r.returnable_quantity > 0 ? (
										<button
											type="button"
											onClick={() => {
												setReplacement(r);
												setLine({ ...l, returnable_quantity: r.returnable_quantity, exchange_options: [] });
											}}
											className="text-xs font-medium text-pink-700 underline hover:text-pink-800"
										>
											{returnsMessages.returnReplacement}
										</button>
									) : null}
								</div>
							))}
						</li>
					);
				})}
			</ul>
			{returns.map((r) => (
				<div key={r.return_id} className="rounded-xl bg-slate-50 px-4 py-3" data-testid="return-timeline">
					<p className="font-semibold text-slate-900">
						{r.number} · {returnsMessages.statuses[r.status] ?? r.status}
					</p>
					<p className="mt-1 text-slate-700">{r.summary}</p>
					{r.reject_reason ? <p className="mt-1 text-red-700">{r.reject_reason}</p> : null}
					{r.can_cancel ? (
						<div className="mt-2 space-y-1">
							<p className="text-slate-600">{returnsMessages.cancelWords}</p>
							{asking === r.return_id ? (
								<button
									type="button"
									disabled={cancel.isPending}
									onClick={() => {
										setCancelError(null);
										cancel.mutate(
											{ orderId: order.order_id, returnId: r.return_id },
											{
												onSuccess: () => setAsking(null),
												onError: (error) =>
													setCancelError({
														returnId: r.return_id,
														message: errorMessage(error, returnsMessages.cancelFailed),
													}),
											},
										);
									}}
									className="text-xs font-medium text-red-700 underline hover:text-red-800"
								>
									{returnsMessages.cancelReturnConfirm}
								</button>
							) : (
								<button
									type="button"
									onClick={() => setAsking(r.return_id)}
									className="text-xs font-medium text-pink-700 underline hover:text-pink-800"
								>
									{returnsMessages.cancelReturn}
								</button>
							)}
						</div>
					) : null}
					{cancelError?.returnId === r.return_id ? (
						<p role="alert" className="mt-1 text-red-700">
							{cancelError.message}
						</p>
					) : null}
					<ol className="mt-2 space-y-1 border-l border-slate-300 pl-3">
						{r.timeline.map((step) => (
							<li key={`${step.at}-${step.status}-${step.note ?? ""}`}>
								<span className="font-medium">{returnsMessages.statuses[step.status] ?? step.status}</span>{" "}
								<time className="text-slate-500" dateTime={step.at}>
									{formatDateTime(step.at)}
								</time>
								{step.note ? <span className="block text-slate-600">{step.note}</span> : null}
							</li>
						))}
					</ol>
				</div>
			))}
			{line ? (
				<ReturnDialog
					order={order}
					line={line}
					item={itemOf(line.order_item_id)}
					addresses={addresses}
					selfShip={info.data.self_ship}
					{...(replacement ? { replacement } : {})}
					onClose={() => {
						setLine(null);
						setReplacement(null);
					}}
					onDone={() => {
						setLine(null);
						setReplacement(null);
					}}
				/>
			) : null}
		</section>
	);
}
