import type { z } from "zod";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";

/** A form's messages by field ("zoneDays.metro", "gstin"), as the server names them in a 400's errors. */
export type FormErrors = Record<string, string>;

/** The shared schema's messages by field: the browser checks with the server's own words before sending. */
export function issuesByField(error: z.ZodError): FormErrors {
	const out: FormErrors = {};
	for (const issue of error.issues) {
		const field = issue.path.join(".") || "form";
		out[field] ??= issue.message;
	}
	return out;
}

/** A refusal's field messages, or none when the server named no field. */
export function serverFieldErrors(error: unknown): FormErrors {
	const out: FormErrors = {};
	if (error instanceof ApiError) for (const { field, message } of error.errors) out[field] ??= message;
	return out;
}

/** What a refused save shows: the server's field messages, else one message for the form (`fallback` when none). */
export function failedSaveErrors(error: unknown, fallback: string): FormErrors {
	const fields = serverFieldErrors(error);
	return Object.keys(fields).length ? fields : { form: errorMessage(error, fallback) };
}

/** The first message of a field or any of its items ("unserviceable", "unserviceable.3", "zones.0"). */
export function fieldError(errors: FormErrors, field: string): string | undefined {
	if (errors[field]) return errors[field];
	const key = Object.keys(errors).find((name) => name.startsWith(`${field}.`));
	return key ? errors[key] : undefined;
}
