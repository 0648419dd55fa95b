import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { Cache } from "./lib/cache.ts";
import type { CatalogueBus } from "./lib/catalogue-bus.ts";
import type { CatalogueCache } from "./lib/catalogue-cache.ts";
import type { Mailer } from "./lib/mail.ts";
import type { RedisLink } from "./lib/redis.ts";
import type { SmsSender } from "./lib/sms.ts";
import type { WhatsAppCloudClient } from "./lib/whatsapp.ts";
import type { OutboxRunner } from "./modules/events/index.ts";
import type { AuthUser } from "./plugins/auth.ts";

declare module "fastify" {
	interface FastifyInstance {
		config: Config;
		database: Database;
		db: Db;
		cache: Cache;
		/** the connection to Redis when REDIS_URL is set (shared limits, cache and bus), else null */
		redis: RedisLink | null;
		/** "the catalogue changed: these tags", to every API process (lib/catalogue-bus.ts) */
		catalogueBus: CatalogueBus;
		/** the catalogue's public answers as bytes, dropped by tag when the catalogue changes (lib/catalogue-cache.ts) */
		catalogueCache: CatalogueCache;
		/** login codes and order messages (SMS_PROVIDER: console or webhook) */
		sms: SmsSender;
		/** WhatsApp Cloud API client when WHATSAPP_PROVIDER=cloud, else null (modules/messaging sends through it) */
		whatsapp: WhatsAppCloudClient | null;
		/** the shop's e-mail (MAIL_TRANSPORT: console or smtp); sent only by outbox handlers */
		mailer: Mailer;
		/** delivers the outbox's entries after commit (modules/events; started by jobs/) */
		outbox: OutboxRunner;
		/** every route of the app (method and URL pattern), for the tests that walk them all */
		routeTable: { method: string; url: string }[];
		/** preHandler: 401 unless the request carries a live session */
		authenticate: (request: FastifyRequest) => Promise<void>;
	}
	interface FastifyRequest {
		/** set by the auth plugin when a valid bearer token came with the request */
		user: AuthUser | null;
		/**
		 * the catalogue cache's version when a route with answerKnownUrls() did not know the URL: serveCatalogue()
		 * then remembers the URL's key (plugins/catalogue-cache.ts); null on every other route
		 */
		catalogueVersion: number | null;
	}
}
