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
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, notFound } from "../../lib/errors.ts";
import { imageUrl, mediaFileOf } from "../../lib/media.ts";
import {
	acceptPictureBodies,
	pictureBody,
	pictureUploadRouteOptions,
	storeUploadedImage,
} from "../../lib/uploaded-image.ts";
import { audited } from "../../modules/audit/index.ts";
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

const toAdminBanner = (row: BannerRow) => ({
	...toBanner(row),
	image: row.image,
	created_at: row.createdAt.toISOString(),
	alt_hi: row.altHi ?? "",
	starts_at: row.startsAt?.toISOString() ?? null,
	ends_at: row.endsAt?.toISOString() ?? null,
});

const moment = (value: string | null | undefined) => (value === undefined ? undefined : value ? new Date(value) : null);

type BannerBody = z.output<typeof adminBannerCreateSchema>;

/** A banner body in the table's names: all of a new banner, or the fields a change sends (the rest undefined). */
function bannerValues(body: BannerBody): BannerValues;
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
		startsAt: moment(body.starts_at),
		endsAt: moment(body.ends_at),
	};
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
		async () => ({ status: true as const, response: (await listBanners(app.db, { all: true })).map(toAdminBanner) }),
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
				summary: "Adds a banner (the image is the base path of a generated or uploaded image)",
				body: adminBannerCreateSchema,
				response: { 201: okOne(adminBannerSchema) },
			},
		},
		async (request, reply) => {
			const body = request.body;
			assertImageExists(body.image);
			const row = await audited(app.db, staffOf(request), { entity: "banner", action: "create" }, async (tx) => {
				const created = await insertBanner(tx, bannerValues(body));
				return { entityId: created.id, before: null, after: toAdminBanner(created), result: created };
			});
			reply.code(201);
			return { status: true as const, message: "Banner added", response: toAdminBanner(row) };
		},
	);

	app.patch(
		"/banners/:id",
		{
			schema: {
				tags: ["admin"],
				summary:
					"Changes a banner's title, image, status, offer, category, subcategory, alt text, position or its shown from / until moments",
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
			const row = await audited(app.db, staffOf(request), { entity: "banner", action: "update" }, async (tx) => {
				const [before] = (await listBanners(tx, { all: true })).filter((banner) => banner.id === request.params.id);
				const after = await updateBanner(tx, request.params.id, values);
				if (!before || !after) throw notFound("Banner not found");
				if (after.startsAt && after.endsAt && after.endsAt <= after.startsAt) {
					const message = "Shown until must be after shown from";
					throw badRequest(message, [{ field: "ends_at", message }]);
				}
				return { entityId: after.id, before: toAdminBanner(before), after: toAdminBanner(after), result: after };
			});
			return { status: true as const, message: "Banner updated", response: toAdminBanner(row) };
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
				return { entityId: before.id, before: toAdminBanner(before), after: null, result: null };
			});
			return { status: true as const, message: "Banner deleted" };
		},
	);
};
