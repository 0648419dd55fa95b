import { catalogMessages, codOfferText, deliveryRangeText, pincodeProblem } from "@pitara/shared";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDeliveryPromise } from "../api/get-delivery-promise.ts";
import { useDeliveryRange } from "../api/get-delivery-range.ts";

const LAST_PINCODE_KEY = "pitara.deliveryPincode";

function lastPincode(): string | null {
	try {
		return window.localStorage.getItem(LAST_PINCODE_KEY);
	} catch {
		return null;
	}
}

/**
 * "Check delivery": a pincode (the last one checked on this device, else the
 * shopper's default address's) answered with "Delivery by Thu, 26 Nov", or
 * that the pincode is not served or not known, and whether cash on delivery is
 * possible there, before anything is in the cart.
 */
export function CheckDelivery({ defaultPincode }: { defaultPincode?: string | null }) {
	const inputId = useId();
	const statusId = useId();
	const initial = lastPincode() ?? defaultPincode ?? "";
	const [value, setValue] = useState(initial);
	const [asked, setAsked] = useState<string | null>(pincodeProblem(initial) === null ? initial.trim() : null);
	const [invalid, setInvalid] = useState<string | null>(null);
	const promise = useDeliveryPromise(asked);
	const range = useDeliveryRange();

	const submit = (event: FormEvent) => {
		event.preventDefault();
		const problem = pincodeProblem(value);
		if (problem) {
			setInvalid(problem);
			return;
		}
		const pincode = value.trim();
		setInvalid(null);
		setAsked(pincode);
		try {
			window.localStorage.setItem(LAST_PINCODE_KEY, pincode);
		} catch {
			// private mode: the pincode is simply not remembered
		}
	};

	let status: { text: string; tone: "ok" | "bad" | "muted" } | null = null;
	if (invalid) status = { text: invalid, tone: "bad" };
	else if (asked && promise.isPending) status = { text: catalogMessages.checking, tone: "muted" };
	else if (promise.isError) status = { text: errorMessage(promise.error), tone: "bad" };
	else if (promise.data)
		status = {
			// the API's promise or refusal is in the page's language (a Hindi page's calls ask with lang=hi)
			text: promise.data.serviceable
				? catalogMessages.deliveryByTo
						.replace("{promise}", promise.data.message)
						.replace("{place}", `${promise.data.district}, ${promise.data.state}`)
				: promise.data.message,
			tone: promise.data.serviceable ? "ok" : "bad",
		};
	// nothing asked yet: the shop's range over its zones, so the box is never empty
	else if (!asked && range.data) status = { text: deliveryRangeText(range.data), tone: "muted" };

	return (
		<form onSubmit={submit} className="rounded-xl border border-slate-200 p-4">
			<label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
				{catalogMessages.checkDelivery}
			</label>
			<div className="mt-2 flex gap-2">
				<input
					id={inputId}
					inputMode="numeric"
					autoComplete="postal-code"
					maxLength={6}
					placeholder={catalogMessages.pincode}
					aria-describedby={statusId}
					value={value}
					onChange={(event) => setValue(event.target.value)}
					className="min-h-11 w-32 rounded-lg border border-slate-300 px-3 text-base"
				/>
				<button
					type="submit"
					className="min-h-11 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700"
				>
					{catalogMessages.check}
				</button>
			</div>
			<p
				id={statusId}
				role="status"
				className={`mt-2 min-h-5 text-sm ${status?.tone === "bad" ? "text-red-700" : status?.tone === "ok" ? "font-medium text-green-800" : "text-slate-600"}`}
			>
				{status?.text ?? ""}
			</p>
			{/* whether cash is possible there, before anything is paid (the checkout applies the same terms) */}
			{!invalid && promise.data?.serviceable ? (
				<p className="text-sm text-slate-700" data-testid="cod-offer">
					{codOfferText(promise.data.cod, promise.data.pincode)}
				</p>
			) : null}
		</form>
	);
}
