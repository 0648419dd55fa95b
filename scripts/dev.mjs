#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 3000) and the Vite dev
// server with hot reload (port 5173, proxying /api and /media to the API).
import { spawn } from "node:child_process";

const children = [
	spawn("npm", ["run", "dev", "-w", "@pitara/api"], {
		stdio: "inherit",
		env: { ...process.env, NODE_ENV: "development" },
	}),
	spawn("npm", ["run", "dev", "-w", "@pitara/web"], { stdio: "inherit" }),
];

let stopping = false;
function stop(code = 0) {
	if (stopping) return;
	stopping = true;
	for (const child of children) child.kill("SIGTERM");
	setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
console.log("Pitara dev: open http://localhost:5173 (API on http://localhost:3000)");
