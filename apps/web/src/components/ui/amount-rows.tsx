import {
	amountMessages,
	cartMessages,
	DELIVERY_FEE,
	FREE_DELIVERY_ABOVE,
	moreForFreeDelivery,
	paiseToRupees,
	rupeesToPaise,
} from "@pitara/shared";
import type { ReactNode } from "react";
import { formatRupees } from "../../lib/format.ts";

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
	return (
		<div
			className={`flex items-baseline justify-between gap-4 ${strong ? "border-t border-slate-200 pt-2 text-base font-bold text-slate-900" : ""}`}
		>
			<dt>{label}</dt>
			<dd className="tabular-nums">{children}</dd>
		</div>
	);
}

/**
 * What an order costs, row by row (SPEC.md §9): Total MRP, Discount,
 * Subtotal, the promo's discount when there is one ("Discount (NAME)", or its free delivery), Delivery (FREE at
 * nothing), a cash on delivery fee when there is one and Total, in rupees as the server or the shared pricing module
 * worked them out; then the free-delivery rule, with what is left to spend
 * while delivery costs, or that it is free once it is.
 */
export function AmountRows({
	mrpTotal,
	discount,
	subtotal,
	promo,
	delivery,
	codFee = 0,
	roundOff = 0,
	total,
	testId,
	charge,
}: {
	mrpTotal: number;
	discount: number;
	subtotal: number;
	/** the order's one promo (decision 067): "Discount (NAME)", or "Free delivery (NAME)"; `note` under it */
	promo?: { name: string; discount: number; delivery?: number; note?: string | null } | null;
	delivery: number;
	/** the cash on delivery fee, a row of its own when there is one */
	codFee?: number;
	/** cash on delivery: what rounds the total to the rupee, a row of its own when there is one */
	roundOff?: number;
	total: number;
	testId: string;
	/** the shop's delivery charge in rupees (the cart summary carries it); the defaults until it is known */
	charge?: { fee?: number | undefined; freeAbove?: number | undefined } | undefined;
}) {
	const freeAbove = rupeesToPaise(charge?.freeAbove ?? paiseToRupees(FREE_DELIVERY_ABOVE));
	const fee = rupeesToPaise(charge?.fee ?? paiseToRupees(DELIVERY_FEE));
	// delivery charged means there are items, even when a code made them free
	const toSpend =
		delivery > 0
			? moreForFreeDelivery(rupeesToPaise(subtotal) - rupeesToPaise(promo?.discount ?? 0), true, { fee, freeAbove })
			: 0;
	return (
		<>
			<dl className="mt-4 space-y-2 text-sm text-slate-700" data-testid={testId}>
				<Row label={amountMessages.totalMrp}>{formatRupees(mrpTotal)}</Row>
				<Row label={amountMessages.discount}>
					<span className={discount > 0 ? "text-green-700" : undefined}>
						{discount > 0 ? `−${formatRupees(discount)}` : formatRupees(0)}
					</span>
				</Row>
				<Row label={amountMessages.subtotal}>{formatRupees(subtotal)}</Row>
				{promo && promo.discount > 0 ? (
					<Row label={amountMessages.discountRow(promo.name)}>
						<span className="text-green-700">−{formatRupees(promo.discount)}</span>
					</Row>
				) : null}
				{promo?.delivery ? (
					<Row label={amountMessages.freeDeliveryRow(promo.name)}>
						<span className="text-green-700">−{formatRupees(promo.delivery)}</span>
					</Row>
				) : null}
				<Row label={amountMessages.delivery}>
					{delivery > 0 ? (
						formatRupees(delivery)
					) : (
						<span className="font-semibold text-green-700">{amountMessages.free}</span>
					)}
				</Row>
				{codFee > 0 ? <Row label={amountMessages.codFee}>{formatRupees(codFee)}</Row> : null}
				{roundOff !== 0 ? <Row label={cartMessages.roundOff}>{formatRupees(roundOff)}</Row> : null}
				<Row label={amountMessages.total} strong>
					{formatRupees(total)}
				</Row>
			</dl>
			{promo?.note ? (
				<p className="mt-1 text-xs text-slate-500" data-testid={`${testId}-promo-note`}>
					{promo.note}
				</p>
			) : null}
			<div className="mt-2 text-xs" data-testid={`${testId}-delivery-note`}>
				{toSpend > 0 ? (
					<p className="font-medium text-slate-800">
						{cartMessages.moreForFreeDelivery(formatRupees(paiseToRupees(toSpend)))}
					</p>
				) : subtotal > 0 ? (
					<p className="font-medium text-green-700">{cartMessages.deliveryIsFree}</p>
				) : null}
				{fee > 0 ? (
					<p className="text-slate-500">{cartMessages.freeDeliveryOver(formatRupees(paiseToRupees(freeAbove)))}</p>
				) : null}
			</div>
		</>
	);
}
