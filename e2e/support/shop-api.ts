import { expect, type Page } from "@playwright/test";

/** A variant as the products API answers it. */
export interface Variant {
	id: number;
	size: string;
	color: string;
	stock: number;
	price: number;
	mrp: number;
}

/** A product as the products API answers it (the fields the journeys read). */
export interface Product {
	product_id: number;
	name: string;
	category: string;
	slug: string;
	other_info: Variant[];
}

/** A call to the API as the shopper logged in on `page` (the token the app keeps). */
export async function asShopper(page: Page, url: string, body: unknown): Promise<{ status: number; json: unknown }> {
	return page.evaluate(
		async ([path, payload]) => {
			const response = await fetch(path, {
				method: "POST",
				headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
				body: JSON.stringify(payload),
			});
			return { status: response.status, json: await response.json() };
		},
		[url, body] as const,
	);
}

/**
 * Adds a default delivery address in Bengaluru (a serviceable pincode) in `name` for the shopper logged in on `page`;
 * answers its id.
 */
export async function addBengaluruAddress(page: Page, name: string): Promise<number> {
	const address = await asShopper(page, "/api/users/address/add", {
		name,
		phone: "9876501234",
		pincode: "560095",
		address_line1: "12, 4th Cross, Koramangala",
		city: "Bengaluru",
		state: "Karnataka",
		country: "India",
		is_default: true,
	});
	expect(address.status, JSON.stringify(address.json)).toBe(201);
	return (address.json as { response: { address_id: number } }).response.address_id;
}
