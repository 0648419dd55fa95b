import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Mode = "ok" | "500" | "hang-after-acting";

/**
 * A fake provider on port 0: keeps every request, "acts" (sends) for an
 * accepted one, and fails on command: a 500 without acting, or acting and
 * then never answering (the client times out after the provider acted).
 */
export class FakeProvider {
	mode: Mode = "ok";
	readonly requests: { url: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
	readonly acted: Record<string, unknown>[] = [];
	private server: Server;
	private counter = 0;

	constructor(private readonly answer: (id: string) => unknown) {
		this.server = createServer((request, response) => {
			let raw = "";
			request.on("data", (chunk) => {
				raw += chunk;
			});
			request.on("end", () => {
				const body = JSON.parse(raw || "{}") as Record<string, unknown>;
				this.requests.push({ url: request.url ?? "", headers: request.headers, body });
				if (this.mode === "500") {
					response.writeHead(500, { "content-type": "application/json" });
					response.end(JSON.stringify({ type: "error", message: "down" }));
					return;
				}
				this.acted.push(body);
				if (this.mode === "hang-after-acting") return; // sent, but the answer never comes
				this.counter += 1;
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify(this.answer(`id-${this.counter}`)));
			});
		});
	}

	async start(): Promise<string> {
		await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
		return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
	}

	async stop(): Promise<void> {
		this.server.closeAllConnections();
		await new Promise((resolve) => this.server.close(resolve));
	}
}

/** MSG91's Flow API as it answers (`{ type: "success", message: <request id> }`). */
export const fakeMsg91 = () => new FakeProvider((id) => ({ type: "success", message: `req-${id}` }));

/** The WhatsApp Cloud API's messages endpoint as it answers (`messages[0].id` a wamid). */
export const fakeWhatsApp = () =>
	new FakeProvider((id) => ({
		messaging_product: "whatsapp",
		contacts: [{ input: "919876543210", wa_id: "919876543210" }],
		messages: [{ id: `wamid.${id}` }],
	}));
