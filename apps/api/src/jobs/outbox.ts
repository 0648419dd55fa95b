import type { FastifyInstance } from "fastify";
import { OutboxRunner, outboxHandlersFor, subscribe } from "../modules/events/index.ts";
import { outboxHandlers } from "./outbox-handlers.ts";

/**
 * The app's outbox runner (`app.outbox`), made by buildApp and started by
 * startJobs() (server.ts; a test app starts it itself): once started, a
 * transaction that wrote outbox entries in this process nudges it after
 * commit, so a message goes out at once; it also looks every second for the
 * rest (other processes' entries, retries, lapsed claims). Stopped when the
 * app closes, after the batch under way.
 */
export function attachOutbox(app: FastifyInstance): OutboxRunner {
	const runner = new OutboxRunner({ db: app.db, log: app.log, handlers: outboxHandlers(app) });
	const stop = subscribe(app.db, (events) => {
		if (events.some((event) => outboxHandlersFor(event).length > 0)) runner.nudge();
	});
	app.addHook("onClose", async () => {
		stop();
		await runner.stop();
	});
	return runner;
}
