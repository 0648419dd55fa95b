import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { orderOf as order } from "../../../../test/fixtures.ts";
import { OrderAmounts } from "./order-amounts.tsx";

const row = (label: RegExp | string) => {
	const term = screen.getByText(label, { selector: "dt" });
	return within(term.parentElement as HTMLElement).getByRole("definition").textContent;
};

describe("OrderAmounts", () => {
	it("names a promo as the shopper read it, with its code, and the amount it took off", () => {
		render(
			<OrderAmounts
				order={order({
					promo_code: "DIWALI10",
					promo_name: "Diwali 10% off",
					promoDiscountAmount: 70,
					total_amount: 628,
				})}
			/>,
		);
		expect(row("Promo “Diwali 10% off” (DIWALI10)")).toBe("− ₹70");
		expect(row("Total (incl. GST)")).toBe("₹628");
	});

	it("shows a code without a name of its own by its code, and no promo line without a promo", () => {
		const { unmount } = render(
			<OrderAmounts order={order({ promo_code: "WELCOME15", promo_name: "WELCOME15", promoDiscountAmount: 105 })} />,
		);
		expect(row("Promo WELCOME15")).toBe("− ₹105");
		unmount();
		render(<OrderAmounts order={order({})} />);
		expect(screen.queryByText(/Promo/)).not.toBeInTheDocument();
	});

	it("says the delivery a free-delivery promo waived, and the cash on delivery fee", () => {
		render(
			<OrderAmounts
				order={order({
					promo_code: "FREESHIP",
					promo_name: "Free delivery weekend",
					promoDiscountAmount: 0,
					promoDeliveryAmount: 49,
					codFeeAmount: 30,
					total_amount: 728,
				})}
			/>,
		);
		expect(row("Delivery")).toBe("Free");
		expect(row("Free delivery: promo “Free delivery weekend” (FREESHIP)")).toBe("− ₹49");
		expect(row("Cash on delivery fee")).toBe("₹30");
	});
});
