import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const optionalUrl = (protocols: RegExp, hint: string) =>
	z
		.string()
		.trim()
		.refine((value) => {
			try {
				return protocols.test(new URL(value).protocol);
			} catch {
				return false;
			}
		}, hint)
		.optional();

const envSchema = z.object({
	NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
	PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
	HOST: z.string().trim().min(1).default("127.0.0.1"),
	DATA_DIR: z.string().trim().min(1).default("./data"),
	DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, "must be a postgres:// or postgresql:// URL"),
	/** connections to PostgreSQL per process (decision 027); more than the server's cores only queue inside it */
	DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
	MEDIA_DIR: z.string().trim().min(1).optional(),
	REDIS_URL: optionalUrl(/^rediss?:$/, "must be a redis:// or rediss:// URL"),
	/** the start of every Redis key and channel of this shop (several shops or test runs can share one Redis) */
	REDIS_KEY_PREFIX: z
		.string()
		.trim()
		.regex(/^[\w:.-]{1,64}$/, "must be 1 to 64 letters, digits, '_', ':', '.' or '-'")
		.default("pitara:"),
	SMS_PROVIDER: z.enum(["console", "webhook", "msg91"]).default("console"),
	SMS_WEBHOOK_URL: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
	/** MSG91's auth key (SMS_PROVIDER=msg91) */
	MSG91_AUTH_KEY: z.string().trim().min(1).optional(),
	/** the secret in the delivery-report URL given to MSG91 (/api/webhooks/msg91/<token>): MSG91 signs nothing */
	MSG91_WEBHOOK_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
	/** MSG91's address (a test points it at a fake) */
	MSG91_BASE_URL: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
	/** `cloud` sends WhatsApp templates through Meta's WhatsApp Cloud API (modules/messaging) */
	WHATSAPP_PROVIDER: z.enum(["none", "cloud"]).default("none"),
	WHATSAPP_TOKEN: z.string().trim().min(1).optional(),
	WHATSAPP_PHONE_NUMBER_ID: z
		.string()
		.trim()
		.regex(/^\d{5,20}$/, "must be the phone number's numeric ID")
		.optional(),
	/** the app secret that signs the status webhooks (X-Hub-Signature-256) */
	WHATSAPP_APP_SECRET: z.string().trim().min(1).optional(),
	/** the token Meta's webhook handshake (hub.verify_token) must bring */
	WHATSAPP_VERIFY_TOKEN: z.string().trim().min(1).optional(),
	WHATSAPP_BASE_URL: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
	PAYMENT_GATEWAY: z.enum(["test", "razorpay"]).default("test"),
	RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
	RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
	RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
	/** Razorpay's API base (https://api.razorpay.com/v1 when unset); tests point it at a fake server */
	RAZORPAY_API_URL: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
	SEED: z.enum(["demo", "none"]).default("demo"),
	/** a folder of log files (rotated there by the process manager) the retention job deletes after its period */
	LOG_DIR: z.string().trim().min(1).optional(),
	LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
	/** the address shoppers reach the shop at, for canonical URLs and the sitemap */
	PUBLIC_URL: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
	/** the built web app; defaults to apps/web/dist */
	WEB_DIST_DIR: z.string().trim().min(1).optional(),
	/** lets the demo settings run on an address other machines reach (see demoProblems) */
	ALLOW_DEMO_SETTINGS: z
		.enum(["true", "false"], { error: "must be true or false" })
		.default("false")
		.transform((value) => value === "true"),
	/** multiplies the per-IP limits of registration and login codes (a test rig, or many shoppers behind one NAT) */
	AUTH_IP_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
	/** whose X-Forwarded-For to believe: no one, the last N proxies, or proxies at these addresses (see trustProxy) */
	TRUST_PROXY: z.string().default("false").transform(trustProxy),
	/** `off` builds every catalogue answer afresh (to measure the miss path); `on` keeps them until a write changes them */
	CATALOGUE_CACHE: z.enum(["on", "off"]).default("on"),
	/** the catalogue cache's memory budget per API process, in MB */
	CATALOGUE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(48),
	/** how long after start the outbox runner begins delivering (jobs/): 0 at once; a fault test holds delivery back */
	OUTBOX_START_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
	/** quiet hours in India for alerts and offers (decision 049): "21-9" (from 21:00 to 09:00), or "off" */
	MESSAGE_QUIET_HOURS: z
		.string()
		.trim()
		.regex(/^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, { error: 'must be like "21-9" (hours in India) or "off"' })
		.default("21-9"),
	/** the key (32 bytes, base64 or hex) the courier credentials are encrypted with in the database (issue 25) */
	SHIPPING_SECRETS_KEY: z.string().trim().min(1).optional(),
	/** Shiprocket's API (tests point it at their fake) */
	SHIPROCKET_BASE_URL: z.string().trim().url().default("https://apiv2.shiprocket.in"),
	/** how long one Shiprocket call may take before it counts as timed out */
	SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(20_000),
	/**
	 * how the shop's e-mail leaves (issue 27: replies to contact messages, a re-sent invoice, the owner's alerts):
	 * `console` prints each mail (development, the demo), `smtp` sends through SMTP_URL with nodemailer
	 */
	MAIL_TRANSPORT: z.enum(["console", "smtp"]).default("console"),
	/** smtp:// (STARTTLS when the server offers it) or smtps:// with the user and password, e.g. smtps://user:pass@smtp.example.in:465 */
	SMTP_URL: optionalUrl(/^smtps?:$/, "must be an smtp:// or smtps:// URL"),
	/** the shop's sender, e.g. "Pitara <care@pitara.in>" */
	MAIL_FROM: z.string().trim().min(3).default("Pitara <care@pitara.example>"),
	/** how long one SMTP conversation may take */
	SMTP_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(20_000),
});

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
	if (PROXY_RANGE_NAMES.has(entry)) return true;
	const [address = "", prefix, ...rest] = entry.split("/");
	const version = isIP(address);
	if (version === 0 || rest.length > 0) return false;
	if (prefix === undefined) return true;
	return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, for Fastify's `trustProxy`: `false` (no proxy: the socket's
 * address counts), a number of proxy hops in front (`1` for one nginx: the
 * address it appended to X-Forwarded-For counts), or the proxies' addresses
 * and CIDR ranges, comma-separated. `true` would trust every hop, so the
 * left-most X-Forwarded-For entry, which any client writes itself, would
 * become its address for every per-IP limit: it is refused.
 */
function trustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
	const raw = value.trim();
	if (raw === "false") return false;
	if (/^\d+$/.test(raw)) return Number(raw) === 0 ? false : Number(raw);
	if (raw === "true") {
		context.addIssue({
			code: "custom",
			message:
				"must not be true (that trusts an X-Forwarded-For any client can write): give the number of proxies in front (1 for one nginx) or their addresses (10.0.0.0/8,192.168.1.10)",
		});
		return z.NEVER;
	}
	const entries = raw.split(",").map((entry) => entry.trim());
	if (entries.length === 0 || !entries.every(isProxyAddress)) {
		context.addIssue({
			code: "custom",
			message:
				"must be false, a number of proxy hops (1), or comma-separated proxy addresses or CIDR ranges (10.0.0.0/8,192.168.1.10)",
		});
		return z.NEVER;
	}
	return entries;
}

export type Env = z.infer<typeof envSchema>;

/** Settings that need each other, checked on the raw values so they are reported beside any other mistake. */
function dependentProblems(env: Record<string, string | undefined>): string[] {
	const problems: string[] = [];
	if (env.SMS_PROVIDER === "webhook" && !env.SMS_WEBHOOK_URL) {
		problems.push("SMS_WEBHOOK_URL is required when SMS_PROVIDER=webhook");
	}
	if (env.SMS_PROVIDER === "msg91") {
		for (const key of ["MSG91_AUTH_KEY", "MSG91_WEBHOOK_TOKEN"]) {
			if (!env[key]) problems.push(`${key} is required when SMS_PROVIDER=msg91`);
		}
	}
	if (env.WHATSAPP_PROVIDER === "cloud") {
		for (const key of ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"]) {
			if (!env[key]) problems.push(`${key} is required when WHATSAPP_PROVIDER=cloud`);
		}
	}
	if (env.MAIL_TRANSPORT === "smtp" && !env.SMTP_URL) problems.push("SMTP_URL is required when MAIL_TRANSPORT=smtp");
	if (env.PAYMENT_GATEWAY === "razorpay") {
		for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"]) {
			if (!env[key]) problems.push(`${key} is required when PAYMENT_GATEWAY=razorpay`);
		}
	}
	if (env.PAYMENT_GATEWAY !== "razorpay") {
		const keys = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"].filter((key) => env[key]);
		if (keys.length > 0) {
			problems.push(
				`${keys.join(", ")} ${keys.length === 1 ? "is" : "are"} set but PAYMENT_GATEWAY=${env.PAYMENT_GATEWAY ?? "test"}: payments would go to the built-in test page, not Razorpay. Set PAYMENT_GATEWAY=razorpay, or remove the Razorpay keys`,
			);
		}
	}
	problems.push(...demoProblems(env));
	return problems;
}

/** Addresses only this machine reaches: the demo settings are safe there. */
export function isLoopbackHost(host: string): boolean {
	const value = host.trim().toLowerCase();
	return value === "localhost" || value === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value);
}

/** A PUBLIC_URL on this machine only (localhost, 127.x, ::1); anything else, or a URL that does not parse, is public. */
function isLoopbackUrl(url: string): boolean {
	try {
		return isLoopbackHost(new URL(url).hostname.replace(/^\[(.*)\]$/, "$1"));
	} catch {
		return false;
	}
}

/**
 * Why the shop is reachable from other machines, or null when it is not:
 * a HOST other than loopback, a reverse proxy in front (TRUST_PROXY, which
 * only a proxy serving others needs; `false` and `0` mean none), or a
 * PUBLIC_URL that is not local. A server bound to 127.0.0.1 behind nginx
 * (the documented setup) is public through the proxy.
 */
function publicBecause(env: Record<string, string | undefined>): string | null {
	const host = env.HOST ?? "127.0.0.1";
	if (!isLoopbackHost(host)) return `HOST=${host} is reachable from other machines`;
	const proxy = env.TRUST_PROXY?.trim();
	if (proxy && proxy !== "false" && proxy !== "0") {
		return `TRUST_PROXY=${proxy} says a reverse proxy brings other machines' requests here`;
	}
	if (env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL.trim())) {
		return `PUBLIC_URL=${env.PUBLIC_URL.trim()} is reachable from other machines`;
	}
	return null;
}

/** The settings of the demo shop: fine on one's own machine, dangerous for real customers. */
const DEMO_SETTINGS = [
	{
		name: "PAYMENT_GATEWAY",
		value: "test",
		why: "a built-in payment page where anyone can mark an order paid",
		instead: "PAYMENT_GATEWAY=razorpay",
		short: "test payments",
	},
	{
		name: "SMS_PROVIDER",
		value: "console",
		why: "every login code is printed in the server's output",
		instead: "SMS_PROVIDER=webhook",
		short: "codes printed here",
	},
	{
		name: "SEED",
		value: "demo",
		why: "an empty database gets the demo admin 9000000001 and gift cards whose codes are public",
		instead: "SEED=none",
		short: "demo accounts",
	},
] as const;

/**
 * On a shop other machines reach (publicBecause), each demo setting in use is
 * a problem unless ALLOW_DEMO_SETTINGS=true says it is meant: `npm start` on
 * one's own machine stays the demo shop.
 */
function demoProblems(env: Record<string, string | undefined>): string[] {
	const because = publicBecause(env);
	if (because === null || env.ALLOW_DEMO_SETTINGS === "true") return [];
	return DEMO_SETTINGS.filter((setting) => (env[setting.name] ?? setting.value) === setting.value).map(
		(setting) =>
			`${setting.name}=${setting.value} (${setting.why}) is for the demo shop, but ${because}: set ${setting.instead}, or ALLOW_DEMO_SETTINGS=true to run the demo there anyway`,
	);
}

/** One line for the log at start while any demo setting is in use, else null. */
export function demoSettingsWarning(config: Pick<Env, "PAYMENT_GATEWAY" | "SMS_PROVIDER" | "SEED">): string | null {
	const inUse = DEMO_SETTINGS.filter((setting) => config[setting.name] === setting.value);
	if (inUse.length === 0) return null;
	return `demo settings: ${inUse.map((setting) => setting.short).join(", ")} — not for real customers`;
}

export interface Config extends Omit<Env, "DATA_DIR" | "MEDIA_DIR" | "WEB_DIST_DIR" | "PUBLIC_URL"> {
	DATA_DIR: string;
	MEDIA_DIR: string;
	WEB_DIST_DIR: string;
	PUBLIC_URL: string;
}

export class ConfigError extends Error {
	constructor(readonly problems: string[]) {
		super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
		this.name = "ConfigError";
	}
}

const defaultWebDist = path.resolve(import.meta.dirname, "../../web/dist");

/**
 * Reads the environment once, at start. Empty variables count as unset; a bad
 * value stops the server with a message naming each variable that is wrong.
 * Relative paths are taken from the directory the command was started in.
 */
export function loadConfig(
	env: NodeJS.ProcessEnv = process.env,
	// npm runs workspace scripts inside the workspace; paths are meant from where the command was typed
	cwd: string = process.env.INIT_CWD ?? process.cwd(),
): Config {
	const present = Object.fromEntries(
		Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
	);
	const parsed = envSchema.safeParse(present);
	const problems = [
		...(parsed.success
			? []
			: parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`)),
		...dependentProblems(present),
	];
	if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
	const value = parsed.data;
	const dataDir = path.resolve(cwd, value.DATA_DIR);
	const displayHost = value.HOST === "0.0.0.0" || value.HOST === "::" ? "localhost" : value.HOST;
	return {
		...value,
		DATA_DIR: dataDir,
		MEDIA_DIR: path.resolve(cwd, value.MEDIA_DIR ?? path.join(dataDir, "media")),
		WEB_DIST_DIR: value.WEB_DIST_DIR ? path.resolve(cwd, value.WEB_DIST_DIR) : defaultWebDist,
		PUBLIC_URL: (
			value.PUBLIC_URL ?? `http://${displayHost === "127.0.0.1" ? "localhost" : displayHost}:${value.PORT}`
		).replace(/\/+$/, ""),
	};
}

/** loadConfig for a command's start: a bad environment prints what is wrong and exits with status 1. */
export function loadConfigOrExit(): Config {
	try {
		return loadConfig();
	} catch (error) {
		if (error instanceof ConfigError) {
			console.error(error.message);
			process.exit(1);
		}
		throw error;
	}
}
