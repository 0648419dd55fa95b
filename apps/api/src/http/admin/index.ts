import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminRoutes } from "./admin.routes.ts";
import { afterSaleAdminRoutes } from "./after-sale.routes.ts";
import { auditRoutes } from "./audit.routes.ts";
import { contentAdminRoutes } from "./content.routes.ts";
import { conversationsRoutes } from "./conversations.routes.ts";
import { customersRoutes } from "./customers.routes.ts";
import { dashboardRoutes } from "./dashboard.routes.ts";
import { documentsRoutes } from "./documents.routes.ts";
import { giftCardsRoutes } from "./gift-cards.routes.ts";
import { grievancesAdminRoutes } from "./grievances.routes.ts";
import { inventoryRoutes } from "./inventory.routes.ts";
import { messageTemplatesRoutes } from "./message-templates.routes.ts";
import { newsletterRoutes } from "./newsletter.routes.ts";
import { notesRoutes } from "./notes.routes.ts";
import { ordersRoutes } from "./orders.routes.ts";
import { outboxRoutes } from "./outbox.routes.ts";
import { ownerAlertsRoutes } from "./owner-alerts.routes.ts";
import { productsRoutes } from "./products.routes.ts";
import { promoCodesRoutes } from "./promo-codes.routes.ts";
import { reportsRoutes } from "./reports.routes.ts";
import { returnsAdminRoutes } from "./returns.routes.ts";
import { sessionRoutes } from "./session.routes.ts";
import { settingsRoutes } from "./settings.routes.ts";
import { shipmentsRoutes } from "./shipments.routes.ts";
import { staffRoutes } from "./staff.routes.ts";
import { ADMIN_PREFIX, guardStaffScope } from "./staff-guard.ts";
import { taxonomyRoutes } from "./taxonomy.routes.ts";

/**
 * The console's API, one plugin per section (docs/admin-console.md), all in
 * one Fastify scope under /api/admin whose onRequest hook is the guard
 * (staff-guard.ts): a route registered here cannot be reached without the
 * role its area asks, however its URL is spelled. A section's routes call
 * the owning domain's services through the module's index.ts and write
 * through `audited()`; no SQL here. To add a section: write
 * `<section>.routes.ts` beside this file, list it below, and give its first
 * path segment an area in packages/shared/src/staff-access.ts.
 */
const sections: FastifyPluginAsyncZod[] = [
	sessionRoutes,
	dashboardRoutes,
	ordersRoutes,
	documentsRoutes,
	afterSaleAdminRoutes,
	returnsAdminRoutes,
	shipmentsRoutes,
	productsRoutes,
	adminRoutes,
	taxonomyRoutes,
	customersRoutes,
	giftCardsRoutes,
	promoCodesRoutes,
	contentAdminRoutes,
	conversationsRoutes,
	newsletterRoutes,
	grievancesAdminRoutes,
	auditRoutes,
	outboxRoutes,
	staffRoutes,
	settingsRoutes,
	messageTemplatesRoutes,
	reportsRoutes,
	inventoryRoutes,
	notesRoutes,
	ownerAlertsRoutes,
];

/** Registers the staff's scope on the app (buildApp does, once). */
export async function registerAdminHttp(app: FastifyInstance): Promise<void> {
	const routes: FastifyInstance["adminApiRoutes"] = [];
	app.decorate("adminApiRoutes", routes);
	await app.register(
		async (scope) => {
			guardStaffScope(scope, routes);
			for (const section of sections) await scope.register(section);
			// a path under /api/admin that no route matches: behind the same guard, then a 404 for staff
			scope.setNotFoundHandler(async (_request, reply) =>
				reply.code(404).send({ status: false, message: "Not found", code: "NOT_FOUND" }),
			);
		},
		{ prefix: ADMIN_PREFIX },
	);
}

export { staffOf } from "./staff-guard.ts";
