import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite.config.ts";

/**
 * The staff's admin console: a build of its own (src/admin/index.html), so the
 * storefront's bundle does not change by a byte because of it. It is served
 * at /admin (plugins/admin-app.ts in the API) and only loaded by those who
 * open that address. `npm run build` builds the storefront first (which
 * empties dist/), then this into dist/admin/.
 */
const api = process.env.PITARA_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
	root: path.resolve(import.meta.dirname, "src/admin"),
	base: "/admin/",
	publicDir: false,
	plugins: [react(), tailwindcss(), precompress()],
	server: {
		port: 5174,
		proxy: { "/api": api, "/media": api, "/favicon.svg": api },
	},
	build: {
		outDir: path.resolve(import.meta.dirname, "dist/admin"),
		emptyOutDir: true,
		target: "es2020",
		sourcemap: false,
		assetsInlineLimit: 2048,
	},
});
