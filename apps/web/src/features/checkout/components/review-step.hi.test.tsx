import {
	type Address,
	codRefusal,
	codTerms,
	DEFAULT_COD_SETTINGS,
	deliveryMessages,
	deliveryPromiseText,
	rupeesToPaise,
} from "@pitara/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cartItem } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { ReviewStep } from "./review-step.tsx";

/** The checkout's review and its cash on delivery terms on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
const home: Address = {
	id: 11,
	address_id: 11,
	name: "आशा वर्मा",
	phone: "9876543210",
	pincode: "560095",
	address_line1: "फ़्लैट 302, लोटस रेज़िडेंसी",
	address_line2: null,
	city: "Bengaluru",
	state: "Karnataka",
	country: "India",
	is_default: true,
	user_id: 7,
};

describe("the checkout's review in Hindi", () => {
	it("names cash on delivery and the promised date in Hindi", () => {
		renderWithProviders(
			<ReviewStep
				items={[cartItem({ name: "फूलों वाली सूती फ्रॉक" })]}
				address={home}
				mode="COD"
				deliveryPromise={deliveryPromiseText("2026-12-01")}
				giftCardCode={null}
				onEdit={() => {}}
			/>,
		);
		expect(screen.getByText("कैश ऑन डिलीवरी")).toBeInTheDocument();
		// the date as India's calendar has it, with Hindi's weekday and month
		expect(screen.getByTestId("review-delivery")).toHaveTextContent("मंगल, 1 दिस॰ तक डिलीवरी");
		expect(document.body.textContent).not.toMatch(/Cash on Delivery|Delivery by|Dec|Tue/);
	});

	it("says in Hindi why cash on delivery is refused, with the zone's Hindi name, and a pincode not served", () => {
		const refusal = codRefusal(codTerms(DEFAULT_COD_SETTINGS, "781001", "north_east_islands"), rupeesToPaise(499));
		expect(refusal?.message).toContain("781001 (पूर्वोत्तर और द्वीप)");
		expect(refusal?.short).toBe("पिनकोड 781001 पर उपलब्ध नहीं");
		expect(deliveryMessages.unserviceableAddress("744101")).toBe(
			"माफ़ कीजिए, 744101 पर अभी हम डिलीवरी नहीं करते। कृपया डिलीवरी का कोई और पता चुनें।",
		);
	});
});
