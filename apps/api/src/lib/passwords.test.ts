import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
	it("hashes in the scrypt$N$r$p$salt$hash format", async () => {
		const hash = await hashPassword("pitara123");
		const [prefix, cost, blockSize, parallelism, salt, key] = hash.split("$");
		expect(prefix).toBe("scrypt");
		expect([cost, blockSize, parallelism]).toEqual(["16384", "8", "1"]);
		expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
		expect(Buffer.from(key ?? "", "base64")).toHaveLength(64);
		expect(hash).not.toContain("pitara123");
	});

	it("verifies the right password and refuses a wrong one", async () => {
		const hash = await hashPassword("pitara123");
		await expect(verifyPassword("pitara123", hash)).resolves.toBe(true);
		await expect(verifyPassword("pitara124", hash)).resolves.toBe(false);
		await expect(verifyPassword("", hash)).resolves.toBe(false);
	});

	it("salts every hash", async () => {
		const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
		expect(a).not.toBe(b);
		await expect(verifyPassword("same", a)).resolves.toBe(true);
		await expect(verifyPassword("same", b)).resolves.toBe(true);
	});

	it("treats differently composed Unicode as the same password", async () => {
		const hash = await hashPassword("caf\u00e9-\u092a\u093f\u091f\u093e\u0930\u093e");
		await expect(verifyPassword("cafe\u0301-\u092a\u093f\u091f\u093e\u0930\u093e", hash)).resolves.toBe(true);
	});

	it("refuses malformed or abusive hashes without throwing", async () => {
		const good = await hashPassword("pitara123");
		const [, , , , salt, key] = good.split("$");
		for (const stored of [
			"",
			"plain-text",
			"bcrypt$10$abc",
			`scrypt$16384$8$1$${salt}`,
			`scrypt$16385$8$1$${salt}$${key}`,
			`scrypt$${2 ** 24}$8$1$${salt}$${key}`,
			`scrypt$16384$0$1$${salt}$${key}`,
			`scrypt$16384$8$1$$${key}`,
			`scrypt$16384$8$1$${salt}$c2hvcnQ=`,
		]) {
			await expect(verifyPassword("pitara123", stored)).resolves.toBe(false);
		}
	});

	it("still verifies hashes made with other parameters and asks for a rehash", async () => {
		const hash = await hashPassword("pitara123");
		expect(needsRehash(hash)).toBe(false);
		expect(needsRehash("scrypt$1024$8$1$c2FsdA==$a2V5")).toBe(true);
	});
});
