import type { DeliveryPromiseResponse } from "@pitara/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { CheckDelivery } from "./check-delivery.tsx";

afterEach(() => window.localStorage.clear());

/** the shop's range over its zones, which the box shows a visitor until a pincode is asked */
const range = { status: true as const, response: { min_days: 2, max_days: 7 } };

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
		mockApi({
			"/delivery/range": range,
			"/delivery/promise": mumbai,
		});
		const user = userEvent.setup();
		renderWithProviders(<CheckDelivery />);
		await user.type(screen.getByLabelText("Check delivery"), "400001");
		await user.click(screen.getByRole("button", { name: "Check" }));
		expect(await screen.findByText("Delivery by Thu, 26 Nov to Mumbai, Maharashtra")).toBeInTheDocument();
		expect(window.localStorage.getItem("pitara.deliveryPincode")).toBe("400001");
		expect(screen.getByTestId("cod-offer")).toHaveTextContent("Cash on delivery available on orders up to ₹10,000.");
	});

	it("says when cash on delivery is not possible at a pincode, and its fee where it is", async () => {
		const assam = {
			...mumbai.response,
			pincode: "781001",
			district: "Kamrup Metro",
			state: "Assam",
			zone: "north_east_islands" as const,
			cod: { available: false, max_total: 10000, fee: 0 },
		};
		mockApi({
			"/delivery/range": range,
			"/delivery/promise": { status: true, response: assam },
		});
		const { unmount } = renderWithProviders(<CheckDelivery defaultPincode="781001" />);
		expect(await screen.findByTestId("cod-offer")).toHaveTextContent("Cash on delivery is not available for 781001.");
		unmount();
		mockApi({
			"/delivery/range": range,
			"/delivery/promise": {
				status: true,
				response: { ...mumbai.response, cod: { available: true, max_total: 5000, fee: 25 } },
			},
		});
		renderWithProviders(<CheckDelivery defaultPincode="400001" />);
		expect(await screen.findByTestId("cod-offer")).toHaveTextContent(
			"Cash on delivery available on orders up to ₹5,000 (a ₹25 fee).",
		);
	});

	it("starts from the default address's pincode and says when a pincode is not served", async () => {
		mockApi({
			"/delivery/range": range,
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
		mockApi({ "/delivery/range": range });
		const user = userEvent.setup();
		renderWithProviders(<CheckDelivery />);
		await user.type(screen.getByLabelText("Check delivery"), "4000");
		await user.click(screen.getByRole("button", { name: "Check" }));
		expect(await screen.findByText("Pincode must be a valid 6-digit Indian pincode")).toBeInTheDocument();
	});
});
