import { defineConfig } from "vitest/config";

/** `npm run test:cluster`: the cluster test of issue 16 (needs nginx, PostgreSQL and Redis) and the fault tests of issue 15 (need PostgreSQL's server programs); see the test files. */
export default defineConfig({
	test: {
		include: ["test/cluster/**/*.test.ts"],
		testTimeout: 120_000,
		hookTimeout: 240_000,
		pool: "forks",
		fileParallelism: false,
	},
});
