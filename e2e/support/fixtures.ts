import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { SMS_SINK_PORT } from "../playwright.config.ts";

/** The last SMS sent to a phone through the test webhook, waiting for it to arrive. */
export async function lastSms(phone: string, after = 0): Promise<string> {
	const deadline = Date.now() + 10_000;
	while (Date.now() < deadline) {
		const response = await fetch(`http://127.0.0.1:${SMS_SINK_PORT}/messages?to=${phone}`);
		const messages = (await response.json()) as { message: string; at: number }[];
		const latest = messages.filter((m) => m.at >= after).at(-1);
		if (latest) return latest.message;
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	throw new Error(`no SMS reached ${phone}`);
}

/** The six-digit code in the last SMS to a phone. */
export async function lastOtp(phone: string, after = 0): Promise<string> {
	const message = await lastSms(phone, after);
	const code = /\b(\d{6})\b/.exec(message)?.[1];
	if (!code) throw new Error(`no code in "${message}"`);
	return code;
}

/** A fresh 10-digit phone number no other test uses. */
export function uniquePhone(): string {
	const tail = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
	return `6${tail}`;
}

/** Fails on serious or critical accessibility problems on the page as it is now. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
	let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
	for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
	const results = await builder.analyze();
	const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
	expect(
		serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
		"accessibility violations",
	).toEqual([]);
}

/**
 * A server-rendered page shows its buttons before React has hydrated them: a
 * tap then does nothing yet. A shopper taps again; a test would wait in vain.
 * So after a navigation the tests wait until the page is live — the app marks
 * <html data-hydrated> — and its deferred parts' code has arrived (the
 * network is quiet), as a shopper's second tap would. Pages that are not
 * server-rendered (the console, the test gateway's page) and pages opened
 * with JavaScript off are not waited for.
 */
async function untilLive(page: Page): Promise<void> {
	const live = await page
		.waitForFunction(
			() => {
				const state = document.getElementById("pitara-state");
				return !state?.textContent || document.documentElement.dataset.hydrated !== undefined;
			},
			undefined,
			{ timeout: 15_000 },
		)
		.then(() => true)
		.catch(() => false);
	if (live) await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
}

/**
 * Every test fails on an uncaught page error or a console error the test did
 * not expect (tests that provoke failures on purpose list what they allow).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: undefined }>({
	page: async ({ page, javaScriptEnabled }, use) => {
		if (javaScriptEnabled !== false) {
			const goto = page.goto.bind(page);
			const reload = page.reload.bind(page);
			page.goto = async (url, options) => {
				const response = await goto(url, options);
				await untilLive(page);
				return response;
			};
			page.reload = async (options) => {
				const response = await reload(options);
				await untilLive(page);
				return response;
			};
		}
		await use(page);
	},
	allowConsoleErrors: [[], { option: true }],
	consoleGuard: [
		async ({ page, allowConsoleErrors }, use) => {
			const problems: string[] = [];
			page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
			page.on("console", (message) => {
				if (message.type() !== "error") return;
				const text = message.text();
				if (allowConsoleErrors.some((pattern) => pattern.test(text))) return;
				problems.push(`console error: ${text}`);
			});
			await use(undefined);
			expect(problems, "errors in the browser console").toEqual([]);
		},
		{ auto: true },
	],
});

export { expect };
