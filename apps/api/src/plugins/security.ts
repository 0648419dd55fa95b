import { createHash } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { BOOT_SCRIPT } from "../lib/html-page.ts";
import { TEST_GATEWAY_STYLE } from "../modules/payments/index.ts";

/**
 * The one inline style of the storefront's index.html: without JavaScript, controls that need it give way to
 * the links beside them (`<noscript><style>…</style></noscript>`; a test keeps the two the same).
 */
export const NOSCRIPT_STYLE = "[data-js-only][data-js-only]{display:none}";

/** A CSP source that allows exactly this inline `<style>` (or `<script>`) content. */
export function styleHash(css: string): string {
	return `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
}
const scriptHash = styleHash;

/**
 * Content security policy for the shop: everything from our own origin, nothing inline that runs but the
 * storefront's boot script (allowed by its hash; lib/html-page.ts), and no
 * inline style but the two known `<style>` blocks, allowed by their hashes (style attributes in markup are
 * refused; the web app sets the one it needs through the DOM). Razorpay's checkout injects styles of its own,
 * so with it `styleSrc` is `'unsafe-inline'` (a hash beside it would make browsers ignore it).
 */
export function contentSecurityPolicy(
	extra: { scriptSrc?: string[]; frameSrc?: string[]; connectSrc?: string[]; styleSrc?: string[] } = {},
) {
	return {
		directives: {
			defaultSrc: ["'self'"],
			baseUri: ["'self'"],
			scriptSrc: ["'self'", scriptHash(BOOT_SCRIPT), ...(extra.scriptSrc ?? [])],
			styleSrc: ["'self'", ...(extra.styleSrc ?? [styleHash(NOSCRIPT_STYLE), styleHash(TEST_GATEWAY_STYLE)])],
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

/**
 * Strict-Transport-Security for a shop served over https (its PUBLIC_URL):
 * browsers then keep to https for a year, the value deploy/nginx-tls.conf
 * sends too. Never over plain http (a developer's machine, the demo on a LAN),
 * where it would be ignored at best and lock a host name to https at worst.
 */
export function strictTransportSecurity(publicUrl: string) {
	return publicUrl.startsWith("https:") ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false;
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
							styleSrc: ["'unsafe-inline'"],
						}
					: {},
			),
			crossOriginEmbedderPolicy: false,
			crossOriginResourcePolicy: { policy: "same-origin" },
			referrerPolicy: { policy: "strict-origin-when-cross-origin" },
			strictTransportSecurity: strictTransportSecurity(app.config.PUBLIC_URL),
		});
	},
	{ name: "security", dependencies: [] },
);
