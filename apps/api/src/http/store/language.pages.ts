import { errorsMessages, isLanguage, LANGUAGE_COOKIE, pathInLanguage, splitLanguage } from "@pitara/shared";
import type { FastifyPluginAsync } from "fastify";
import { setUserLanguage, userOfCookie } from "../../modules/accounts/index.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /language/<en|hi>?to=<page>: the "English | हिन्दी" switch (issue 31, decision 060). Remembers the choice in a
 * cookie (a year) and, for a signed-in shopper (the session cookie), on the account; then a 303 to the same page in
 * that language. A plain link, so it works before the page's code and without it. `to` is a path of this shop only.
 */
export const languagePages: FastifyPluginAsync = async (app) => {
	const secure = app.config.PUBLIC_URL.startsWith("https:");
	app.get<{ Params: { language: string }; Querystring: { to?: string } }>(
		"/language/:language",
		{ schema: { hide: true } },
		async (request, reply) => {
			const { language } = request.params;
			if (!isLanguage(language)) return reply.code(404).type("text/plain; charset=utf-8").send(errorsMessages.notFound);
			const asked = typeof request.query.to === "string" ? request.query.to : "/";
			// only a path of this shop (not //elsewhere), put into the chosen language
			const local = asked.startsWith("/") && !asked.startsWith("//") && !asked.includes("\\") ? asked : "/";
			const target = new URL(local, "http://pitara.local");
			const page = pathInLanguage(language, splitLanguage(target.pathname).path);
			const user = await userOfCookie(app.db, request, reply, secure);
			if (user) await setUserLanguage(app.db, user.id, language);
			reply
				.header(
					"set-cookie",
					`${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`,
				)
				.header("cache-control", "no-store")
				.redirect(`${page}${target.search}`, 303);
		},
	);
};
