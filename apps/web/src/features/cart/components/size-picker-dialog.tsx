import { cartMessages, catalogMessages } from "@pitara/shared";
import { type ReactNode, useId, useRef, useState } from "react";
import { Modal } from "../../../components/ui/modal.tsx";
import { formatRupees } from "../../../lib/format.ts";
import { useUpdateCartItem } from "../api/update-cart-item.ts";
import type { CartLineTemplate } from "../lib/cart-cache.ts";

function unique(values: string[]): string[] {
	return [...new Set(values)];
}

/**
 * The size a card's Add to Cart adds, asked before adding rather than
 * guessed: a small sheet (a dialog on desktop) with the product's sizes in
 * one colour. Sizes in stock add that variant at once and close the sheet;
 * sold-out ones are shown, struck through and disabled. With several
 * colours, a row of colour chips comes first.
 */
export function SizePickerDialog({
	open,
	onClose,
	name,
	choices,
	initialColor,
	onAdded,
	footer,
}: {
	open: boolean;
	onClose: () => void;
	/** the product's name */
	name: string;
	/** one template per variant, in the product's order */
	choices: CartLineTemplate[];
	/** the colour shown first (the card's) */
	initialColor: string;
	/** the variant that was added */
	onAdded: (variantId: number) => void;
	/** under the sizes: a link to the size guide */
	footer?: ReactNode;
}) {
	const id = useId();
	const update = useUpdateCartItem();
	const colors = unique(choices.map((choice) => choice.color));
	const [color, setColor] = useState(initialColor);
	const shown = choices.filter((choice) => choice.color === color);
	const sizes = unique(shown.map((choice) => choice.size));
	const pricesDiffer = new Set(shown.map((choice) => choice.price)).size > 1;
	// keyboard focus starts on the first size that can be added
	const firstRef = useRef<HTMLButtonElement>(null);
	const firstInStock = shown.find((choice) => choice.stock > 0);

	const choose = (template: CartLineTemplate) => {
		update.mutate({ product_id: template.product_id, quantity: 1, template, announce: "first-add" });
		onAdded(template.product_id);
		onClose();
	};

	return (
		<Modal
			open={open}
			onClose={onClose}
			title={cartMessages.chooseASize}
			description={name}
			size="sm"
			initialFocus={firstRef}
		>
			<div className="space-y-4">
				{colors.length > 1 ? (
					<fieldset>
						<legend className="text-sm text-slate-700">
							{cartMessages.colour}
							<span className="font-semibold text-slate-900">{color}</span>
						</legend>
						<div className="mt-2 flex flex-wrap gap-2">
							{colors.map((option) => {
								const soldOut = choices.every((choice) => choice.color !== option || choice.stock <= 0);
								return (
									<label key={option} className="cursor-pointer">
										<input
											type="radio"
											name={`${id}-colour`}
											value={option}
											checked={option === color}
											onChange={() => setColor(option)}
											className="peer sr-only"
										/>
										<span
											className={`flex min-h-10 items-center rounded-lg border px-3 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
												option === color
													? "border-brand-700 bg-brand-50 font-semibold text-brand-800"
													: "border-slate-300 text-slate-700 hover:border-slate-500"
											} ${soldOut ? "text-slate-400 line-through decoration-slate-400" : ""}`}
										>
											{option}
											{soldOut ? <span className="sr-only">{cartMessages.soldOut}</span> : null}
										</span>
									</label>
								);
							})}
						</div>
					</fieldset>
				) : null}
				{/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, each adds at once; not a form */}
				<div role="group" aria-labelledby={`${id}-sizes`}>
					<p id={`${id}-sizes`} className="text-sm text-slate-700">
						{colors.length > 1 ? catalogMessages.sizeLegend : cartMessages.sizeOfColour(color)}
					</p>
					<ul className="mt-2 grid grid-cols-3 gap-2">
						{sizes.map((size) => {
							const template = shown.find((choice) => choice.size === size);
							if (!template) return null;
							const soldOut = template.stock <= 0;
							const few = !soldOut && template.stock <= 3;
							return (
								<li key={size}>
									<button
										ref={template === firstInStock ? firstRef : undefined}
										type="button"
										disabled={soldOut}
										onClick={() => choose(template)}
										className="flex h-full min-h-12 w-full flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-1 py-1 text-center leading-tight text-slate-900 hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400"
									>
										<span className={`text-sm font-semibold ${soldOut ? "line-through" : ""}`}>{size}</span>
										{soldOut ? (
											<span className="text-[11px]">{catalogMessages.outOfStock}</span>
										) : (
											<>
												{pricesDiffer ? (
													<span className="text-xs text-slate-600">{formatRupees(template.price)}</span>
												) : null}
												{few ? (
													<span className="text-[11px] text-amber-800">{cartMessages.onlyLeft(template.stock)}</span>
												) : null}
											</>
										)}
									</button>
								</li>
							);
						})}
					</ul>
				</div>
				{footer}
			</div>
		</Modal>
	);
}
