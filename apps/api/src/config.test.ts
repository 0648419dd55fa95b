import { describe, expect, it } from "vitest";
import { ConfigError, demoSettingsWarning, loadConfig } from "./config.ts";

const loadWith = loadConfig;

describe("configuration", () => {
	it("has working defaults", () => {
		const config = loadConfig({}, "/srv/pitara");
		expect(config.PORT).toBe(3000);
		expect(config.HOST).toBe("127.0.0.1");
		expect(config.DATA_DIR).toBe("/srv/pitara/data");
		expect(config.MEDIA_DIR).toBe("/srv/pitara/data/media");
		expect(config.DATABASE_URL).toBeUndefined();
		expect(config.SMS_PROVIDER).toBe("console");
		expect(config.PAYMENT_GATEWAY).toBe("test");
		expect(config.SEED).toBe("demo");
		expect(config.PUBLIC_URL).toBe("http://localhost:3000");
	});

	it("treats empty variables as unset", () => {
		expect(loadConfig({ DATABASE_URL: "", PORT: " " }).PORT).toBe(3000);
	});

	it("names every bad variable", () => {
		try {
			loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SMS_PROVIDER: "webhook", PAYMENT_GATEWAY: "razorpay" });
			expect.unreachable();
		} catch (error) {
			expect(error).toBeInstanceOf(ConfigError);
			const message = (error as Error).message;
			for (const name of ["PORT", "DATABASE_URL", "SMS_WEBHOOK_URL", "RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"]) {
				expect(message).toContain(name);
			}
		}
	});

	it("reads TRUST_PROXY as no proxy, a number of proxy hops, or the proxies' addresses", () => {
		// a proxy in front makes the shop public: these read it with the demo settings allowed
		const loadConfig = (env: Record<string, string>) => loadWith({ ALLOW_DEMO_SETTINGS: "true", ...env });
		expect(loadConfig({}).TRUST_PROXY).toBe(false);
		expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
		expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
		expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
		expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
		expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.10 ,::1,fd00::/8" }).TRUST_PROXY).toEqual([
			"10.0.0.0/8",
			"192.168.1.10",
			"::1",
			"fd00::/8",
		]);
		expect(loadConfig({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
	});

	it("refuses TRUST_PROXY=true, which would let any client choose its own address, and other odd values", () => {
		for (const value of ["true", "yes", "-1", "1.5", "10.0.0.0/33", "10.0.0.0/8,", "proxy.example.com"]) {
			try {
				loadConfig({ TRUST_PROXY: value });
				expect.unreachable(value);
			} catch (error) {
				expect(error, value).toBeInstanceOf(ConfigError);
				expect((error as Error).message).toContain("TRUST_PROXY");
			}
		}
		expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/number of proxies in front.*or their addresses/);
	});

	it("runs the demo shop out of the box on this machine, in production too (npm start)", () => {
		for (const HOST of [undefined, "127.0.0.1", "localhost", "::1"]) {
			const config = loadConfig({ NODE_ENV: "production", ...(HOST ? { HOST } : {}) });
			expect(config.PAYMENT_GATEWAY).toBe("test");
			expect(config.SMS_PROVIDER).toBe("console");
			expect(config.SEED).toBe("demo");
		}
	});

	it("refuses the demo settings on an address other machines reach, naming each, unless ALLOW_DEMO_SETTINGS=true", () => {
		for (const HOST of ["0.0.0.0", "::", "192.168.1.20", "shop.example.com"]) {
			try {
				loadConfig({ HOST });
				expect.unreachable(HOST);
			} catch (error) {
				expect(error, HOST).toBeInstanceOf(ConfigError);
				const problems = (error as ConfigError).problems;
				expect(problems).toHaveLength(3);
				expect(problems.find((p) => p.startsWith("PAYMENT_GATEWAY=test"))).toContain(`HOST=${HOST}`);
				expect(problems.find((p) => p.startsWith("SMS_PROVIDER=console"))).toContain("ALLOW_DEMO_SETTINGS=true");
				expect(problems.find((p) => p.startsWith("SEED=demo"))).toBeDefined();
			}
		}
		// only the demo settings still in use are named
		try {
			loadConfig({
				HOST: "0.0.0.0",
				SEED: "none",
				SMS_PROVIDER: "webhook",
				SMS_WEBHOOK_URL: "https://sms.example/send",
			});
			expect.unreachable();
		} catch (error) {
			expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^PAYMENT_GATEWAY=test /)]);
		}
		expect(loadConfig({ HOST: "0.0.0.0", ALLOW_DEMO_SETTINGS: "true" }).ALLOW_DEMO_SETTINGS).toBe(true);
		const real = loadConfig({
			HOST: "0.0.0.0",
			PAYMENT_GATEWAY: "razorpay",
			RAZORPAY_KEY_ID: "rzp_live_x",
			RAZORPAY_KEY_SECRET: "secret",
			RAZORPAY_WEBHOOK_SECRET: "hook",
			SMS_PROVIDER: "webhook",
			SMS_WEBHOOK_URL: "https://sms.example/send",
			SEED: "none",
		});
		expect(real.HOST).toBe("0.0.0.0");
		expect(() => loadConfig({ ALLOW_DEMO_SETTINGS: "yes" })).toThrow(/ALLOW_DEMO_SETTINGS/);
	});

	it("counts a shop behind a reverse proxy or with a public PUBLIC_URL as public, even bound to 127.0.0.1", () => {
		const cases: Array<[Record<string, string>, string]> = [
			[{ TRUST_PROXY: "1" }, "TRUST_PROXY=1"],
			[{ TRUST_PROXY: "loopback" }, "TRUST_PROXY=loopback"],
			[{ TRUST_PROXY: "10.0.0.0/8" }, "TRUST_PROXY=10.0.0.0/8"],
			[{ PUBLIC_URL: "https://shop.example.in" }, "PUBLIC_URL=https://shop.example.in"],
			[{ PUBLIC_URL: "http://192.168.1.20:3000" }, "PUBLIC_URL=http://192.168.1.20:3000"],
			// the documented nginx setup
			[{ TRUST_PROXY: "1", PUBLIC_URL: "https://shop.example.in" }, "TRUST_PROXY=1"],
		];
		for (const [env, because] of cases) {
			for (const HOST of ["127.0.0.1", "localhost", "::1"]) {
				try {
					loadConfig({ NODE_ENV: "production", HOST, ...env });
					expect.unreachable(JSON.stringify(env));
				} catch (error) {
					expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
					const problems = (error as ConfigError).problems;
					expect(problems).toHaveLength(3);
					for (const problem of problems) expect(problem).toContain(because);
				}
			}
			expect(loadConfig({ ...env, ALLOW_DEMO_SETTINGS: "true" }).ALLOW_DEMO_SETTINGS).toBe(true);
		}
		// still local: no proxy, or a PUBLIC_URL on this machine
		for (const env of [
			{ TRUST_PROXY: "false" },
			{ TRUST_PROXY: "0" },
			{ PUBLIC_URL: "http://localhost:3000" },
			{ PUBLIC_URL: "http://127.0.0.1:8080" },
			{ PUBLIC_URL: "http://[::1]:3000" },
		]) {
			expect(loadConfig({ NODE_ENV: "production", ...env }).PAYMENT_GATEWAY).toBe("test");
		}
	});

	it("refuses Razorpay keys without PAYMENT_GATEWAY=razorpay, which would take test payments instead", () => {
		for (const env of [
			{ RAZORPAY_KEY_ID: "rzp_live_x" },
			{ RAZORPAY_KEY_SECRET: "secret" },
			{
				PAYMENT_GATEWAY: "test",
				RAZORPAY_KEY_ID: "rzp_live_x",
				RAZORPAY_KEY_SECRET: "s",
				RAZORPAY_WEBHOOK_SECRET: "h",
			},
		]) {
			expect(() => loadConfig(env), JSON.stringify(env)).toThrow(
				/set but PAYMENT_GATEWAY=test: payments would go to the built-in test page, not Razorpay\. Set PAYMENT_GATEWAY=razorpay, or remove the Razorpay keys/,
			);
		}
		expect(
			loadConfig({
				PAYMENT_GATEWAY: "razorpay",
				RAZORPAY_KEY_ID: "rzp_live_x",
				RAZORPAY_KEY_SECRET: "s",
				RAZORPAY_WEBHOOK_SECRET: "h",
			}).PAYMENT_GATEWAY,
		).toBe("razorpay");
	});

	it("has one warning line for the log while any demo setting is in use", () => {
		expect(demoSettingsWarning(loadConfig({}))).toBe(
			"demo settings: test payments, codes printed here, demo accounts — not for real customers",
		);
		expect(
			demoSettingsWarning(loadConfig({ SEED: "none", SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: "https://s.example/" })),
		).toBe("demo settings: test payments — not for real customers");
		const real = loadConfig({
			PAYMENT_GATEWAY: "razorpay",
			RAZORPAY_KEY_ID: "rzp_live_x",
			RAZORPAY_KEY_SECRET: "secret",
			RAZORPAY_WEBHOOK_SECRET: "hook",
			SMS_PROVIDER: "webhook",
			SMS_WEBHOOK_URL: "https://sms.example/send",
			SEED: "none",
		});
		expect(demoSettingsWarning(real)).toBeNull();
	});
});
