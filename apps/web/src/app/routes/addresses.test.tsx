import { addressesMessages } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { logIn } from "../../test/fixtures.ts";
import { mockApi, mockApiDownOnce, renderWithProviders } from "../../test/render.tsx";
import AddressesPage from "./addresses.tsx";

const home = {
	id: 11,
	address_id: 11,
	name: "Home",
	phone: "9876543210",
	pincode: "560095",
	address_line1: "42 Koramangala",
	address_line2: null,
	city: "Bengaluru",
	state: "Karnataka",
	country: "India",
	is_default: true,
	user_id: 7,
};
const office = { ...home, id: 12, address_id: 12, name: "Office", is_default: false };

describe("AddressesPage", () => {
	it("sends a visitor to login", async () => {
		const { router } = renderWithProviders(<AddressesPage />);
		await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
	});

	it("shows the error with a retry, then the empty state", async () => {
		logIn();
		mockApiDownOnce({ status: true, addresses: [] });
		const events = userEvent.setup();
		renderWithProviders(<AddressesPage />);
		expect(screen.getByRole("status")).toHaveTextContent("Loading addresses");
		expect(await screen.findByRole("alert")).toHaveTextContent("Database down");
		await events.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByText(addressesMessages.empty)).toBeInTheDocument();
	});

	it("lists the cards with the default marked, and asks before deleting", async () => {
		logIn();
		const fetch = mockApi({
			"/users/address/list": { status: true, addresses: [home, office] },
			"/users/address/delete": { status: true, message: addressesMessages.deleted },
		});
		const events = userEvent.setup();
		renderWithProviders(<AddressesPage />);
		const homeCard = await screen.findByRole("article", { name: "Home" });
		expect(within(homeCard).getByText("Default")).toBeInTheDocument();
		expect(within(homeCard).queryByRole("button", { name: /Set as default/ })).not.toBeInTheDocument();
		const officeCard = screen.getByRole("article", { name: "Office" });
		expect(within(officeCard).getByRole("button", { name: /Set as default/ })).toBeInTheDocument();

		await events.click(within(officeCard).getByRole("button", { name: "Delete address of Office" }));
		const confirm = screen.getByRole("alertdialog", { name: "Delete address?" });
		expect(confirm).toHaveAccessibleDescription(addressesMessages.confirmDelete);
		await events.click(within(confirm).getByRole("button", { name: "Delete" }));
		await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
		const deleteCall = fetch.mock.calls.find(([url]) => String(url).endsWith("/users/address/delete"));
		expect(JSON.parse(String(deleteCall?.[1]?.body))).toEqual({ address_id: 12 });
		expect(await screen.findByText(addressesMessages.deleted)).toBeInTheDocument();
	});
});
