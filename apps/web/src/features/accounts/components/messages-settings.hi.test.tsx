import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import type { AccountMessages } from "../api/messages.ts";
import { MessagesSettings } from "./messages-settings.tsx";

/**
 * The profile's consents on a Hindi page (the Hindi build: `*.hi.test.tsx`), issue 31 and decision 071: the shopper
 * reads and ticks the Hindi words, and the change goes to the API as a Hindi page's call (`lang=hi`), which records
 * those same words (apps/api/src/modules/messaging/channels.test.ts).
 */
const answer = (granted: boolean): { status: true; response: AccountMessages } => ({
	status: true as const,
	response: {
		consents: [
			{
				kind: "whatsapp:transactional",
				text: "मेरे ऑर्डर की जानकारी और मेरे माँगे अलर्ट WhatsApp पर भेजें",
				granted: false,
				at: null,
			},
			{ kind: "sms:promotional", text: "मुझे ऑफ़र और अलर्ट SMS से भेजें", granted, at: null },
			{ kind: "whatsapp:promotional", text: "मुझे ऑफ़र और अलर्ट WhatsApp पर भेजें", granted: false, at: null },
		],
		alerts: [],
		price_alerts: [],
	},
});

describe("MessagesSettings in Hindi", () => {
	it("labels each consent in Hindi and sends a change as a Hindi page's call", async () => {
		const fetch = mockApi({ "/account/messages": answer(false), "/account/messages/consent": answer(true) });
		const events = userEvent.setup();
		renderWithProviders(<MessagesSettings />);
		const offers = await screen.findByRole("checkbox", { name: "मुझे ऑफ़र और अलर्ट SMS से भेजें" });
		expect(
			screen.getByRole("checkbox", { name: "मेरे ऑर्डर की जानकारी और मेरे माँगे अलर्ट WhatsApp पर भेजें" }),
		).toBeInTheDocument();
		expect(screen.getByRole("checkbox", { name: "मुझे ऑफ़र और अलर्ट WhatsApp पर भेजें" })).toBeInTheDocument();
		expect(screen.queryByText(/Send me offers|order updates/)).toBeNull();
		await events.click(offers);
		await waitFor(() => expect(offers).toBeChecked());
		const consentCall = fetch.mock.calls.find(([input]) => String(input).includes("/account/messages/consent"));
		expect(String(consentCall?.[0])).toContain("lang=hi");
		expect(JSON.parse(String(consentCall?.[1]?.body))).toEqual({ kind: "sms:promotional", granted: true });
	});

	it("shows the Hindi words even when an answer carries the English ones (the words come from the Hindi catalogue)", async () => {
		const english = answer(false);
		english.response.consents = english.response.consents.map((consent) => ({ ...consent, text: "Send me offers" }));
		mockApi({ "/account/messages": english });
		renderWithProviders(<MessagesSettings />);
		expect(await screen.findByRole("checkbox", { name: "मुझे ऑफ़र और अलर्ट SMS से भेजें" })).toBeInTheDocument();
		expect(screen.queryByText("Send me offers")).toBeNull();
	});
});
