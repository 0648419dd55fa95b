import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Content security policy for the shop: everything from our own origin, nothing inline that runs. */
export function contentSecurityPolicy(
	extra: { scriptSrc?: string[]; frameSrc?: string[]; connectSrc?: string[] } = {},
) {
	return {
		directives: {
			defaultSrc: ["'self'"],
			baseUri: ["'self'"],
			scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
			styleSrc: ["'self'", "'unsafe-inline'"],
			imgSrc: ["'self'", "data:", "blob:"],
			fontSrc: ["'self'", "data:"],
			connectSrc: ["'self'", ...(extra.connectSrc ?? [])],
			frameSrc: ["'self'", ...(extra.frameSrc ?? [])],
			objectSrc: ["'none'"],
			frameAncestors: ["'none'"],
			formAction: ["'self'", ...(extra.frameSrc ?? [])],
			upgradeInsecureRequests: null,
		},
	};
}

/** Security headers, CSP included, on every response. */
export default fp(
	async function security(app: FastifyInstance) {
		const razorpay = app.config.PAYMENT_GATEWAY === "razorpay";
		await app.register(helmet, {
			contentSecurityPolicy: contentSecurityPolicy(
				razorpay
					? {
							scriptSrc: ["https://checkout.razorpay.com"],
							frameSrc: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
							connectSrc: ["https://lumberjack.razorpay.com"],
						}
					: {},
			),
			crossOriginEmbedderPolicy: false,
			crossOriginResourcePolicy: { policy: "same-origin" },
			referrerPolicy: { policy: "strict-origin-when-cross-origin" },
			// served over plain http on a developer's machine; HSTS belongs to the TLS proxy in front
			strictTransportSecurity: false,
		});
	},
	{ name: "security", dependencies: [] },
);
