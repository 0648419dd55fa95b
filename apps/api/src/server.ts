import cluster from "node:cluster";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { demoSettingsWarning, loadConfigOrExit } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { runBootSteps, startJobs } from "./jobs/index.ts";
import { loggerOptions } from "./lib/logging.ts";
import { SoleProcessLock } from "./lib/sole-process.ts";

/** How long a stopping process waits for its requests in flight before it exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** How long a process without Redis waits for another on its database to stop (one draining ends within the deadline). */
const SOLE_PROCESS_WAIT_MS = SHUTDOWN_DEADLINE_MS + 5_000;

function canPrettyPrint(): boolean {
	if (!process.stdout.isTTY) return false;
	try {
		import.meta.resolve("pino-pretty");
		return true;
	} catch {
		return false;
	}
}

async function main() {
	const config = loadConfigOrExit();

	const started = Date.now();
	const database = await openDatabase({
		databaseUrl: config.DATABASE_URL,
		dataDir: config.DATA_DIR,
		poolSize: config.DATABASE_POOL_SIZE,
	});
	// without Redis, one process's catalogue changes reach no other: one process per PostgreSQL database (decision 035)
	const soleProcess = config.DATABASE_URL && !config.REDIS_URL ? new SoleProcessLock(config.DATABASE_URL) : undefined;
	const app = await buildApp({
		config,
		database,
		logger: loggerOptions({
			level: config.LOG_LEVEL,
			pretty: config.NODE_ENV !== "production" && canPrettyPrint(),
		}),
		...(soleProcess ? { soleProcess } : {}),
	});
	app.addHook("onClose", async () => {
		await soleProcess?.close();
		await database.close();
	});
	if (soleProcess && !(await soleProcess.acquire(SOLE_PROCESS_WAIT_MS, app.log))) {
		await app.close();
		process.exit(1);
	}

	// migrations, the pincode directory, the demo seed; then the background jobs (outbox, unpaid-order sweep)
	await runBootSteps(database, config, app.log);
	startJobs(app);

	// SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (new requests on kept-alive
	// connections get 503, so a proxy tries another process), then close the database; past the deadline, exit anyway
	if (cluster.isWorker) {
		// under start:cluster a Ctrl-C reaches every process; the primary then sends each worker one SIGTERM
		process.on("SIGINT", () => {});
	}
	closeWithGrace(
		{ delay: SHUTDOWN_DEADLINE_MS, ...(cluster.isWorker ? { skip: ["SIGINT"] } : {}) },
		async ({ signal, err }) => {
			const started = Date.now();
			if (err) app.log.error({ err }, "shutting down after an error");
			else
				app.log.info(
					{ signal },
					`shutting down: draining requests in flight (at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`,
				);
			await app.close();
			app.log.info(`shut down in ${Date.now() - started} ms`);
		},
	);

	await app.listen({ port: config.PORT, host: config.HOST });
	const where = config.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${config.DATA_DIR}`;
	app.log.info(`Pitara is ready on ${config.PUBLIC_URL} (${where}, started in ${Date.now() - started} ms)`);
	const demo = demoSettingsWarning(config);
	if (demo) app.log.warn(demo);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
