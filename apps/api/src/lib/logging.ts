import type { FastifyServerOptions } from "fastify";

/**
 * What the API's log may hold: never a login code, a session token, a
 * password, a gift card code, a shopper's full phone number or address
 * (docs/security.md). The code logs ids, not people; this is the net under it:
 *  - `redact` blanks such fields wherever a log call names them;
 *  - errors are serialised without the parameters of a failed query (drizzle
 *    and PGlite put them in the message and in `params`: an address being
 *    saved, a phone being looked up) nor the key values PostgreSQL names in a
 *    constraint's `detail` ("Key (phone)=(98…) already exists");
 *  - a request is logged by its path, with the names of its query parameters
 *    but not their values (a staff member searching customers by phone).
 */
export const REDACTED = "[redacted]";

/** Fields blanked wherever a log call names them, at the top or one level down (not `code`: errors have one). */
const SECRET_FIELDS = [
	"otp",
	"token",
	"password",
	"phone",
	"email",
	"gift_card_code",
	"address_line1",
	"address_line2",
	"authorization",
	"cookie",
];

export const REDACT_PATHS = [
	"req.headers.authorization",
	"req.headers.cookie",
	'res.headers["set-cookie"]',
	...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** A phone number as the log may show it: its last two digits. */
export function maskPhone(phone: string | null | undefined): string {
	if (!phone) return "";
	return `${"•".repeat(Math.max(0, phone.length - 2))}${phone.slice(-2)}`;
}

/** Removes the values a failed query or constraint carried from an error's text. */
export function scrubErrorText(text: string): string {
	return (
		text
			// drizzle: "Failed query: insert …\nparams: 86,Office,9812345678,…" (up to the stack, or the end)
			.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${REDACTED}`)
			// PostgreSQL: Key (phone)=(9812345678) already exists
			.replace(/\)=\((?:[^()]|\([^()]*\))*\)/g, `)=(${REDACTED})`)
	);
}

const DROPPED_ERROR_FIELDS = new Set(["params", "parameters", "values", "config", "request", "response"]);

/** The log's error serialiser: type, message, stack, code and the like, causes included, with values scrubbed. */
export function serializeError(error: unknown, depth = 0): unknown {
	if (!(error instanceof Error)) return error;
	const out: Record<string, unknown> = {
		type: error.constructor?.name ?? error.name,
		message: scrubErrorText(error.message),
		stack: scrubErrorText(error.stack ?? ""),
	};
	for (const key of Object.keys(error)) {
		if (key in out || key === "cause" || DROPPED_ERROR_FIELDS.has(key)) continue;
		const value = (error as unknown as Record<string, unknown>)[key];
		if (value instanceof Error) {
			if (depth < 4) out[key] = serializeError(value, depth + 1);
		} else if (typeof value === "string") {
			out[key] = scrubErrorText(value);
		} else if (typeof value !== "function") {
			out[key] = value;
		}
	}
	if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
	return out;
}

/** A request's URL for the log: its path, and its query's parameter names with their values left out. */
export function loggableUrl(url: string): string {
	const mark = url.indexOf("?");
	if (mark < 0) return url;
	const names = [...new URLSearchParams(url.slice(mark + 1)).keys()];
	return `${url.slice(0, mark)}?${names.map((name) => `${name}=${REDACTED}`).join("&")}`;
}

interface LoggedRequest {
	method: string;
	url: string;
	ip?: string;
	id?: string;
	headers: Record<string, unknown>;
	routeOptions?: { url?: string };
}

/**
 * The API's logger options (server.ts; tests that capture the log pass a
 * `stream`). `pretty` prints for a person at a terminal.
 */
export function loggerOptions({
	level,
	pretty = false,
	stream,
}: {
	level: string;
	pretty?: boolean;
	stream?: { write(line: string): void };
}): NonNullable<FastifyServerOptions["logger"]> {
	return {
		level,
		redact: { paths: REDACT_PATHS, censor: REDACTED },
		serializers: {
			err: serializeError,
			error: serializeError,
			req: (request: LoggedRequest) => ({
				method: request.method,
				url: loggableUrl(request.url),
				host: request.headers.host,
				remoteAddress: request.ip,
			}),
		},
		...(stream ? { stream } : {}),
		...(pretty && !stream
			? {
					transport: {
						target: "pino-pretty",
						options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
					},
				}
			: {}),
	} as NonNullable<FastifyServerOptions["logger"]>;
}
