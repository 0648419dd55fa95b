import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConsoleSmsSender, createSmsSender, SmsError, WebhookSmsSender } from "./sms.ts";

let server: Server;
let base: string;
const received: { path: string; contentType: string | undefined; body: unknown }[] = [];

beforeAll(async () => {
	server = createServer((request, response) => {
		let body = "";
		request.on("data", (chunk) => {
			body += chunk;
		});
		request.on("end", () => {
			received.push({
				path: request.url ?? "",
				contentType: request.headers["content-type"],
				body: JSON.parse(body || "null"),
			});
			if (request.url === "/fail") return response.writeHead(503).end("down");
			if (request.url === "/slow") return setTimeout(() => response.writeHead(200).end(), 500);
			response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
});

describe("SMS senders", () => {
	it("console prints the message with its recipient", async () => {
		const lines: string[] = [];
		await new ConsoleSmsSender((line) => lines.push(line)).send("9876543210", "Your Pitara login code is 123456.");
		expect(lines).toEqual(["[sms] to 9876543210: Your Pitara login code is 123456."]);
	});

	it("webhook POSTs { to, message } as JSON", async () => {
		await new WebhookSmsSender(`${base}/sms`).send("9876543210", "hello");
		expect(received.at(-1)).toEqual({
			path: "/sms",
			contentType: "application/json",
			body: { to: "9876543210", message: "hello" },
		});
	});

	it("webhook fails on an answer that is not 2xx, on no answer in time, and on no server", async () => {
		await expect(new WebhookSmsSender(`${base}/fail`).send("9876543210", "x")).rejects.toBeInstanceOf(SmsError);
		await expect(new WebhookSmsSender(`${base}/slow`, 100).send("9876543210", "x")).rejects.toBeInstanceOf(SmsError);
		await expect(new WebhookSmsSender("http://127.0.0.1:9/sms").send("9876543210", "x")).rejects.toBeInstanceOf(
			SmsError,
		);
	});

	it("is chosen by the configuration", () => {
		expect(createSmsSender({ SMS_PROVIDER: "console", SMS_WEBHOOK_URL: undefined })).toBeInstanceOf(ConsoleSmsSender);
		expect(createSmsSender({ SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: `${base}/sms` })).toBeInstanceOf(
			WebhookSmsSender,
		);
	});
});
