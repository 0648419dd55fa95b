import { cartMessages, checkoutMessages, type OrderAmountsRupees } from "@pitara/shared";
import { type FormEvent, type ReactNode, useState } from "react";
import { AmountRows } from "../../../components/ui/amount-rows.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatRupees } from "../../../lib/format.ts";

export interface PromoState {
	/** the code applied, with the amounts the server answered for it */
	applied: { code: string; message: string } | null;
	/** the order's one promo as the server chose it (typed or automatic): its row and note */
	line?: { name: string; discount: number; delivery?: number; note?: string | null } | null;
	error: string | null;
	applying: boolean;
}

/**
 * What the order costs, as the server answered it (the cart's summary, or
 * the promo check's amounts), and the promo code box: a code comes off the
 * subtotal before the delivery rule.
 */
export function CheckoutSummary({
	amounts,
	itemCount,
	promo,
	onApplyPromo,
	onRemovePromo,
	footer,
	credit,
	charge,
}: {
	/** Pitara Credit applied and what is left to pay (rupees), when the shopper uses it */
	credit?: { applied: number; due: number } | null;
	amounts: OrderAmountsRupees;
	itemCount: number;
	promo: PromoState;
	onApplyPromo: (code: string) => void;
	onRemovePromo: () => void;
	footer?: ReactNode;
	/** the shop's delivery charge in rupees, from the cart's summary */
	charge?: { fee?: number | undefined; freeAbove?: number | undefined } | undefined;
}) {
	const [code, setCode] = useState("");
	const submit = (event: FormEvent) => {
		event.preventDefault();
		onApplyPromo(code);
	};
	return (
		<section
			aria-labelledby="checkout-summary-heading"
			className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
		>
			<h2 id="checkout-summary-heading" className="text-lg font-bold text-slate-900">
				{checkoutMessages.orderSummary}
			</h2>
			<p className="text-sm text-slate-500">{checkoutMessages.itemCount(itemCount)}</p>
			<AmountRows
				mrpTotal={amounts.mrpTotalAmount}
				discount={amounts.discountAmount}
				subtotal={amounts.subTotalAmount}
				promo={promo.line ?? null}
				delivery={amounts.deliveryAmount}
				codFee={amounts.codFeeAmount ?? 0}
				roundOff={amounts.roundOffAmount ?? 0}
				total={amounts.total_amount}
				charge={charge}
				testId="checkout-amounts"
			/>
			{credit && credit.applied > 0 ? (
				<dl className="mt-2 space-y-1 border-t border-slate-100 pt-2 text-sm" data-testid="checkout-credit">
					<div className="flex justify-between text-green-800">
						<dt>{checkoutMessages.creditApplied}</dt>
						<dd className="tabular-nums">−{formatRupees(credit.applied)}</dd>
					</div>
					<div className="flex justify-between font-bold text-slate-900">
						<dt>{checkoutMessages.creditLeftToPay}</dt>
						<dd className="tabular-nums">{formatRupees(credit.due)}</dd>
					</div>
				</dl>
			) : null}

			<div className="mt-4 border-t border-slate-100 pt-4">
				{promo.applied ? (
					<div className="flex items-center justify-between gap-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
						<p role="status">{promo.applied.message}</p>
						<Button variant="ghost" size="sm" onClick={onRemovePromo}>
							{checkoutMessages.remove}
						</Button>
					</div>
				) : (
					<form onSubmit={submit} className="flex items-start gap-2" noValidate>
						<TextField
							label={checkoutMessages.promoCode}
							value={code}
							onChange={(event) => setCode(event.target.value)}
							autoCapitalize="characters"
							autoComplete="off"
							spellCheck={false}
							placeholder={checkoutMessages.welcome15}
							error={promo.error ?? undefined}
							containerClassName="flex-1"
						/>
						<Button type="submit" variant="secondary" className="mt-6" loading={promo.applying}>
							{checkoutMessages.apply}
						</Button>
					</form>
				)}
			</div>
			{footer ? <div className="mt-4">{footer}</div> : null}
		</section>
	);
}
