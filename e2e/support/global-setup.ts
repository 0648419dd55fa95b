import { SMS_SINK_PORT, WHATSAPP_FAKE_PORT } from "../playwright.config.ts";
import { startSmsSink } from "./sms-sink.ts";
import { startWhatsAppFake } from "./whatsapp-fake.ts";

export default async function globalSetup() {
	const sink = await startSmsSink(SMS_SINK_PORT);
	const whatsapp = await startWhatsAppFake(WHATSAPP_FAKE_PORT);
	return async () => {
		await new Promise<void>((resolve) => sink.close(() => resolve()));
		await new Promise<void>((resolve) => whatsapp.close(() => resolve()));
	};
}
