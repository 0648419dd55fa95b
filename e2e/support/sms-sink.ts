import { createServer, type Server } from "node:http";

export interface SmsMessage {
	to: string;
	message: string;
	at: number;
	/** the DLT template ID the server sent it as (the webhook sender passes it) */
	template_id?: string;
}

/**
 * A stand-in for the SMS provider: the server's `webhook` sender POSTs
 * `{ to, message }` here, and tests read the codes back with
 * `GET /messages?to=<phone>`.
 */
export function startSmsSink(port: number): Promise<Server> {
	const messages: SmsMessage[] = [];
	const server = createServer((request, response) => {
		const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
		if (request.method === "POST" && url.pathname === "/sms") {
			let body = "";
			request.on("data", (chunk) => {
				body += chunk;
			});
			request.on("end", () => {
				try {
					const parsed = JSON.parse(body) as { to?: unknown; message?: unknown; template_id?: unknown };
					if (typeof parsed.to !== "string" || typeof parsed.message !== "string") throw new Error("bad sms");
					messages.push({
						to: parsed.to,
						message: parsed.message,
						at: Date.now(),
						...(typeof parsed.template_id === "string" ? { template_id: parsed.template_id } : {}),
					});
					response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
				} catch {
					response.writeHead(400).end();
				}
			});
			return;
		}
		if (request.method === "GET" && url.pathname === "/messages") {
			const to = url.searchParams.get("to");
			response
				.writeHead(200, { "content-type": "application/json" })
				.end(JSON.stringify(messages.filter((m) => !to || m.to === to || m.to.endsWith(to))));
			return;
		}
		response.writeHead(404).end();
	});
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, "127.0.0.1", () => resolve(server));
	});
}
