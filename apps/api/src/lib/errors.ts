import { errorsMessages } from "@pitara/shared";

/**
 * The few kinds of failure a handler may raise. The one error handler in
 * app.ts maps them to HTTP statuses and the `{ status: false, message, code }`
 * shape; anything else becomes a 500 whose details are logged, never shown.
 */
export interface FieldError {
	field: string;
	message: string;
}

export class AppError extends Error {
	constructor(
		readonly statusCode: number,
		readonly code: string,
		message: string,
		readonly errors?: FieldError[],
		readonly headers?: Record<string, string>,
	) {
		super(message);
		this.name = "AppError";
	}
}

export const badRequest = (message: string, errors?: FieldError[], code = "VALIDATION_ERROR") =>
	new AppError(400, code, message, errors);
export const unauthorized = (message = errorsMessages.loginToContinue, code = "UNAUTHORIZED") =>
	new AppError(401, code, message);
export const forbidden = (message = errorsMessages.notAllowed, code = "FORBIDDEN") => new AppError(403, code, message);
export const notFound = (message = errorsMessages.notFound, code = "NOT_FOUND") => new AppError(404, code, message);
export const conflict = (message: string, code = "CONFLICT", errors?: FieldError[]) =>
	new AppError(409, code, message, errors);
/** The request is well formed but cannot be processed as sent (e.g. an Idempotency-Key reused for another request). */
export const unprocessable = (message: string, code: string, errors?: FieldError[]) =>
	new AppError(422, code, message, errors);
export const insufficientStock = (message: string) => new AppError(409, "INSUFFICIENT_STOCK", message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number, code = "TOO_MANY_REQUESTS") =>
	new AppError(
		429,
		code,
		message,
		undefined,
		retryAfterSeconds ? { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) } : undefined,
	);
export const serviceUnavailable = (message: string, code = "SERVICE_UNAVAILABLE") => new AppError(503, code, message);
export const badGateway = (message: string, code = "UPSTREAM_FAILED") => new AppError(502, code, message);

/** "1 MB", "10 MB", "11.3 MB": a size for a message. */
export function megabytes(bytes: number): string {
	const mb = bytes / (1024 * 1024);
	return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
