import { checkoutMessages, type Invoice } from "@pitara/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { logIn, orderOf } from "../../../test/fixtures.ts";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { InvoicePanel } from "./invoice-panel.tsx";

const invoice: Invoice = {
	...orderOf({ order_id: 5, orderStatus: "Delivered", payment_status: "Paid", payment_mode: "COD" }),
	full_name: "Asha Verma",
	email: "asha@example.com",
	phone: "9876543210",
	tax_invoice: null,
	credit_note: null,
	credit_notes: [],
	exchange_invoices: [],
};

/** An order's invoice panel on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
describe("InvoicePanel in Hindi", () => {
	it("names the order's status, payment mode and payment status in Hindi, not the data's English words", async () => {
		logIn();
		mockApi({ "/order/invoice/fetch": { status: true, response: [invoice] } }, { others: "not found" });
		renderWithProviders(<InvoicePanel orderId={5} />);
		const panel = await screen.findByRole("region", { name: /#5/ });
		await within(panel).findByText("पहुँच गया");
		expect(within(panel).getByText("हो गया")).toBeInTheDocument();
		expect(within(panel).queryByText("Delivered")).not.toBeInTheDocument();
		expect(within(panel).queryByText("Paid")).not.toBeInTheDocument();
		expect(within(panel).getByText(checkoutMessages.paymentModes.COD as string)).toBeInTheDocument();
		expect(within(panel).queryByText("Cash on Delivery")).not.toBeInTheDocument();
	});
});
