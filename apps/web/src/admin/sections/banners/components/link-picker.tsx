import { type BannerLinkKind, isShopPath } from "@pitara/shared";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { useFindProducts } from "../api/find-products.ts";
import { useLinkChoices } from "../api/get-link-choices.ts";

/** What a banner links to, as the dialog holds it (decision 065). */
export interface BannerLink {
	kind: BannerLinkKind;
	category: string;
	subCategory: string;
	product: { id: number; name: string } | null;
	path: string;
}

const adminLinkKinds: readonly { value: BannerLinkKind; label: string }[] = [
	{ value: "category", label: "A category" },
	{ value: "product", label: "A product" },
	{ value: "path", label: "A page of this shop" },
];

/** The path's problem before it is sent (the server checks it again), or undefined. */
export function adminPathProblem(path: string): string | undefined {
	const text = path.trim();
	if (text === "" || isShopPath(text)) return undefined;
	return "Link: a path on this shop, starting with / (like /products?category=Toys); not another site";
}

/**
 * Where a banner leads: a category (or one of its subcategories) picked from the catalogue's list, a product found by
 * typing part of its name or SKU, or a path on this shop. The server checks each (decision 065).
 */
export function LinkPicker({
	value,
	onChange,
	fieldError,
}: {
	value: BannerLink;
	onChange: (link: BannerLink) => void;
	fieldError: (name: string) => string | undefined;
}) {
	const name = useId();
	const choices = useLinkChoices();
	const categoryId = choices.data?.categories.find(
		(category) => category.name.toLowerCase() === value.category.toLowerCase(),
	)?.id;
	return (
		<fieldset className="mb-4">
			<legend className="mb-1 text-sm font-medium text-slate-800">Links to</legend>
			<div className="mb-2 flex flex-wrap gap-x-4">
				{adminLinkKinds.map((kind) => (
					<label key={kind.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
						<input
							type="radio"
							name={name}
							value={kind.value}
							checked={value.kind === kind.value}
							onChange={() => onChange({ ...value, kind: kind.value })}
							className="h-5 w-5"
						/>
						{kind.label}
					</label>
				))}
			</div>
			{value.kind === "category" ? (
				<div className="grid gap-x-4 sm:grid-cols-2">
					<SelectField
						label="Category"
						placeholder="None: the section's own listing"
						value={choices.data?.categories.find((c) => c.id === categoryId)?.name ?? value.category}
						error={fieldError("category")}
						options={(choices.data?.categories ?? []).map((category) => category.name)}
						onChange={(event) => onChange({ ...value, category: event.target.value, subCategory: "" })}
					/>
					<SelectField
						label="Subcategory"
						placeholder="All of the category"
						value={value.subCategory}
						error={fieldError("sub_category")}
						disabled={categoryId === undefined}
						options={(choices.data?.subcategories ?? [])
							.filter((sub) => sub.category_id === categoryId)
							.map((sub) => sub.name)}
						onChange={(event) => onChange({ ...value, subCategory: event.target.value })}
					/>
				</div>
			) : value.kind === "product" ? (
				value.product ? (
					<div className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2 text-sm">
						<span className="flex-1 text-slate-800" data-testid="banner-product">
							Links to <b>{value.product.name}</b>
						</span>
						<Button variant="secondary" size="sm" onClick={() => onChange({ ...value, product: null })}>
							Change product
						</Button>
					</div>
				) : (
					<ProductSearch error={fieldError("product_id")} onPick={(product) => onChange({ ...value, product })} />
				)
			) : (
				<TextField
					label="Path on this shop"
					value={value.path}
					placeholder="/products?category=Toys"
					hint="Starts with /: a page of this shop, such as /products?category=Toys or /about"
					error={adminPathProblem(value.path) ?? fieldError("link_path")}
					onChange={(event) => onChange({ ...value, path: event.target.value })}
				/>
			)}
		</fieldset>
	);
}

/** Search-as-you-type over the catalogue (name or SKU), a list to pick from with the mouse, a finger or the keys. */
function ProductSearch({
	error,
	onPick,
}: {
	error: string | undefined;
	onPick: (product: { id: number; name: string }) => void;
}) {
	const listId = useId();
	const [text, setText] = useState("");
	const [query, setQuery] = useState("");
	const [active, setActive] = useState(0);
	// a request once typing pauses, not one per key
	useEffect(() => {
		const timer = window.setTimeout(() => setQuery(text), 250);
		return () => window.clearTimeout(timer);
	}, [text]);
	const found = useFindProducts(query);
	const rows = query.trim().length >= 2 ? (found.data ?? []) : [];
	const open = rows.length > 0;
	const pick = (index: number) => {
		const row = rows[index];
		if (row) onPick({ id: row.id, name: row.name });
	};
	return (
		<div className="relative">
			<TextField
				label="Find a product"
				role="combobox"
				aria-autocomplete="list"
				aria-expanded={open}
				aria-controls={listId}
				aria-activedescendant={open ? `${listId}-${active}` : undefined}
				autoComplete="off"
				value={text}
				placeholder="Part of its name or SKU"
				error={error}
				hint={
					query.trim().length >= 2 && found.isSuccess && rows.length === 0
						? `No product matches “${query.trim()}”`
						: "Type two letters or more"
				}
				onChange={(event) => {
					setText(event.target.value);
					setActive(0);
				}}
				onKeyDown={(event) => {
					if (!open) return;
					if (event.key === "ArrowDown") setActive((index) => Math.min(index + 1, rows.length - 1));
					else if (event.key === "ArrowUp") setActive((index) => Math.max(index - 1, 0));
					else if (event.key === "Enter") pick(active);
					else return;
					event.preventDefault();
				}}
			/>
			{open ? (
				<div
					id={listId}
					role="listbox"
					aria-label="Products found"
					className="-mt-3 mb-4 max-h-60 overflow-auto rounded-lg border border-slate-200 bg-white shadow"
				>
					{rows.map((row, index) => (
						// biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
						<div
							key={row.id}
							id={`${listId}-${index}`}
							role="option"
							aria-selected={index === active}
							onMouseDown={(event) => event.preventDefault()}
							onClick={() => pick(index)}
							tabIndex={-1}
							onMouseEnter={() => setActive(index)}
							className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm ${
								index === active ? "bg-brand-50" : "hover:bg-slate-50"
							}`}
						>
							<span className="text-slate-900">{row.name}</span>
							<span className="text-xs text-slate-600">
								{row.category}
								{row.active ? "" : " · hidden"}
							</span>
						</div>
					))}
				</div>
			) : null}
		</div>
	);
}
