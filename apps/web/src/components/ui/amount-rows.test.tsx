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
				promo={{ name: "WELCOME15", discount: 78 }}
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

	it("says what is left for free delivery when a code made the items free, never that delivery is free (issue 22)", () => {
		// ₹300 of items, a ₹1,000 code: the items cost nothing, delivery ₹50 by its own rule, ₹50 to pay
		render(
			<AmountRows
				mrpTotal={400}
				discount={100}
				subtotal={300}
				promo={{ name: "ALLFREE", discount: 300 }}
				delivery={50}
				total={50}
				testId="summary"
			/>,
		);
		expect(screen.getByTestId("summary")).toHaveTextContent("Delivery₹50");
		expect(screen.getByTestId("summary")).toHaveTextContent("Total₹50");
		expect(screen.getByTestId("summary-delivery-note")).toHaveTextContent(
			"Add ₹501 more for free delivery" + "Free delivery on orders over ₹500",
		);
	});
});
