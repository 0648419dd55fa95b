import { createServer, type Server } from "node:http";

export interface WhatsAppMessage {
	/** the 10-digit phone (the request's `to` without 91) */
	to: string;
	/** the approved template's name and its body parameters */
	template: string;
	parameters: string[];
	at: number;
}

/**
 * A stand-in for Meta's WhatsApp Cloud API (issue 26): takes `POST /{version}/{phone-number-id}/messages`
 * with a bearer token and a template message, answers as Meta does (`messages[0].id`), and lets the
 * journeys read what it was asked to send with `GET /messages?to=<phone>`.
 */
export function startWhatsAppFake(port: number): Promise<Server> {
	const messages: WhatsAppMessage[] = [];
	let counter = 0;
	const server = createServer((request, response) => {
		const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
		if (request.method === "POST" && /^\/v[\d.]+\/[^/]+\/messages$/.test(url.pathname)) {
			let body = "";
			request.on("data", (chunk) => {
				body += chunk;
			});
			request.on("end", () => {
				try {
					if (!request.headers.authorization?.startsWith("Bearer ")) throw new Error("no token");
					const parsed = JSON.parse(body) as {
						to?: string;
						type?: string;
						template?: { name?: string; components?: { parameters?: { text?: string }[] }[] };
					};
					if (parsed.type !== "template" || !parsed.to || !parsed.template?.name) throw new Error("not a template");
					counter += 1;
					messages.push({
						to: parsed.to.replace(/^91/, ""),
						template: parsed.template.name,
						parameters: (parsed.template.components?.[0]?.parameters ?? []).map((p) => String(p.text)),
						at: Date.now(),
					});
					response
						.writeHead(200, { "content-type": "application/json" })
						.end(JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: `wamid.e2e-${counter}` }] }));
				} catch {
					response.writeHead(400, { "content-type": "application/json" }).end('{"error":{"message":"bad request"}}');
				}
			});
			return;
		}
		if (request.method === "GET" && url.pathname === "/messages") {
			const to = url.searchParams.get("to");
			response
				.writeHead(200, { "content-type": "application/json" })
				.end(JSON.stringify(messages.filter((m) => !to || m.to === to)));
			return;
		}
		response.writeHead(404).end();
	});
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, "127.0.0.1", () => resolve(server));
	});
}
