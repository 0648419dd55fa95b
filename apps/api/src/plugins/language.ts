import { isLanguage, LANGUAGE_PARAM, type Language, splitLanguage } from "@pitara/shared";
import { translateFromEnglish } from "@pitara/shared/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * The request's language (issue 31, decision 060): `?lang=hi` on an API call (the storefront's Hindi pages add it to
 * every call), `/hi/…` for a page; English otherwise. The API's answers that say something to the shopper (an error's
 * message and its fields' messages) are written in it: the services keep writing the catalogue's English texts
 * (packages/shared/src/messages), and this one hook puts each into the request's language through the i18n runtime
 * (@pitara/shared/i18n, Lingui), a text not in the catalogue (a name, a provider's words) left as it is.
 */
export function requestLanguage(request: FastifyRequest): Language {
	const query = request.query as Record<string, unknown> | undefined;
	const asked = query?.[LANGUAGE_PARAM];
	if (isLanguage(asked)) return asked;
	const pathname = request.url.split("?")[0] ?? "/";
	if (pathname.startsWith("/api/")) {
		const param = new URLSearchParams(request.url.split("?")[1] ?? "").get(LANGUAGE_PARAM);
		return isLanguage(param) ? param : "en";
	}
	return splitLanguage(pathname).language;
}

interface ErrorEnvelope {
	status: false;
	message?: unknown;
	errors?: { field?: string; message?: unknown }[];
}

const isErrorEnvelope = (payload: unknown): payload is ErrorEnvelope =>
	typeof payload === "object" && payload !== null && (payload as { status?: unknown }).status === false;

/** An error's envelope in a language: its message and each field's. */
export function translateEnvelope<T extends ErrorEnvelope>(payload: T, language: Language): T {
	if (language === "en") return payload;
	return {
		...payload,
		...(typeof payload.message === "string" ? { message: translateFromEnglish(payload.message, language) } : {}),
		...(Array.isArray(payload.errors)
			? {
					errors: payload.errors.map((error) =>
						typeof error.message === "string"
							? { ...error, message: translateFromEnglish(error.message, language) }
							: error,
					),
				}
			: {}),
	};
}

export default fp(
	async function language(app: FastifyInstance) {
		app.addHook("preSerialization", async (request, _reply, payload) => {
			if (!isErrorEnvelope(payload)) return payload;
			const language = requestLanguage(request);
			return language === "en" ? payload : translateEnvelope(payload, language);
		});
	},
	{ name: "language" },
);
