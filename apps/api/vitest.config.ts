import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		include: ["src/**/*.test.ts", "test/**/*.test.ts"],
		// the cluster test runs real processes behind nginx: npm run test:cluster
		exclude: [...configDefaults.exclude, "test/cluster/**"],
		globalSetup: ["./test/global-setup.ts"],
		testTimeout: 30_000,
		hookTimeout: 120_000,
		pool: "forks",
	},
});
