#!/usr/bin/env node
// `npm run start:cluster -- --workers N`: N API processes on one port with
// Node's cluster module, for one machine with several cores. The primary
// builds the web app once, starts the workers (each one the same server as
// `npm start`; the operating system spreads connections over them), starts a
// worker again when one dies, and on SIGTERM or SIGINT lets every worker drain
// its requests in flight before it exits. Needs DATABASE_URL (the embedded
// database belongs to one process) and, for more than one worker, REDIS_URL
// (shared rate limits, cache and catalogue changes). docs/deployment.md.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const startScript = path.join(root, "scripts/start.mjs");

if (cluster.isPrimary) {
	let workers;
	try {
		const { values } = parseArgs({ options: { workers: { type: "string" } }, strict: true });
		workers = values.workers === undefined ? os.availableParallelism() : Number(values.workers);
	} catch (error) {
		console.error(`${error.message}\nUsage: npm run start:cluster -- --workers N`);
		process.exit(2);
	}
	if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
		console.error("--workers must be a whole number from 1 to 64");
		process.exit(2);
	}
	const problems = [];
	if (!process.env.DATABASE_URL) {
		problems.push("DATABASE_URL is required: the embedded database can be opened by one process only");
	}
	if (workers > 1 && !process.env.REDIS_URL) {
		problems.push(
			"REDIS_URL is required for more than one worker: without it each worker would keep its own rate limits and caches",
		);
	}
	if (problems.length > 0) {
		console.error(`start:cluster cannot start:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
		process.exit(1);
	}

	const build = spawnSync(process.execPath, [startScript, "--build-only"], { cwd: root, stdio: "inherit" });
	if (build.status !== 0) process.exit(build.status ?? 1);

	cluster.setupPrimary({ exec: startScript, args: [] });
	let stopping = false;
	const recentDeaths = [];
	const fork = () => cluster.fork({ SKIP_WEB_BUILD: "1", PITARA_WORKER: "1" });

	cluster.on("exit", (worker, code, signal) => {
		if (stopping) {
			if (Object.keys(cluster.workers ?? {}).length === 0) {
				console.log("start:cluster: every worker has stopped");
				process.exit(0);
			}
			return;
		}
		const now = Date.now();
		recentDeaths.push(now);
		while (recentDeaths.length > 0 && (recentDeaths[0] ?? now) < now - 60_000) recentDeaths.shift();
		if (recentDeaths.length > workers * 5) {
			console.error("start:cluster: workers keep dying (more than 5 each in a minute); stopping");
			process.exit(1);
		}
		console.error(`start:cluster: worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another`);
		setTimeout(fork, Math.min(5_000, 200 * recentDeaths.length));
	});

	const stop = (signal) => {
		if (stopping) return;
		stopping = true;
		console.log(`start:cluster: ${signal}: each worker drains its requests in flight, then stops`);
		for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
		// the workers' own deadline is 10 s; this one is for a worker that hangs past it
		setTimeout(() => {
			console.error("start:cluster: workers still running after 15 s; stopping them");
			for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
			process.exit(1);
		}, 15_000).unref();
	};
	process.on("SIGTERM", () => stop("SIGTERM"));
	process.on("SIGINT", () => stop("SIGINT"));

	console.log(
		`start:cluster: starting ${workers} worker${workers === 1 ? "" : "s"} on port ${process.env.PORT ?? 3000}`,
	);
	for (let i = 0; i < workers; i += 1) fork();
}
