import type { AdminCatalogueChoices, AdminProductDetail, AdminProductInput } from "@pitara/shared";
import { type ReactNode, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { Card } from "../../../ui/page.tsx";
import { ColourPictures, type ColourPicturesDraft, colourPicturesInput, colourPicturesOf } from "./colour-pictures.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";
import { DEFAULT_SKU_PATTERN, planMatrix } from "./variant-matrix.ts";

/**
 * A copy of a product for "Duplicate": the same fields and texts, hidden until saved, each variant new (no id),
 * its SKU marked "-COPY" to be edited and its stock 0 (the pictures stay with the original).
 */
export function duplicateDraft(product: AdminProductDetail): ProductDraft {
	const draft = draftOf(product);
	return {
		...draft,
		name: `Copy of ${product.name}`.slice(0, 160),
		state: "draft",
		publish_at: "",
		// the pictures stay with the original
		pictures: {},
		variants: draft.variants.map(({ id: _id, ...variant }) => ({
			...variant,
			key: nextKey(),
			sku: `${variant.sku}-COPY`,
			stock: "0",
			active: true,
		})),
	};
}

/** The value at a field's path ("name", "variants.2.price") in a draft, to tell whether it changed since an error. */
export function draftValue(draft: ProductDraft, field: string): unknown {
	let value: unknown = draft;
	for (const part of field.split(".")) {
		if (value === null || typeof value !== "object") return undefined;
		value = (value as Record<string, unknown>)[part];
	}
	return JSON.stringify(value);
}

/** A variant as the form holds it: numbers as typed. */
interface VariantDraft {
	key: string;
	id?: number | undefined;
	size: string;
	color: string;
	price: string;
	mrp: string;
	stock: string;
	sku: string;
	active: boolean;
	/** the variant has its own description and specifications (else the product's are sent for it) */
	own_text: boolean;
	description_html: string;
	specifications_html: string;
	/** shipping (issue 25): grams and cm, as typed; empty when not entered */
	weight_grams: string;
	box_length_cm: string;
	box_breadth_cm: string;
	box_height_cm: string;
}

export interface ProductDraft {
	name: string;
	category_id: string;
	subcategory_id: string;
	brand_id: string;
	featured: boolean;
	/**
	 * draft: not on the storefront; published: on it; scheduled: on it from `publish_at` (decision 064), a
	 * date and time in India ("2026-12-01T10:00", as a datetime-local input holds it)
	 */
	state: "draft" | "published" | "scheduled";
	publish_at: string;
	age_groups: string[];
	/** its own warranty text; "" for the shop's default */
	warranty: string;
	/** the description and specifications of every variant without its own (issue 27 item 2) */
	description_html: string;
	specifications_html: string;
	/** Hindi (decision 061): "" shows the English on the Hindi storefront */
	name_hi: string;
	short_description_hi: string;
	description_hi: string;
	variants: VariantDraft[];
	/** each colour's pictures, shared by its sizes (decision 066); saved with the product */
	pictures: ColourPicturesDraft;
}

let keys = 0;
const nextKey = () => `v${++keys}`;

const emptyVariant = (from?: VariantDraft): VariantDraft => ({
	key: nextKey(),
	size: "",
	color: from?.color ?? "",
	price: from?.price ?? "",
	mrp: from?.mrp ?? "",
	stock: "",
	sku: "",
	active: true,
	own_text: from?.own_text ?? false,
	description_html: from?.own_text ? from.description_html : "",
	specifications_html: from?.own_text ? from.specifications_html : "",
	weight_grams: from?.weight_grams ?? "",
	box_length_cm: from?.box_length_cm ?? "",
	box_breadth_cm: from?.box_breadth_cm ?? "",
	box_height_cm: from?.box_height_cm ?? "",
});

const sizeText = (value: number | null) => (value === null ? "" : String(value));
/** A shipping size as the API takes it: empty is "not entered" (null). */
const sizeOf = (text: string) => (text.trim() === "" ? null : Number(text));

export function draftOf(product: AdminProductDetail | undefined): ProductDraft {
	if (!product) {
		return {
			name: "",
			category_id: "",
			subcategory_id: "",
			brand_id: "",
			featured: false,
			state: "published",
			publish_at: "",
			age_groups: [],
			warranty: "",
			description_html: "",
			specifications_html: "",
			name_hi: "",
			short_description_hi: "",
			description_hi: "",
			variants: [emptyVariant()],
			pictures: {},
		};
	}
	// the product's text is the one most of its variants have; a variant with another has its own
	const commonest = (texts: string[]) => {
		const counts = new Map<string, number>();
		for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
		return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
	};
	const description = commonest(product.variants.map((variant) => variant.description_html));
	const specifications = commonest(product.variants.map((variant) => variant.specifications_html));
	return {
		name: product.name,
		category_id: String(product.category_id),
		subcategory_id: String(product.subcategory_id),
		brand_id: String(product.brand_id),
		featured: product.featured,
		state: !product.active
			? "draft"
			: product.publish_at && Date.parse(product.publish_at) > Date.now()
				? "scheduled"
				: "published",
		publish_at: product.publish_at ? istInput(product.publish_at) : "",
		age_groups: product.age_groups,
		warranty: product.warranty ?? "",
		description_html: description,
		specifications_html: specifications,
		name_hi: product.name_hi ?? "",
		short_description_hi: product.short_description_hi ?? "",
		description_hi: product.description_hi ?? "",
		pictures: colourPicturesOf(product.variants),
		variants: product.variants.map((variant) => ({
			key: nextKey(),
			id: variant.id,
			size: variant.size,
			color: variant.color,
			price: String(variant.price),
			mrp: String(variant.mrp),
			stock: String(variant.stock),
			sku: variant.sku,
			active: variant.active,
			own_text: variant.description_html !== description || variant.specifications_html !== specifications,
			description_html: variant.description_html,
			specifications_html: variant.specifications_html,
			weight_grams: sizeText(variant.weight_grams),
			box_length_cm: sizeText(variant.box_length_cm),
			box_breadth_cm: sizeText(variant.box_breadth_cm),
			box_height_cm: sizeText(variant.box_height_cm),
		})),
	};
}

/** An instant as a datetime-local input's value in India time ("2026-12-01T10:00"). */
export const istInput = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16);

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** What the API takes: numbers as numbers (the server checks them and says what is wrong). */
export function inputOf(draft: ProductDraft): AdminProductInput {
	return {
		name: draft.name,
		category_id: Number(draft.category_id) || 0,
		subcategory_id: Number(draft.subcategory_id) || 0,
		brand_id: Number(draft.brand_id) || 0,
		featured: draft.featured,
		active: draft.state !== "draft",
		// a datetime-local's value is India time; an empty one is sent as it is, for the server to say so
		publish_at: draft.state === "scheduled" ? (draft.publish_at ? `${draft.publish_at}:00+05:30` : "") : null,
		age_groups: draft.age_groups as AdminProductInput["age_groups"],
		warranty: draft.warranty,
		name_hi: draft.name_hi,
		short_description_hi: draft.short_description_hi,
		description_hi: draft.description_hi,
		variants: draft.variants.map(({ key: _key, own_text: own, ...variant }) => ({
			...variant,
			description_html: own ? variant.description_html : draft.description_html,
			specifications_html: own ? variant.specifications_html : draft.specifications_html,
			price: number(variant.price),
			mrp: number(variant.mrp),
			stock: number(variant.stock),
			weight_grams: sizeOf(variant.weight_grams),
			box_length_cm: sizeOf(variant.box_length_cm),
			box_breadth_cm: sizeOf(variant.box_breadth_cm),
			box_height_cm: sizeOf(variant.box_height_cm),
		})),
		colour_pictures: colourPicturesInput(draft.variants, draft.pictures),
	};
}

/** The Hindi texts a product has written, of its three (name, short description, description), as a whole percent. */
export function translatedPercent(draft: Pick<ProductDraft, "name_hi" | "short_description_hi" | "description_hi">) {
	const texts = [draft.name_hi, draft.short_description_hi, draft.description_hi.replace(/<[^>]*>/g, "")];
	return Math.round((texts.filter((text) => text.trim() !== "").length / texts.length) * 100);
}

/** The product form: the product's own fields, then one card per variant. Errors come from the server, by field. */
export function ProductForm({
	draft,
	onChange,
	choices,
	errorOf,
	pictures,
	update,
	pictureProblems = [],
}: {
	draft: ProductDraft;
	onChange: (draft: ProductDraft) => void;
	/** changes the draft from its latest state (a picture's upload finishes after other edits); else onChange */
	update?: (change: (draft: ProductDraft) => ProductDraft) => void;
	choices: AdminCatalogueChoices;
	errorOf: (field: string) => string | undefined;
	/** the server's refusals of pictures (colour_pictures…) at the last save */
	pictureProblems?: string[];
	/** a variant's pictures panel, under its fields (a saved variant has an id) */
	pictures?: (variant: { id: number | undefined; label: string }) => ReactNode;
}) {
	const set = (fields: Partial<ProductDraft>) => onChange({ ...draft, ...fields });
	const setVariant = (index: number, fields: Partial<VariantDraft>) =>
		set({ variants: draft.variants.map((variant, i) => (i === index ? { ...variant, ...fields } : variant)) });
	const subcategories = choices.subcategories.filter((row) => String(row.category_id) === draft.category_id);
	const label = (row: { name: string; active: boolean }) => (row.active ? row.name : `${row.name} (hidden)`);
	/** a shared text's error: the first variant's that sends it */
	const sharedError = (name: string) => {
		const index = draft.variants.findIndex((variant) => !variant.own_text);
		return index < 0 ? undefined : errorOf(`variants.${index}.${name}`);
	};
	return (
		<div className="space-y-4">
			<Card title="Product">
				<div className="grid gap-x-4 sm:grid-cols-2">
					<TextField
						label="Name"
						value={draft.name}
						error={errorOf("name")}
						onChange={(event) => set({ name: event.target.value })}
						containerClassName="sm:col-span-2"
					/>
					<SelectField
						label="Category"
						placeholder="Choose a category"
						value={draft.category_id}
						error={errorOf("category_id")}
						options={choices.categories.map((row) => ({ value: String(row.id), label: label(row) }))}
						onChange={(event) => set({ category_id: event.target.value, subcategory_id: "" })}
					/>
					<SelectField
						label="Subcategory"
						placeholder={draft.category_id ? "Choose a subcategory" : "Choose a category first"}
						value={draft.subcategory_id}
						error={errorOf("subcategory_id")}
						options={subcategories.map((row) => ({ value: String(row.id), label: label(row) }))}
						onChange={(event) => set({ subcategory_id: event.target.value })}
					/>
					<SelectField
						label="Brand"
						placeholder="Choose a brand"
						value={draft.brand_id}
						error={errorOf("brand_id")}
						options={choices.brands.map((row) => ({ value: String(row.id), label: label(row) }))}
						onChange={(event) => set({ brand_id: event.target.value })}
					/>
					<TextField
						label="Warranty"
						optional
						hint="Leave empty for the shop's default (Shop settings)"
						value={draft.warranty}
						error={errorOf("warranty")}
						onChange={(event) => set({ warranty: event.target.value })}
					/>
					<div className="flex flex-wrap items-center gap-x-6 gap-y-2 pb-5">
						<label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
							<input
								type="checkbox"
								checked={draft.featured}
								onChange={(event) => set({ featured: event.target.checked })}
								className="h-5 w-5"
							/>
							Featured on the home page
						</label>
					</div>
					<SelectField
						label="On the storefront"
						value={draft.state}
						error={draft.state === "scheduled" ? undefined : errorOf("active")}
						options={[
							{ value: "published", label: "Published: on the storefront" },
							{ value: "draft", label: "Draft: not on the storefront" },
							{ value: "scheduled", label: "Scheduled: from a date and time" },
						]}
						onChange={(event) => set({ state: event.target.value as ProductDraft["state"] })}
					/>
					{draft.state === "scheduled" ? (
						<TextField
							label="Appears at (India time)"
							type="datetime-local"
							value={draft.publish_at}
							error={errorOf("publish_at")}
							hint="The shop shows it from this moment; until then it is a draft to shoppers"
							onChange={(event) => set({ publish_at: event.target.value })}
						/>
					) : null}
				</div>
				<fieldset>
					<legend className="mb-1 text-sm font-medium text-slate-700">Age groups</legend>
					<div className="flex flex-wrap gap-2">
						{choices.age_groups.map((age) => {
							const checked = draft.age_groups.includes(age);
							return (
								<label
									key={age}
									className={`flex min-h-10 items-center gap-2 rounded-full border px-3 text-sm ${checked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 text-slate-700"}`}
								>
									<input
										type="checkbox"
										checked={checked}
										onChange={() =>
											set({
												age_groups: checked
													? draft.age_groups.filter((a) => a !== age)
													: choices.age_groups.filter((a) => a === age || draft.age_groups.includes(a)),
											})
										}
									/>
									{age}
								</label>
							);
						})}
					</div>
					{errorOf("age_groups") ? <p className="mt-1 text-sm text-red-700">{errorOf("age_groups")}</p> : null}
				</fieldset>
				<div className="mt-4 grid gap-4 lg:grid-cols-2">
					<RichTextEditor
						label="Description"
						value={draft.description_html}
						error={sharedError("description_html")}
						onChange={(html) => set({ description_html: html })}
					/>
					<RichTextEditor
						label="Specifications"
						value={draft.specifications_html}
						error={sharedError("specifications_html")}
						onChange={(html) => set({ specifications_html: html })}
					/>
				</div>
				<p className="mt-1 text-sm text-slate-600">
					Every variant shows these, unless it has its own (tick “Its own description” on the variant).
				</p>
			</Card>
			<Card title={`Hindi · translated ${translatedPercent(draft)}%`}>
				<p className="mb-3 text-sm text-slate-600">
					What the Hindi storefront (/hi/) shows; a field left empty shows the English. Brand names stay as they are.
				</p>
				<div className="grid gap-x-4 sm:grid-cols-2">
					<TextField
						label="Hindi name"
						optional
						lang="hi"
						value={draft.name_hi}
						error={errorOf("name_hi")}
						onChange={(event) => set({ name_hi: event.target.value })}
						containerClassName="sm:col-span-2"
					/>
					<TextField
						label="Hindi short description"
						optional
						lang="hi"
						value={draft.short_description_hi}
						error={errorOf("short_description_hi")}
						onChange={(event) => set({ short_description_hi: event.target.value })}
						containerClassName="sm:col-span-2"
					/>
				</div>
				<div lang="hi">
					<RichTextEditor
						label="Hindi description"
						value={draft.description_hi}
						error={errorOf("description_hi")}
						onChange={(html) => set({ description_hi: html })}
					/>
				</div>
			</Card>

			<VariantMatrix draft={draft} onMake={(variants) => set({ variants })} />

			<ColourPictures
				variants={draft.variants}
				pictures={draft.pictures}
				problems={pictureProblems}
				update={(change) =>
					update
						? update((latest) => ({ ...latest, pictures: change(latest.pictures) }))
						: onChange({ ...draft, pictures: change(draft.pictures) })
				}
			/>

			{draft.variants.map((variant, index) => {
				const field = (name: string) => errorOf(`variants.${index}.${name}`);
				const title = [variant.size, variant.color].filter(Boolean).join(" · ") || `Variant ${index + 1}`;
				return (
					<div
						key={variant.key}
						id={variant.id === undefined ? undefined : `variant-${variant.id}`}
						className="scroll-mt-24 rounded-xl target:ring-4 target:ring-amber-300"
					>
						<Card
							title={title}
							actions={
								variant.id === undefined ? (
									draft.variants.length > 1 ? (
										<Button
											variant="ghost"
											size="sm"
											onClick={() => set({ variants: draft.variants.filter((_, i) => i !== index) })}
										>
											Remove
										</Button>
									) : null
								) : (
									<label className="flex min-h-9 items-center gap-2 text-sm text-slate-700">
										<input
											type="checkbox"
											checked={variant.active}
											onChange={(event) => setVariant(index, { active: event.target.checked })}
										/>
										On sale
									</label>
								)
							}
						>
							<fieldset aria-label={`Variant ${index + 1}`} className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
								<TextField
									label="Size"
									value={variant.size}
									error={field("size")}
									onChange={(event) => setVariant(index, { size: event.target.value })}
								/>
								<TextField
									label="Colour"
									value={variant.color}
									error={field("color")}
									onChange={(event) => setVariant(index, { color: event.target.value })}
								/>
								<TextField
									label="SKU"
									value={variant.sku}
									error={field("sku")}
									autoCapitalize="characters"
									onChange={(event) => setVariant(index, { sku: event.target.value })}
								/>
								<TextField
									label="Price (₹)"
									inputMode="decimal"
									value={variant.price}
									error={field("price")}
									onChange={(event) => setVariant(index, { price: event.target.value })}
								/>
								<TextField
									label="MRP (₹)"
									inputMode="decimal"
									value={variant.mrp}
									error={field("mrp")}
									onChange={(event) => setVariant(index, { mrp: event.target.value })}
								/>
								<TextField
									label="Stock"
									inputMode="numeric"
									value={variant.stock}
									error={field("stock")}
									onChange={(event) => setVariant(index, { stock: event.target.value })}
								/>
								<TextField
									label="Weight (g)"
									inputMode="numeric"
									value={variant.weight_grams}
									error={field("weight_grams")}
									onChange={(event) => setVariant(index, { weight_grams: event.target.value })}
								/>
								<TextField
									label="Box length (cm)"
									inputMode="numeric"
									value={variant.box_length_cm}
									error={field("box_length_cm")}
									onChange={(event) => setVariant(index, { box_length_cm: event.target.value })}
								/>
								<TextField
									label="Box breadth (cm)"
									inputMode="numeric"
									value={variant.box_breadth_cm}
									error={field("box_breadth_cm")}
									onChange={(event) => setVariant(index, { box_breadth_cm: event.target.value })}
								/>
								<TextField
									label="Box height (cm)"
									inputMode="numeric"
									value={variant.box_height_cm}
									error={field("box_height_cm")}
									onChange={(event) => setVariant(index, { box_height_cm: event.target.value })}
								/>
							</fieldset>
							<label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
								<input
									type="checkbox"
									className="h-5 w-5"
									checked={variant.own_text}
									onChange={(event) =>
										setVariant(
											index,
											event.target.checked
												? {
														own_text: true,
														description_html: draft.description_html,
														specifications_html: draft.specifications_html,
													}
												: { own_text: false },
										)
									}
								/>
								Its own description and specifications
							</label>
							{variant.own_text ? (
								<div className="grid gap-4 lg:grid-cols-2">
									<RichTextEditor
										label={`Description of ${title}`}
										value={variant.description_html}
										error={field("description_html")}
										onChange={(html) => setVariant(index, { description_html: html })}
									/>
									<RichTextEditor
										label={`Specifications of ${title}`}
										value={variant.specifications_html}
										error={field("specifications_html")}
										onChange={(html) => setVariant(index, { specifications_html: html })}
									/>
								</div>
							) : null}
							{pictures?.({ id: variant.id, label: title })}
						</Card>
					</div>
				);
			})}
			<Button
				variant="secondary"
				onClick={() => set({ variants: [...draft.variants, emptyVariant(draft.variants.at(-1))] })}
			>
				Add a variant
			</Button>
		</div>
	);
}

/** An untouched first variant (nothing typed): the matrix takes its place. */
const untouched = (variant: VariantDraft) =>
	variant.id === undefined &&
	[variant.size, variant.color, variant.sku, variant.price, variant.mrp, variant.stock].every(
		(text) => text.trim() === "",
	);

/**
 * Sizes × colours (issue 27 item 2): the owner lists the sizes and colours once, with a price, MRP and stock for
 * each, and the form makes every pair's variant at once, its SKU from the pattern. Pairs the form has are kept.
 */
function VariantMatrix({ draft, onMake }: { draft: ProductDraft; onMake: (variants: VariantDraft[]) => void }) {
	const [sizes, setSizes] = useState("");
	const [colours, setColours] = useState("");
	const [pattern, setPattern] = useState(DEFAULT_SKU_PATTERN);
	const [price, setPrice] = useState("");
	const [mrp, setMrp] = useState("");
	const [stock, setStock] = useState("");
	const [tried, setTried] = useState(false);
	const kept = draft.variants.filter((variant) => !untouched(variant));
	const plan = planMatrix({ product: draft.name, sizes, colours, pattern, existing: kept });
	const fresh = plan.rows.filter((row) => !row.exists);
	const make = () => {
		setTried(true);
		if (plan.problem) return;
		const template = kept.at(-1);
		onMake([
			...kept,
			...fresh.map((row) => ({
				...emptyVariant(template),
				size: row.size,
				color: row.colour,
				sku: row.sku,
				price: price || template?.price || "",
				mrp: mrp || template?.mrp || "",
				stock,
			})),
		]);
		setSizes("");
		setColours("");
		setTried(false);
	};
	return (
		<Card title="Sizes × colours">
			<div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
				<TextField
					label="Sizes"
					hint="Separated by commas: 2-3 Y, 4-5 Y, 6-7 Y"
					value={sizes}
					onChange={(event) => setSizes(event.target.value)}
				/>
				<TextField
					label="Colours"
					hint="Separated by commas: Teal, Rose"
					value={colours}
					onChange={(event) => setColours(event.target.value)}
				/>
				<TextField
					label="SKU pattern"
					hint="{product}, {size} and {colour} are filled in"
					value={pattern}
					onChange={(event) => setPattern(event.target.value)}
				/>
				<TextField
					label="Price of each (₹)"
					inputMode="decimal"
					value={price}
					onChange={(event) => setPrice(event.target.value)}
				/>
				<TextField
					label="MRP of each (₹)"
					inputMode="decimal"
					value={mrp}
					onChange={(event) => setMrp(event.target.value)}
				/>
				<TextField
					label="Stock of each"
					inputMode="numeric"
					value={stock}
					onChange={(event) => setStock(event.target.value)}
				/>
			</div>
			{fresh.length > 0 ? (
				<p className="mb-3 text-sm text-slate-700" data-testid="matrix-skus">
					{fresh.length} new variant{fresh.length === 1 ? "" : "s"}:{" "}
					<span className="font-mono text-xs">{fresh.map((row) => row.sku).join(", ")}</span>
				</p>
			) : null}
			{tried && plan.problem ? (
				<p role="alert" className="mb-3 text-sm text-red-700">
					{plan.problem}
				</p>
			) : null}
			<Button variant="secondary" onClick={make}>
				{fresh.length > 0 ? `Make ${fresh.length} variant${fresh.length === 1 ? "" : "s"}` : "Make the variants"}
			</Button>
		</Card>
	);
}
