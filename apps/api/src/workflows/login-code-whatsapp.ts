import type { FastifyInstance } from "fastify";
import { findUserByPhone } from "../modules/accounts/index.ts";
import { mayMessage, sendWhatsAppTemplate } from "../modules/messaging/index.ts";

/**
 * The login code by WhatsApp too (issue 26 item 3): where the shop sends WhatsApp and the phone has a live
 * WhatsApp consent, the code also goes as the login-code template (WhatsApp's authentication category),
 * once per code. The SMS goes in any case: WhatsApp is never the only way in, and nothing stands before
 * either (no CAPTCHA; the per-phone and per-network limits of accounts/otp.service hold).
 */
export async function sendLoginCodeByWhatsApp(
	app: FastifyInstance,
	phone: string,
	code: string,
	minutes: number,
	challengeId: number,
): Promise<boolean> {
	if (!app.whatsapp || !(await mayMessage(app.db, phone, "whatsapp", "transactional"))) return false;
	await sendWhatsAppTemplate(app.db, app.log, app.whatsapp, {
		to: phone,
		templateKey: "login-code",
		// the shopper's account language: the Hindi authentication template for a Hindi account (decision 062)
		language: (await findUserByPhone(app.db, phone))?.language ?? "en",
		values: [code, String(minutes)],
		idempotencyKey: `login-code:${challengeId}:whatsapp`,
	});
	return true;
}
