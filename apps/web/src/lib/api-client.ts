import type { ShopApiGets, ShopApiPosts, ShopGetPath, ShopGetRoute, ShopPostPath, ShopPostRoute } from "@pitara/shared";
import { LANGUAGE_PARAM } from "@pitara/shared";
import { LANGUAGE, pageHref, withoutBase } from "./language.ts";
import { clearSession, getToken } from "./session.ts";

export interface FieldError {
	field: string;
	message: string;
}

/**
 * A failed API call. `message` is the server's own message when it sent one
 * (`fromServer`, always a text a shopper can read); otherwise a generic text
 * for logs, and `errorMessage` shows the caller's fallback instead.
 */
export class ApiError extends Error {
	constructor(
		message: string,
		readonly status: number,
		readonly code: string,
		readonly errors: FieldError[] = [],
		/** seconds to wait before trying again, from a 429's Retry-After header */
		readonly retryAfter?: number,
		/** whether `message` came from the server's error body rather than from this client */
		readonly fromServer = false,
	) {
		super(message);
		this.name = "ApiError";
	}

	/** The message for one field, from a 400's field errors. */
	fieldMessage(field: string): string | undefined {
		return this.errors.find((error) => error.field === field)?.message;
	}
}

/**
 * A failure whose message was written for the shopper (a SPEC.md text such as
 * 'Invalid API response structure'), thrown by this app's own code. Any other
 * Error's message ("Failed to fetch", a TypeError) is never shown.
 */
export class ShopperError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "ShopperError";
	}
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
	const here = `${window.location.pathname}${window.location.search}`;
	window.location.assign(`${pageHref("/login")}?redirect=${encodeURIComponent(withoutBase(here))}`);
};

/** The router registers how to go to /login without a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
	onUnauthorized = handler;
}

export interface RequestOptions {
	signal?: AbortSignal;
	headers?: Record<string, string>;
}

const NETWORK_MESSAGE = "The request did not reach the server";

/** What a call to /api answered: its status, and its body parsed as JSON (null when it had none). */
export interface ApiAnswer {
	status: number;
	data: unknown;
	headers?: { get(name: string): string | null };
}

/**
 * How calls reach the API instead of fetch(): the server renderer sets it so
 * that a page's data comes from the API's services in the same process
 * (entry-server.tsx). Never set in the browser.
 */
export type ApiTransport = (method: string, path: string, body: unknown) => Promise<ApiAnswer>;
let transport: ApiTransport | null = null;

export function setApiTransport(next: ApiTransport | null): void {
	transport = next;
}

/** A file sent as the body itself (a picture the console uploads), not as JSON. */
const isFile = (body: unknown): body is Blob => typeof Blob !== "undefined" && body instanceof Blob;

async function viaFetch(
	method: string,
	path: string,
	body: unknown,
	headers: Record<string, string>,
	signal: AbortSignal | undefined,
): Promise<ApiAnswer> {
	let response: Response;
	try {
		response = await fetch(`/api${path}`, {
			method,
			headers,
			body: body === undefined ? undefined : isFile(body) ? body : JSON.stringify(body),
			signal,
		});
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw new ApiError(NETWORK_MESSAGE, 0, "NETWORK_ERROR");
	}
	let data: unknown = null;
	const text = await response.text();
	if (text) {
		try {
			data = JSON.parse(text);
		} catch {
			data = null;
		}
	}
	return { status: response.status, data, headers: response.headers };
}

/** One call to /api; the admin console uses it for the methods `api` has no shortcut for. */
export async function request<T>(
	method: string,
	path: string,
	body: unknown,
	options: RequestOptions = {},
): Promise<T> {
	const token = getToken();
	const headers: Record<string, string> = { accept: "application/json", ...options.headers };
	if (body !== undefined) {
		headers["content-type"] = isFile(body) ? body.type || "application/octet-stream" : "application/json";
	}
	if (token) headers.authorization = `Bearer ${token}`;

	// a Hindi page asks for Hindi: the catalogue's Hindi names and the API's messages in Hindi (decision 060)
	const address = LANGUAGE === "en" ? path : `${path}${path.includes("?") ? "&" : "?"}${LANGUAGE_PARAM}=${LANGUAGE}`;
	const response = transport
		? await transport(method, address, body)
		: await viaFetch(method, address, body, headers, options.signal);
	const data = response.data;
	const ok = response.status >= 200 && response.status < 300;
	const envelope = (data ?? {}) as {
		status?: unknown;
		success?: unknown;
		message?: unknown;
		code?: unknown;
		errors?: unknown;
	};

	// (a late answer for a session already forgotten — logged out, account deleted — sends nobody to log in)
	if (response.status === 401 && token && token === getToken()) {
		// a revoked, expired or forged session: forget it and ask the shopper to log in
		clearSession();
		onUnauthorized();
	}
	if (!ok || envelope.status === false || envelope.success === false) {
		const fromServer = typeof envelope.message === "string" && envelope.message.trim() !== "";
		const message = fromServer
			? (envelope.message as string)
			: ok
				? "The server answered without success and without a message"
				: `The server answered ${response.status} without a message`;
		throw new ApiError(
			message,
			response.status,
			typeof envelope.code === "string" ? envelope.code : "REQUEST_FAILED",
			Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : [],
			Number(response.headers?.get("retry-after")) || undefined,
			fromServer,
		);
	}
	return data as T;
}

/**
 * A POST to /api answered with a file (a PDF), not JSON: its bytes and the
 * name the server gave it. A failure answers the API's usual JSON error and
 * throws the same ApiError as `request`. Browser only.
 */
export function postForFile(path: string, body: unknown): Promise<{ blob: Blob; fileName: string | null }> {
	return fileRequest("POST", path, body);
}

/** A GET of /api answered with a file (a ZIP of one's data): as postForFile. Browser only. */
export function getForFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
	return fileRequest("GET", path, undefined);
}

async function fileRequest(
	method: "GET" | "POST",
	path: string,
	body: unknown,
): Promise<{ blob: Blob; fileName: string | null }> {
	const token = getToken();
	const headers: Record<string, string> = { accept: "application/pdf, application/zip, application/json" };
	if (method === "POST") headers["content-type"] = "application/json";
	if (token) headers.authorization = `Bearer ${token}`;
	let response: Response;
	try {
		response = await fetch(`/api${path}`, {
			method,
			headers,
			...(method === "POST" ? { body: JSON.stringify(body) } : {}),
		});
	} catch {
		throw new ApiError(NETWORK_MESSAGE, 0, "NETWORK_ERROR");
	}
	if (!response.ok) {
		let envelope: { message?: unknown; code?: unknown } = {};
		try {
			envelope = (await response.json()) as typeof envelope;
		} catch {
			envelope = {};
		}
		if (response.status === 401 && token && token === getToken()) {
			clearSession();
			onUnauthorized();
		}
		const fromServer = typeof envelope.message === "string" && envelope.message.trim() !== "";
		throw new ApiError(
			fromServer ? (envelope.message as string) : `The server answered ${response.status} without a message`,
			response.status,
			typeof envelope.code === "string" ? envelope.code : "REQUEST_FAILED",
			[],
			undefined,
			fromServer,
		);
	}
	const disposition = response.headers.get("content-disposition") ?? "";
	const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
	return { blob: await response.blob(), fileName };
}

/** What a GET of that path answers, by the contract. */
export type GetAnswer<P extends string> =
	ShopGetRoute<P> extends infer R extends keyof ShopApiGets ? ShopApiGets[R] : never;
/** What a POST to that path sends and answers, by the contract. */
export type PostBody<P extends string> =
	ShopPostRoute<P> extends infer R extends keyof ShopApiPosts ? ShopApiPosts[R]["body"] : never;
export type PostAnswer<P extends string> =
	ShopPostRoute<P> extends infer R extends keyof ShopApiPosts ? ShopApiPosts[R]["answer"] : never;

/**
 * The one client for /api: bearer token, the error shape and the 401 redirect live here. Bound to the shared
 * contract: a call's path picks its body's type and its answer's (decision 038), so no caller
 * names a type of its own. The console's calls, outside that contract, use `request` (admin/lib).
 */
export const api = {
	get: <P extends ShopGetPath>(path: P, options?: RequestOptions) =>
		request<GetAnswer<P>>("GET", path, undefined, options),
	post: <P extends ShopPostPath>(path: P, body: PostBody<P>, options?: RequestOptions) =>
		request<PostAnswer<P>>("POST", path, body, options),
};

export const GENERIC_ERROR = "Something went wrong. Please try again.";
/** What a shopper on a patchy connection is told when a request never reached us and the spec gives no text. */
export const OFFLINE_ERROR = "Could not reach Pitara. Please check your connection and try again.";

/**
 * The text to show for any thrown value: the server's message when it sent
 * one, a message this app wrote for the shopper (ShopperError), and otherwise
 * the caller's fallback (SPEC.md §8's 'Failed to load products' and the like),
 * never a runtime's wording such as "Failed to fetch".
 */
export function errorMessage(error: unknown, fallback?: string): string {
	if (error instanceof ApiError) {
		if (error.fromServer) return error.message;
		if (fallback === undefined && error.code === "NETWORK_ERROR") return OFFLINE_ERROR;
		return fallback ?? GENERIC_ERROR;
	}
	if (error instanceof ShopperError && error.message) return error.message;
	return fallback ?? GENERIC_ERROR;
}
