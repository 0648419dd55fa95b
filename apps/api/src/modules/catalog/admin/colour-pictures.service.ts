import { randomBytes } from "node:crypto";
import { type AdminProductInputParsed, type AdminStagedPicture, colourHolder, coloursOf } from "@pitara/shared";
import type { Db } from "../../../db/client.ts";
import { badRequest, type FieldError } from "../../../lib/errors.ts";
import { imageUrl } from "../../../lib/media.ts";
import {
	deleteImage,
	imagesOfVariants,
	insertImage,
	updateImage,
	variantsOfProduct,
} from "./admin-products.repository.ts";
import {
	deleteExpiredStagedPictures,
	deleteStagedPictures,
	insertStagedPicture,
	stagedPicturesByToken,
} from "./staged-pictures.repository.ts";

/**
 * Pictures per colour (decision 066). A colour's pictures are kept on its holder (`colourHolder` in
 * packages/shared: its first size on sale), so the one picture rule (`variantImages`) shows them for
 * every size of the colour without pictures of its own, on every surface, with no second rule. Pictures
 * can be uploaded before the product exists: a staged upload, owned by its uploader for STAGED_FOR_MS,
 * that the product's save attaches by its token in the product's transaction.
 */

/** How long a staged upload waits for its product's save. */
export const STAGED_FOR_MS = 24 * 60 * 60 * 1000;

/** Records a picture already stored (storeUploadedImage) as a staged upload of this staff member; removes expired ones. */
export async function stagePicture(
	db: Db,
	staffId: number,
	path: string,
	now = new Date(),
): Promise<AdminStagedPicture & { expired_removed: number }> {
	const expiredRemoved = await deleteExpiredStagedPictures(db, now);
	const row = await insertStagedPicture(db, {
		token: randomBytes(18).toString("base64url"),
		staffId,
		path,
		expiresAt: new Date(now.getTime() + STAGED_FOR_MS),
	});
	return {
		token: row.token,
		image_url: imageUrl(row.path) as string,
		expires_at: row.expiresAt.toISOString(),
		expired_removed: expiredRemoved,
	};
}

type ColourLists = NonNullable<AdminProductInputParsed["colour_pictures"]>;

/**
 * Makes each listed colour's pictures exactly its list, in order, on the colour's holder (db: the product's
 * transaction, after its variants are written): saved pictures of the product are moved and re-ordered, staged
 * uploads of this staff member become pictures, pictures the holder had that the list leaves out are removed.
 * A token that is unknown, expired or another staff member's, or an image id of another product, is refused
 * with a field error and nothing is written. A colour not listed whose holder changed (its first size was
 * hidden) has its pictures moved to the new holder, so shoppers keep seeing them.
 */
export async function saveColourPictures(
	db: Db,
	productId: number,
	lists: ColourLists | undefined,
	staffId: number | undefined,
	before: readonly { id: number; color: string; active: boolean }[] = [],
	now = new Date(),
): Promise<void> {
	const variantRows = await variantsOfProduct(db, productId);
	const images = await imagesOfVariants(
		db,
		variantRows.map((row) => row.id),
	);
	const listed = lists ?? [];
	const tokens = listed.flatMap((entry) => entry.pictures.flatMap((picture) => (picture.token ? [picture.token] : [])));
	const staged = new Map((await stagedPicturesByToken(db, tokens)).map((row) => [row.token, row]));
	const errors: FieldError[] = [];
	listed.forEach((entry, index) => {
		entry.pictures.forEach((picture, place) => {
			const field = `colour_pictures.${index}.pictures.${place}`;
			if (picture.image_id !== undefined && !images.some((image) => image.id === picture.image_id)) {
				errors.push({
					field,
					message: `Picture ${place + 1} of ${entry.colour} is not one of this product's pictures`,
				});
			}
			if (picture.token === undefined) return;
			const upload = staged.get(picture.token);
			if (!upload) {
				errors.push({
					field,
					message: `Picture ${place + 1} of ${entry.colour} was not found (it may have been saved already): add it again`,
				});
			} else if (upload.staffId !== staffId) {
				errors.push({
					field,
					message: `Picture ${place + 1} of ${entry.colour} was uploaded by another member of staff: add it again`,
				});
			} else if (upload.expiresAt.getTime() <= now.getTime()) {
				errors.push({
					field,
					message: `Picture ${place + 1} of ${entry.colour} was uploaded more than 24 hours ago and has expired: add it again`,
				});
			}
		});
	});
	if (errors.length > 0) throw badRequest((errors[0] as FieldError).message, errors, "PICTURE_REFUSED");

	// a saved picture listed under any colour stays (it may move from one colour to another)
	const kept = new Set(
		listed.flatMap((entry) =>
			entry.pictures.flatMap((picture) => (picture.image_id === undefined ? [] : [picture.image_id])),
		),
	);
	for (const entry of listed) {
		const holder = colourHolder(variantRows, entry.colour);
		if (!holder) continue; // the body's check says every listed colour has a variant
		// the colour's pictures were its holder's, which may have been another size before this save
		const holders = new Set([holder.id, colourHolder(before, entry.colour)?.id]);
		for (const image of images) {
			if (holders.has(image.variantId) && !kept.has(image.id)) await deleteImage(db, image.id);
		}
		for (const [position, picture] of entry.pictures.entries()) {
			if (picture.image_id !== undefined) {
				await updateImage(db, picture.image_id, { variantId: holder.id, position, alt: picture.alt });
			} else {
				const upload = staged.get(picture.token as string);
				if (!upload) continue;
				const row = await insertImage(db, { variantId: holder.id, path: upload.path, alt: picture.alt });
				await updateImage(db, row.id, { position });
			}
		}
	}
	await deleteStagedPictures(
		db,
		[...staged.values()].map((row) => row.id),
	);

	// a colour left as it is, whose holder changed: its pictures follow the holder
	for (const colour of coloursOf(variantRows)) {
		if (listed.some((entry) => entry.colour.trim().toLowerCase() === colour.toLowerCase())) continue;
		const was = colourHolder(before, colour);
		const holder = colourHolder(variantRows, colour);
		if (!was || !holder || was.id === holder.id) continue;
		const theirs = images.filter((image) => image.variantId === was.id);
		if (theirs.length === 0 || images.some((image) => image.variantId === holder.id)) continue;
		for (const image of theirs) await updateImage(db, image.id, { variantId: holder.id });
	}
}
