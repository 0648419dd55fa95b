import { existsSync } from "node:fs";
import {
	adminBannerCreateSchema,
	adminBannerPictureSchema,
	adminBannerSchema,
	adminBannerUpdateSchema,
	adminContactListQuerySchema,
	adminContactUpdateSchema,
	adminIdParamsSchema,
	adminPageOf,
	contactMessageSchema,
	isShopPath,
	placementOfTitle,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { imageUrl, mediaFileOf } from "../../lib/media.ts";
import {
	acceptPictureBodies,
	pictureBody,
	pictureUploadRouteOptions,
	storeUploadedImage,
} from "../../lib/uploaded-image.ts";
import { audited } from "../../modules/audit/index.ts";
import { categoryLinkTarget, productLinkTargets } from "../../modules/catalog/index.ts";
import {
	type BannerRow,
	type BannerValues,
	type ContactMessageRow,
	deleteBanner,
	insertBanner,
	listBanners,
	listContactMessages,
	listSubscribers,
	lockContactMessage,
	setContactMessageRead,
	toBanner,
	updateBanner,
} from "../../modules/content/index.ts";
import { staffOf } from "./staff-guard.ts";

const okList = <T extends z.ZodType>(item: T) =>
	z.object({ status: z.literal(true), response: z.array(item), total: z.number().int().optional() });
const okOne = <T extends z.ZodType>(item: T) =>
	z.object({ status: z.literal(true), message: z.string().optional(), response: item });

const toAdminBanner = (row: BannerRow, productName: string | null = null) => ({
	...toBanner(row),
	// staff see the name they gave it; the public answer's title names the slot (decision 065)
	title: row.title,
	image: row.image,
	link_path: row.linkPath,
	headline_hi: row.headlineHi ?? "",
	product_name: row.linkKind === "product" ? productName : null,
	created_at: row.createdAt.toISOString(),
	alt_hi: row.altHi ?? "",
	starts_at: row.startsAt?.toISOString() ?? null,
	ends_at: row.endsAt?.toISOString() ?? null,
});

const moment = (value: string | null | undefined) => (value === undefined ? undefined : value ? new Date(value) : null);

type BannerBody = z.output<typeof adminBannerCreateSchema>;

/** A banner body in the table's names: all of a new banner, or the fields a change sends (the rest undefined). */
function bannerValues(body: BannerBody): Omit<BannerValues, "placement"> & { placement?: string };
function bannerValues(body: Partial<BannerBody>): Partial<BannerValues>;
function bannerValues(body: Partial<BannerBody>): Partial<BannerValues> {
	return {
		title: body.title,
		image: body.image,
		status: body.status,
		category: body.category,
		subCategory: body.sub_category,
		mediaType: body.media_type,
		offers: body.offers,
		alt: body.alt,
		altHi: body.alt_hi === undefined ? undefined : body.alt_hi || null,
		position: body.position,
		placement: body.placement,
		linkKind: body.link_kind,
		linkProductId: body.product_id,
		linkPath: body.link_path === undefined ? undefined : body.link_path || null,
		headline: body.headline,
		headlineHi: body.headline_hi === undefined ? undefined : body.headline_hi || null,
		startsAt: moment(body.starts_at),
		endsAt: moment(body.ends_at),
	};
}

type LinkValues = Pick<BannerValues, "linkKind" | "linkProductId" | "linkPath" | "category" | "subCategory">;

/**
 * A banner's link checked against the shop (decision 065): a product that exists, a category (and a subcategory of
 * it) that exists, or a path on the shop. Answers the values to store — the fields of the other kinds cleared, names
 * as the catalogue spells them, a product link's category its product's — and the product's name; a field error
 * for each thing wrong.
 */
async function checkedLink(db: Db, link: LinkValues): Promise<{ values: LinkValues; productName: string | null }> {
	const errors: { field: string; message: string }[] = [];
	const category = link.category?.trim() ?? "";
	const subCategory = link.subCategory?.trim() ?? "";
	let values: LinkValues = { ...link, linkProductId: null, linkPath: null };
	let productName: string | null = null;
	if (link.linkKind === "product") {
		const product = link.linkProductId
			? (await productLinkTargets(db, [link.linkProductId])).get(link.linkProductId)
			: undefined;
		if (!link.linkProductId) errors.push({ field: "product_id", message: "Choose the product the banner links to" });
		else if (!product) errors.push({ field: "product_id", message: `There is no product #${link.linkProductId}` });
		else {
			productName = product.name;
			values = { ...values, linkProductId: product.id, category: product.category, subCategory: "" };
		}
	} else if (link.linkKind === "path") {
		if (!link.linkPath) {
			errors.push({ field: "link_path", message: "Type the path on this shop the banner links to, starting with /" });
		} else if (!isShopPath(link.linkPath)) {
			errors.push({
				field: "link_path",
				message: "Link: a path on this shop, starting with / (like /products?category=Toys)",
			});
		} else values = { ...values, linkPath: link.linkPath, category: "", subCategory: "" };
	} else {
		if (!category && subCategory) {
			errors.push({ field: "category", message: "Choose the category of that subcategory" });
		} else if (category) {
			const found = await categoryLinkTarget(db, category, subCategory);
			if (!found.category) errors.push({ field: "category", message: `There is no category named ${category}` });
			else if (subCategory && !found.subcategory) {
				errors.push({ field: "sub_category", message: `${found.category} has no subcategory named ${subCategory}` });
			} else values = { ...values, category: found.category, subCategory: found.subcategory ?? "" };
		}
		values = { ...values, linkKind: "category" };
	}
	if (errors.length > 0) throw badRequest(errors[0]?.message ?? "Check the banner's link", errors);
	return { values, productName };
}

const linkOf = (row: BannerRow): LinkValues => ({
	linkKind: row.linkKind,
	linkProductId: row.linkProductId,
	linkPath: row.linkPath,
	category: row.category,
	subCategory: row.subCategory,
});

/** The names of the products banners link to, for the console. */
async function productNames(db: Db, rows: readonly BannerRow[]): Promise<Map<number, string>> {
	const ids = rows.flatMap((row) => (row.linkKind === "product" && row.linkProductId ? [row.linkProductId] : []));
	const found = await productLinkTargets(db, ids);
	return new Map([...found.values()].map((product) => [product.id, product.name]));
}

const toContactMessage = (row: ContactMessageRow) => ({
	id: row.id,
	name: row.name,
	email: row.email,
	message: row.message,
	phone: row.phone,
	created_at: row.createdAt.toISOString(),
	read_at: row.readAt ? row.readAt.toISOString() : null,
});

/**
 * The staff's side of the home page's content and of the two public forms:
 * read contact messages and subscribers, manage banners (subcategories and
 * brands are shown or hidden through the console's taxonomy routes). Every change is said to the catalogue
 * cache by the repository that writes it, so shoppers see it on their next visit.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
	/** A banner must point at an image that exists, or the home page would show a broken picture. */
	const assertImageExists = (base: string) => {
		const file = mediaFileOf(app.config.MEDIA_DIR, base);
		if (!file || !existsSync(file)) {
			throw badRequest("There is no image at that path", [
				{ field: "image", message: "There is no image at that path" },
			]);
		}
	};

	app.get(
		"/contact-messages",
		{
			schema: {
				tags: ["admin"],
				summary: "Messages sent through the contact form, newest first",
				querystring: adminContactListQuerySchema,
				response: { 200: adminPageOf(contactMessageSchema) },
			},
		},
		async (request) => {
			const { unread, page, page_size } = request.query;
			const { rows, total } = await listContactMessages(app.db, { unreadOnly: unread, page, pageSize: page_size });
			return { status: true as const, response: rows.map(toContactMessage), total, page, page_size };
		},
	);

	app.patch(
		"/contact-messages/:id",
		{
			schema: {
				tags: ["admin"],
				summary: "Marks a contact message read or unread",
				params: adminIdParamsSchema,
				body: adminContactUpdateSchema,
				response: { 200: okOne(contactMessageSchema) },
			},
		},
		async (request) => {
			const { read } = request.body;
			const row = await audited(
				app.db,
				staffOf(request),
				{ entity: "contact_message", action: read ? "mark_handled" : "mark_unhandled" },
				async (tx) => {
					const before = await lockContactMessage(tx, request.params.id);
					if (!before) throw notFound("Message not found");
					const after = await setContactMessageRead(tx, before.id, read);
					if (!after) throw notFound("Message not found");
					const state = (message: ContactMessageRow) => ({
						from: message.email,
						read_at: message.readAt ? message.readAt.toISOString() : null,
					});
					return { entityId: before.id, before: state(before), after: state(after), result: after };
				},
			);
			return {
				status: true as const,
				message: read ? "Marked as handled" : "Marked as not handled",
				response: toContactMessage(row),
			};
		},
	);

	app.get(
		"/newsletter-subscribers",
		{
			schema: {
				tags: ["admin"],
				summary: "Newsletter subscribers, newest first",
				querystring: adminContactListQuerySchema.pick({ page: true, page_size: true }),
				response: {
					200: adminPageOf(z.object({ id: z.number().int(), email: z.string(), created_at: z.string() })),
				},
			},
		},
		async (request) => {
			const { page, page_size } = request.query;
			const { rows, total } = await listSubscribers(app.db, page, page_size);
			return {
				status: true as const,
				response: rows.map((row) => ({ id: row.id, email: row.email, created_at: row.createdAt.toISOString() })),
				total,
				page,
				page_size,
			};
		},
	);

	app.get(
		"/banners",
		{
			schema: {
				tags: ["admin"],
				summary: "Every banner, active or not",
				response: { 200: okList(adminBannerSchema) },
			},
		},
		async () => {
			const rows = await listBanners(app.db, { all: true });
			const names = await productNames(app.db, rows);
			return {
				status: true as const,
				response: rows.map((row) => toAdminBanner(row, names.get(row.linkProductId ?? 0) ?? null)),
			};
		},
	);

	// a banner picture's file is the request body itself, checked and drawn by the product pictures' pipeline
	acceptPictureBodies(app);

	app.post(
		"/banners/pictures",
		{
			...pictureUploadRouteOptions,
			schema: {
				tags: ["admin"],
				summary:
					"Uploads a banner picture: the body is the file (JPEG, PNG or WebP, at most 10 MB, at least 960 × 320, checked by its content), made into the home page's 3:1 WebP widths. Answers the image path a banner is then saved with.",
				response: { 201: okOne(adminBannerPictureSchema) },
			},
		},
		async (request, reply) => {
			const image = await storeUploadedImage(app.config.MEDIA_DIR, "banners", pictureBody(request.body));
			// files only, no row yet: the entry says who put the picture on the shop's server (the banner saved
			// with it has its own entry)
			await audited(app.db, staffOf(request), { entity: "banner", action: "upload_picture" }, async () => ({
				entityId: image,
				before: null,
				after: { image },
				result: null,
			}));
			reply.code(201);
			return { status: true as const, message: "Picture uploaded", response: { image, url: imageUrl(image) ?? "" } };
		},
	);

	app.post(
		"/banners",
		{
			schema: {
				tags: ["admin"],
				summary:
					"Adds a banner (the image is the base path of a generated or uploaded image); without a placement, its title in SPEC.md §9's words places it (BannerTop: top, …)",
				body: adminBannerCreateSchema,
				response: { 201: okOne(adminBannerSchema) },
			},
		},
		async (request, reply) => {
			const body = request.body;
			assertImageExists(body.image);
			const given = bannerValues(body);
			const { values: link, productName } = await checkedLink(app.db, given);
			const row = await audited(app.db, staffOf(request), { entity: "banner", action: "create" }, async (tx) => {
				const created = await insertBanner(tx, {
					...given,
					...link,
					// a create in SPEC.md §9's words (title "BannerTop", no placement) is placed as its title said
					placement: body.placement ?? placementOfTitle(body.title),
				});
				return { entityId: created.id, before: null, after: toAdminBanner(created, productName), result: created };
			});
			reply.code(201);
			return { status: true as const, message: "Banner added", response: toAdminBanner(row, productName) };
		},
	);

	app.patch(
		"/banners/:id",
		{
			schema: {
				tags: ["admin"],
				summary:
					"Changes a banner's name (title), placement, link (a category, a product or a path on the shop), image, status, offer, alt text, position or its shown from / until moments",
				params: adminIdParamsSchema,
				body: adminBannerUpdateSchema,
				response: { 200: okOne(adminBannerSchema) },
			},
		},
		async (request) => {
			const body = request.body;
			if (body.image !== undefined) assertImageExists(body.image);
			const values: Partial<BannerValues> = bannerValues(body);
			for (const key of Object.keys(values) as (keyof BannerValues)[]) {
				if (values[key] === undefined) delete values[key];
			}
			let productName: string | null = null;
			const row = await audited(app.db, staffOf(request), { entity: "banner", action: "update" }, async (tx) => {
				const [before] = (await listBanners(tx, { all: true })).filter((banner) => banner.id === request.params.id);
				if (!before) throw notFound("Banner not found");
				const beforeName = (await productNames(tx, [before])).get(before.linkProductId ?? 0) ?? null;
				// the link as it will be, checked whole (a change of kind, of product or of category alone)
				const linkChanged = (["linkKind", "linkProductId", "linkPath", "category", "subCategory"] as const).some(
					(key) => key in values,
				);
				if (linkChanged) {
					const checked = await checkedLink(tx, { ...linkOf(before), ...values });
					Object.assign(values, checked.values);
					productName = checked.productName;
				} else productName = beforeName;
				const after = await updateBanner(tx, request.params.id, values);
				if (!after) throw notFound("Banner not found");
				if (after.startsAt && after.endsAt && after.endsAt <= after.startsAt) {
					const message = "Shown until must be after shown from";
					throw badRequest(message, [{ field: "ends_at", message }]);
				}
				return {
					entityId: after.id,
					before: toAdminBanner(before, beforeName),
					after: toAdminBanner(after, productName),
					result: after,
				};
			});
			return { status: true as const, message: "Banner updated", response: toAdminBanner(row, productName) };
		},
	);

	app.delete(
		"/banners/:id",
		{
			schema: {
				tags: ["admin"],
				summary: "Deletes a banner",
				params: adminIdParamsSchema,
				response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
			},
		},
		async (request) => {
			await audited(app.db, staffOf(request), { entity: "banner", action: "delete" }, async (tx) => {
				const [before] = (await listBanners(tx, { all: true })).filter((banner) => banner.id === request.params.id);
				if (!before || !(await deleteBanner(tx, request.params.id))) throw notFound("Banner not found");
				const name = (await productNames(tx, [before])).get(before.linkProductId ?? 0) ?? null;
				return { entityId: before.id, before: toAdminBanner(before, name), after: null, result: null };
			});
			return { status: true as const, message: "Banner deleted" };
		},
	);
};
