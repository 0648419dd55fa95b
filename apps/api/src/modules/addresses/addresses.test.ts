import { MAX_ADDRESSES_PER_USER, messages } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { addresses } from "../../db/schema/index.ts";
import { addressPincodeReport } from "../../workflows/report-address-pincodes.ts";

let t: TestApp;

beforeAll(async () => {
	t = await createTestApp();
});

afterAll(async () => {
	await t?.close();
});

type Headers = Record<string, string>;
interface AddressBody {
	id: number;
	address_id: number;
	name: string;
	is_default: boolean;
	[key: string]: unknown;
}

const home = {
	name: "Asha Verma",
	phone: "9876543210",
	pincode: "560095",
	address_line1: "42, 2nd Floor, Koramangala 5th Block",
	address_line2: "Near Forum Mall",
	city: "Bengaluru",
	state: "Karnataka",
	country: "India",
};

const post = (url: string, headers: Headers, payload: Record<string, unknown> = {}) =>
	call(t.app, { method: "POST", url: `/api/users/address/${url}`, headers, payload });

async function add(headers: Headers, fields: Record<string, unknown> = {}): Promise<AddressBody> {
	const { status, body } = await post("add", headers, { ...home, ...fields });
	expect(status, JSON.stringify(body)).toBe(201);
	return body.response as AddressBody;
}

async function list(headers: Headers): Promise<AddressBody[]> {
	const { status, body } = await post("list", headers);
	expect(status).toBe(200);
	return body.addresses as AddressBody[];
}

async function defaults(userId: number): Promise<number[]> {
	const rows = await t.database.db
		.select({ id: addresses.id, isDefault: addresses.isDefault })
		.from(addresses)
		.where(eq(addresses.userId, userId));
	return rows.filter((row) => row.isDefault).map((row) => row.id);
}

describe("address book", () => {
	it("starts empty, makes the first address the default and answers every field", async () => {
		const user = await createUser(t.database);
		expect(await post("list", user.auth, { user_id: user.id }).then((r) => r.body)).toEqual({
			status: true,
			addresses: [],
		});
		const { status, body } = await post("add", user.auth, { ...home, user_id: user.id });
		expect(status).toBe(201);
		expect(body).toEqual({
			status: true,
			message: messages.addresses.added,
			response: {
				id: expect.any(Number),
				address_id: (body.response as AddressBody).id,
				...home,
				is_default: true,
				user_id: user.id,
			},
		});
		const second = await add(user.auth, { name: "Office", address_line2: "" });
		expect(second).toMatchObject({ is_default: false, address_line2: null, country: "India" });
		const all = await list(user.auth);
		expect(all.map((a) => [a.name, a.is_default])).toEqual([
			["Asha Verma", true],
			["Office", false],
		]);
	});

	it("moves the default on add, on update and with set-default, keeping exactly one", async () => {
		const user = await createUser(t.database);
		const first = await add(user.auth);
		const second = await add(user.auth, { name: "Second", is_default: true });
		expect(second.is_default).toBe(true);
		expect(await defaults(user.id)).toEqual([second.id]);

		const set = await post("set-default", user.auth, { address_id: first.id });
		expect(set.status).toBe(200);
		expect(set.body).toMatchObject({
			message: messages.addresses.defaultSet,
			response: { id: first.id, is_default: true },
		});
		expect(await defaults(user.id)).toEqual([first.id]);
		expect((await list(user.auth))[0]?.id).toBe(first.id);

		const updated = await post("update", user.auth, {
			...home,
			address_id: second.id,
			city: "Mysuru",
			is_default: true,
		});
		expect(updated.status).toBe(200);
		expect(updated.body.response).toMatchObject({ id: second.id, city: "Mysuru", is_default: true });
		expect(await defaults(user.id)).toEqual([second.id]);

		// setting the default again changes nothing
		expect((await post("set-default", user.auth, { address_id: second.id })).status).toBe(200);
		expect(await defaults(user.id)).toEqual([second.id]);
	});

	it("updates the fields of an address", async () => {
		const user = await createUser(t.database);
		const address = await add(user.auth);
		const { status, body } = await post("update", user.auth, {
			...home,
			address_id: String(address.id),
			name: "Asha V.",
			address_line2: null,
			state: "Kerala",
			pincode: "682001",
			city: "Kochi",
		});
		expect(status).toBe(200);
		expect(body).toMatchObject({
			message: messages.addresses.updated,
			response: {
				id: address.id,
				name: "Asha V.",
				address_line2: null,
				state: "Kerala",
				city: "Kochi",
				is_default: true,
			},
		});
	});

	it("hands the default to the newest address left when the default is deleted", async () => {
		const user = await createUser(t.database);
		const first = await add(user.auth, { name: "First" });
		const second = await add(user.auth, { name: "Second" });
		const third = await add(user.auth, { name: "Third" });
		await t.database.db.execute(sql`update addresses set created_at = now() - interval '1 day' where id = ${third.id}`);

		const deleted = await post("delete", user.auth, { address_id: first.id });
		expect(deleted.status).toBe(200);
		expect(deleted.body).toEqual({ status: true, message: messages.addresses.deleted });
		expect(await defaults(user.id)).toEqual([second.id]);

		expect((await post("delete", user.auth, { address_id: third.id })).status).toBe(200);
		expect(await defaults(user.id)).toEqual([second.id]);
		expect((await post("delete", user.auth, { address_id: second.id })).status).toBe(200);
		expect(await list(user.auth)).toEqual([]);
		expect((await post("delete", user.auth, { address_id: second.id })).status).toBe(404);
	});

	it("keeps other users out: their address is not found, their id is forbidden", async () => {
		const me = await createUser(t.database);
		const other = await createUser(t.database);
		const mine = await add(me.auth);
		const theirs = await add(other.auth, { name: "Not yours" });

		for (const [url, payload] of [
			["update", { ...home, address_id: theirs.id, name: "Hijacked" }],
			["set-default", { address_id: theirs.id }],
			["delete", { address_id: theirs.id }],
		] as const) {
			const { status, body } = await post(url, me.auth, payload);
			expect(status, url).toBe(404);
			expect(body).toMatchObject({ status: false, code: "ADDRESS_NOT_FOUND", message: messages.addresses.notFound });
		}
		for (const [url, payload] of [
			["list", { user_id: other.id }],
			["list", { userId: other.id }],
			["add", { ...home, user_id: other.id }],
			["update", { ...home, address_id: mine.id, user_id: other.id }],
			["set-default", { address_id: mine.id, user_id: other.id }],
			["delete", { address_id: mine.id, user_id: other.id }],
		] as const) {
			expect((await post(url, me.auth, payload)).status, url).toBe(403);
		}
		expect(await list(other.auth)).toEqual([
			expect.objectContaining({ id: theirs.id, name: "Not yours", is_default: true }),
		]);
		expect(await list(me.auth)).toEqual([expect.objectContaining({ id: mine.id, is_default: true })]);
		expect((await post("list", {})).status).toBe(401);
	});

	it("validates the fields with clear messages", async () => {
		const user = await createUser(t.database);
		const cases: [Record<string, unknown>, string, string][] = [
			[{ name: " " }, "name", messages.addresses.nameRequired],
			[{ phone: "12345" }, "phone", "Phone number must be 10 digits"],
			[{ pincode: "5600" }, "pincode", "Pincode must be a valid 6-digit Indian pincode"],
			[{ address_line1: "" }, "address_line1", messages.addresses.addressLine1Required],
			[{ city: "" }, "city", messages.addresses.cityRequired],
			[{ state: "Gondor" }, "state", messages.addresses.stateRequired],
			[{ country: "Nepal" }, "country", messages.addresses.onlyIndia],
		];
		for (const [change, field, message] of cases) {
			const { status, body } = await post("add", user.auth, { ...home, ...change });
			expect(status, field).toBe(400);
			expect(body.errors).toEqual([{ field, message }]);
		}
		expect((await post("set-default", user.auth, { address_id: "abc" })).status).toBe(400);
		expect(await list(user.auth)).toEqual([]);
	});

	it("refuses a pincode India Post does not know, and a state that is not the pincode's", async () => {
		const user = await createUser(t.database);
		const unknown = await post("add", user.auth, { ...home, pincode: "999999" });
		expect(unknown.status).toBe(400);
		expect(unknown.body).toMatchObject({
			code: "ADDRESS_PINCODE",
			message: "We could not find pincode 999999. Please check it.",
			errors: [{ field: "pincode", message: messages.addresses.unknownPincode("999999") }],
		});
		const mismatch = await post("add", user.auth, { ...home, state: "Kerala" });
		expect(mismatch.status).toBe(400);
		expect(mismatch.body).toMatchObject({
			code: "ADDRESS_PINCODE",
			message: "Pincode 560095 is in Karnataka. Please check the pincode or the state.",
			errors: [{ field: "state", message: messages.addresses.stateMismatch("560095", "Karnataka") }],
		});
		const saved = await add(user.auth);
		const edit = await post("update", user.auth, { ...home, address_id: saved.id, pincode: "682001" });
		expect(edit.status).toBe(400);
		expect(edit.body.message).toBe(messages.addresses.stateMismatch("682001", "Kerala"));
		expect((await list(user.auth)).map((a) => a.pincode)).toEqual(["560095"]);
	});

	it("reports saved addresses that disagree with the pincode directory, and keeps them", async () => {
		const user = await createUser(t.database);
		const base = { userId: user.id, name: "Old", phone: home.phone, addressLine1: "1 Old Road", city: "X" };
		const [good, unknown, wrongState] = await t.database.db
			.insert(addresses)
			.values([
				{ ...base, pincode: "560095", state: "Karnataka", isDefault: true },
				{ ...base, pincode: "999999", state: "Karnataka" },
				{ ...base, pincode: "500001", state: "Andhra Pradesh" },
			])
			.returning({ id: addresses.id });
		const report = await addressPincodeReport(t.database.db);
		expect(report.unknownPincode).toContain(unknown?.id);
		expect(report.unknownPincode).not.toContain(good?.id);
		expect(report.stateMismatch).toContainEqual({
			id: wrongState?.id,
			state: "Andhra Pradesh",
			pincodeState: "Telangana",
		});
		expect(await list(user.auth)).toHaveLength(3);
	});

	it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per user`, async () => {
		const user = await createUser(t.database);
		await t.database.db.insert(addresses).values(
			Array.from({ length: MAX_ADDRESSES_PER_USER }, (_, i) => ({
				userId: user.id,
				name: `Address ${i}`,
				phone: home.phone,
				pincode: home.pincode,
				addressLine1: home.address_line1,
				city: home.city,
				state: home.state,
				isDefault: i === 0,
			})),
		);
		const { status, body } = await post("add", user.auth, home);
		expect(status).toBe(409);
		expect(body).toMatchObject({
			code: "ADDRESS_LIMIT",
			message: messages.addresses.limitReached(MAX_ADDRESSES_PER_USER),
		});
	});
});

describe("address book under concurrency", () => {
	it("makes exactly one default when the first addresses arrive together", async () => {
		const user = await createUser(t.database);
		const answers = await Promise.all(
			Array.from({ length: 6 }, (_, i) => post("add", user.auth, { ...home, name: `A${i}` })),
		);
		expect(answers.every((a) => a.status === 201)).toBe(true);
		expect(await defaults(user.id)).toHaveLength(1);
	});

	it("keeps one default when several addresses are made default at once", async () => {
		const user = await createUser(t.database);
		const ids: number[] = [];
		for (let i = 0; i < 6; i += 1) ids.push((await add(user.auth, { name: `A${i}` })).id);
		const answers = await Promise.all(ids.map((id) => post("set-default", user.auth, { address_id: id })));
		expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
		const [row] = await queryRows<{ n: number }>(
			t.database.db,
			sql`select count(*)::int as n from addresses where user_id = ${user.id} and is_default`,
		);
		expect(row?.n).toBe(1);
	});

	it("does not pass the cap when adds race", async () => {
		const user = await createUser(t.database);
		for (let i = 0; i < MAX_ADDRESSES_PER_USER - 2; i += 1) await add(user.auth, { name: `A${i}` });
		const answers = await Promise.all(Array.from({ length: 5 }, () => post("add", user.auth, home)));
		expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
		expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
		expect(await list(user.auth)).toHaveLength(MAX_ADDRESSES_PER_USER);
	});
});
