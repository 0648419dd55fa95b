import { adminOneOf, ownerAlertSettingsSchema } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { audited } from "../../modules/audit/index.ts";
import { changeOwnerAlertSettings, ownerAlertSettings } from "../../modules/messaging/index.ts";
import { staffOf } from "./staff-guard.ts";

/** The settings as answered: the phone already ten digits (the request's schema normalises how it was typed). */
const ownerAlertSettingsAnswer = ownerAlertSettingsSchema.extend({ phone: z.string() });

/**
 * The owner's alerts (issue 27 item 5): where (an e-mail address; empty: none) and whether a new order and a new
 * contact message are e-mailed to the owner, through the outbox and the shop's mail transport.
 */
export const ownerAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/settings/alerts",
		{
			schema: {
				summary: "Where and whether the owner is alerted of new orders and contact messages",
				response: { 200: adminOneOf(ownerAlertSettingsAnswer) },
			},
		},
		async () => ({ status: true as const, response: await ownerAlertSettings(app.db) }),
	);

	app.put(
		"/settings/alerts",
		{
			schema: {
				summary: "Change the owner's alerts (audited as settings · update, id `alerts`)",
				body: ownerAlertSettingsSchema,
				response: { 200: adminOneOf(ownerAlertSettingsAnswer) },
			},
		},
		async (request) => {
			const after = await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				const change = await changeOwnerAlertSettings(tx, request.body);
				return { entityId: "alerts", before: change.before, after: change.after, result: change.after };
			});
			return { status: true as const, message: "Alerts saved", response: after };
		},
	);
};
