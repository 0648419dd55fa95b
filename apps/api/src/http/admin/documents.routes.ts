import {
	adminBulkOrderStatusResultSchema,
	adminBulkOrderStatusSchema,
	adminOneOf,
	adminOrderIdsQuerySchema,
	adminOrdersQuerySchema,
	adminPageOf,
	adminSendTaxDocumentSchema,
	adminTaxDocumentRowSchema,
	adminTaxRegisterQuerySchema,
	formatIndiaDateTime,
	isoDateInIndia,
	messages,
	PAYMENT_MODE_LABELS,
	paiseToRupees,
	TAX_DOCUMENT_KIND_LABELS,
} from "@pitara/shared";
import { text } from "@pitara/shared/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { toCsv } from "../../lib/csv.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import { findAccount, findUserById, findUserIdByPhone } from "../../modules/accounts/index.ts";
import { audited } from "../../modules/audit/index.ts";
import { emit } from "../../modules/events/index.ts";
import {
	invoicesPdfOf,
	listTaxDocuments,
	type TaxDocumentRow,
	taxDocumentPdfOf,
} from "../../modules/invoices/index.ts";
import { findOrder, listOrdersForStaff } from "../../modules/orders/index.ts";
import { afterStatusChange, changeOrderStatusIn } from "../../workflows/change-order-status.ts";
import { packingSlipsOfOrders } from "../../workflows/ship-order.ts";
import { auditOrder, indiaDayStart } from "./orders.routes.ts";
import { pageOf, pageWindow } from "./paging.ts";
import { staffOf } from "./staff-guard.ts";

/** The most rows one CSV export holds (newest first). */
const EXPORT_MAX = 20_000;
const nextIndiaDay = (day: string) => new Date(indiaDayStart(day).getTime() + 86_400_000);

const toDocumentRow = (row: TaxDocumentRow) => {
	const totals = row.document.totals;
	return {
		id: row.id,
		order_id: row.orderId,
		kind: row.kind,
		number: row.number,
		against: row.document.against ?? null,
		issued_at: row.issuedAt.toISOString(),
		buyer_name: row.document.buyer.name,
		place_of_supply: row.document.place_of_supply,
		taxable: paiseToRupees(totals.taxable),
		tax: paiseToRupees(totals.cgst + totals.sgst + totals.igst),
		total: paiseToRupees(totals.total),
	};
};

const pdfHeaders = (fileName: string, download: boolean) => ({
	"content-type": "application/pdf",
	"content-disposition": `${download ? "attachment" : "inline"}; filename="${fileName}"`,
	"cache-control": "private, no-store",
});

const orderParams = z.object({ order_id: z.coerce.number().int().positive() });
const documentQuery = z.object({
	number: z.string().trim().min(1).max(40),
	download: z.enum(["true", "false"]).default("false"),
});

/**
 * Documents and bulk work on orders (issue 27): an order's tax invoice and credit notes (view, download, e-mail
 * again through the outbox), the register of invoices and credit notes with its CSV, the orders' CSV with the
 * list's filters, and many orders at once (mark shipped or delivered; their packing slips or invoices as one PDF).
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/orders/:order_id/documents",
		{
			schema: {
				summary: "An order's tax invoice and credit notes, in the order issued",
				params: orderParams,
				response: { 200: adminOneOf(z.array(adminTaxDocumentRowSchema)) },
			},
		},
		async (request) => {
			const { rows } = await listTaxDocuments(app.db, { orderId: request.params.order_id }, { page: 1, pageSize: 200 });
			return { status: true as const, response: rows.reverse().map(toDocumentRow) };
		},
	);

	app.get(
		"/orders/:order_id/document.pdf",
		{
			schema: {
				summary: "One of an order's tax documents as issued, as a PDF (`download=true`: as an attachment)",
				params: orderParams,
				querystring: documentQuery,
				produces: ["application/pdf"],
			},
		},
		async (request, reply) => {
			const order = await findOrder(app.db, request.params.order_id);
			if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
			const file = await taxDocumentPdfOf(app.db, order, null, request.query.number);
			if (!file) throw notFound("This order has no document with that number", "NO_TAX_DOCUMENT");
			return reply.headers(pdfHeaders(file.fileName, request.query.download === "true")).send(file.pdf);
		},
	);

	app.post(
		"/orders/:order_id/documents/send",
		{
			schema: {
				summary: "E-mail one of an order's tax documents (as a PDF) to the customer again, through the outbox",
				description:
					"To the customer's account e-mail unless `to` is given; 422 NO_EMAIL when there is neither. The mail leaves once, whatever the retries (its Message-ID is the outbox entry's). Audited.",
				params: orderParams,
				body: adminSendTaxDocumentSchema,
				response: { 200: adminOneOf(z.object({ to: z.string(), number: z.string() })) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const order = await findOrder(app.db, request.params.order_id);
			if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
			const { rows } = await listTaxDocuments(app.db, { orderId: order.id }, { page: 1, pageSize: 200 });
			const document = rows.find((row) => row.number === request.body.number);
			if (!document) {
				throw badRequest("This order has no document with that number", [
					{ field: "number", message: "This order has no document with that number" },
				]);
			}
			const to = request.body.to ?? (await findAccount(app.db, order.userId))?.email ?? "";
			if (!to) {
				throw new AppError(422, "NO_EMAIL", "The customer has no e-mail address: enter one", [
					{ field: "to", message: "The customer has no e-mail address: enter one" },
				]);
			}
			// in the customer's account language (decision 069): a Hindi account gets the mail in Hindi and the
			// bilingual PDF, as its own download from a Hindi page
			const language = (await findUserById(app.db, order.userId))?.language === "hi" ? "hi" : "en";
			const invoice = document.kind === "invoice";
			const values = [document.number, order.id];
			await audited(app.db, staff, { entity: "tax_document", action: "send" }, async (tx) => {
				await emit(tx, {
					type: "EmailRequested",
					about: `order:${order.id}`,
					to,
					subject: text(language, invoice ? "orders.mailInvoiceSubject" : "orders.mailCreditNoteSubject", values),
					text: [
						text(language, "orders.mailHello", [document.document.buyer.name]),
						"",
						text(language, invoice ? "orders.mailInvoiceAttached" : "orders.mailCreditNoteAttached", values),
						"",
						text(language, "orders.mailThanks"),
					].join("\n"),
					taxDocument: { orderId: order.id, number: document.number, ...(language === "hi" ? { language } : {}) },
				});
				return { entityId: document.number, before: null, after: { order_id: order.id, to }, result: null };
			});
			return { status: true as const, response: { to, number: document.number } };
		},
	);

	app.get(
		"/tax-documents",
		{
			schema: {
				summary: "The register of tax invoices and credit notes, newest first: by kind and days issued (India)",
				querystring: adminTaxRegisterQuerySchema,
				response: { 200: adminPageOf(adminTaxDocumentRowSchema) },
			},
		},
		async (request) => {
			const query = request.query;
			const { rows, total } = await listTaxDocuments(
				app.db,
				{
					kind: query.kind,
					from: query.from ? indiaDayStart(query.from) : undefined,
					before: query.to ? nextIndiaDay(query.to) : undefined,
					orderId: query.order_id,
				},
				pageWindow(query),
			);
			return pageOf(rows.map(toDocumentRow), total, query);
		},
	);

	app.get(
		"/tax-documents/export.csv",
		{
			schema: {
				summary: `The register as CSV with its filters (at most ${EXPORT_MAX} documents): dates in India, amounts in rupees`,
				querystring: adminTaxRegisterQuerySchema,
				produces: ["text/csv"],
			},
		},
		async (request, reply) => {
			const query = request.query;
			const { rows } = await listTaxDocuments(
				app.db,
				{
					kind: query.kind,
					from: query.from ? indiaDayStart(query.from) : undefined,
					before: query.to ? nextIndiaDay(query.to) : undefined,
					orderId: query.order_id,
				},
				{ page: 1, pageSize: EXPORT_MAX },
			);
			const csv = toCsv(
				[
					"number",
					"kind",
					"issued_ist",
					"order_id",
					"against_invoice",
					"buyer",
					"buyer_gstin",
					"place_of_supply",
					"taxable",
					"cgst",
					"sgst",
					"igst",
					"round_off",
					"total",
				],
				rows.map((row) => {
					const t = row.document.totals;
					return [
						row.number,
						TAX_DOCUMENT_KIND_LABELS[row.kind],
						formatIndiaDateTime(row.issuedAt),
						row.orderId,
						row.document.against ?? "",
						row.document.buyer.name,
						row.document.buyer.gstin ?? "",
						row.document.place_of_supply,
						paiseToRupees(t.taxable).toFixed(2),
						paiseToRupees(t.cgst).toFixed(2),
						paiseToRupees(t.sgst).toFixed(2),
						paiseToRupees(t.igst).toFixed(2),
						paiseToRupees(t.round_off ?? 0).toFixed(2),
						paiseToRupees(t.total).toFixed(2),
					];
				}),
			);
			return reply
				.header("content-type", "text/csv; charset=utf-8")
				.header("content-disposition", `attachment; filename="pitara-tax-documents-${isoDateInIndia()}.csv"`)
				.send(csv);
		},
	);

	app.get(
		"/orders/export.csv",
		{
			schema: {
				summary: `Orders as CSV with the list's filters (at most ${EXPORT_MAX}, newest first): times in India, amounts in rupees`,
				querystring: adminOrdersQuerySchema,
				produces: ["text/csv"],
			},
		},
		async (request, reply) => {
			const query = request.query;
			const phone = query.q?.replace(/^#/, "");
			const userId = phone && /^\d{10}$/.test(phone) ? await findUserIdByPhone(app.db, phone) : undefined;
			const { rows } = await listOrdersForStaff(
				app.db,
				{
					status: query.status,
					paymentMode: query.payment_mode,
					paymentStatus: query.payment_status,
					from: query.from ? indiaDayStart(query.from) : undefined,
					to: query.to ? nextIndiaDay(query.to) : undefined,
					q: query.q,
					userIds: userId === undefined ? undefined : [userId],
					userId: query.user_id,
				},
				{ page: 1, pageSize: EXPORT_MAX },
			);
			const csv = toCsv(
				[
					"order_id",
					"placed_ist",
					"customer",
					"phone",
					"city",
					"status",
					"payment_mode",
					"payment_status",
					"items",
					"total",
				],
				rows.map((row) => [
					row.id,
					formatIndiaDateTime(row.createdAt),
					row.addressName,
					row.addressPhone,
					row.city,
					row.status,
					PAYMENT_MODE_LABELS[row.paymentMode],
					row.paymentStatus,
					row.itemCount,
					paiseToRupees(row.total).toFixed(2),
				]),
			);
			return reply
				.header("content-type", "text/csv; charset=utf-8")
				.header("content-disposition", `attachment; filename="pitara-orders-${isoDateInIndia()}.csv"`)
				.send(csv);
		},
	);

	app.get(
		"/orders/packing-slips.pdf",
		{
			schema: {
				summary: "A4 packing slips of whole orders, one page each, in one PDF (`gift=true`: without prices)",
				querystring: adminOrderIdsQuerySchema,
				produces: ["application/pdf"],
			},
		},
		async (request, reply) =>
			reply
				.headers(pdfHeaders(`packing-slips-${request.query.ids.length}.pdf`, false))
				.send(await packingSlipsOfOrders(app.db, request.query.ids, request.query.gift === "true")),
	);

	app.get(
		"/orders/invoices.pdf",
		{
			schema: {
				summary: "The tax invoices of some orders in one PDF; 404 NO_TAX_INVOICE when none of them is invoiced yet",
				description: "`X-Not-Invoiced`: the orders asked for that have no invoice yet (not shipped), comma separated.",
				querystring: adminOrderIdsQuerySchema,
				produces: ["application/pdf"],
			},
		},
		async (request, reply) => {
			const orders = [];
			for (const id of request.query.ids) {
				const order = await findOrder(app.db, id);
				if (!order) throw notFound(`Order #${id} not found`, "ORDER_NOT_FOUND");
				orders.push(order);
			}
			const { pdf, missing } = await invoicesPdfOf(app.db, orders);
			if (!pdf)
				throw notFound(
					"None of these orders has a tax invoice yet (it is issued when the order ships)",
					"NO_TAX_INVOICE",
				);
			return reply
				.headers(pdfHeaders(`invoices-${orders.length - missing.length}.pdf`, false))
				.header("x-not-invoiced", missing.join(","))
				.send(pdf);
		},
	);

	app.post(
		"/orders/bulk/status",
		{
			schema: {
				summary: "Move many orders at once (Shipped or Delivered): each in its own transaction, each audited",
				description:
					"An order that cannot make the move (an unpaid online order, a cancelled one, awaiting COD confirmation) is left as it is and named with the reason; the others move.",
				body: adminBulkOrderStatusSchema,
				response: { 200: adminOneOf(adminBulkOrderStatusResultSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const results: { order_id: number; ok: boolean; message: string }[] = [];
			for (const orderId of request.body.order_ids) {
				try {
					const change = await audited(app.db, staff, { entity: "order", action: "status" }, async (tx) => {
						const done = await changeOrderStatusIn(tx, {
							orderId,
							status: request.body.status,
							actor: { userId: staff.userId, name: staff.name, role: "admin" },
						});
						return {
							entityId: done.order.id,
							before: auditOrder(done.before),
							after: auditOrder(done.order),
							result: done,
						};
					});
					await afterStatusChange(app, request.log, change);
					results.push({ order_id: orderId, ok: true, message: messages.orders.statusUpdated(change.order.status) });
				} catch (error) {
					if (!(error instanceof AppError)) throw error;
					results.push({ order_id: orderId, ok: false, message: error.message });
				}
			}
			return {
				status: true as const,
				response: { moved: results.filter((result) => result.ok).length, results },
			};
		},
	);
};
