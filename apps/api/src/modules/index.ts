import type { FastifyPluginAsync } from "fastify";
import { accountsRoutes } from "./accounts/index.ts";
import { addressesRoutes } from "./addresses/index.ts";
import { cartForms, cartRoutes } from "./cart/index.ts";
import { catalogPages, catalogRoutes } from "./catalog/index.ts";
import { contentPages, contentRoutes } from "./content/index.ts";
import { deliveryRoutes, pincodesRoutes } from "./delivery/index.ts";
import { healthRoutes } from "./health/index.ts";
import { ordersRoutes } from "./orders/index.ts";
import { paymentsRoutes, testGatewayPages } from "./payments/index.ts";
import { wishlistForms, wishlistRoutes } from "./wishlist/index.ts";

/** Every domain module, registered under /api by buildApp. */
export const modules: FastifyPluginAsync[] = [
	healthRoutes,
	catalogRoutes,
	accountsRoutes,
	addressesRoutes,
	contentRoutes,
	ordersRoutes,
	paymentsRoutes,
	cartRoutes,
	wishlistRoutes,
	pincodesRoutes,
	deliveryRoutes,
];

/** Modules' routes outside /api (the sitemap, robots.txt, the shop's forms), registered at the root by buildApp. */
export const rootModules: FastifyPluginAsync[] = [
	catalogPages,
	testGatewayPages,
	contentPages,
	cartForms,
	wishlistForms,
];
