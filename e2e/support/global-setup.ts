import { SMS_SINK_PORT } from "../playwright.config.ts";
import { startSmsSink } from "./sms-sink.ts";

export default async function globalSetup() {
	const sink = await startSmsSink(SMS_SINK_PORT);
	return async () => {
		await new Promise<void>((resolve) => sink.close(() => resolve()));
	};
}
