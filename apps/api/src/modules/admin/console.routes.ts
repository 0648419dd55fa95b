import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditRoutes } from "./audit.routes.ts";
import { customersRoutes } from "./customers.routes.ts";
import { dashboardRoutes } from "./dashboard.routes.ts";
import { giftCardsRoutes } from "./gift-cards.routes.ts";
import { newsletterRoutes } from "./newsletter.routes.ts";
import { ordersRoutes } from "./orders.routes.ts";
import { productsRoutes } from "./products.routes.ts";
import { promoCodesRoutes } from "./promo-codes.routes.ts";
import { sessionRoutes } from "./session.routes.ts";
import { settingsRoutes } from "./settings.routes.ts";
import { staffRoutes } from "./staff.routes.ts";
import { taxonomyRoutes } from "./taxonomy.routes.ts";

/**
 * The admin console's API, one plugin per section (docs/admin-console.md).
 * The guard is not here: plugins/admin-guard.ts covers every /api/admin path
 * whoever registers it. A section's routes call the owning domain's services
 * through the module's index.ts, and write through `audited()`; no SQL here.
 * To add a section: write `<section>.routes.ts` beside this file and list it.
 */
const sections: FastifyPluginAsyncZod[] = [
	sessionRoutes,
	dashboardRoutes,
	ordersRoutes,
	productsRoutes,
	taxonomyRoutes,
	customersRoutes,
	giftCardsRoutes,
	promoCodesRoutes,
	newsletterRoutes,
	auditRoutes,
	staffRoutes,
	settingsRoutes,
];

export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
	for (const section of sections) await app.register(section);
};
