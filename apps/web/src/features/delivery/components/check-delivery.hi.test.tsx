import type { DeliveryPromiseResponse } from "@pitara/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
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
		// the API words English; the page words the date in its own language
		message: "Delivery by Tue, 1 Dec",
		cod: { available: true, max_total: 5000, fee: 25 },
	},
};

describe("CheckDelivery in Hindi", () => {
	it("gives the date and the cash-on-delivery terms in Hindi", async () => {
		mockApi({ "/delivery/range": range, "/delivery/promise": mumbai });
		const user = userEvent.setup();
		renderWithProviders(<CheckDelivery />);
		await user.type(screen.getByLabelText("डिलीवरी जाँचें"), "400001");
		await user.click(screen.getByRole("button", { name: "जाँचें" }));
		expect(await screen.findByText("Mumbai, Maharashtra में मंगल, 1 दिस॰ तक डिलीवरी")).toBeInTheDocument();
		expect(screen.getByTestId("cod-offer")).toHaveTextContent("₹5,000 तक के ऑर्डर पर कैश ऑन डिलीवरी मिलती है (₹25 शुल्क)।");
		expect(document.body.textContent).not.toMatch(/Delivery by|Cash on delivery/);
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
