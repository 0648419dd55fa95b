import {
	accountDeletionRequestSchema,
	accountDeletionResponseSchema,
	apiErrorSchema,
	erasurePlanResponseSchema,
	errorsMessages,
	privacyCentreMessages as m,
	personalDataResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { ACCOUNT_RATE_LIMITS, ipLimit, verifyLoginCode } from "../../modules/accounts/index.ts";
import { findErasure } from "../../modules/privacy/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { eraseAccount, erasurePlanOf } from "../../workflows/erase-account.ts";
import { exportPersonalData } from "../../workflows/export-personal-data.ts";
import { currentUser } from "../caller.ts";

/**
 * Account → Privacy (issue 30 item 2, decision 051): the caller's own data as a file, what deleting the account
 * would erase and keep, and the deletion itself after a fresh one-time code. Every route reads the session's user
 * only: no route takes a user id, so no one reaches another shopper's data.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
	const factor = app.config.AUTH_IP_LIMIT_FACTOR;

	app.post(
		"/users/privacy/export",
		{
			onRequest: app.authenticate,
			config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
			schema: {
				tags: ["privacy"],
				summary: "Everything the shop holds about the caller, as a JSON file (DPDP §11)",
				description:
					"Answered with `Content-Disposition: attachment` so the same bytes are the file the shopper keeps.",
				security: bearer,
				body: z.object({}).optional(),
				response: { 200: personalDataResponseSchema, 401: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = currentUser(request);
			const data = await exportPersonalData(app.db, user.id);
			if (!data) throw notFound(errorsMessages.accountNotFound, "USER_NOT_FOUND");
			const day = data.generated_at.slice(0, 10);
			reply.header("content-disposition", `attachment; filename="pitara-my-data-${day}.json"`);
			reply.header("cache-control", "no-store");
			return { status: true as const, response: data };
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
			return { status: true as const, response: await erasurePlanOf(app.db, user.id) };
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
				await verifyLoginCode(app, user.phone, request.body.otp);
			} catch (error) {
				// the same request sent twice: the first used the code and erased the account
				if (error instanceof AppError && (await findErasure(app.db, user.id))) return done;
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
