import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AmountRows } from "./amount-rows.tsx";

describe("AmountRows' delivery note", () => {
	it("counts what is left to spend after a promo code, which the delivery rule sees", () => {
		// ₹520 less 15% is ₹442: delivery costs, and ₹59 more takes it over ₹500
		render(
			<AmountRows
				mrpTotal={600}
				discount={80}
				subtotal={520}
				promo={{ code: "WELCOME15", discount: 78 }}
				delivery={50}
				total={492}
				testId="summary"
			/>,
		);
		expect(screen.getByTestId("summary-delivery-note")).toHaveTextContent(
			"Add ₹59 more for free delivery" + "Free delivery on orders over ₹500",
		);
	});

	it("says delivery is free once it is", () => {
		render(<AmountRows mrpTotal={900} discount={100} subtotal={800} delivery={0} total={800} testId="summary" />);
		expect(screen.getByTestId("summary-delivery-note")).toHaveTextContent(
			"Your order gets free delivery" + "Free delivery on orders over ₹500",
		);
	});
});
