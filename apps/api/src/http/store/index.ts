import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { accountsRoutes } from "./accounts.routes.ts";
import { addressesRoutes } from "./addresses.routes.ts";
import { afterSaleRoutes } from "./after-sale.routes.ts";
import { cartForms } from "./cart.forms.ts";
import { cartRoutes } from "./cart.routes.ts";
import { catalogPages } from "./catalog.pages.ts";
import { catalogRoutes } from "./catalog.routes.ts";
import { contentPages } from "./content.pages.ts";
import { contentRoutes } from "./content.routes.ts";
import { grievancesRoutes } from "./grievances.routes.ts";
import { healthRoutes } from "./health.routes.ts";
import { languagePages } from "./language.pages.ts";
import { messagingRoutes } from "./messaging.routes.ts";
import { messagingWebhooksRoutes } from "./messaging-webhooks.routes.ts";
import { ordersRoutes } from "./orders.routes.ts";
import { paymentsRoutes } from "./payments.routes.ts";
import { deliveryRoutes, pincodesRoutes } from "./pincodes.routes.ts";
import { privacyRoutes } from "./privacy.routes.ts";
import { returnsRoutes } from "./returns.routes.ts";
import { shippingRoutes } from "./shipping.routes.ts";
import { shopRoutes } from "./shop.routes.ts";
import { shortLinks, stockAlertForms } from "./stock-alerts.forms.ts";
import { testGatewayPages } from "./test-gateway.pages.ts";
import { wishlistForms } from "./wishlist.forms.ts";
import { wishlistRoutes } from "./wishlist.routes.ts";

/**
 * The shop's HTTP edge for shoppers and visitors: the JSON API under /api, and at the root the server-rendered
 * reads (the sitemap, robots.txt), the test gateway's pages and the forms that work before the page's code
 * (decision 026). Each file here is thin: it validates, calls a domain module's index.ts or a workflow, and
 * shapes the answer. The console's routes are in ../admin (decision 031).
 */
const apiRoutes: FastifyPluginAsync[] = [
	healthRoutes,
	catalogRoutes,
	accountsRoutes,
	addressesRoutes,
	contentRoutes,
	ordersRoutes,
	afterSaleRoutes,
	returnsRoutes,
	paymentsRoutes,
	cartRoutes,
	wishlistRoutes,
	pincodesRoutes,
	deliveryRoutes,
	shippingRoutes,
	grievancesRoutes,
	privacyRoutes,
	messagingWebhooksRoutes,
	messagingRoutes,
	shopRoutes,
];

const rootRoutes: FastifyPluginAsync[] = [
	catalogPages,
	testGatewayPages,
	contentPages,
	languagePages,
	cartForms,
	wishlistForms,
	stockAlertForms,
	shortLinks,
];

/** Registers the storefront's routes on the app (buildApp does, once). */
export async function registerStoreHttp(app: FastifyInstance): Promise<void> {
	for (const routes of apiRoutes) await app.register(routes, { prefix: "/api" });
	for (const routes of rootRoutes) await app.register(routes);
}
