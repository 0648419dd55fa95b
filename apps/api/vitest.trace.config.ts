import { defineConfig } from "vitest/config";

/** `npm run trace:files -w @pitara/api`: which source files run for three traced requests (issue 23); a measurement, not a test. */
export default defineConfig({
	test: {
		include: ["test/trace/**/*.trace.ts"],
		globalSetup: ["./test/global-setup.ts"],
		testTimeout: 120_000,
		hookTimeout: 240_000,
		pool: "forks",
	},
});
