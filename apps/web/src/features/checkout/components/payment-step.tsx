import {
	type CodRefusal,
	checkoutMessages,
	giftCardMessages,
	isOnlinePaymentMode,
	PAYMENT_MODES,
	PAYMENT_WINDOW_MINUTES,
	type PaymentMode,
} from "@pitara/shared";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatRupees } from "../../../lib/format.ts";

export interface GiftCardState {
	code: string;
	/** the balance of the code as checked, in rupees */
	checked: { code: string; balance: number } | null;
	error: string | null;
	checking: boolean;
}

function GiftCardBox({
	state,
	total,
	onCode,
	onCheck,
}: {
	state: GiftCardState;
	total: number;
	onCode: (code: string) => void;
	onCheck: () => void;
}) {
	const current = state.checked && state.checked.code === state.code.trim().toUpperCase() ? state.checked : null;
	const submit = (event: FormEvent) => {
		event.preventDefault();
		onCheck();
	};
	return (
		<form onSubmit={submit} className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4" noValidate>
			<div className="flex items-start gap-2">
				<TextField
					label={checkoutMessages.giftCardCode}
					value={state.code}
					onChange={(event) => onCode(event.target.value)}
					autoCapitalize="characters"
					autoComplete="off"
					spellCheck={false}
					placeholder={checkoutMessages.pitaraGiftXxxx}
					error={state.error ?? undefined}
					containerClassName="flex-1"
				/>
				<Button type="submit" variant="secondary" className="mt-6" loading={state.checking}>
					{checkoutMessages.checkBalance}
				</Button>
			</div>
			{current ? (
				<p role="status" className={`mt-2 text-sm ${current.balance >= total ? "text-green-800" : "text-red-700"}`}>
					{current.balance >= total
						? `${giftCardMessages.balance(formatRupees(current.balance))}. ${checkoutMessages.giftCardCovers(formatRupees(total))}`
						: giftCardMessages.insufficient(formatRupees(current.balance), formatRupees(total))}
				</p>
			) : null}
		</form>
	);
}

/** Step 2: how the shopper pays (cash on delivery where and up to what the rules allow); a gift card is entered and checked here. */
export function PaymentStep({
	mode,
	onMode,
	giftCard,
	total,
	cod,
	onGiftCardCode,
	onCheckGiftCard,
}: {
	mode: PaymentMode | null;
	onMode: (mode: PaymentMode) => void;
	giftCard: GiftCardState;
	total: number;
	/** cash on delivery for this address and total: why not (the shared rule, the server's too), and its fee in rupees */
	cod: { refusal: CodRefusal | null; fee: number };
	onGiftCardCode: (code: string) => void;
	onCheckGiftCard: () => void;
}) {
	return (
		<div>
			<fieldset>
				<legend className="mb-3 text-lg font-semibold text-slate-900">{checkoutMessages.paymentMethod}</legend>
				<div className="grid gap-3 sm:grid-cols-2">
					{PAYMENT_MODES.map((option) => {
						const checked = option === mode;
						const unavailable = option === "COD" && cod.refusal !== null;
						return (
							<label
								key={option}
								className={`flex gap-3 rounded-xl border p-4 text-sm transition-colors ${
									unavailable
										? "cursor-not-allowed border-slate-200 bg-slate-50"
										: checked
											? "cursor-pointer border-brand-600 bg-white ring-2 ring-brand-200"
											: "cursor-pointer border-slate-200 bg-white hover:border-brand-300"
								}`}
							>
								<input
									type="radio"
									name="payment_mode"
									value={option}
									checked={checked}
									disabled={unavailable}
									onChange={() => onMode(option)}
									className="mt-1 h-4 w-4 accent-brand-700"
								/>
								<span>
									<span className={`block font-semibold ${unavailable ? "text-slate-500" : "text-slate-900"}`}>
										{checkoutMessages.paymentModes[option]}
									</span>
									<span className={`block ${unavailable ? "text-amber-800" : "text-slate-600"}`}>
										{unavailable
											? cod.refusal?.short
											: option === "COD" && cod.fee > 0
												? `${checkoutMessages.paymentDescriptions.COD} (${checkoutMessages.codFee(formatRupees(cod.fee))})`
												: checkoutMessages.paymentDescriptions[option]}
									</span>
								</span>
							</label>
						);
					})}
				</div>
			</fieldset>
			{mode && isOnlinePaymentMode(mode) ? (
				<p className="mt-3 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
					{checkoutMessages.payWithin(PAYMENT_WINDOW_MINUTES)}
				</p>
			) : null}
			{mode === "GIFT_CARD" ? (
				<GiftCardBox state={giftCard} total={total} onCode={onGiftCardCode} onCheck={onCheckGiftCard} />
			) : null}
		</div>
	);
}
