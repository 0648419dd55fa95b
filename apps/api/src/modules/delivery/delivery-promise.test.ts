import { deliveryPromiseText, promisedDate } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { deliveryPromise, deliveryPromiseIn } from "./delivery-promise.service.ts";
import { deliverySettings, saveDeliverySettings } from "./delivery-settings.repository.ts";

let t: TestApp;
beforeAll(async () => {
	t = await createTestApp();
});
afterAll(async () => {
	await t?.close();
});

// Monday 23 Nov 2026, 10:00 IST, from the default dispatch pincode 560095 (Bengaluru Urban)
const monday = new Date("2026-11-23T04:30:00Z");

describe("the delivery promise", () => {
	it.each([
		["560034", "same_city", "Delivery by Tue, 24 Nov"],
		["570001", "same_state", "Delivery by Wed, 25 Nov"],
		["400001", "metro", "Delivery by Thu, 26 Nov"],
		["682001", "rest_of_india", "Delivery by Mon, 30 Nov"],
		["781001", "north_east_islands", "Delivery by Wed, 2 Dec"],
	])("%s is %s: %s", async (pincode, zone, message) => {
		expect(await deliveryPromise(t.database.db, pincode, monday)).toMatchObject({ serviceable: true, zone, message });
	});

	it("answers it over HTTP, says so for a pincode the couriers do not reach, and refuses an unknown one", async () => {
		const ok = await t.app.inject({ method: "GET", url: "/api/delivery/promise?pincode=400001" });
		expect(ok.statusCode).toBe(200);
		expect(ok.json().response).toMatchObject({
			pincode: "400001",
			district: "Mumbai",
			state: "Maharashtra",
			zone: "metro",
			message: deliveryPromiseText(promisedDate(new Date(), 3, "14:00")),
		});
		await saveDeliverySettings(t.database.db, {
			...(await deliverySettings(t.database.db)),
			unserviceable: ["744101"],
		});
		const far = await t.app.inject({ method: "GET", url: "/api/delivery/promise?pincode=744101" });
		expect(far.json().response).toMatchObject({
			serviceable: false,
			date: null,
			message: "Sorry, we do not deliver to 744101 yet.",
		});
		const unknown = await t.app.inject({ method: "GET", url: "/api/delivery/promise?pincode=999999" });
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json().message).toBe("We could not find pincode 999999. Please check it.");
	});

	it("words the promise in Hindi for a Hindi request, with Hindi's weekday and month, and in SPEC's English otherwise", async () => {
		// the same Monday morning: Mumbai (metro) by Thursday 26 November, in India's calendar
		const mumbai = await deliveryPromise(t.database.db, "400001", monday);
		expect(mumbai.message).toBe("Delivery by Thu, 26 Nov");
		expect(deliveryPromiseIn(mumbai, "en")).toEqual(mumbai);
		expect(deliveryPromiseIn(mumbai, "hi")).toEqual({ ...mumbai, message: "गुरु, 26 नव॰ तक डिलीवरी" });

		// over HTTP: ?lang=hi (what every call of a Hindi page carries) against the same call without it
		const date = promisedDate(new Date(), 3, "14:00");
		const english = await t.app.inject({ method: "GET", url: "/api/delivery/promise?pincode=400001" });
		const hindi = await t.app.inject({ method: "GET", url: "/api/delivery/promise?pincode=400001&lang=hi" });
		expect(english.json().response.message).toBe(deliveryPromiseText(date));
		expect(english.json().response.message).toMatch(/^Delivery by (Mon|Tue|Wed|Thu|Fri), \d{1,2} [A-Z][a-z]+$/);
		expect(hindi.json().response).toEqual({ ...english.json().response, message: expect.any(String) });
		expect(hindi.json().response.message).toMatch(/^(सोम|मंगल|बुध|गुरु|शुक्र), \d{1,2} \S+ तक डिलीवरी$/);
		expect(hindi.json().response.message).not.toMatch(/[A-Za-z]/);

		await saveDeliverySettings(t.database.db, {
			...(await deliverySettings(t.database.db)),
			unserviceable: ["744101"],
		});
		const far = await t.app.inject({ method: "GET", url: "/api/delivery/promise?pincode=744101" });
		const farHindi = await t.app.inject({ method: "GET", url: "/api/delivery/promise?pincode=744101&lang=hi" });
		expect(far.json().response.message).toBe("Sorry, we do not deliver to 744101 yet.");
		expect(farHindi.json().response).toMatchObject({
			serviceable: false,
			message: "माफ़ कीजिए, 744101 पर अभी हम डिलीवरी नहीं करते।",
		});
		// an unknown pincode's 404 in Hindi too (the language plugin, by the catalogue's text)
		const unknown = await t.app.inject({ method: "GET", url: "/api/delivery/promise?pincode=999999&lang=hi" });
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json().message).not.toMatch(/We could not find/);
	});
});
