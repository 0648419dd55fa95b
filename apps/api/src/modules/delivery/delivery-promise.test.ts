import { deliveryPromiseText, promisedDate } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { deliveryPromise } from "./delivery-promise.service.ts";
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
});
