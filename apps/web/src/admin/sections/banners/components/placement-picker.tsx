import type { BannerPlacement } from "@pitara/shared";
import { useId } from "react";

/** The places a banner can take on the home page, in the page's order (decision 065: no magic titles). */
const adminPlacementChoices: readonly { value: BannerPlacement; name: string; where: string }[] = [
	{ value: "top", name: "Top carousel", where: "A slide of the carousel at the top of the home page" },
	{ value: "winter", name: "Winter banner", where: "The wide winter banner under Biotiques" },
	{ value: "toys", name: "Toys section", where: "Above the Toys tiles" },
	{ value: "sports", name: "Sports section", where: "Above the Sports tiles" },
	{ value: "books", name: "Books section", where: "Above the Books tiles" },
	{ value: "none", name: "Not on the home page", where: "Kept, shown nowhere" },
];

/** Radio cards for where a banner shows; the preview beside them draws the chosen place. */
export function PlacementPicker({
	value,
	onChange,
	error,
}: {
	value: BannerPlacement;
	onChange: (placement: BannerPlacement) => void;
	error?: string | undefined;
}) {
	const name = useId();
	return (
		<fieldset className="mb-4">
			<legend className="mb-1 text-sm font-medium text-slate-800">Where it shows</legend>
			<div className="grid gap-2 sm:grid-cols-3">
				{adminPlacementChoices.map((choice) => (
					<label
						key={choice.value}
						className={`flex min-h-11 cursor-pointer gap-2 rounded-lg border p-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
							value === choice.value ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:bg-slate-50"
						}`}
					>
						<input
							type="radio"
							name={name}
							value={choice.value}
							checked={value === choice.value}
							onChange={() => onChange(choice.value)}
							aria-label={choice.name}
							aria-describedby={`${name}-${choice.value}`}
							className="mt-0.5 h-5 w-5 shrink-0"
						/>
						<span>
							<span className="block font-medium text-slate-900">{choice.name}</span>
							<span id={`${name}-${choice.value}`} className="block text-xs text-slate-600">
								{choice.where}
							</span>
						</span>
					</label>
				))}
			</div>
			{error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
		</fieldset>
	);
}
