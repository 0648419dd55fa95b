import {
	type AdminProductImportReport,
	type AdminProductInput,
	adminProductInputSchema,
	PRODUCT_CSV_COLUMNS,
	PRODUCT_CSV_MAX_ROWS,
	PRODUCT_CSV_OPTIONAL_COLUMNS,
	paiseToRupees,
} from "@pitara/shared";
import type { Db } from "../../../db/client.ts";
import { parseCsv, toCsv } from "../../../lib/csv.ts";
import { AppError } from "../../../lib/errors.ts";
import { transaction } from "../../events/index.ts";
import { exportRows } from "./admin-products.repository.ts";
import { adminCatalogueChoices, adminProductDetail, createProduct, updateProduct } from "./admin-products.service.ts";

/**
 * Products and variants as CSV (PRODUCT_CSV_COLUMNS, one line per variant): exported for a
 * spreadsheet, imported back to create and update them by SKU. An import checks every line and
 * reports each refused one with why; it is written only when no line is refused and it is not a dry
 * run, in the caller's one transaction, so a bad line never leaves a product with half its variants.
 */

const yesNo = (value: boolean) => (value ? "yes" : "no");

export async function exportProductsCsv(db: Db): Promise<string> {
	const rows = await exportRows(db);
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

type Line = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> & { line: number };

function flag(value: string, fallback: boolean, column: string, errors: string[]): boolean {
	const text = value.trim().toLowerCase();
	if (text === "") return fallback;
	if (["yes", "true", "1", "y"].includes(text)) return true;
	if (["no", "false", "0", "n"].includes(text)) return false;
	errors.push(`${column} must be yes or no, not "${value}"`);
	return fallback;
}

/** What an absent optional column reads as (no cell can hold it: cells are trimmed text). */
const SIZE_KEPT = "\u0000kept";

/** A weight or box cell: empty clears it, absent keeps it, anything else is the number (checked by the schema). */
function size(value: string, kept: number | null | undefined): number | null {
	if (value === SIZE_KEPT) return kept ?? null;
	const text = value.trim();
	return text === "" ? null : Number(text);
}

function amount(value: string): number {
	const text = value.trim().replace(/[₹,\s]/g, "");
	return text === "" ? Number.NaN : Number(text);
}

const FIELD_NAMES: Record<string, string> = {
	name: "product_name",
	category_id: "category",
	subcategory_id: "subcategory",
	brand_id: "brand",
	age_groups: "age_groups",
};

/**
 * Checks and (unless `dryRun`) applies a products CSV within `db`, the caller's transaction. Answers
 * the report when it was applied; throws ImportNotApplied with the report otherwise, so that the
 * caller's transaction rolls back whatever the checking wrote.
 */
export async function importProductsCsv(db: Db, text: string, dryRun: boolean): Promise<AdminProductImportReport> {
	const report: AdminProductImportReport = {
		dry_run: dryRun,
		applied: false,
		products_created: 0,
		products_updated: 0,
		variants_created: 0,
		variants_updated: 0,
		rows: [],
		errors: [],
	};
	const cells = parseCsv(text);
	const header = (cells[0] ?? []).map((name) => name.trim().toLowerCase());
	const missing = PRODUCT_CSV_COLUMNS.filter(
		(column) => !header.includes(column) && !PRODUCT_CSV_OPTIONAL_COLUMNS.includes(column),
	);
	if (cells.length === 0) report.errors.push("The file is empty: export the products to see the columns it needs");
	else if (missing.length > 0)
		report.errors.push(`The header lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`);
	else if (cells.length - 1 > PRODUCT_CSV_MAX_ROWS) {
		report.errors.push(`A file can hold at most ${PRODUCT_CSV_MAX_ROWS} lines; this one has ${cells.length - 1}`);
	} else if (cells.length === 1) report.errors.push("The file has a header but no lines");
	if (report.errors.length > 0) throw new ImportNotApplied(report);

	const lines: Line[] = cells.slice(1).map((row, index) => {
		const line = { line: index + 2 } as Line;
		for (const column of PRODUCT_CSV_COLUMNS) {
			const at = header.indexOf(column);
			// an optional column the file lacks keeps what the variant has (SIZE_KEPT)
			line[column] = at === -1 ? SIZE_KEPT : (row[at] ?? "").trim();
		}
		return line;
	});
	const choices = await adminCatalogueChoices(db);
	const byName = <T extends { name: string }>(rows: T[], name: string) =>
		rows.find((row) => row.name.toLowerCase() === name.toLowerCase());

	// a product's lines: by its id, or (a new product) by name and category
	const groups = new Map<string, Line[]>();
	for (const line of lines) {
		const key = line.product_id
			? `id:${line.product_id}`
			: `new:${line.product_name.toLowerCase()}|${line.category.toLowerCase()}`;
		groups.set(key, [...(groups.get(key) ?? []), line]);
	}

	for (const group of groups.values()) {
		const first = group[0] as Line;
		const rowErrors = new Map<Line, string[]>(group.map((line) => [line, []]));
		const toAll = (message: string) => {
			for (const line of group) rowErrors.get(line)?.push(message);
		};
		const productId = first.product_id ? Number(first.product_id) : undefined;
		const existing =
			productId === undefined
				? undefined
				: Number.isInteger(productId) && productId > 0
					? await adminProductDetail(db, productId).catch(() => undefined)
					: undefined;
		if (productId !== undefined && !existing) toAll(`There is no product ${first.product_id}`);

		const category = byName(choices.categories, first.category);
		const subcategory = choices.subcategories.find(
			(row) => row.category_id === category?.id && row.name.toLowerCase() === first.subcategory.toLowerCase(),
		);
		const brand = byName(choices.brands, first.brand);
		if (!category) toAll(`There is no category "${first.category}"`);
		else if (!subcategory) toAll(`There is no subcategory "${first.subcategory}" in ${category.name}`);
		if (!brand) toAll(`There is no brand "${first.brand}"`);

		const productErrors: string[] = [];
		const featured = flag(first.featured, existing?.featured ?? false, "featured", productErrors);
		const active = flag(first.product_active, existing?.active ?? true, "product_active", productErrors);
		for (const message of productErrors) toAll(message);

		// the product's variants as they are, each line's SKU updating one or adding one
		const variants: AdminProductInput["variants"] = (existing?.variants ?? []).map((variant) => ({
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
		const lineOfVariant = new Map<number, Line>();
		for (const line of group) {
			const errors = rowErrors.get(line) as string[];
			const index = variants.findIndex((variant) => variant.sku.toLowerCase() === line.sku.toLowerCase());
			const base = index === -1 ? undefined : variants[index];
			const variant = {
				...(base ?? { description_html: "", specifications_html: "" }),
				size: line.size,
				color: line.color,
				price: amount(line.price),
				mrp: amount(line.mrp),
				stock: line.stock === "" ? Number.NaN : Number(line.stock),
				sku: line.sku,
				active: flag(line.variant_active, base?.active ?? true, "variant_active", errors),
				weight_grams: size(line.weight_grams, base?.weight_grams),
				box_length_cm: size(line.box_length_cm, base?.box_length_cm),
				box_breadth_cm: size(line.box_breadth_cm, base?.box_breadth_cm),
				box_height_cm: size(line.box_height_cm, base?.box_height_cm),
			};
			if (index === -1) variants.push(variant);
			else variants[index] = variant;
			lineOfVariant.set(index === -1 ? variants.length - 1 : index, line);
			report.rows.push({ line: line.line, sku: line.sku, action: base ? "update" : "create", errors });
		}

		const input = adminProductInputSchema.safeParse({
			name: first.product_name,
			category_id: category?.id ?? 0,
			subcategory_id: subcategory?.id ?? 0,
			brand_id: brand?.id ?? 0,
			featured,
			active,
			age_groups: first.age_groups === "" ? [] : first.age_groups.split("|").map((age) => age.trim()),
			variants,
		});
		const wrong = (path: (string | number | symbol)[], message: string) => {
			if (path[0] === "variants" && typeof path[1] === "number") {
				const line = lineOfVariant.get(path[1]);
				const column = String(path[2] ?? "");
				const text = column ? `${column === "color" ? "color" : column}: ${message}` : message;
				if (line) rowErrors.get(line)?.push(text);
				else toAll(`Variant ${variants[path[1]]?.sku ?? ""} (not in the file): ${message}`);
			} else {
				const column = FIELD_NAMES[String(path[0])];
				// a bad id is a name the checks above already reported
				if (column && !["category", "subcategory", "brand"].includes(column)) toAll(`${column}: ${message}`);
				else if (!column) toAll(message);
			}
		};
		if (!input.success) for (const issue of input.error.issues) wrong(issue.path, issue.message);

		const failed = () => group.some((line) => (rowErrors.get(line) as string[]).length > 0);
		if (!failed() && input.success) {
			try {
				// a savepoint: a product refused by the database leaves the others' checks going
				await transaction(db, async (savepoint) => {
					if (existing) await updateProduct(savepoint, existing.id, input.data);
					else await createProduct(savepoint, input.data);
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
			if (existing) report.products_updated += 1;
			else report.products_created += 1;
		}
	}
	for (const row of report.rows) {
		if (row.errors.length > 0) continue;
		if (row.action === "create") report.variants_created += 1;
		else report.variants_updated += 1;
	}
	report.rows.sort((a, b) => a.line - b.line);
	if (dryRun || report.rows.some((row) => row.errors.length > 0)) throw new ImportNotApplied(report);
	return { ...report, applied: true };
}
