import type { Variant } from "@pitara/shared";
import { catalogMessages } from "@pitara/shared";
import { useEffect, useRef } from "react";

/**
 * The product page's cart form (features/cart add-to-cart-panel.tsx): the size and colour radios belong to it,
 * so a size tapped before the page's code ran is the one a form post adds.
 */
const CART_FORM_ID = "add-to-cart";

function unique(values: string[]): string[] {
	return [...new Set(values)];
}

/** The variant for a size and colour; failing that, the first of that size (or colour) with stock. */
export function pickVariant(variants: Variant[], size: string, color: string): Variant | undefined {
	const exact = variants.find((v) => v.size === size && v.color === color);
	if (exact) return exact;
	const sameSize = variants.filter((v) => v.size === size);
	if (sameSize.length > 0) return sameSize.find((v) => v.stock > 0) ?? sameSize[0];
	const sameColor = variants.filter((v) => v.color === color);
	return sameColor.find((v) => v.stock > 0) ?? sameColor[0];
}

const optionBase =
	"block rounded-lg border px-3 py-1.5 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600";

/**
 * How an option looks. One that cannot be bought (sold out, or not made in
 * the chosen size or colour) is struck through on a dashed outline, but its
 * text keeps a contrast of at least 4.5:1 (slate-600 on slate-50 is 7:1):
 * it can still be focused and chosen, so WCAG 1.4.3 applies to it.
 */
function optionLook(selected: boolean, unavailable: boolean): string {
	if (selected) {
		return `border-brand-700 bg-brand-50 font-semibold text-brand-800 ${unavailable ? "border-dashed line-through" : ""}`;
	}
	return unavailable
		? "border-dashed border-slate-400 bg-slate-50 text-slate-600 line-through decoration-slate-600 hover:border-slate-600"
		: "border-slate-300 text-slate-700 hover:border-slate-500";
}

function OptionGroup({
	name,
	legend,
	other,
	options,
	selected,
	soldOut,
	unavailable,
	onSelect,
}: {
	/** the form field: `size` or `color` */
	name: string;
	legend: string;
	/** the other group's word, where an option is not made in the other's choice: "(not in this colour)" */
	other: string;
	options: string[];
	selected: string;
	soldOut: (option: string) => boolean;
	unavailable: (option: string) => boolean;
	onSelect: (option: string) => void;
}) {
	return (
		<fieldset>
			<legend className="text-sm text-slate-700">
				{legend}: <span className="font-semibold text-slate-900">{selected}</span>
			</legend>
			<div className="mt-2 flex flex-wrap gap-2">
				{options.map((option) => {
					const out = soldOut(option);
					const missing = unavailable(option);
					return (
						<label key={option} className="cursor-pointer">
							<input
								type="radio"
								name={name}
								form={CART_FORM_ID}
								value={option}
								checked={option === selected}
								onChange={() => onSelect(option)}
								className="peer sr-only"
							/>
							<span className={`${optionBase} ${optionLook(option === selected, out || missing)}`}>
								{option}
								{out ? <span className="sr-only">{catalogMessages.soldOut}</span> : null}
								{missing && !out ? (
									<span className="sr-only">
										{catalogMessages.notInThis}
										{other})
									</span>
								) : null}
							</span>
						</label>
					);
				})}
			</div>
		</fieldset>
	);
}

/**
 * Size and colour choices. A combination that is sold out is still shown
 * (struck through) and can be chosen to see it, but it cannot be bought.
 */
export function VariantPicker({
	variants,
	selected,
	onSelect,
}: {
	variants: Variant[];
	selected: Variant;
	onSelect: (variant: Variant) => void;
}) {
	const sizes = unique(variants.map((v) => v.size));
	const colors = unique(variants.map((v) => v.color));
	const find = (size: string, color: string) => variants.find((v) => v.size === size && v.color === color);
	// a size or colour tapped before hydration is checked in the page but not yet chosen: it is the state the
	// app starts from (the radios are controlled, and a second tap on a checked radio fires no change)
	const picker = useRef<HTMLDivElement>(null);
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration, from what the radios hold then
	useEffect(() => {
		const checked = (name: string) =>
			picker.current?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
		const size = checked("size") ?? selected.size;
		const color = checked("color") ?? selected.color;
		if (size === selected.size && color === selected.color) return;
		const next = find(size, color) ?? pickVariant(variants, size, color);
		if (next && next.id !== selected.id) onSelect(next);
	}, []);
	return (
		<div ref={picker} className="space-y-4">
			<OptionGroup
				name="size"
				legend={catalogMessages.sizeLegend}
				other={catalogMessages.colourWord}
				options={sizes}
				selected={selected.size}
				soldOut={(size) => find(size, selected.color)?.stock === 0}
				unavailable={(size) => !find(size, selected.color)}
				onSelect={(size) => {
					const next = pickVariant(variants, size, selected.color);
					if (next) onSelect(next);
				}}
			/>
			<OptionGroup
				name="color"
				legend={catalogMessages.colourLegend}
				other={catalogMessages.sizeWord}
				options={colors}
				selected={selected.color}
				soldOut={(color) => find(selected.size, color)?.stock === 0}
				unavailable={(color) => !find(selected.size, color)}
				onSelect={(color) => {
					const exact = find(selected.size, color);
					const sameColor = variants.filter((v) => v.color === color);
					const next = exact ?? sameColor.find((v) => v.stock > 0) ?? sameColor[0];
					if (next) onSelect(next);
				}}
			/>
		</div>
	);
}
