import {
	type AdminProductDetail,
	type AdminProductImportReport,
	adminCatalogueChoicesSchema,
	adminIdParamSchema,
	adminImageAltSchema,
	adminImageOrderSchema,
	adminImageUploadQuerySchema,
	adminOneOf,
	adminPageOf,
	adminProductDetailSchema,
	adminProductImageSchema,
	adminProductImportQuerySchema,
	adminProductImportReportSchema,
	adminProductInputSchema,
	adminProductRowSchema,
	adminProductStatusSchema,
	adminProductsQuerySchema,
	adminStagedPictureSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import {
	acceptPictureBodies,
	pictureBody,
	pictureUploadRouteOptions,
	storeUploadedImage,
} from "../../lib/uploaded-image.ts";
import { audited } from "../../modules/audit/index.ts";
import {
	addVariantImage,
	adminCatalogueChoices,
	adminProductDetail,
	adminProductPage,
	auditProduct,
	type CatalogProductDetail,
	changeImageAlt,
	createProduct,
	exportProductsCsv,
	ImportNotApplied,
	importProductsCsv,
	removeImage,
	reorderVariantImages,
	setProductVisible,
	stagePicture,
	toAdminImage,
	updateProduct,
} from "../../modules/catalog/index.ts";
import { anyOrderHoldsVariants, lastSaleOfVariants } from "../../modules/orders/index.ts";
import { deleteUnorderedProduct } from "../../workflows/delete-product.ts";
import { pageOf, pageWindow } from "./paging.ts";
import { staffOf } from "./staff-guard.ts";

/**
 * Catalogue: products with their variants. Every write goes through the
 * catalogue module's service in `audited()`'s transaction; the service says
 * what changed, and the storefront's cache drops it when that commits.
 */
/** The console's product: the catalogue's detail, and whether an order ever held one of its variants (the orders' to say). */
async function withOrdered(db: Db, detail: CatalogProductDetail): Promise<AdminProductDetail> {
	const ordered = await anyOrderHoldsVariants(
		db,
		detail.variants.map((variant) => variant.id),
	);
	return { ...detail, ordered };
}

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/catalogue/choices",
		{
			schema: {
				summary: "Every category, subcategory and brand (shown or not) and the age groups, for the product form",
				response: { 200: adminOneOf(adminCatalogueChoicesSchema) },
			},
		},
		async () => ({ status: true as const, response: await adminCatalogueChoices(app.db) }),
	);

	app.get(
		"/products",
		{
			schema: {
				summary: "Products, newest first; q: part of the name or a SKU; category_id, brand_id, active",
				querystring: adminProductsQuerySchema,
				response: { 200: adminPageOf(adminProductRowSchema) },
			},
		},
		async (request) => {
			const { q, category_id, brand_id, active } = request.query;
			const { rows, total } = await adminProductPage(
				app.db,
				{ q, categoryId: category_id, brandId: brand_id, active },
				pageWindow(request.query),
			);
			return pageOf(rows, total, request.query);
		},
	);

	app.get(
		"/products/:id",
		{
			schema: {
				summary: "A product with every variant (hidden ones too), their HTML and pictures",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(adminProductDetailSchema) },
			},
		},
		async (request) => ({
			status: true as const,
			response: await withOrdered(app.db, await adminProductDetail(app.db, request.params.id)),
		}),
	);

	app.post(
		"/products",
		{
			schema: {
				summary: "Creates a product with its variants (prices in rupees; HTML sanitised with the storefront's rules)",
				body: adminProductInputSchema,
				response: { 201: adminOneOf(adminProductDetailSchema) },
			},
		},
		async (request, reply) => {
			const product = await audited(app.db, staffOf(request), { entity: "product", action: "create" }, async (tx) => {
				const created = await createProduct(tx, request.body, staffOf(request).userId);
				return { entityId: created.id, before: null, after: auditProduct(created), result: created };
			});
			reply.code(201);
			return { status: true as const, message: `${product.name} created`, response: { ...product, ordered: false } };
		},
	);

	app.put(
		"/products/:id",
		{
			schema: {
				summary:
					"Changes a product and its variants: send every existing variant with its id (hide one with active false); variants without an id are added",
				params: adminIdParamSchema,
				body: adminProductInputSchema,
				response: { 200: adminOneOf(adminProductDetailSchema) },
			},
		},
		async (request) => {
			const change = await audited(app.db, staffOf(request), { entity: "product", action: "update" }, async (tx) => {
				const done = await updateProduct(tx, request.params.id, request.body, staffOf(request).userId);
				return {
					entityId: request.params.id,
					before: auditProduct(done.before),
					after: auditProduct(done.after),
					result: done.after,
				};
			});
			return { status: true as const, message: `${change.name} saved`, response: await withOrdered(app.db, change) };
		},
	);

	app.patch(
		"/products/:id",
		{
			schema: {
				summary: "Shows a product on the storefront or hides it (it stays, with its variants and orders)",
				params: adminIdParamSchema,
				body: adminProductStatusSchema,
				response: { 200: adminOneOf(adminProductDetailSchema) },
			},
		},
		async (request) => {
			const active = request.body.active;
			const change = await audited(
				app.db,
				staffOf(request),
				{ entity: "product", action: active ? "show" : "hide" },
				async (tx) => {
					const done = await setProductVisible(tx, request.params.id, active);
					return {
						entityId: request.params.id,
						before: { active: done.before.active },
						after: { active: done.after.active },
						result: done.after,
					};
				},
			);
			return {
				status: true as const,
				message: `${change.name} ${active ? "is on the storefront" : "is hidden from the storefront"}`,
				response: await withOrdered(app.db, change),
			};
		},
	);

	app.delete(
		"/products/:id",
		{
			schema: {
				summary: "Deletes a product nobody has ordered (409 for one that was ordered: hide it instead)",
				params: adminIdParamSchema,
				response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
			},
		},
		async (request) => {
			const gone = await audited(app.db, staffOf(request), { entity: "product", action: "delete" }, async (tx) => {
				const done = await deleteUnorderedProduct(tx, request.params.id);
				return { entityId: request.params.id, before: auditProduct(done.before), after: null, result: done.before };
			});
			return { status: true as const, message: `${gone.name} deleted` };
		},
	);

	app.get(
		"/products/export.csv",
		{
			schema: {
				summary:
					"Every product's variants as CSV (PRODUCT_CSV_COLUMNS), one line a variant, for a spreadsheet and the import",
				produces: ["text/csv"],
			},
		},
		async (_request, reply) => {
			const csv = await exportProductsCsv(app.db);
			return reply
				.header("content-type", "text/csv; charset=utf-8")
				.header("content-disposition", 'attachment; filename="pitara-products.csv"')
				.send(csv);
		},
	);

	// the import's body is the CSV file itself
	app.addContentTypeParser(
		/^text\/csv(;.*)?$/,
		{ parseAs: "string", bodyLimit: 5 * 1024 * 1024 },
		(_request, body, done) => done(null, body),
	);

	app.post(
		"/products/import",
		{
			bodyLimit: 5 * 1024 * 1024,
			schema: {
				summary:
					"Creates and updates products and variants (by SKU) from a CSV body (text/csv): only the columns present and the values that differ; stock only from stock_set (refused if the file is older than the variant's last sale) or stock_add. dry_run=true (the default) writes nothing and answers each change as before → after. Every line is checked; nothing is written if any line is refused",
				querystring: adminProductImportQuerySchema,
				response: { 200: adminOneOf(adminProductImportReportSchema) },
			},
		},
		async (request) => {
			if (typeof request.body !== "string") {
				throw badRequest("Send the CSV file itself as the body, with the type text/csv", undefined, "NOT_CSV");
			}
			const text = request.body;
			const { dry_run: dryRun } = request.query;
			let report: AdminProductImportReport;
			try {
				report = await audited(app.db, staffOf(request), { entity: "product", action: "import" }, async (tx) => {
					const done = await importProductsCsv(tx, text, dryRun, { lastSaleOf: lastSaleOfVariants });
					const { rows, ...summary } = done;
					// the audit names every value changed: line, SKU, field, before → after
					const changes = rows.flatMap((row) =>
						row.changes.map((change) => ({ line: row.line, sku: row.sku, ...change })),
					);
					return { entityId: "csv", before: null, after: { ...summary, lines: rows.length, changes }, result: done };
				});
			} catch (error) {
				if (!(error instanceof ImportNotApplied)) throw error;
				report = error.report;
			}
			const refused = report.rows.filter((row) => row.errors.length > 0).length;
			const message = report.applied
				? `Imported: ${report.products_created} products created, ${report.products_updated} updated, ${report.products_unchanged} unchanged`
				: report.errors.length > 0
					? (report.errors[0] as string)
					: refused > 0
						? `Nothing was imported: ${refused} line${refused === 1 ? " is" : "s are"} refused`
						: `Dry run: every line is fine; ${report.products_created} products would be created, ${report.products_updated} updated, ${report.products_unchanged} unchanged`;
			return { status: true as const, message, response: report };
		},
	);

	// a picture's file is the request body itself (JPEG, PNG or WebP; the content decides, not the type sent)
	acceptPictureBodies(app);

	app.post(
		"/variants/:id/images",
		{
			...pictureUploadRouteOptions,
			schema: {
				summary:
					"Adds a picture to a variant: the body is the file (JPEG, PNG or WebP, at most 10 MB, checked by its content), made into the storefront's WebP widths",
				params: adminIdParamSchema,
				querystring: adminImageUploadQuerySchema,
				response: { 201: adminOneOf(adminProductImageSchema) },
			},
		},
		async (request, reply) => {
			const path = await storeUploadedImage(app.config.MEDIA_DIR, "products", pictureBody(request.body));
			const image = await audited(
				app.db,
				staffOf(request),
				{ entity: "product_image", action: "upload" },
				async (tx) => {
					const row = await addVariantImage(tx, request.params.id, path, request.query.alt);
					const after = toAdminImage(row);
					return { entityId: row.id, before: null, after: { ...after, variant_id: row.variantId }, result: after };
				},
			);
			reply.code(201);
			return { status: true as const, message: "Picture added", response: image };
		},
	);

	app.post(
		"/product-images/staged",
		{
			...pictureUploadRouteOptions,
			schema: {
				summary:
					"Uploads a picture before its product is saved (decision 066): the body is the file (JPEG, PNG or WebP, at most 10 MB, checked by its content), made into the storefront's WebP widths and kept for 24 hours for this staff member; the product's save attaches it by the token answered (colour_pictures)",
				response: { 201: adminOneOf(adminStagedPictureSchema) },
			},
		},
		async (request, reply) => {
			const path = await storeUploadedImage(app.config.MEDIA_DIR, "products", pictureBody(request.body));
			const staged = await audited(
				app.db,
				staffOf(request),
				{ entity: "product_image", action: "stage" },
				async (tx) => {
					const { expired_removed: expiredRemoved, ...done } = await stagePicture(tx, staffOf(request).userId, path);
					return {
						entityId: "staged",
						before: null,
						after: { file: path.replace(/^.*\//, ""), expires_at: done.expires_at, expired_removed: expiredRemoved },
						result: done,
					};
				},
			);
			reply.code(201);
			return {
				status: true as const,
				message: "Picture uploaded: it is added when the product is saved",
				response: staged,
			};
		},
	);

	app.patch(
		"/product-images/:id",
		{
			schema: {
				summary: "Changes a picture's alt text (what a screen reader says)",
				params: adminIdParamSchema,
				body: adminImageAltSchema,
				response: { 200: adminOneOf(adminProductImageSchema) },
			},
		},
		async (request) => {
			const image = await audited(app.db, staffOf(request), { entity: "product_image", action: "alt" }, async (tx) => {
				const done = await changeImageAlt(tx, request.params.id, request.body.alt);
				return {
					entityId: request.params.id,
					before: { alt: done.before.alt },
					after: { alt: done.after.alt },
					result: toAdminImage(done.after),
				};
			});
			return { status: true as const, message: "Alt text saved", response: image };
		},
	);

	app.put(
		"/variants/:id/images/order",
		{
			schema: {
				summary: "Puts a variant's pictures in a new order (every picture's id once; the first is the card's)",
				params: adminIdParamSchema,
				body: adminImageOrderSchema,
				response: { 200: adminOneOf(z.array(adminProductImageSchema)) },
			},
		},
		async (request) => {
			const images = await audited(
				app.db,
				staffOf(request),
				{ entity: "variant", action: "reorder_images" },
				async (tx) => {
					const done = await reorderVariantImages(tx, request.params.id, request.body.ids);
					return {
						entityId: request.params.id,
						before: done.before.map((row) => row.id),
						after: done.after.map((row) => row.id),
						result: done.after.map(toAdminImage),
					};
				},
			);
			return { status: true as const, message: "Pictures reordered", response: images };
		},
	);

	app.delete(
		"/product-images/:id",
		{
			schema: {
				summary: "Removes a picture from its variant",
				params: adminIdParamSchema,
				response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
			},
		},
		async (request) => {
			await audited(app.db, staffOf(request), { entity: "product_image", action: "remove" }, async (tx) => {
				const before = await removeImage(tx, request.params.id);
				return {
					entityId: before.id,
					before: { ...toAdminImage(before), variant_id: before.variantId },
					after: null,
					result: null,
				};
			});
			return { status: true as const, message: "Picture removed" };
		},
	);
};
