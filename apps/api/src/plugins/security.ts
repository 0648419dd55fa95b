import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { BOOT_SCRIPT } from "../lib/html-page.ts";
import { TEST_GATEWAY_STYLE } from "../lib/inline-styles.ts";

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

/** The CSP additions Razorpay's checkout needs (PAYMENT_GATEWAY=razorpay): its script, frames and telemetry. */
export const RAZORPAY_SOURCES = {
	scriptSrc: ["https://checkout.razorpay.com"],
	frameSrc: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
	connectSrc: ["https://lumberjack.razorpay.com"],
	styleSrc: ["'unsafe-inline'"],
};

/**
 * The security headers of every response, as `[name, value]` pairs in the
 * order helmet sets them: helmet's own middleware run once, here, against a
 * response that only records what is set. Helmet stays the authority on the
 * headers and on the CSP's text (its defaults, such as `script-src-attr
 * 'none'`, merged with `contentSecurityPolicy()`, and its check of every
 * directive), but none of it runs per request.
 */
export function securityHeaders({ razorpay, publicUrl }: { razorpay: boolean; publicUrl: string }): [string, string][] {
	const headers: [string, string][] = [];
	const recorder = {
		setHeader(name: string, value: string | number | readonly string[]) {
			headers.push([name, String(value)]);
			return recorder;
		},
		// helmet removes X-Powered-By, which neither Node nor Fastify ever sets
		removeHeader() {},
	};
	const middleware = helmet({
		contentSecurityPolicy: contentSecurityPolicy(razorpay ? RAZORPAY_SOURCES : {}),
		crossOriginEmbedderPolicy: false,
		crossOriginResourcePolicy: { policy: "same-origin" },
		referrerPolicy: { policy: "strict-origin-when-cross-origin" },
		strictTransportSecurity: strictTransportSecurity(publicUrl),
	});
	let failed: unknown;
	middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
		failed = error;
	});
	if (failed) throw failed;
	if (headers.length === 0) throw new Error("helmet set no security headers");
	return headers;
}

/**
 * Security headers, CSP included, on every response: computed once at start
 * (securityHeaders()) and set on the raw response by one synchronous hook
 * before routing's other hooks run, as @fastify/helmet did (it rebuilt
 * helmet's middleware, and parsed the CSP again, on every request). A route
 * that sets one of these headers itself still overrides it.
 */
export default fp(
	async function security(app: FastifyInstance) {
		const headers = securityHeaders({
			razorpay: app.config.PAYMENT_GATEWAY === "razorpay",
			publicUrl: app.config.PUBLIC_URL,
		});
		const names = headers.map(([name]) => name);
		const values = headers.map(([, value]) => value);
		const count = names.length;
		app.addHook("onRequest", function setSecurityHeaders(_request, reply, done) {
			const raw = reply.raw;
			for (let i = 0; i < count; i += 1) raw.setHeader(names[i] as string, values[i] as string);
			done();
		});
	},
	{ name: "security", dependencies: [] },
);
