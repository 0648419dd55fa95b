import { describe, expect, it } from "vitest";
import { describeChange } from "./describe-change.ts";

describe("describeChange", () => {
	it("lists only the fields that changed, before → after", () => {
		expect(
			describeChange(
				{ status: "Pending", payment_status: "Pending", total: 499 },
				{ status: "Delivered", payment_status: "Paid", total: 499 },
			),
		).toEqual([
			{ field: "status", before: "Pending", after: "Delivered" },
			{ field: "payment_status", before: "Pending", after: "Paid" },
		]);
	});

	it("shows a creation as every field set, and nested values as JSON", () => {
		expect(describeChange(null, { code: "DIWALI10", dates: { from: "2026-10-01" } })).toEqual([
			{ field: "code", before: "—", after: "DIWALI10" },
			{ field: "dates", before: "—", after: '{"from":"2026-10-01"}' },
		]);
	});

	it("shows a time inside a change in India time, never UTC", () => {
		expect(describeChange({ paid_at: null }, { paid_at: "2026-11-26T20:05:00.000Z" })).toEqual([
			{ field: "paid_at", before: "—", after: "27 Nov 2026, 1:35 am" },
		]);
	});
});
