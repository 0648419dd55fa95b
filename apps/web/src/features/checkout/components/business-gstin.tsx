import { checkoutGstinError, checkoutMessages } from "@pitara/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

export interface BusinessPurchase {
	/** the shopper asked for the fields ("Add GSTIN for a business purchase") */
	open: boolean;
	gstin: string;
	tradeName: string;
}

export const NO_BUSINESS_PURCHASE: BusinessPurchase = { open: false, gstin: "", tradeName: "" };

/** The GSTIN to send, or null (none asked for, or left empty). */
export const gstinToSend = (value: BusinessPurchase): string | null =>
	value.open && value.gstin.trim() !== "" ? value.gstin : null;

/** The field error the GSTIN has against the delivery state (the shared validator the server runs too), or null. */
export function businessPurchaseProblem(value: BusinessPurchase, state: string | null | undefined): string | null {
	const gstin = gstinToSend(value);
	return gstin && state ? checkoutGstinError(gstin, state) : null;
}

/**
 * A business purchase (issue 29 item 3): a link until the shopper asks for it, then the GSTIN (format, check
 * character and state code checked against the delivery address's state as it is typed out) and the trade name.
 * The invoice then names both and the order is a B2B sale in the shop's GSTR-1.
 */
export function BusinessGstin({
	value,
	deliveryState,
	onChange,
}: {
	value: BusinessPurchase;
	deliveryState: string | null;
	onChange: (value: BusinessPurchase) => void;
}) {
	const [touched, setTouched] = useState(false);
	if (!value.open) {
		return (
			<Button variant="ghost" size="sm" onClick={() => onChange({ ...value, open: true })}>
				{checkoutMessages.addGstin}
			</Button>
		);
	}
	const typed = value.gstin.replace(/\s+/g, "");
	const error = touched || typed.length >= 15 ? businessPurchaseProblem(value, deliveryState) : null;
	return (
		<fieldset className="space-y-1 rounded-xl border border-slate-200 p-3 text-sm">
			<legend className="px-1 text-xs font-semibold text-slate-600">{checkoutMessages.addGstin}</legend>
			<TextField
				label={checkoutMessages.gstinLabel}
				name="buyer_gstin"
				value={value.gstin}
				autoComplete="off"
				autoCapitalize="characters"
				spellCheck={false}
				maxLength={20}
				error={error ?? undefined}
				hint={checkoutMessages.gstinHint}
				onChange={(event) => onChange({ ...value, gstin: event.target.value.toUpperCase() })}
				onBlur={() => setTouched(true)}
			/>
			<TextField
				label={checkoutMessages.tradeNameLabel}
				name="buyer_trade_name"
				optional
				value={value.tradeName}
				maxLength={200}
				autoComplete="organization"
				onChange={(event) => onChange({ ...value, tradeName: event.target.value })}
			/>
			<Button
				variant="ghost"
				size="sm"
				onClick={() => {
					setTouched(false);
					onChange(NO_BUSINESS_PURCHASE);
				}}
			>
				{checkoutMessages.removeGstin}
			</Button>
		</fieldset>
	);
}
