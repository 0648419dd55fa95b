import type { FastifyPluginAsync } from "fastify";
import { accountsRoutes } from "./accounts/accounts.routes.ts";
import { addressesRoutes } from "./addresses/addresses.routes.ts";
import { adminRoutes } from "./admin/admin.routes.ts";
import { cartRoutes } from "./cart/cart.routes.ts";
import { catalogPages } from "./catalog/catalog.pages.ts";
import { catalogRoutes } from "./catalog/catalog.routes.ts";
import { contentPages } from "./content/content.pages.ts";
import { contentRoutes } from "./content/content.routes.ts";
import { contentAdminRoutes } from "./content/content-admin.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { ordersRoutes } from "./orders/orders.routes.ts";
import { paymentsRoutes } from "./payments/payments.routes.ts";
import { testGatewayPages } from "./payments/test-gateway.pages.ts";
import { wishlistRoutes } from "./wishlist/wishlist.routes.ts";

/** Every domain module, registered under /api by buildApp. */
export const modules: FastifyPluginAsync[] = [
	healthRoutes,
	catalogRoutes,
	accountsRoutes,
	addressesRoutes,
	contentRoutes,
	contentAdminRoutes,
	ordersRoutes,
	paymentsRoutes,
	adminRoutes,
	cartRoutes,
	wishlistRoutes,
];

/** Modules' routes outside /api (the sitemap, robots.txt), registered at the root by buildApp. */
export const rootModules: FastifyPluginAsync[] = [catalogPages, testGatewayPages, contentPages];
