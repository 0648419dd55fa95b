import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { apiErrorSchema } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** A route's `security`: the bearer token of the scheme the document declares below. */
export const bearer = [{ bearer: [] }];

/** The error answers most signed-in routes can give, to spread into a route's `response`. */
export const errorResponses = {
	400: apiErrorSchema,
	401: apiErrorSchema,
	403: apiErrorSchema,
	404: apiErrorSchema,
	409: apiErrorSchema,
};

/** The OpenAPI document at /api/docs/json and its viewer at /api/docs. */
export default fp(
	async function docs(app: FastifyInstance) {
		await app.register(swagger, {
			openapi: {
				info: {
					title: "Pitara API",
					description:
						"The storefront API. Success: `{ status: true, message?, response? }`. Failure: `{ status: false, message, code, errors? }`. Authenticate with `Authorization: Bearer <token>`.",
					version: "1.0.0",
				},
				components: {
					securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
				},
			},
			transform: jsonSchemaTransform,
		});
		await app.register(swaggerUi, {
			routePrefix: "/api/docs",
			staticCSP: true,
			uiConfig: { docExpansion: "list", deepLinking: false },
		});
	},
	{ name: "docs" },
);
