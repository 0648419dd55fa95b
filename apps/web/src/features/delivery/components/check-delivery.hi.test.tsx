import type { DeliveryPromiseResponse } from "@pitara/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { apiPath, mockApi, renderWithProviders } from "../../../test/render.tsx";
import { CheckDelivery } from "./check-delivery.tsx";

/** "Check delivery" on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
afterEach(() => window.localStorage.clear());

const range = { status: true as const, response: { min_days: 2, max_days: 7 } };
const mumbai: DeliveryPromiseResponse = {
	status: true,
	response: {
		pincode: "400001",
		district: "Mumbai",
		state: "Maharashtra",
		serviceable: true,
		zone: "metro",
		date: "2026-12-01",
		// what the API answers a Hindi page's call (lang=hi): its promise in Hindi, Hindi weekday and month
		message: "मंगल, 1 दिस॰ तक डिलीवरी",
		cod: { available: true, max_total: 5000, fee: 25 },
	},
};

describe("CheckDelivery in Hindi", () => {
	it("asks the API in Hindi and gives the promise, the place and the cash on delivery terms in Hindi", async () => {
		const fetch = mockApi({ "/delivery/range": range, "/delivery/promise": mumbai });
		const user = userEvent.setup();
		renderWithProviders(<CheckDelivery />);
		expect(await screen.findByText("2–7 दिन में डिलीवरी · अपना पिनकोड जाँचें")).toBeInTheDocument();
		await user.type(screen.getByLabelText("डिलीवरी जाँचें"), "400001");
		await user.click(screen.getByRole("button", { name: "जाँचें" }));
		expect(await screen.findByText("Mumbai, Maharashtra में मंगल, 1 दिस॰ तक डिलीवरी")).toBeInTheDocument();
		expect(screen.getByTestId("cod-offer")).toHaveTextContent("₹5,000 तक के ऑर्डर पर कैश ऑन डिलीवरी मिलती है (₹25 शुल्क)।");
		const asked = fetch.mock.calls
			.map(([input]) => apiPath(input))
			.find((path) => path.startsWith("/delivery/promise"));
		expect(asked).toMatch(/[?&]lang=hi(&|$)/);
		expect(document.body.textContent).not.toMatch(/Delivery|Cash on delivery| to Mumbai/);
	});

	it("says in Hindi when cash on delivery is not possible", async () => {
		mockApi({
			"/delivery/range": range,
			"/delivery/promise": {
				status: true,
				response: { ...mumbai.response, cod: { available: false, max_total: 0, fee: 0 } },
			},
		});
		renderWithProviders(<CheckDelivery defaultPincode="400001" />);
		expect(await screen.findByTestId("cod-offer")).toHaveTextContent("400001 पर कैश ऑन डिलीवरी नहीं मिलती।");
	});
});
