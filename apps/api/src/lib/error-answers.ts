import { errorsMessages } from "@pitara/shared";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { AppError, type FieldError } from "./errors.ts";

/**
 * The one mapping of a known failure to the shop's error answer `{ status: false, message, code, errors? }` and its
 * HTTP status: used by app.ts's error handler for every API request, and by the server renderer for the public
 * reads it makes in-process (http/public-reads.ts), so a page and the API say the same thing of the same failure.
 * Null for a failure that is not the caller's to know (app.ts logs it and answers 500).
 */
export interface ErrorAnswer {
	statusCode: number;
	body: { status: false; message: string; code: string; errors?: FieldError[] };
	headers?: Record<string, string>;
}

const CHECK_DETAILS = errorsMessages.checkDetails;

function validationAnswer(errors: FieldError[]): ErrorAnswer {
	return {
		statusCode: 400,
		body: { status: false, message: errors[0]?.message ?? CHECK_DETAILS, code: "VALIDATION_ERROR", errors },
	};
}

/** The fields a request's validation failed on, first failure of each field only. */
function fieldsOf(issues: { path: string; message: string | undefined }[]): FieldError[] {
	const seen = new Set<string>();
	const out: FieldError[] = [];
	for (const issue of issues) {
		const field = issue.path || "body";
		if (seen.has(field)) continue;
		seen.add(field);
		out.push({ field, message: issue.message ?? errorsMessages.notValid });
	}
	return out;
}

export function errorAnswer(error: unknown): ErrorAnswer | null {
	if (error instanceof AppError) {
		return {
			statusCode: error.statusCode,
			body: {
				status: false,
				message: error.message,
				code: error.code,
				...(error.errors ? { errors: error.errors } : {}),
			},
			...(error.headers ? { headers: error.headers } : {}),
		};
	}
	// Fastify's validation of a route's schema
	if (hasZodFastifySchemaValidationErrors(error)) {
		return validationAnswer(
			fieldsOf(
				error.validation.map((issue) => ({
					path: issue.instancePath.replace(/^\//, "").replace(/\//g, "."),
					message: issue.message,
				})),
			),
		);
	}
	// the same schema parsed in-process (a read the server renderer makes)
	if (error instanceof ZodError) {
		return validationAnswer(
			fieldsOf(error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }))),
		);
	}
	return null;
}
