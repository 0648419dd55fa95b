import type { AdminProductImage } from "@pitara/shared";
import type { Db } from "../../../db/client.ts";
import { catalogueChanged, productListingTags } from "../../../lib/catalogue-changes.ts";
import { badRequest, notFound } from "../../../lib/errors.ts";
import { imageUrl } from "../../../lib/media.ts";
import {
	deleteImage,
	findImage,
	type ImageTableRow,
	imagesOfVariants,
	insertImage,
	productOfVariant,
	updateImage,
} from "./admin-products.repository.ts";

/**
 * A variant's pictures as the console manages them. The files are written
 * before (storeUploadedImage, by the route); these record them, in the
 * caller's transaction, and say the product changed (its cards and page
 * show its first picture), so the storefront's cache drops it at commit.
 */

export const toAdminImage = (row: ImageTableRow): AdminProductImage => ({
	id: row.id,
	image_url: imageUrl(row.path) as string,
	alt: row.alt,
	position: row.position,
});

async function productChanged(db: Db, variantId: number): Promise<void> {
	const product = await productOfVariant(db, variantId);
	if (!product) throw notFound("Variant not found", "VARIANT_NOT_FOUND");
	catalogueChanged(db, productListingTags(product));
}

/** Adds a stored picture (its base path) after a variant's others. */
export async function addVariantImage(db: Db, variantId: number, path: string, alt: string): Promise<ImageTableRow> {
	await productChanged(db, variantId);
	return insertImage(db, { variantId, path, alt });
}

/** Changes a picture's alt text. Answers it before and after. */
export async function changeImageAlt(db: Db, id: number, alt: string) {
	const before = await findImage(db, id);
	if (!before) throw notFound("Picture not found", "IMAGE_NOT_FOUND");
	const after = (await updateImage(db, id, { alt })) as ImageTableRow;
	await productChanged(db, before.variantId);
	return { before, after };
}

/** Puts a variant's pictures in this order (every one of its pictures' ids, once). */
export async function reorderVariantImages(db: Db, variantId: number, ids: number[]) {
	const before = await imagesOfVariants(db, [variantId]);
	const known = new Set(before.map((row) => row.id));
	if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
		throw badRequest("Send every picture of the variant once, in the new order");
	}
	for (const [position, id] of ids.entries()) await updateImage(db, id, { position });
	await productChanged(db, variantId);
	return { before, after: await imagesOfVariants(db, [variantId]) };
}

/** Removes a picture from its variant (the files stay: another product may show the same picture). */
export async function removeImage(db: Db, id: number): Promise<ImageTableRow> {
	const before = await findImage(db, id);
	if (!before) throw notFound("Picture not found", "IMAGE_NOT_FOUND");
	await deleteImage(db, id);
	await productChanged(db, before.variantId);
	return before;
}
