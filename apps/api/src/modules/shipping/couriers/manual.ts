import { statusOfCourierWords } from "../status.ts";
import type { CourierScan } from "./courier.ts";

/**
 * The manual adapter: no account, no calls. Staff type the courier's name and
 * the AWB when they book; the scans are the staff's own (the console) or a
 * courier's plain webhook: `{ awb, status, time, location?, note? }` or an
 * array of them, `status` in our words or Shiprocket's.
 */
export function scansOfManualWebhook(body: unknown): CourierScan[] {
	const list = Array.isArray(body) ? body : [body];
	const out: CourierScan[] = [];
	for (const item of list) {
		if (typeof item !== "object" || item === null) continue;
		const json = item as Record<string, unknown>;
		const awb = typeof json.awb === "string" ? json.awb.trim() : "";
		const words = typeof json.status === "string" ? json.status : "";
		const at = new Date(String(json.time ?? ""));
		if (!awb || !words || Number.isNaN(at.getTime())) continue;
		out.push({
			awb,
			status: statusOfCourierWords(words),
			courierStatus: words,
			location: typeof json.location === "string" ? json.location : null,
			note: typeof json.note === "string" ? json.note : null,
			at: at.toISOString(),
		});
	}
	return out;
}
