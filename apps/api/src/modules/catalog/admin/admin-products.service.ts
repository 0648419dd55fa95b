import {
	type AdminCatalogueChoices,
	type AdminProductDetail,
	type AdminProductInputParsed,
	type AdminProductRow,
	AGE_GROUPS,
	colourHolder,
	coloursOf,
	paiseToRupees,
	productHref,
	rupeesToPaise,
	slugify,
} from "@pitara/shared";
import type { Db } from "../../../db/client.ts";
import { catalogueChanged, productListingTags } from "../../../lib/catalogue-changes.ts";
import { foreignKeyViolation, uniqueViolation } from "../../../lib/db-errors.ts";
import { badRequest, conflict, type FieldError, notFound } from "../../../lib/errors.ts";
import { imageUrl } from "../../../lib/media.ts";
import { sanitizeProductHtml } from "../../../lib/sanitize-html.ts";
import { firstImagesOf } from "../store/products.repository.ts";
import { setVariantStock } from "../variants/stock.repository.ts";
import { setVariantPrice } from "../variants/variants.repository.ts";
import {
	type AdminProductFilters,
	allTaxonomy,
	deleteProductRow,
	findAdminProduct,
	imagesOfVariants,
	insertProduct,
	insertVariants,
	listAdminProducts,
	type ProductTableRow,
	parkVariantKeys,
	productRow,
	slugsLike,
	taxonomyOf,
	updateProductRow,
	updateVariantRow,
	type VariantValues,
	variantsBySku,
	variantsOfProduct,
} from "./admin-products.repository.ts";
import { saveColourPictures } from "./colour-pictures.service.ts";

/**
 * The console's catalogue writes: a product with all of its variants,
 * created or changed in one go, hidden or shown, deleted only if never
 * ordered. Each takes a `Db` that is the caller's transaction (the admin
 * route's `audited()`), sanitises description and specification HTML with
 * the storefront's rules, and says what it changed (catalogueChanged), so
 * the storefront's cache answers the change on the next request after commit.
 */

/** One page of the console's product list. */
export async function adminProductPage(
	db: Db,
	filters: AdminProductFilters,
	window: { page: number; pageSize: number },
): Promise<{ rows: AdminProductRow[]; total: number }> {
	const { rows, total } = await listAdminProducts(db, filters, window);
	const images = await firstImagesOf(
		db,
		rows.map((row) => row.id),
	);
	return {
		total,
		rows: rows.map((row) => ({
			id: row.id,
			name: row.name,
			slug: row.slug,
			category: row.category,
			subcategory: row.subcategory,
			brand: row.brand,
			featured: row.featured,
			active: row.active,
			publish_at: row.publishAt?.toISOString() ?? null,
			variants: row.variants,
			stock: row.stock,
			min_price: paiseToRupees(row.minPrice),
			image_url: imageUrl(images.get(row.id)),
			updated_at: row.updatedAt.toISOString(),
		})),
	};
}

/**
 * A product as the console edits it: every variant (hidden ones too) with its
 * HTML and pictures. Whether it was ever ordered is the orders' to say: the
 * console's routes add it (admin/products.routes.ts).
 */
export type CatalogProductDetail = Omit<AdminProductDetail, "ordered">;

export async function adminProductDetail(db: Db, id: number): Promise<CatalogProductDetail> {
	const product = await findAdminProduct(db, id);
	if (!product) throw notFound("Product not found", "PRODUCT_NOT_FOUND");
	const variantRows = await variantsOfProduct(db, id);
	const images = await imagesOfVariants(
		db,
		variantRows.map((variant) => variant.id),
	);
	return {
		id: product.id,
		name: product.name,
		slug: product.slug,
		category_id: product.categoryId,
		category: product.category,
		subcategory_id: product.subcategoryId,
		subcategory: product.subcategory,
		brand_id: product.brandId,
		brand: product.brand,
		featured: product.featured,
		age_groups: product.ageGroups,
		active: product.active,
		publish_at: product.publishAt?.toISOString() ?? null,
		warranty: product.warranty ?? "",
		name_hi: product.nameHi ?? "",
		short_description_hi: product.shortDescriptionHi ?? "",
		description_hi: product.descriptionHi ?? "",
		storefront_path: productHref(product.category, product.slug),
		updated_at: product.updatedAt.toISOString(),
		variants: variantRows.map((variant) => ({
			id: variant.id,
			size: variant.size,
			color: variant.color,
			price: paiseToRupees(variant.price),
			mrp: paiseToRupees(variant.mrp),
			stock: variant.stock,
			sku: variant.sku,
			active: variant.active,
			description_html: variant.descriptionHtml,
			specifications_html: variant.specificationsHtml,
			weight_grams: variant.weightGrams,
			box_length_cm: variant.boxLengthCm,
			box_breadth_cm: variant.boxBreadthCm,
			box_height_cm: variant.boxHeightCm,
			images: images
				.filter((image) => image.variantId === variant.id)
				.map((image) => ({
					id: image.id,
					image_url: imageUrl(image.path) as string,
					alt: image.alt,
					position: image.position,
				})),
		})),
	};
}

/** What the audit log keeps of a product: the detail without what only describes the moment. */
export function auditProduct(detail: CatalogProductDetail) {
	const { updated_at: _updated, storefront_path: _path, ...rest } = detail;
	return {
		...rest,
		variants: rest.variants.map(({ images, ...variant }) => ({ ...variant, images: images.length })),
		// each colour's pictures (decision 066), so a change of them shows in the log
		colour_pictures: coloursOf(rest.variants).map((colour) => ({
			colour,
			pictures: (colourHolder(rest.variants, colour)?.images ?? []).map((image) => ({
				id: image.id,
				file: image.image_url.replace(/^.*\//, "").replace(/-\d+\.webp$/, ""),
				alt: image.alt,
			})),
		})),
	};
}

/** The selects of the product form: every category, subcategory and brand, shown or not. */
export async function adminCatalogueChoices(db: Db): Promise<AdminCatalogueChoices> {
	const { categoryRows, subcategoryRows, brandRows } = await allTaxonomy(db);
	return {
		categories: categoryRows.map((row) => ({ id: row.id, name: row.name, active: row.status === 1 })),
		subcategories: subcategoryRows.map((row) => ({
			id: row.id,
			category_id: row.categoryId,
			name: row.name,
			active: row.status === 1,
		})),
		brands: brandRows.map((row) => ({ id: row.id, name: row.name, active: row.status === 1 })),
		age_groups: [...AGE_GROUPS],
	};
}

/** Checks the taxonomy ids and answers their names; a 400 on the field that is wrong. */
async function checkedTaxonomy(db: Db, input: AdminProductInputParsed) {
	const found = await taxonomyOf(db, {
		categoryId: input.category_id,
		subcategoryId: input.subcategory_id,
		brandId: input.brand_id,
	});
	const errors: FieldError[] = [];
	if (!found.category) errors.push({ field: "category_id", message: "No such category" });
	if (!found.subcategory) errors.push({ field: "subcategory_id", message: "No such subcategory" });
	else if (found.subcategory.categoryId !== input.category_id) {
		errors.push({ field: "subcategory_id", message: "This subcategory belongs to another category" });
	}
	if (!found.brand) errors.push({ field: "brand_id", message: "No such brand" });
	const [first] = errors;
	if (first) throw badRequest(first.message, errors);
	return {
		category: found.category?.name ?? "",
		subcategory: found.subcategory?.name ?? "",
		brand: found.brand?.name ?? "",
	};
}

/**
 * Refuses SKUs that another product's variant already has. A SKU held by another variant of the
 * product being edited is free to take: that variant is in the same save (every variant must be)
 * with a SKU of its own, as the input's SKUs are distinct, so two variants may swap SKUs.
 */
async function checkSkus(db: Db, input: AdminProductInputParsed, productId: number | undefined): Promise<void> {
	const owners = await variantsBySku(
		db,
		input.variants.map((variant) => variant.sku),
	);
	const errors: FieldError[] = [];
	input.variants.forEach((variant, index) => {
		const owner = owners.find((row) => row.sku === variant.sku);
		if (owner && owner.productId !== productId) {
			errors.push({ field: `variants.${index}.sku`, message: `SKU ${variant.sku} is already used by another variant` });
		}
	});
	const [first] = errors;
	if (first) throw conflict(first.message, "SKU_TAKEN", errors);
}

/** A slug unique within the category: the name's, then -2, -3 ... */
async function uniqueSlug(db: Db, categoryId: number, name: string, exceptProductId?: number): Promise<string> {
	const base = slugify(name) || "product";
	const taken = new Set(await slugsLike(db, categoryId, base, exceptProductId));
	let slug = base;
	for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
	return slug;
}

/** The words the storefront's search matches besides the name: brand, category, subcategory, colours. */
function searchKeywordsOf(names: { brand: string; category: string; subcategory: string }, colours: string[]): string {
	const words = new Set<string>();
	for (const word of [names.brand, names.category, names.subcategory, ...colours]) words.add(word.toLowerCase());
	return [...words].join(" ");
}

function variantValues(input: AdminProductInputParsed["variants"][number], position: number): VariantValues {
	return {
		size: input.size,
		color: input.color,
		price: rupeesToPaise(input.price),
		mrp: rupeesToPaise(input.mrp),
		stock: input.stock,
		sku: input.sku,
		active: input.active,
		descriptionHtml: sanitizeProductHtml(input.description_html),
		specificationsHtml: sanitizeProductHtml(input.specifications_html),
		weightGrams: input.weight_grams,
		boxLengthCm: input.box_length_cm,
		boxBreadthCm: input.box_breadth_cm,
		boxHeightCm: input.box_height_cm,
		position,
	};
}

/** A unique violation the checks above could not see coming (two staff at once) as a clear 409. */
async function withUniqueMessages<T>(run: () => Promise<T>): Promise<T> {
	try {
		return await run();
	} catch (error) {
		const constraint = uniqueViolation(error);
		if (constraint === "variants_sku_unique") throw conflict("A SKU is already used by another variant", "SKU_TAKEN");
		if (constraint === "variants_product_size_color_unique") {
			throw conflict("Two variants have the same size and colour", "VARIANT_TAKEN");
		}
		if (constraint !== null) throw conflict("Another product already has this name in the category");
		throw error;
	}
}

function sayProductChanged(db: Db, ...rows: ProductTableRow[]): void {
	catalogueChanged(db, [...new Set(rows.flatMap((row) => productListingTags(row)))]);
}

/** Creates a product with its variants (db: the caller's transaction). Answers the new product's detail. */
export async function createProduct(
	db: Db,
	input: AdminProductInputParsed,
	/** the staff member saving: their staged uploads may be attached (decision 066) */
	staffId?: number,
): Promise<CatalogProductDetail> {
	const names = await checkedTaxonomy(db, input);
	if (input.variants.some((variant) => variant.id !== undefined)) {
		throw badRequest("A new product's variants have no id yet");
	}
	await checkSkus(db, input, undefined);
	return withUniqueMessages(async () => {
		const product = await insertProduct(db, {
			...productValues(input, names),
			slug: await uniqueSlug(db, input.category_id, input.name),
		});
		await insertVariants(db, product.id, input.variants.map(variantValues));
		await saveColourPictures(db, product.id, input.colour_pictures, staffId);
		sayProductChanged(db, product);
		return adminProductDetail(db, product.id);
	});
}

/** The product row's columns from the form (all but the slug, which depends on create or edit). */
function productValues(input: AdminProductInputParsed, names: Awaited<ReturnType<typeof checkedTaxonomy>>) {
	return {
		name: input.name,
		categoryId: input.category_id,
		subcategoryId: input.subcategory_id,
		brandId: input.brand_id,
		featured: input.featured,
		ageGroups: input.age_groups,
		active: input.active,
		...(input.publish_at !== undefined ? { publishAt: input.publish_at ? new Date(input.publish_at) : null } : {}),
		...(input.warranty !== undefined ? { warranty: input.warranty || null } : {}),
		// Hindi beside the English (decision 061): "" clears it, the description is sanitised as the English is
		...(input.name_hi !== undefined ? { nameHi: input.name_hi || null } : {}),
		...(input.short_description_hi !== undefined ? { shortDescriptionHi: input.short_description_hi || null } : {}),
		...(input.description_hi !== undefined
			? { descriptionHi: input.description_hi ? sanitizeProductHtml(input.description_hi) || null : null }
			: {}),
		searchKeywords: searchKeywordsOf(
			names,
			input.variants.map((variant) => variant.color),
		),
	};
}

/**
 * Changes a product and its variants (db: the caller's transaction). Every
 * existing variant is sent back with its id (hide one with active false; a
 * variant is never deleted, orders point at it); variants without an id are
 * new. Answers the product before and after.
 */
export async function updateProduct(
	db: Db,
	id: number,
	input: AdminProductInputParsed,
	/** the staff member saving: their staged uploads may be attached (decision 066) */
	staffId?: number,
): Promise<{ before: CatalogProductDetail; after: CatalogProductDetail }> {
	const current = await findAdminProduct(db, id, { lock: true });
	if (!current) throw notFound("Product not found", "PRODUCT_NOT_FOUND");
	const before = await adminProductDetail(db, id);
	const names = await checkedTaxonomy(db, input);
	const existing = new Set(before.variants.map((variant) => variant.id));
	const sent = new Set(input.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])));
	const stranger = [...sent].find((variantId) => !existing.has(variantId));
	if (stranger !== undefined) throw badRequest(`Variant ${stranger} is not a variant of this product`);
	const missing = before.variants.find((variant) => !sent.has(variant.id));
	if (missing) {
		throw badRequest(
			`Variant ${missing.sku} is missing: send every variant; hide one (active false) rather than leaving it out`,
		);
	}
	await checkSkus(db, input, id);

	return withUniqueMessages(async () => {
		const slug =
			input.category_id === current.categoryId ? current.slug : await uniqueSlug(db, input.category_id, input.name, id);
		await updateProductRow(db, id, { ...productValues(input, names), slug });
		// Two variants that swap size and colour (or SKU) would each clash with the other's row for a
		// moment, and unique indexes are checked row by row: first move the changing keys out of the way.
		const previous = new Map(before.variants.map((variant) => [variant.id, variant]));
		await parkVariantKeys(
			db,
			input.variants.flatMap((variant) => {
				const was = variant.id === undefined ? undefined : previous.get(variant.id);
				return was && (was.size !== variant.size || was.color !== variant.color || was.sku !== variant.sku)
					? [was.id]
					: [];
			}),
		);
		const positions = new Map((await variantsOfProduct(db, id)).map((row) => [row.id, row.position]));
		const fresh: VariantValues[] = [];
		for (const [position, variant] of input.variants.entries()) {
			if (variant.id === undefined) fresh.push(variantValues(variant, position));
			else {
				const { price, mrp, stock, ...rest } = variantValues(variant, position);
				// the one write path of each, only for what the form changes (an import sends every line)
				const was = previous.get(variant.id);
				const wasPosition = positions.get(variant.id);
				if (
					!was ||
					was.size !== rest.size ||
					was.color !== rest.color ||
					was.sku !== rest.sku ||
					was.active !== rest.active ||
					was.description_html !== rest.descriptionHtml ||
					was.specifications_html !== rest.specificationsHtml ||
					was.weight_grams !== rest.weightGrams ||
					was.box_length_cm !== rest.boxLengthCm ||
					was.box_breadth_cm !== rest.boxBreadthCm ||
					was.box_height_cm !== rest.boxHeightCm ||
					wasPosition !== position
				) {
					await updateVariantRow(db, variant.id, rest);
				}
				if (!was || rupeesToPaise(was.price) !== price || rupeesToPaise(was.mrp) !== mrp) {
					await setVariantPrice(db, variant.id, { price, mrp });
				}
				if (!was || was.stock !== stock) await setVariantStock(db, variant.id, { to: stock });
			}
		}
		await insertVariants(db, id, fresh);
		await saveColourPictures(db, id, input.colour_pictures, staffId, before.variants);
		const after = (await productRow(db, id)) as ProductTableRow;
		sayProductChanged(db, current, after);
		return { before, after: await adminProductDetail(db, id) };
	});
}

/** Shows or hides a product (its variants and orders stay). Answers it before and after. */
export async function setProductVisible(
	db: Db,
	id: number,
	active: boolean,
): Promise<{ before: CatalogProductDetail; after: CatalogProductDetail }> {
	const current = await findAdminProduct(db, id, { lock: true });
	if (!current) throw notFound("Product not found", "PRODUCT_NOT_FOUND");
	const before = await adminProductDetail(db, id);
	const after = await updateProductRow(db, id, { active });
	sayProductChanged(db, after);
	return { before, after: await adminProductDetail(db, id) };
}

/** What deleting a product that an order holds answers: orders keep what they sold. */
export const productOrdered = () =>
	conflict("This product has been ordered, so it cannot be deleted: hide it instead", "PRODUCT_ORDERED");

/**
 * Deletes a product (its variants, pictures and reviews go with it). Nothing
 * else may still point at its variants: the workflow that calls this
 * (workflows/delete-product.ts) first asks the orders and empties carts and
 * wishlists; an order placed in between is caught by its foreign key.
 */
export async function deleteProduct(db: Db, id: number): Promise<{ before: CatalogProductDetail }> {
	const current = await findAdminProduct(db, id, { lock: true });
	if (!current) throw notFound("Product not found", "PRODUCT_NOT_FOUND");
	const before = await adminProductDetail(db, id);
	try {
		await deleteProductRow(db, id);
	} catch (error) {
		if (foreignKeyViolation(error) !== null) throw productOrdered();
		throw error;
	}
	sayProductChanged(db, current);
	return { before };
}
