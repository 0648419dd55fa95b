import { checkoutMessages, gstinCheckCharacter } from "@pitara/shared";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { orderRequest } from "../lib/order-request.ts";
import {
	BusinessGstin,
	type BusinessPurchase,
	businessPurchaseProblem,
	NO_BUSINESS_PURCHASE,
} from "./business-gstin.tsx";

const GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter("27AAPFU0939F1Z")}`;

function Harness({ state, seen }: { state: string; seen: BusinessPurchase[] }) {
	const [value, setValue] = useState(NO_BUSINESS_PURCHASE);
	return (
		<BusinessGstin
			value={value}
			deliveryState={state}
			onChange={(next) => {
				seen.push(next);
				setValue(next);
			}}
		/>
	);
}

describe("BusinessGstin (issue 29 item 3)", () => {
	it("is a link until asked for; then a GSTIN and a trade name field, and Remove puts the link back", () => {
		render(<Harness state="Maharashtra" seen={[]} />);
		expect(screen.queryByLabelText(checkoutMessages.gstinLabel)).not.toBeInTheDocument();
		fireEvent.click(screen.getByRole("button", { name: checkoutMessages.addGstin }));
		expect(screen.getByLabelText(checkoutMessages.gstinLabel)).toBeInTheDocument();
		expect(
			screen.getByLabelText(new RegExp(checkoutMessages.tradeNameLabel.replace(/[()]/g, "\\$&"))),
		).toBeInTheDocument();
		fireEvent.click(screen.getByRole("button", { name: checkoutMessages.removeGstin }));
		expect(screen.queryByLabelText(checkoutMessages.gstinLabel)).not.toBeInTheDocument();
		expect(screen.getByRole("button", { name: checkoutMessages.addGstin })).toBeInTheDocument();
	});

	it("says what is wrong once the GSTIN is typed out: check character, then the delivery state's code", () => {
		render(<Harness state="Maharashtra" seen={[]} />);
		fireEvent.click(screen.getByRole("button", { name: checkoutMessages.addGstin }));
		const field = screen.getByLabelText(checkoutMessages.gstinLabel);
		fireEvent.change(field, { target: { value: "27AAPFU" } });
		expect(field).not.toHaveAttribute("aria-invalid");
		const wrong = GSTIN[14] === "A" ? "B" : "A";
		fireEvent.change(field, { target: { value: `${GSTIN.slice(0, 14)}${wrong}` } });
		expect(screen.getByText(checkoutMessages.gstinCheck(GSTIN[14] as string))).toBeInTheDocument();
		expect(field).toHaveAttribute("aria-invalid", "true");
		fireEvent.change(field, { target: { value: GSTIN.toLowerCase() } });
		expect(field).toHaveValue(GSTIN);
		expect(field).not.toHaveAttribute("aria-invalid");
	});

	it("flags a GSTIN of another state than the delivery address's", () => {
		const karnataka = `29AAPFU0939F1Z${gstinCheckCharacter("29AAPFU0939F1Z")}`;
		render(<Harness state="Maharashtra" seen={[]} />);
		fireEvent.click(screen.getByRole("button", { name: checkoutMessages.addGstin }));
		fireEvent.change(screen.getByLabelText(checkoutMessages.gstinLabel), { target: { value: karnataka } });
		expect(screen.getByText(checkoutMessages.gstinState("29", "Maharashtra", "27"))).toBeInTheDocument();
		expect(businessPurchaseProblem({ open: true, gstin: karnataka, tradeName: "" }, "Karnataka")).toBeNull();
	});

	it("the order sends the GSTIN and trade name only when given", () => {
		const base = {
			userId: 1,
			addressId: 2,
			paymentMode: "UPI" as const,
			items: [{ product_id: 3, quantity: 1, price: 599 }],
			amounts: {
				mrpTotalAmount: 599,
				subTotalAmount: 599,
				discountAmount: 0,
				promoDiscountAmount: 0,
				deliveryAmount: 0,
				total_amount: 599,
			},
		};
		expect(orderRequest(base)).not.toHaveProperty("buyer_gstin");
		expect(orderRequest({ ...base, business: { gstin: GSTIN, tradeName: " Little Steps " } })).toMatchObject({
			buyer_gstin: GSTIN,
			buyer_trade_name: "Little Steps",
		});
		expect(orderRequest({ ...base, business: { gstin: GSTIN, tradeName: "" } })).not.toHaveProperty("buyer_trade_name");
	});
});
