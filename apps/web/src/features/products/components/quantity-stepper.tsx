import { catalogMessages } from "@pitara/shared";
/** The product page's quantity: minus (not below 1, SPEC.md §5), the number, plus (no maximum). */
export function QuantityStepper({
	value,
	onChange,
	disabled,
}: {
	value: number;
	onChange: (n: number) => void;
	disabled: boolean;
}) {
	return (
		<fieldset className="flex items-center gap-3">
			<legend className="float-left mr-3 text-sm text-slate-700">{catalogMessages.quantity}</legend>
			<div className="flex items-center rounded-full border border-slate-300">
				<button
					type="button"
					onClick={() => onChange(Math.max(1, value - 1))}
					disabled={disabled || value <= 1}
					className="h-10 w-10 rounded-l-full text-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40"
					aria-label={catalogMessages.decreaseQuantity}
					// a tap before the code ran is replayed once it has (apps/api/src/lib/html-page.ts BOOT_SCRIPT)
					id="quantity-decrease"
					data-replay
				>
					−
				</button>
				<output aria-live="polite" aria-label={catalogMessages.quantity} className="w-8 text-center font-semibold">
					{value}
				</output>
				<button
					type="button"
					onClick={() => onChange(value + 1)}
					disabled={disabled}
					className="h-10 w-10 rounded-r-full text-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40"
					aria-label={catalogMessages.increaseQuantity}
					id="quantity-increase"
					data-replay
				>
					+
				</button>
			</div>
		</fieldset>
	);
}
