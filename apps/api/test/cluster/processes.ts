import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";

/** Helpers of the tests that run the real server as processes (cluster and faults): requests, addresses, processes. */

export const root = fileURLToPath(new URL("../../../../", import.meta.url));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
	status: number;
	headers: http.IncomingHttpHeaders;
	body: Record<string, unknown>;
	text: string;
}

/** One HTTP request on a new connection from `from` (a loopback address), JSON in and out. */
export function request(
	port: number,
	method: string,
	url: string,
	options: {
		body?: unknown;
		headers?: Record<string, string>;
		from?: string;
		timeoutMs?: number;
	} = {},
): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
		const req = http.request(
			{
				host: "127.0.0.1",
				port,
				method,
				path: url,
				localAddress: options.from ?? "127.0.0.1",
				agent: false,
				timeout: options.timeoutMs ?? 30_000,
				headers: {
					...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
					...options.headers,
				},
			},
			(res) => {
				const chunks: Buffer[] = [];
				res.on("data", (chunk: Buffer) => chunks.push(chunk));
				res.on("end", () => {
					const text = Buffer.concat(chunks).toString("utf8");
					let body: Record<string, unknown> = {};
					try {
						body = JSON.parse(text) as Record<string, unknown>;
					} catch {}
					resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
				});
				res.on("error", reject);
			},
		);
		req.on("timeout", () => req.destroy(new Error("timed out")));
		req.on("error", reject);
		if (payload) req.write(payload);
		req.end();
	});
}

let addressCounter = 0;
/** A loopback address of its own for each simulated shopper. */
export const newAddress = () => {
	addressCounter += 1;
	return `127.${10 + Math.floor(addressCounter / 250)}.${addressCounter % 250}.${1 + (addressCounter % 200)}`;
};

export class ApiProcess {
	child: ChildProcess | null = null;
	readonly output: string[] = [];
	exit: Promise<number | null> = Promise.resolve(null);

	constructor(
		readonly name: string,
		readonly port: number,
		readonly env: Record<string, string>,
		readonly command: string[] = ["--import", "tsx", "apps/api/src/server.ts"],
	) {}

	start() {
		const child = spawn(process.execPath, this.command, {
			cwd: root,
			env: { ...process.env, ...this.env, PORT: String(this.port) },
			stdio: ["ignore", "pipe", "pipe"],
		});
		this.child = child;
		// a line may arrive in two chunks: keep the unfinished tail of each stream until its newline comes
		const collector = () => {
			let tail = "";
			return (chunk: Buffer) => {
				const lines = (tail + chunk.toString()).split("\n");
				tail = lines.pop() ?? "";
				this.output.push(...lines.filter(Boolean));
			};
		};
		child.stdout?.on("data", collector());
		child.stderr?.on("data", collector());
		this.exit = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
	}

	async ready(timeoutMs = 120_000) {
		const started = Date.now();
		while (Date.now() - started < timeoutMs) {
			if (this.child?.exitCode !== null) throw new Error(`${this.name} exited:\n${this.output.slice(-30).join("\n")}`);
			const answer = await request(this.port, "GET", "/api/ready").catch(() => null);
			if (answer?.status === 200) return;
			await sleep(250);
		}
		throw new Error(`${this.name} was not ready in time:\n${this.output.slice(-30).join("\n")}`);
	}

	/** Waits until the process has printed a line containing `text`; fails with its last lines otherwise. */
	async printed(text: string, timeoutMs = 30_000) {
		const started = Date.now();
		while (Date.now() - started < timeoutMs) {
			if (this.output.some((line) => line.includes(text))) return;
			await sleep(200);
		}
		throw new Error(`${this.name} did not say "${text}" in time:\n${this.output.slice(-30).join("\n")}`);
	}

	/** The last login code this process printed for a phone (SMS_PROVIDER=console). */
	lastCode(phone: string): string | undefined {
		for (const line of [...this.output].reverse()) {
			const match = new RegExp(`\\[sms\\] to ${phone}(?: \\[template [^\\]]*\\])?: .*?\\b(\\d{6})\\b`).exec(line);
			if (match) return match[1];
		}
		return undefined;
	}

	kill(signal: NodeJS.Signals) {
		this.child?.kill(signal);
	}
}
