import type { DeliveryPromiseResponse } from "@pitara/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { CheckDelivery } from "./check-delivery.tsx";

afterEach(() => window.localStorage.clear());

const mumbai: DeliveryPromiseResponse = {
	status: true,
	response: {
		pincode: "400001",
		district: "Mumbai",
		state: "Maharashtra",
		serviceable: true,
		zone: "metro",
		date: "2026-11-26",
		message: "Delivery by Thu, 26 Nov",
		cod: { available: true, max_total: 10000, fee: 0 },
	},
};

describe("CheckDelivery", () => {
	it("answers the date for a pincode and remembers it", async () => {
		mockApi({ "/delivery/promise": mumbai });
		const user = userEvent.setup();
		renderWithProviders(<CheckDelivery />);
		await user.type(screen.getByLabelText("Check delivery"), "400001");
		await user.click(screen.getByRole("button", { name: "Check" }));
		expect(await screen.findByText("Delivery by Thu, 26 Nov to Mumbai, Maharashtra")).toBeInTheDocument();
		expect(window.localStorage.getItem("pitara.deliveryPincode")).toBe("400001");
	});

	it("starts from the default address's pincode and says when a pincode is not served", async () => {
		mockApi({
			"/delivery/promise": {
				status: true,
				response: {
					...mumbai.response,
					serviceable: false,
					zone: null,
					date: null,
					message: "Sorry, we do not deliver to 400001 yet.",
				},
			},
		});
		renderWithProviders(<CheckDelivery defaultPincode="400001" />);
		expect(screen.getByLabelText("Check delivery")).toHaveValue("400001");
		expect(await screen.findByText("Sorry, we do not deliver to 400001 yet.")).toBeInTheDocument();
	});

	it("refuses a pincode that is not six digits", async () => {
		const user = userEvent.setup();
		renderWithProviders(<CheckDelivery />);
		await user.type(screen.getByLabelText("Check delivery"), "4000");
		await user.click(screen.getByRole("button", { name: "Check" }));
		expect(await screen.findByText("Pincode must be a valid 6-digit Indian pincode")).toBeInTheDocument();
	});
});
