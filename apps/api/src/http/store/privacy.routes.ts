import {
	accountDeletionRequestSchema,
	accountDeletionResponseSchema,
	apiErrorSchema,
	dataExportRequestSchema,
	dataExportResponseSchema,
	dataExportsResponseSchema,
	erasurePlanResponseSchema,
	privacyCentreMessages as m,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { ACCOUNT_RATE_LIMITS, confirmFreshCode, ipLimit, lockUser } from "../../modules/accounts/index.ts";
import { transaction } from "../../modules/events/index.ts";
import { exportsOfUser, findErasure, pendingExportOf, readyExportFile } from "../../modules/privacy/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { requestLanguage } from "../../plugins/language.ts";
import { nudgeDataExports, requestDataExport, toDataExport } from "../../workflows/data-export.ts";
import { eraseAccount, erasurePlanOf } from "../../workflows/erase-account.ts";
import { currentUser } from "../caller.ts";

/**
 * Account → Privacy (issue 30 item 2, decisions 051 and 059): the caller's own data as a ZIP made by a job, what deleting the account
 * would erase and keep, and the deletion itself after a fresh one-time code. Every route reads the session's user
 * only: no route takes a user id, so no one reaches another shopper's data.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
	const factor = app.config.AUTH_IP_LIMIT_FACTOR;

	/**
	 * Whether a deletion sent at the same moment (a double tap: it used the code first) erased the account: read
	 * after the user's row lock, which the erasure holds until it commits; asked a few times to cover the moment
	 * between that request using the code and taking the lock.
	 */
	const erasedBySibling = async (userId: number): Promise<boolean> => {
		for (let attempt = 0; attempt < 10; attempt++) {
			const erased = await transaction(app.db, async (tx) => {
				await lockUser(tx, userId);
				return Boolean(await findErasure(tx, userId));
			});
			if (erased) return true;
			await new Promise((resolve) => setTimeout(resolve, 150));
		}
		return false;
	};

	app.post(
		"/users/privacy/exports",
		{
			onRequest: app.authenticate,
			config: { rateLimit: ipLimit(ACCOUNT_RATE_LIMITS.validateOtp, factor) },
			schema: {
				tags: ["privacy"],
				summary: "Asks for a ZIP of everything the shop holds about the caller (DPDP §11), after a fresh one-time code",
				description: [
					"The code is sent by /user/send/otp to the account's phone. A job makes the ZIP (JSON and CSV) and texts",
					"the shopper when it is ready; GET /users/privacy/exports/{token} answers it for 7 days, to this account",
					"only. A request while one is being prepared answers that one.",
				].join("\n"),
				security: bearer,
				body: dataExportRequestSchema,
				response: { 202: dataExportResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = currentUser(request);
			const pending = await pendingExportOf(app.db, user.id);
			if (pending) {
				return reply.code(202).send({ status: true, message: m.exportAlreadyPending, response: toDataExport(pending) });
			}
			await confirmFreshCode(app, user.phone, request.body.otp);
			const { row, created } = await requestDataExport(app.db, user.id);
			nudgeDataExports(app);
			return reply.code(202).send({
				status: true,
				message: created ? m.exportQueued : m.exportAlreadyPending,
				response: toDataExport(row),
			});
		},
	);

	app.get(
		"/users/privacy/exports",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["privacy"],
				summary: "The caller's data downloads still offered (being prepared, or ready and within 7 days)",
				security: bearer,
				response: { 200: dataExportsResponseSchema, 401: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = currentUser(request);
			reply.header("cache-control", "no-store");
			const rows = await exportsOfUser(app.db, user.id, new Date());
			return { status: true as const, response: rows.map(toDataExport) };
		},
	);

	app.get(
		"/users/privacy/exports/:token",
		{
			onRequest: app.authenticate,
			config: { rateLimit: { max: 20, timeWindow: "15 minutes" } },
			schema: {
				tags: ["privacy"],
				summary: "The ZIP of a data download: its own account only, within 7 days of being made; else 404",
				security: bearer,
				params: z.object({ token: z.string().min(1).max(64) }),
				produces: ["application/zip"],
			},
		},
		async (request, reply) => {
			const user = currentUser(request);
			const found = await readyExportFile(app.db, request.params.token, user.id, new Date());
			// expired, not ready, or another account's: the same 404, so a link says nothing about anyone else
			if (!found) throw notFound(m.downloadGone, "EXPORT_NOT_FOUND");
			reply.header("content-type", "application/zip");
			reply.header("content-disposition", `attachment; filename="${found.fileName}"`);
			reply.header("cache-control", "no-store");
			return reply.send(found.file);
		},
	);

	app.post(
		"/users/privacy/erasure-plan",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["privacy"],
				summary: "What deleting the caller's account erases now, keeps by law (until when), and what stops it",
				security: bearer,
				body: z.object({}).optional(),
				response: { 200: erasurePlanResponseSchema, 401: apiErrorSchema },
			},
		},
		async (request) => {
			const user = currentUser(request);
			return { status: true as const, response: await erasurePlanOf(app.db, user.id, requestLanguage(request)) };
		},
	);

	app.post(
		"/users/privacy/delete",
		{
			onRequest: app.authenticate,
			config: { rateLimit: ipLimit(ACCOUNT_RATE_LIMITS.validateOtp, factor) },
			schema: {
				tags: ["privacy"],
				summary: "Deletes the caller's account after a fresh one-time code (sent by /user/send/otp to its phone)",
				description: [
					"Refused (409, `ACCOUNT_IN_USE`) while an order is in progress, naming it. Every session ends; name,",
					"phone, e-mail and addresses are erased or anonymised everywhere; tax documents stay as issued.",
					"A second request is told the account is already deleted.",
				].join("\n"),
				security: bearer,
				body: accountDeletionRequestSchema,
				response: { 200: accountDeletionResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
			},
		},
		async (request) => {
			const user = currentUser(request);
			const done = { status: true as const, message: m.alreadyDeleted, response: { deleted: true as const, kept: [] } };
			if (await findErasure(app.db, user.id)) return done;
			// refused before the code is used, so the shopper need not ask for another once the order is done
			const plan = await erasurePlanOf(app.db, user.id);
			if (plan.blockers.length > 0) throw conflict(`${m.deleteBlocked} ${plan.blockers.join("; ")}`, "ACCOUNT_IN_USE");
			try {
				await confirmFreshCode(app, user.phone, request.body.otp);
			} catch (error) {
				// the same request sent twice: the first used the code and is erasing the account
				if (error instanceof AppError && (await erasedBySibling(user.id))) return done;
				throw error;
			}
			const outcome = await eraseAccount(app.db, user.id);
			if (outcome.kind === "already") return done;
			if (outcome.kind === "blocked") {
				throw conflict(`${m.deleteBlocked} ${outcome.blockers.join("; ")}`, "ACCOUNT_IN_USE");
			}
			return { status: true as const, message: m.deleted, response: { deleted: true as const, kept: outcome.kept } };
		},
	);
};
