import { addressesMessages, INDIAN_STATES } from "@pitara/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { AddressFormDialog } from "./address-form-dialog.tsx";

function renderDialog(props: Partial<Parameters<typeof AddressFormDialog>[0]> = {}) {
	const onSave = vi.fn();
	const onClose = vi.fn();
	renderWithProviders(
		<>
			<button type="button">opener</button>
			<AddressFormDialog
				open
				address={null}
				isFirst={false}
				saving={false}
				error={null}
				fieldErrors={[]}
				onSave={onSave}
				onClose={onClose}
				{...props}
			/>
		</>,
	);
	return { onSave, onClose };
}

describe("AddressFormDialog", () => {
	it("is a labelled dialog with every field, the states to pick from and India as the country", () => {
		renderDialog();
		const dialog = screen.getByRole("dialog", { name: "Add New Address" });
		expect(dialog).toHaveAttribute("aria-modal", "true");
		for (const label of [
			"Full name",
			"Phone number",
			"Address line 1",
			"Address line 2 (optional)",
			"City",
			"Pincode",
		]) {
			expect(screen.getByLabelText(label)).toBeInTheDocument();
		}
		const state = screen.getByLabelText("State");
		expect([...state.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
			"Select state",
			...INDIAN_STATES,
		]);
		expect(screen.getByLabelText("Country")).toHaveValue("India");
		// focus moves into the dialog (its first control), not onto a field that would pop the phone's keyboard up
		expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
	});

	it("says what is missing and saves nothing", async () => {
		const user = userEvent.setup();
		const { onSave } = renderDialog();
		await user.click(screen.getByRole("button", { name: "Save Address" }));
		for (const text of [
			addressesMessages.nameRequired,
			"Phone number is required",
			"Pincode is required",
			addressesMessages.addressLine1Required,
			addressesMessages.cityRequired,
			addressesMessages.stateRequired,
		]) {
			expect(await screen.findByText(text)).toBeInTheDocument();
		}
		expect(onSave).not.toHaveBeenCalled();
	});

	it("saves a complete address, asking to make it the default", async () => {
		mockApi({
			"/pincodes/560095": {
				status: true,
				response: { pincode: "560095", district: "Bengaluru Urban", state: "Karnataka" },
			},
		});
		const user = userEvent.setup();
		const { onSave } = renderDialog();
		await user.type(screen.getByLabelText("Full name"), "Asha Verma");
		await user.type(screen.getByLabelText("Phone number"), "9876543210");
		await user.type(screen.getByLabelText("Address line 1"), "42 Koramangala");
		await user.type(screen.getByLabelText("City"), "Bengaluru");
		await user.type(screen.getByLabelText("Pincode"), "560095");
		await user.selectOptions(screen.getByLabelText("State"), "Karnataka");
		await user.click(screen.getByLabelText("Make this my default address"));
		await user.click(screen.getByRole("button", { name: "Save Address" }));
		await waitFor(() =>
			expect(onSave).toHaveBeenCalledWith(
				{
					name: "Asha Verma",
					phone: "9876543210",
					pincode: "560095",
					address_line1: "42 Koramangala",
					address_line2: null,
					city: "Bengaluru",
					state: "Karnataka",
					country: "India",
				},
				true,
			),
		);
	});

	it("fills the city and state from the pincode, and refuses an unknown pincode or another state", async () => {
		mockApi({
			"/pincodes/560095": {
				status: true,
				response: { pincode: "560095", district: "Bengaluru Urban", state: "Karnataka" },
			},
			"/pincodes/999999": { status: 404, body: { status: false, message: "nope", code: "UNKNOWN_PINCODE" } },
		});
		const user = userEvent.setup();
		const { onSave } = renderDialog();
		await user.type(screen.getByLabelText("Full name"), "Asha Verma");
		await user.type(screen.getByLabelText("Phone number"), "9876543210");
		await user.type(screen.getByLabelText("Address line 1"), "42 Koramangala");
		await user.type(screen.getByLabelText("Pincode"), "999999");
		expect(await screen.findByText(addressesMessages.unknownPincode("999999"))).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Save Address" }));
		expect(onSave).not.toHaveBeenCalled();

		await user.clear(screen.getByLabelText("Pincode"));
		await user.type(screen.getByLabelText("Pincode"), "560095");
		await waitFor(() => expect(screen.getByLabelText("City")).toHaveValue("Bengaluru Urban"));
		expect(screen.getByLabelText("State")).toHaveValue("Karnataka");
		expect(screen.getByText("Bengaluru Urban, Karnataka")).toBeInTheDocument();

		await user.selectOptions(screen.getByLabelText("State"), "Kerala");
		await user.click(screen.getByRole("button", { name: "Save Address" }));
		expect(await screen.findByText(addressesMessages.stateMismatch("560095", "Karnataka"))).toBeInTheDocument();
		expect(onSave).not.toHaveBeenCalled();

		await user.selectOptions(screen.getByLabelText("State"), "Karnataka");
		await user.click(screen.getByRole("button", { name: "Save Address" }));
		await waitFor(() =>
			expect(onSave).toHaveBeenCalledWith(
				expect.objectContaining({ city: "Bengaluru Urban", state: "Karnataka" }),
				false,
			),
		);
	});

	it("keeps focus inside, closes on Escape and shows the server's field errors", async () => {
		const user = userEvent.setup();
		const { onClose } = renderDialog({
			fieldErrors: [{ field: "pincode", message: "Pincode must be a valid 6-digit Indian pincode" }],
			error: "Please check the pincode",
		});
		expect(screen.getByLabelText("Pincode")).toHaveAccessibleDescription(
			"Pincode must be a valid 6-digit Indian pincode",
		);
		expect(screen.getByRole("alert")).toHaveTextContent("Please check the pincode");
		const dialog = screen.getByRole("dialog");
		for (let i = 0; i < 20; i += 1) {
			await user.tab();
			expect(dialog.contains(document.activeElement)).toBe(true);
		}
		await user.keyboard("{Escape}");
		expect(onClose).toHaveBeenCalled();
	});
});
