import type { AdminTaxonomyItem } from "@pitara/shared";
import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useScopeProducts, useScopeTaxonomy } from "../api/get-scope-choices.ts";

/** A promo's scope as the form holds it: the ids chosen of each kind, and the products' names (for their chips). */
export interface Scope {
	categoryIds: number[];
	subcategoryIds: number[];
	productIds: number[];
	brandIds: number[];
	productNames: Record<number, string>;
}

export const EMPTY_SCOPE: Scope = {
	categoryIds: [],
	subcategoryIds: [],
	productIds: [],
	brandIds: [],
	productNames: {},
};

export const scopeIsAll = (scope: Scope) =>
	scope.categoryIds.length + scope.subcategoryIds.length + scope.productIds.length + scope.brandIds.length === 0;

const toggle = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/** Checkboxes of one kind (categories, subcategories, brands), filtered by a typed word. */
function Checklist({
	legend,
	items,
	chosen,
	onChange,
	labelOf = (item) => item.name,
}: {
	legend: string;
	items: readonly AdminTaxonomyItem[];
	chosen: number[];
	onChange: (ids: number[]) => void;
	labelOf?: (item: AdminTaxonomyItem) => string;
}) {
	const [word, setWord] = useState("");
	const shown = items.filter((item) => labelOf(item).toLowerCase().includes(word.trim().toLowerCase()));
	return (
		<fieldset className="mb-3">
			<legend className="mb-1 text-sm font-medium text-slate-800">
				{legend} {chosen.length > 0 ? <span className="text-slate-500">({chosen.length} chosen)</span> : null}
			</legend>
			{items.length > 8 ? (
				<input
					type="search"
					aria-label={`Find ${legend.toLowerCase()}`}
					placeholder="Find…"
					value={word}
					onChange={(event) => setWord(event.target.value)}
					className="mb-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
				/>
			) : null}
			<div className="max-h-40 overflow-y-auto rounded-lg border border-slate-200 px-2">
				{shown.map((item) => (
					<label key={item.id} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
						<input
							type="checkbox"
							className="h-5 w-5"
							checked={chosen.includes(item.id)}
							onChange={() => onChange(toggle(chosen, item.id))}
						/>
						{labelOf(item)}
					</label>
				))}
			</div>
		</fieldset>
	);
}

/**
 * What a promo applies to: every item, or the items of chosen categories, subcategories, products (found by name or
 * SKU) and brands — a line is in scope when any of them matches it (decision 067).
 */
export function ScopePicker({
	scope,
	onChange,
	error,
}: {
	scope: Scope;
	onChange: (scope: Scope) => void;
	error?: string | undefined;
}) {
	const name = useId();
	const [chosenItems, setChosenItems] = useState(!scopeIsAll(scope));
	const [query, setQuery] = useState("");
	const taxonomy = useScopeTaxonomy(chosenItems);
	const products = useScopeProducts(query.trim());
	const categories = taxonomy.data?.categories ?? [];
	const categoryName = new Map(categories.map((c) => [c.id, c.name]));
	return (
		<fieldset className="mb-4">
			<legend className="mb-1 text-sm font-medium text-slate-800">It applies to</legend>
			<div className="flex flex-wrap gap-x-6">
				<label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
					<input
						type="radio"
						name={name}
						className="h-5 w-5"
						checked={!chosenItems}
						onChange={() => {
							setChosenItems(false);
							onChange(EMPTY_SCOPE);
						}}
					/>
					All items
				</label>
				<label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
					<input
						type="radio"
						name={name}
						className="h-5 w-5"
						checked={chosenItems}
						onChange={() => setChosenItems(true)}
					/>
					Chosen items only
				</label>
			</div>
			{error ? <p className="text-sm text-red-700">{error}</p> : null}
			{chosenItems ? (
				<div className="mt-2 rounded-lg bg-slate-50 p-3">
					<p className="mb-2 text-xs text-slate-600">
						An item counts when its category, subcategory, product or brand is chosen. The discount and the minimum
						order count only those items.
					</p>
					{taxonomy.isLoading ? <p className="text-sm text-slate-500">Loading the catalogue…</p> : null}
					<Checklist
						legend="Categories"
						items={categories}
						chosen={scope.categoryIds}
						onChange={(categoryIds) => onChange({ ...scope, categoryIds })}
					/>
					<Checklist
						legend="Subcategories"
						items={taxonomy.data?.subcategories ?? []}
						chosen={scope.subcategoryIds}
						onChange={(subcategoryIds) => onChange({ ...scope, subcategoryIds })}
						labelOf={(item) => `${categoryName.get(item.parent_id ?? 0) ?? "?"} › ${item.name}`}
					/>
					<Checklist
						legend="Brands"
						items={taxonomy.data?.brands ?? []}
						chosen={scope.brandIds}
						onChange={(brandIds) => onChange({ ...scope, brandIds })}
					/>
					<fieldset>
						<legend className="mb-1 text-sm font-medium text-slate-800">Products</legend>
						{scope.productIds.length > 0 ? (
							<ul className="mb-2 flex flex-wrap gap-2" aria-label="Chosen products">
								{scope.productIds.map((id) => (
									<li key={id} className="flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm shadow-sm">
										{scope.productNames[id] ?? `Product ${id}`}
										<Button
											variant="ghost"
											size="sm"
											aria-label={`Remove ${scope.productNames[id] ?? `product ${id}`}`}
											onClick={() => onChange({ ...scope, productIds: scope.productIds.filter((x) => x !== id) })}
										>
											×
										</Button>
									</li>
								))}
							</ul>
						) : null}
						<TextField
							label="Find a product"
							optional
							hint="By name or SKU"
							value={query}
							onChange={(event) => setQuery(event.target.value)}
						/>
						{query.trim().length >= 2 ? (
							<ul className="max-h-40 overflow-y-auto rounded-lg border border-slate-200 bg-white">
								{(products.data?.response ?? []).slice(0, 10).map((product) => (
									<li key={product.id} className="flex items-center justify-between gap-2 px-2 py-1 text-sm">
										<span>
											{product.name} <span className="text-slate-500">· {product.category}</span>
										</span>
										<Button
											variant="secondary"
											size="sm"
											disabled={scope.productIds.includes(product.id)}
											aria-label={`Add ${product.name}`}
											onClick={() =>
												onChange({
													...scope,
													productIds: [...scope.productIds, product.id],
													productNames: { ...scope.productNames, [product.id]: product.name },
												})
											}
										>
											{scope.productIds.includes(product.id) ? "Added" : "Add"}
										</Button>
									</li>
								))}
							</ul>
						) : null}
					</fieldset>
				</div>
			) : null}
		</fieldset>
	);
}
