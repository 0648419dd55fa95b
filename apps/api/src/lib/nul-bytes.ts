import { errorsMessages } from "@pitara/shared";
import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors.ts";

export const NUL_MESSAGE = errorsMessages.invisibleCharacter;

/**
 * The path of the first text holding U+0000 in a parsed body, query or set
 * of route parameters, or null. PostgreSQL's text cannot hold that character:
 * before this check a NUL byte in an address line, a name, a search or a gift
 * card code reached the database and answered 500.
 */
export function nulBytePath(value: unknown, path = "", depth = 0): string | null {
	if (typeof value === "string") return value.includes("\u0000") ? path || "body" : null;
	if (value === null || typeof value !== "object" || depth > 32 || Buffer.isBuffer(value)) return null;
	const entries = Array.isArray(value)
		? value.map((item, index) => [String(index), item] as const)
		: Object.entries(value);
	for (const [key, item] of entries) {
		const found = nulBytePath(item, path ? `${path}.${key}` : key, depth + 1);
		if (found) return found;
	}
	return null;
}

/** preValidation hook: a request with a NUL character in any of its texts is refused with a clear 400. */
export async function refuseNulBytes(request: FastifyRequest): Promise<void> {
	const field = nulBytePath(request.body) ?? nulBytePath(request.query) ?? nulBytePath(request.params);
	if (field) throw badRequest(NUL_MESSAGE, [{ field, message: NUL_MESSAGE }], "INVALID_CHARACTER");
}
