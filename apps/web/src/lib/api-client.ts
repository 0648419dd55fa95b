import { clearSession, getToken } from "./session.ts";

export interface FieldError {
	field: string;
	message: string;
}

/** A failed API call, carrying the server's message (always one a shopper can read). */
export class ApiError extends Error {
	constructor(
		message: string,
		readonly status: number,
		readonly code: string,
		readonly errors: FieldError[] = [],
		/** seconds to wait before trying again, from a 429's Retry-After header */
		readonly retryAfter?: number,
	) {
		super(message);
		this.name = "ApiError";
	}

	/** The message for one field, from a 400's field errors. */
	fieldMessage(field: string): string | undefined {
		return this.errors.find((error) => error.field === field)?.message;
	}
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
	const here = `${window.location.pathname}${window.location.search}`;
	window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
};

/** The router registers how to go to /login without a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
	onUnauthorized = handler;
}

export interface RequestOptions {
	signal?: AbortSignal;
	headers?: Record<string, string>;
}

const NETWORK_MESSAGE = "Could not reach Pitara. Please check your connection and try again.";

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
	const token = getToken();
	const headers: Record<string, string> = { accept: "application/json", ...options.headers };
	if (body !== undefined) headers["content-type"] = "application/json";
	if (token) headers.authorization = `Bearer ${token}`;

	let response: Response;
	try {
		response = await fetch(`/api${path}`, {
			method,
			headers,
			body: body === undefined ? undefined : JSON.stringify(body),
			signal: options.signal,
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
	const envelope = (data ?? {}) as {
		status?: unknown;
		success?: unknown;
		message?: unknown;
		code?: unknown;
		errors?: unknown;
	};

	if (response.status === 401 && token) {
		// a revoked, expired or forged session: forget it and ask the shopper to log in
		clearSession();
		onUnauthorized();
	}
	if (!response.ok || envelope.status === false || envelope.success === false) {
		const message =
			typeof envelope.message === "string" && envelope.message
				? envelope.message
				: response.ok
					? "Something went wrong. Please try again."
					: `Something went wrong (${response.status}). Please try again.`;
		throw new ApiError(
			message,
			response.status,
			typeof envelope.code === "string" ? envelope.code : "REQUEST_FAILED",
			Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : [],
			Number(response.headers.get("retry-after")) || undefined,
		);
	}
	return data as T;
}

/** The one client for /api: bearer token, the error shape and the 401 redirect live here. */
export const api = {
	get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
	post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>("POST", path, body, options),
	patch: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>("PATCH", path, body, options),
	delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options),
};

/** The text to show for any thrown value. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
	if (error instanceof ApiError) return error.message;
	if (error instanceof Error && error.message) return error.message;
	return fallback;
}
