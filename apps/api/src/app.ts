import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import { errorsMessages } from "@pitara/shared";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
	isResponseSerializationError,
	serializerCompiler,
	validatorCompiler,
	type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registerAdminHttp } from "./http/admin/index.ts";
import { assertAdminRoutesGuarded } from "./http/admin/staff-guard.ts";
import { registerStoreHttp } from "./http/store/index.ts";
import { type Cache, MemoryCache, RedisCache } from "./lib/cache.ts";
import { type CatalogueBus, LocalCatalogueBus, RedisCatalogueBus, type SoleProcessClaim } from "./lib/catalogue-bus.ts";
import { databaseUnavailable } from "./lib/db-errors.ts";
import { errorAnswer } from "./lib/error-answers.ts";
import type { AppError } from "./lib/errors.ts";
import { createMailer, type Mailer } from "./lib/mail.ts";
import { refuseNulBytes } from "./lib/nul-bytes.ts";
import { RedisLink } from "./lib/redis.ts";
import { createSmsSender, type SmsSender } from "./lib/sms.ts";
import { trustProxyOption } from "./lib/trust-proxy.ts";
import { WhatsAppCloudClient } from "./lib/whatsapp.ts";
import { DltCheckedSmsSender } from "./modules/messaging/index.ts";
import adminApp from "./plugins/admin-app.ts";
import auth from "./plugins/auth.ts";
import catalogueCache from "./plugins/catalogue-cache.ts";
import docs from "./plugins/docs.ts";
import language from "./plugins/language.ts";
import rateLimit from "./plugins/rate-limit.ts";
import security from "./plugins/security.ts";
import webApp from "./plugins/web-app.ts";
import "./types.ts";
import { attachOutbox } from "./jobs/outbox.ts";

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
	config: Config;
	database: Database;
	logger?: FastifyServerOptions["logger"];
	/** replaces the configured SMS sender (tests capture codes with it) */
	sms?: SmsSender;
	/** replaces the configured mail transport (MAIL_TRANSPORT) */
	mailer?: Mailer;
	/**
	 * the process's claim on its PostgreSQL database when it runs without REDIS_URL (lib/sole-process.ts, taken by
	 * server.ts): the catalogue bus is live only while it is held
	 */
	soleProcess?: SoleProcessClaim;
}

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * Builds the Fastify app: infrastructure plugins first, then the domain
 * modules under /api, with one error handler and one not-found handler.
 * Tests build it and inject requests; server.ts adds listening and shutdown.
 */
export async function buildApp({
	config,
	database,
	logger = false,
	sms,
	mailer,
	soleProcess,
}: AppOptions): Promise<FastifyInstance> {
	const app = Fastify({
		logger,
		bodyLimit: BODY_LIMIT_BYTES,
		trustProxy: trustProxyOption(config.TRUST_PROXY),
		// a proxy's request id is kept for tracing when it looks like one; anything else gets our own
		requestIdHeader: false,
		genReqId: (request) => {
			const given = request.headers["x-request-id"];
			return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
		},
		routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
	}).withTypeProvider<ZodTypeProvider>();

	app.setValidatorCompiler(validatorCompiler);
	app.setSerializerCompiler(serializerCompiler);

	const redis = config.REDIS_URL ? new RedisLink(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log) : undefined;
	const cache: Cache = redis ? new RedisCache(redis) : new MemoryCache();
	const catalogueBus: CatalogueBus = redis
		? new RedisCatalogueBus(redis, app.log)
		: new LocalCatalogueBus(app.log, soleProcess);

	app.decorate("config", config);
	app.decorate("database", database);
	app.decorate("db", database.db);
	app.decorate("cache", cache);
	app.decorate("redis", redis ?? null);
	app.decorate("catalogueBus", catalogueBus);
	// every SMS is checked against the registered DLT templates before it reaches the provider (modules/messaging)
	app.decorate(
		"sms",
		new DltCheckedSmsSender(
			sms ?? createSmsSender(config),
			() => app.db,
			() => app.log,
			// the shop's own address is where its messages link (its DLT whitelist has it)
			[new URL(config.PUBLIC_URL).hostname],
		),
	);
	app.decorate(
		"whatsapp",
		config.WHATSAPP_PROVIDER === "cloud" && config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID
			? new WhatsAppCloudClient(config.WHATSAPP_TOKEN, config.WHATSAPP_PHONE_NUMBER_ID, config.WHATSAPP_BASE_URL)
			: null,
	);
	// the shop's e-mail (issue 27): replies to contact messages, re-sent invoices, the owner's alerts, through the outbox
	app.decorate("mailer", mailer ?? createMailer(config));
	app.decorate("outbox", attachOutbox(app));

	app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
		const known = errorAnswer(error);
		if (known) {
			if (known.headers) reply.headers(known.headers);
			return reply.code(known.statusCode).send(known.body);
		}
		if (isResponseSerializationError(error)) {
			request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
			return reply.code(500).send({ status: false, message: INTERNAL_MESSAGE, code: "INTERNAL_ERROR" });
		}
		const statusCode = error.statusCode ?? 500;
		if (statusCode === 413) {
			return reply
				.code(413)
				.send({ status: false, message: errorsMessages.requestTooLarge, code: "PAYLOAD_TOO_LARGE" });
		}
		if (statusCode === 415) {
			return reply.code(415).send({ status: false, message: errorsMessages.sendJson, code: "UNSUPPORTED_MEDIA_TYPE" });
		}
		if (statusCode === 400 && error.code?.startsWith("FST_ERR_CTP")) {
			return reply.code(400).send({ status: false, message: errorsMessages.invalidJson, code: "INVALID_JSON" });
		}
		if (statusCode === 429) {
			return reply.code(429).send({
				status: false,
				message: errorsMessages.tooManyRequestsNow,
				code: "TOO_MANY_REQUESTS",
			});
		}
		if (statusCode >= 400 && statusCode < 500) {
			return reply.code(statusCode).send({
				status: false,
				message: errorsMessages.notHandled,
				code: error.code ?? "BAD_REQUEST",
			});
		}
		if (databaseUnavailable(error)) {
			// the database server restarted or is unreachable: nothing of this request was committed, and a retry in a
			// few seconds will most likely work (a proxy may also try another process)
			request.log.error({ err: error }, "database unavailable");
			return reply.code(503).header("retry-after", "5").send({
				status: false,
				message: errorsMessages.shopBusy,
				code: "DATABASE_UNAVAILABLE",
			});
		}
		request.log.error({ err: error }, "unhandled error");
		return reply.code(500).send({ status: false, message: INTERNAL_MESSAGE, code: "INTERNAL_ERROR" });
	});

	// every route seen, to refuse to start if one under /api/admin escaped the staff's scope
	const allRoutes: { method: string; url: string }[] = [];
	app.decorate("routeTable", allRoutes);
	app.addHook("onRoute", (route) => {
		for (const method of [route.method].flat()) allRoutes.push({ method, url: route.url });
	});

	// before any schema or handler: PostgreSQL cannot store U+0000, which would otherwise end in a 500
	app.addHook("preValidation", refuseNulBytes);
	// an error's message in the request's language (?lang=hi, decision 060)
	await app.register(language);

	await app.register(compress, {
		global: true,
		threshold: 1024,
		encodings: ["br", "gzip"],
		// quality 11 costs far more CPU than it saves bytes on a JSON response
		brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
	});
	await app.register(security);
	await app.register(rateLimit, { redis });
	await app.register(auth);
	await app.register(catalogueCache);
	await app.register(docs);
	await app.register(webApp);
	await app.register(adminApp);

	await registerAdminHttp(app);
	await registerStoreHttp(app);

	// once every route is known (a plugin or test may add some after buildApp): none under /api/admin unguarded
	app.addHook("onReady", async () => assertAdminRoutesGuarded(allRoutes, app.adminApiRoutes));

	app.setNotFoundHandler(async (request, reply) => {
		const pathname = request.url.split("?")[0] ?? "/";
		if (pathname === "/api" || pathname.startsWith("/api/")) {
			return reply.code(404).send({ status: false, message: errorsMessages.notFound, code: "NOT_FOUND" });
		}
		const isPage =
			(request.method === "GET" || request.method === "HEAD") &&
			!pathname.startsWith("/media/") &&
			!pathname.startsWith("/assets/") &&
			!pathname.startsWith("/hi/assets/");
		if (isPage && (await app.sendWebApp(request, reply))) return reply;
		return reply.code(404).type("text/plain; charset=utf-8").send(errorsMessages.notFound);
	});

	app.addHook("onClose", async () => {
		await catalogueBus.close();
		await redis?.close();
	});

	return app;
}
