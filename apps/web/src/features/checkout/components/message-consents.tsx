import { checkoutMessages } from "@pitara/shared";

export interface CheckoutConsents {
	whatsappUpdates: boolean;
	offers: boolean;
}

/**
 * The checkout's two message consents (issue 26 item 4): both unticked until the shopper ticks them; the
 * server keeps the words shown here in its consent ledger. Neither is needed to order.
 */
export function MessageConsents({
	value,
	onChange,
}: {
	value: CheckoutConsents;
	onChange: (value: CheckoutConsents) => void;
}) {
	const box = (key: keyof CheckoutConsents, label: string) => (
		<label className="flex cursor-pointer items-start gap-3 py-1">
			<input
				type="checkbox"
				checked={value[key]}
				onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
				className="mt-0.5 h-4 w-4 accent-brand-700"
			/>
			<span className="text-slate-800">{label}</span>
		</label>
	);
	return (
		<fieldset className="rounded-xl border border-slate-200 p-3 text-sm">
			<legend className="px-1 text-xs font-semibold text-slate-600">{checkoutMessages.consentLegend}</legend>
			{box("whatsappUpdates", checkoutMessages.consentWhatsAppUpdates)}
			{box("offers", checkoutMessages.consentOffers)}
		</fieldset>
	);
}
