import {
	apiErrorSchema,
	errorsMessages,
	messageResponseSchema,
	messages,
	ownIdFields,
	profileFetchRequestSchema,
	profileResponseSchema,
	profileUpdateRequestSchema,
	registrationRequestSchema,
	registrationResponseSchema,
	sendOtpRequestSchema,
	sendOtpResponseSchema,
	validateOtpRequestSchema,
	validateOtpResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clientNetwork } from "../../lib/client-network.ts";
import { notFound } from "../../lib/errors.ts";
import {
	ACCOUNT_RATE_LIMITS,
	clearSessionCookie,
	findUserById,
	ipLimit,
	registerUser,
	revokeAllSessions,
	revokeSession,
	sendLoginCode,
	setSessionCookie,
	setUserLanguage,
	toUserInfo,
	updateProfile,
	verifyLoginCode,
} from "../../modules/accounts/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { requestLanguage } from "../../plugins/language.ts";
import { sendLoginCodeByWhatsApp } from "../../workflows/login-code-whatsapp.ts";
import { assertSelf, currentUser, owner } from "../caller.ts";

/** Registration, login with a one-time code, logout (here or everywhere) and the profile (SPEC.md §7, DESIGN.md §3 and §5). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
	const factor = app.config.AUTH_IP_LIMIT_FACTOR;
	// the forms' session cookie (session-cookie.ts) is Secure when the shop is served over https
	const secure = app.config.PUBLIC_URL.startsWith("https:");

	app.post(
		"/users/registration",
		{
			config: { rateLimit: ipLimit(ACCOUNT_RATE_LIMITS.registration, factor) },
			schema: {
				tags: ["accounts"],
				summary: "Create a customer account",
				description: "A phone or e-mail that already has an account answers 409 with a field error naming which.",
				body: registrationRequestSchema,
				response: { 201: registrationResponseSchema, 409: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = await registerUser(app.db, request.body);
			return reply.code(201).send({
				status: true as const,
				message: messages.registration.success,
				response: { user_id: user.id },
			});
		},
	);

	app.post(
		"/user/send/otp",
		{
			config: { rateLimit: ipLimit(ACCOUNT_RATE_LIMITS.sendOtp, factor) },
			schema: {
				tags: ["accounts"],
				summary: "Send a 6-digit login code by SMS (and WhatsApp where the phone opted in)",
				description:
					"The code works for 5 minutes (15 with `longer: true`, for shoppers who need more time) and voids any earlier one. No second code within 15 seconds (429 with Retry-After), at most 5 codes per phone per hour; no CAPTCHA. A phone with a live WhatsApp consent also gets it as the WhatsApp authentication template. A phone without an account answers 404.",
				body: sendOtpRequestSchema,
				response: { 200: sendOtpResponseSchema, 404: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema },
			},
		},
		async (request) => {
			const { resendAfter, expiresIn } = await sendLoginCode(app, request.body.phone_email, clientNetwork(request.ip), {
				longer: request.body.longer === true,
				alsoBy: (phone, code, minutes, challengeId) => sendLoginCodeByWhatsApp(app, phone, code, minutes, challengeId),
			});
			return {
				status: true as const,
				message: messages.login.codeSent,
				response: { resend_after: resendAfter, expires_in: expiresIn },
			};
		},
	);

	app.post(
		"/user/validate/otp",
		{
			config: { rateLimit: ipLimit(ACCOUNT_RATE_LIMITS.validateOtp, factor) },
			schema: {
				tags: ["accounts"],
				summary: "Log in with the code: answers a bearer token and the user",
				description: [
					"Five wrong codes end the challenge; a code works once. The same session is also set as an HttpOnly,",
					"SameSite=Lax cookie for `/form/*` only: the shop's forms posted before the page's JavaScript runs",
					"(decision 026). The API itself reads only the bearer token.",
				].join("\n"),
				body: validateOtpRequestSchema,
				response: { 200: validateOtpResponseSchema, 400: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const { token, user } = await verifyLoginCode(app, request.body.phone, request.body.otp);
			// logged in on a Hindi page: the account keeps Hindi, so its order texts and login codes are Hindi (decision 062)
			if (requestLanguage(request) === "hi") await setUserLanguage(app.db, user.user_id, "hi");
			setSessionCookie(reply, token, secure);
			return { status: true as const, message: messages.login.loggedIn, response: { token, userInfo: user } };
		},
	);

	app.post(
		"/users/logout",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["accounts"],
				summary: "End this session: its token stops working",
				security: bearer,
				body: z.object({ ...ownIdFields }).nullish(),
				response: { 200: messageResponseSchema },
			},
		},
		async (request, reply) => {
			const user = owner(request, request.body ?? {});
			await revokeSession(app.db, user.sessionId);
			clearSessionCookie(reply, secure);
			return { status: true as const, message: messages.login.loggedOut };
		},
	);

	app.post(
		"/users/logout-all",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["accounts"],
				summary: "Log out of all devices: every session of the caller ends, this one too",
				description:
					"For a lost phone or a shared computer: every token of the account stops working at once (401 INVALID_TOKEN); the next login needs a new code.",
				security: bearer,
				body: z.object({ ...ownIdFields }).nullish(),
				response: { 200: messageResponseSchema, 403: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = owner(request, request.body ?? {});
			const ended = await revokeAllSessions(app.db, user.id);
			clearSessionCookie(reply, secure);
			request.log.info({ userId: user.id, sessionsEnded: ended }, "logged out of all devices");
			return { status: true as const, message: messages.login.loggedOutEverywhere };
		},
	);

	app.post(
		"/users/profile-fetch",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["accounts"],
				summary: "The caller's profile",
				security: bearer,
				body: profileFetchRequestSchema,
				response: { 200: profileResponseSchema, 403: apiErrorSchema },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			const row = await findUserById(app.db, user.id);
			if (!row) throw notFound(errorsMessages.accountNotFound);
			return { status: true as const, message: messages.profile.fetched, response: toUserInfo(row) };
		},
	);

	app.post(
		"/users/profile-update",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["accounts"],
				summary: "Change the caller's name, gender and date of birth",
				security: bearer,
				body: profileUpdateRequestSchema,
				response: { 200: profileResponseSchema, 403: apiErrorSchema },
			},
		},
		async (request) => {
			const { id, user_id, userId, full_name, gender, dob } = request.body;
			assertSelf(request, id);
			assertSelf(request, user_id);
			assertSelf(request, userId);
			const row = await updateProfile(app.db, currentUser(request).id, { fullName: full_name, gender, dob });
			if (!row) throw notFound(errorsMessages.accountNotFound);
			return { status: true as const, message: messages.profile.updated, response: toUserInfo(row) };
		},
	);
};
