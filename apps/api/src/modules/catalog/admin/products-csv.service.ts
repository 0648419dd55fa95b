import {
	type AdminImportChange,
	type AdminProductImportReport,
	type AdminProductInput,
	adminProductInputSchema,
	IST_OFFSET_MS,
	PRODUCT_CSV_COLUMNS,
	PRODUCT_CSV_MAX_ROWS,
	paiseToRupees,
} from "@pitara/shared";
import type { Db } from "../../../db/client.ts";
import { parseCsv, toCsv } from "../../../lib/csv.ts";
import { AppError } from "../../../lib/errors.ts";
import { transaction } from "../../events/index.ts";
import { setVariantStock } from "../variants/stock.repository.ts";
import { exportRows, variantsBySku } from "./admin-products.repository.ts";
import { adminCatalogueChoices, adminProductDetail, createProduct, updateProduct } from "./admin-products.service.ts";

/**
 * Products and variants as CSV (PRODUCT_CSV_COLUMNS, one line per variant): exported for a
 * spreadsheet, imported back to create and update them by SKU. An import reads only the columns its
 * header has and changes only the values that differ (an empty cell keeps the value); stock is written
 * only from `stock_set` (refused when the file is older than the variant's last sale) or `stock_add`.
 * It checks every line and reports each refused one with why, and each change as before → after; it is
 * written only when no line is refused and it is not a dry run, in the caller's one transaction, so a
 * bad line never leaves a product with half its variants.
 */

const yesNo = (value: boolean) => (value ? "yes" : "no");

export async function exportProductsCsv(db: Db, now: Date = new Date()): Promise<string> {
	const rows = await exportRows(db);
	const exportedAt = now.toISOString();
	return toCsv(
		PRODUCT_CSV_COLUMNS,
		rows.map((row) => [
			row.productId,
			row.productName,
			row.category,
			row.subcategory,
			row.brand,
			yesNo(row.featured),
			yesNo(row.productActive),
			row.ageGroups.join("|"),
			row.sku,
			row.size,
			row.color,
			paiseToRupees(row.price),
			paiseToRupees(row.mrp),
			row.stock,
			yesNo(row.variantActive),
			"",
			"",
			exportedAt,
			row.weightGrams ?? "",
			row.boxLengthCm ?? "",
			row.boxBreadthCm ?? "",
			row.boxHeightCm ?? "",
		]),
	);
}

/** Thrown to roll the import's transaction back (a dry run, or a refused line), carrying its report. */
export class ImportNotApplied extends Error {
	constructor(readonly report: AdminProductImportReport) {
		super("import not applied");
	}
}

type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
/** A line of the file: the cells of the columns its header has (absent columns are undefined). */
type Line = Partial<Record<Column, string>> & { line: number };

/** A cell as a spreadsheet may give it back: trimmed, without the quote an export puts before -, =, + or @. */
const cellText = (value: string) => value.trim().replace(/^'(?=[-=+@])/, "");

function flag(value: string, column: string, errors: string[]): boolean | undefined {
	const text = value.trim().toLowerCase();
	if (["yes", "true", "1", "y"].includes(text)) return true;
	if (["no", "false", "0", "n"].includes(text)) return false;
	errors.push(`${column} must be yes or no, not "${value}"`);
	return undefined;
}

function rupees(value: string, column: string, errors: string[]): number | undefined {
	const amount = Number(value.replace(/[₹,\s]/g, ""));
	if (!Number.isFinite(amount)) {
		errors.push(`${column} must be an amount in rupees, not "${value}"`);
		return undefined;
	}
	return amount;
}

function wholeNumber(value: string, column: string, errors: string[]): number | undefined {
	const count = Number(value.replace(/[,\s]/g, ""));
	if (!Number.isInteger(count)) {
		errors.push(`${column} must be a whole number, not "${value}"`);
		return undefined;
	}
	return count;
}

type VariantInput = AdminProductInput["variants"][number];

/**
 * The variant columns an import reads, each onto one field of the product form's variant: how a cell
 * is read and how a value is shown in the report. A new column is one more entry here (and in
 * PRODUCT_CSV_COLUMNS, and the export).
 */
const VARIANT_COLUMNS: {
	column: Column;
	key: keyof VariantInput;
	read: (text: string, column: string, errors: string[]) => VariantInput[keyof VariantInput] | undefined;
	show: (value: unknown) => string;
}[] = [
	{ column: "size", key: "size", read: (text) => text, show: String },
	{ column: "color", key: "color", read: (text) => text, show: String },
	{ column: "price", key: "price", read: rupees, show: (value) => `₹${value}` },
	{ column: "mrp", key: "mrp", read: rupees, show: (value) => `₹${value}` },
	{ column: "variant_active", key: "active", read: flag, show: (value) => yesNo(Boolean(value)) },
	// a parcel's weight and box (issue 25): the schema checks their range
	{ column: "weight_grams", key: "weight_grams", read: wholeNumber, show: String },
	{ column: "box_length_cm", key: "box_length_cm", read: wholeNumber, show: String },
	{ column: "box_breadth_cm", key: "box_breadth_cm", read: wholeNumber, show: String },
	{ column: "box_height_cm", key: "box_height_cm", read: wholeNumber, show: String },
];

/** When a stock count of a file no longer holds: the time in India, as the console shows it. */
function indiaTime(at: Date): string {
	const india = new Date(at.getTime() + IST_OFFSET_MS);
	const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
	const pad = (n: number) => String(n).padStart(2, "0");
	return `${india.getUTCDate()} ${months[india.getUTCMonth()]} ${india.getUTCFullYear()}, ${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())} IST`;
}

/** What the import needs from outside the catalogue: when each variant was last sold (the orders'). */
export type ImportContext = { lastSaleOf: (db: Db, variantIds: number[]) => Promise<Map<number, Date>> };

type ProductValues = {
	name?: string;
	category_id?: number;
	subcategory_id?: number;
	brand_id?: number;
	featured?: boolean;
	active?: boolean;
	age_groups?: string[];
};
const PRODUCT_COLUMNS: { column: Column; key: keyof ProductValues }[] = [
	{ column: "product_name", key: "name" },
	{ column: "category", key: "category_id" },
	{ column: "subcategory", key: "subcategory_id" },
	{ column: "brand", key: "brand_id" },
	{ column: "featured", key: "featured" },
	{ column: "product_active", key: "active" },
	{ column: "age_groups", key: "age_groups" },
];

/**
 * Checks and (unless `dryRun`) applies a products CSV within `db`, the caller's transaction. Answers
 * the report when it was applied; throws ImportNotApplied with the report otherwise, so that the
 * caller's transaction rolls back whatever the checking wrote.
 */
export async function importProductsCsv(
	db: Db,
	text: string,
	dryRun: boolean,
	context: ImportContext,
): Promise<AdminProductImportReport> {
	const report: AdminProductImportReport = {
		dry_run: dryRun,
		applied: false,
		products_created: 0,
		products_updated: 0,
		products_unchanged: 0,
		variants_created: 0,
		variants_updated: 0,
		variants_unchanged: 0,
		lines_refused: 0,
		changes_by_field: {},
		columns: [],
		rows: [],
		errors: [],
	};
	const cells = parseCsv(text);
	const header = (cells[0] ?? []).map((name) => name.trim().toLowerCase());
	const known = new Set<string>(PRODUCT_CSV_COLUMNS);
	const strangers = header.filter((name) => name !== "" && !known.has(name));
	const columns = PRODUCT_CSV_COLUMNS.filter((column) => header.includes(column));
	report.columns = [...columns];
	if (cells.length === 0) report.errors.push("The file is empty: export the products to see the columns it takes");
	else if (!header.includes("sku")) report.errors.push("The header lacks the column sku");
	else if (strangers.length > 0)
		report.errors.push(
			`The header has column${strangers.length > 1 ? "s" : ""} the import does not know: ${strangers.join(", ")}`,
		);
	else if (cells.length - 1 > PRODUCT_CSV_MAX_ROWS) {
		report.errors.push(`A file can hold at most ${PRODUCT_CSV_MAX_ROWS} lines; this one has ${cells.length - 1}`);
	} else if (cells.length === 1) report.errors.push("The file has a header but no lines");
	if (report.errors.length > 0) throw new ImportNotApplied(report);

	const lines: Line[] = cells
		.slice(1)
		.map((row, index) => {
			const line: Line = { line: index + 2 };
			for (const column of columns) line[column] = cellText(row[header.indexOf(column)] ?? "");
			return line;
		})
		.filter((line) => columns.some((column) => (line[column] ?? "") !== ""));
	const choices = await adminCatalogueChoices(db);
	const byName = <T extends { name: string }>(rows: T[], name: string) =>
		rows.find((row) => row.name.toLowerCase() === name.toLowerCase());
	const cell = (line: Line, column: Column) => line[column] ?? "";

	// a product's lines: by its id, by the product of the line's SKU, or (a new product) by name and category
	const skuOwners = new Map(
		(
			await variantsBySku(
				db,
				lines.map((line) => cell(line, "sku")).filter((sku) => sku !== ""),
			)
		).map((row) => [row.sku.toLowerCase(), row.productId]),
	);
	const groups = new Map<string, Line[]>();
	for (const line of lines) {
		const owner = skuOwners.get(cell(line, "sku").toLowerCase());
		const key = cell(line, "product_id")
			? `id:${cell(line, "product_id")}`
			: owner !== undefined
				? `id:${owner}`
				: `new:${cell(line, "product_name").toLowerCase()}|${cell(line, "category").toLowerCase()}`;
		groups.set(key, [...(groups.get(key) ?? []), line]);
	}

	for (const [key, group] of groups) {
		const rowErrors = new Map<Line, string[]>(group.map((line) => [line, []]));
		const rowChanges = new Map<Line, AdminImportChange[]>(group.map((line) => [line, []]));
		const toAll = (message: string) => {
			for (const line of group) rowErrors.get(line)?.push(message);
		};
		const idText = key.startsWith("id:") ? key.slice(3) : undefined;
		const productId = idText === undefined ? undefined : Number(idText);
		const existing =
			productId === undefined
				? undefined
				: Number.isInteger(productId) && productId > 0
					? await adminProductDetail(db, productId).catch(() => undefined)
					: undefined;
		if (productId !== undefined && !existing) toAll(`There is no product ${idText}`);

		// the product's fields: each line that carries one is read and checked; lines must agree
		const productValues: ProductValues = {};
		const carriedBy = new Map<keyof ProductValues, Line>();
		for (const line of group) {
			const errors = rowErrors.get(line) as string[];
			const values: ProductValues = {};
			if (cell(line, "product_name")) values.name = cell(line, "product_name");
			const categoryName = cell(line, "category");
			const category = categoryName ? byName(choices.categories, categoryName) : undefined;
			if (categoryName && !category) errors.push(`There is no category "${categoryName}"`);
			if (category) values.category_id = category.id;
			const subcategoryName = cell(line, "subcategory");
			if (subcategoryName) {
				const categoryId = category?.id ?? (categoryName ? undefined : existing?.category_id);
				const subcategory = choices.subcategories.find(
					(row) => row.category_id === categoryId && row.name.toLowerCase() === subcategoryName.toLowerCase(),
				);
				const categoryLabel = choices.categories.find((row) => row.id === categoryId)?.name;
				if (subcategory) values.subcategory_id = subcategory.id;
				else if (categoryLabel) errors.push(`There is no subcategory "${subcategoryName}" in ${categoryLabel}`);
				else if (!categoryName) errors.push(`subcategory "${subcategoryName}" needs its category`);
			}
			const brandName = cell(line, "brand");
			const brand = brandName ? byName(choices.brands, brandName) : undefined;
			if (brandName && !brand) errors.push(`There is no brand "${brandName}"`);
			if (brand) values.brand_id = brand.id;
			if (cell(line, "featured")) values.featured = flag(cell(line, "featured"), "featured", errors);
			if (cell(line, "product_active")) values.active = flag(cell(line, "product_active"), "product_active", errors);
			if (cell(line, "age_groups"))
				values.age_groups = cell(line, "age_groups")
					.split("|")
					.map((age) => age.trim());
			for (const { column, key: field } of PRODUCT_COLUMNS) {
				const value = values[field];
				if (value === undefined) continue;
				const first = carriedBy.get(field);
				if (!first) {
					carriedBy.set(field, line);
					Object.assign(productValues, { [field]: value });
				} else if (
					JSON.stringify(productValues[field]).toLowerCase() !== JSON.stringify(value).toLowerCase() ||
					(field !== "name" && JSON.stringify(productValues[field]) !== JSON.stringify(value))
				) {
					errors.push(
						`${column} "${cell(line, column)}" differs from line ${first.line} ("${cell(first, column)}") of the same product`,
					);
				}
			}
		}
		const productInput = {
			name: productValues.name ?? existing?.name ?? "",
			category_id: productValues.category_id ?? existing?.category_id ?? 0,
			subcategory_id: productValues.subcategory_id ?? existing?.subcategory_id ?? 0,
			brand_id: productValues.brand_id ?? existing?.brand_id ?? 0,
			featured: productValues.featured ?? existing?.featured ?? false,
			active: productValues.active ?? existing?.active ?? true,
			age_groups: productValues.age_groups ?? existing?.age_groups ?? [],
		};
		if (!existing && productId === undefined) {
			for (const column of ["product_name", "category", "subcategory", "brand"] as const) {
				if (!group.some((line) => cell(line, column))) toAll(`A new product needs its ${column}`);
			}
		}
		if (existing) {
			const shown: Record<keyof ProductValues, (value: ProductValues) => string> = {
				name: (v) => v.name ?? "",
				category_id: (v) => choices.categories.find((row) => row.id === v.category_id)?.name ?? "",
				subcategory_id: (v) => choices.subcategories.find((row) => row.id === v.subcategory_id)?.name ?? "",
				brand_id: (v) => choices.brands.find((row) => row.id === v.brand_id)?.name ?? "",
				featured: (v) => yesNo(Boolean(v.featured)),
				active: (v) => yesNo(Boolean(v.active)),
				age_groups: (v) => (v.age_groups ?? []).join("|"),
			};
			for (const { column, key: field } of PRODUCT_COLUMNS) {
				const line = carriedBy.get(field);
				if (!line) continue;
				const before = shown[field](existing);
				const after = shown[field](productInput);
				if (before !== after) rowChanges.get(line)?.push({ field: column, before, after });
			}
		}

		// the product's variants as they are, each line's SKU updating one or adding one
		const variants: VariantInput[] = (existing?.variants ?? []).map((variant) => ({
			id: variant.id,
			size: variant.size,
			color: variant.color,
			price: variant.price,
			mrp: variant.mrp,
			stock: variant.stock,
			sku: variant.sku,
			active: variant.active,
			description_html: variant.description_html,
			specifications_html: variant.specifications_html,
			weight_grams: variant.weight_grams,
			box_length_cm: variant.box_length_cm,
			box_breadth_cm: variant.box_breadth_cm,
			box_height_cm: variant.box_height_cm,
		}));
		const lastSales = await context.lastSaleOf(
			db,
			variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])),
		);
		const lineOfVariant = new Map<number, Line>();
		const stockAdds: { id: number; add: number }[] = [];
		for (const line of group) {
			const errors = rowErrors.get(line) as string[];
			const changes = rowChanges.get(line) as AdminImportChange[];
			const sku = cell(line, "sku");
			if (!sku) errors.push("sku is empty: every line needs its variant's SKU");
			const index = sku ? variants.findIndex((variant) => variant.sku.toLowerCase() === sku.toLowerCase()) : -1;
			const base = index === -1 ? undefined : variants[index];
			const variant: VariantInput = {
				...(base ?? {
					size: "",
					color: "",
					price: Number.NaN,
					mrp: Number.NaN,
					stock: 0,
					active: true,
					description_html: "",
					specifications_html: "",
				}),
				sku: base?.sku ?? sku,
			};
			for (const { column, key: field, read, show } of VARIANT_COLUMNS) {
				const text = cell(line, column);
				if (text === "") continue;
				const value = read(text, column, errors);
				if (value === undefined) continue;
				if (base && show(base[field]) !== show(value)) {
					changes.push({ field: column, before: show(base[field]), after: show(value) });
				}
				Object.assign(variant, { [field]: value });
			}

			// stock: only from stock_set (a count as of exported_at) or stock_add (a change)
			const setText = cell(line, "stock_set");
			const addText = cell(line, "stock_add");
			if (setText && addText) errors.push("stock_set and stock_add are both filled: fill one");
			else if (setText) {
				const count = wholeNumber(setText, "stock_set", errors);
				const exportedText = cell(line, "exported_at");
				const exportedAt = exportedText ? new Date(exportedText) : undefined;
				const lastSale = base?.id === undefined ? undefined : lastSales.get(base.id);
				if (count !== undefined && count < 0) errors.push("stock_set cannot be below 0");
				else if (count !== undefined && base) {
					if (!exportedAt || Number.isNaN(exportedAt.getTime()))
						errors.push(
							"stock_set needs the time the count was taken in exported_at (an export has it): without it, sales since cannot be told apart",
						);
					else if (lastSale && lastSale.getTime() > exportedAt.getTime())
						errors.push(
							`stock_set refused: the file is from ${indiaTime(exportedAt)}, and this variant sold since (last at ${indiaTime(lastSale)}), so the count no longer holds. Export again, or use stock_add`,
						);
					else if (count !== base.stock) {
						changes.push({ field: "stock", before: String(base.stock), after: String(count) });
						variant.stock = count;
					}
				} else if (count !== undefined) variant.stock = count;
			} else if (addText) {
				const add = wholeNumber(addText, "stock_add", errors);
				if (add !== undefined && add !== 0) {
					const before = base?.stock ?? 0;
					if (before + add < 0) errors.push(`stock_add ${add} would take stock below 0 (it is ${before})`);
					else {
						changes.push({
							field: "stock",
							before: String(before),
							after: `${before + add} (${add > 0 ? "+" : ""}${add})`,
						});
						if (base?.id !== undefined) stockAdds.push({ id: base.id, add });
						else variant.stock = add;
					}
				}
			} else if (!base && cell(line, "stock")) {
				errors.push("stock is never written from a file: put a new variant's opening stock in stock_set");
			}
			if (!base) {
				for (const column of ["size", "color", "price", "mrp"] as const)
					if (!cell(line, column)) errors.push(`A new variant needs its ${column}`);
			}

			if (index === -1) variants.push(variant);
			else variants[index] = variant;
			lineOfVariant.set(index === -1 ? variants.length - 1 : index, line);
			report.rows.push({
				line: line.line,
				sku,
				action: base ? (changes.length > 0 ? "update" : "unchanged") : "create",
				changes,
				errors,
			});
		}

		const input = adminProductInputSchema.safeParse({ ...productInput, variants });
		const wrong = (path: (string | number | symbol)[], message: string) => {
			if (path[0] === "variants" && typeof path[1] === "number") {
				const line = lineOfVariant.get(path[1]);
				const column = String(path[2] ?? "");
				const text = column ? `${column}: ${message}` : message;
				if (line) rowErrors.get(line)?.push(text);
				else toAll(`Variant ${variants[path[1]]?.sku ?? ""} (not in the file): ${message}`);
			} else {
				const column = PRODUCT_COLUMNS.find((entry) => entry.key === path[0])?.column;
				// a bad id is a name the checks above already reported
				if (column && !["category", "subcategory", "brand"].includes(column)) toAll(`${column}: ${message}`);
				else if (!column) toAll(message);
			}
		};
		if (!input.success) for (const issue of input.error.issues) wrong(issue.path, issue.message);

		const failed = () => group.some((line) => (rowErrors.get(line) as string[]).length > 0);
		const changed = !existing || group.some((line) => (rowChanges.get(line) as AdminImportChange[]).length > 0);
		if (!failed() && input.success && changed) {
			try {
				// a savepoint: a product refused by the database leaves the others' checks going
				await transaction(db, async (savepoint) => {
					if (existing) await updateProduct(savepoint, existing.id, input.data);
					else await createProduct(savepoint, input.data);
					for (const { id, add } of stockAdds) await setVariantStock(savepoint, id, { add });
				});
			} catch (error) {
				if (!(error instanceof AppError)) throw error;
				if (error.errors?.length)
					for (const field of error.errors)
						wrong(
							field.field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
							field.message,
						);
				else toAll(error.message);
			}
		}
		if (!failed()) {
			if (!existing) report.products_created += 1;
			else if (changed) report.products_updated += 1;
			else report.products_unchanged += 1;
		}
	}
	for (const row of report.rows) {
		if (row.errors.length > 0) {
			report.lines_refused += 1;
			continue;
		}
		if (row.action === "create") report.variants_created += 1;
		else if (row.action === "update") report.variants_updated += 1;
		else report.variants_unchanged += 1;
		for (const change of row.changes)
			report.changes_by_field[change.field] = (report.changes_by_field[change.field] ?? 0) + 1;
	}
	report.rows.sort((a, b) => a.line - b.line);
	if (dryRun || report.lines_refused > 0) throw new ImportNotApplied(report);
	return { ...report, applied: true };
}
