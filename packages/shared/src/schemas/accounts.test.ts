import { describe, expect, it } from "vitest";
import { addDaysInIndia, isoDateInIndia } from "../dates.ts";
import { registrationMessages } from "../messages.ts";
import { registrationFormSchema } from "./accounts.ts";

const valid = {
	full_name: "Asha Verma",
	email: "Asha@Example.com",
	phone: "9876543210",
	password: "secret1",
	confirmPassword: "secret1",
	gender: "Female",
	dob: "1990-04-12",
};

function firstErrors(input: unknown): Record<string, string> {
	const result = registrationFormSchema.safeParse(input);
	if (result.success) return {};
	const out: Record<string, string> = {};
	for (const issue of result.error.issues) {
		const field = issue.path.join(".");
		out[field] ??= issue.message;
	}
	return out;
}

const m = registrationMessages;

describe("registration rules", () => {
	it("accepts a valid form and lower-cases the email", () => {
		const parsed = registrationFormSchema.parse(valid);
		expect(parsed.email).toBe("asha@example.com");
	});

	it("says what each empty field needs", () => {
		expect(
			firstErrors({ full_name: "", email: "", phone: "", password: "", confirmPassword: "", gender: "", dob: "" }),
		).toEqual({
			full_name: m.fullNameRequired,
			email: m.emailRequired,
			phone: m.phoneRequired,
			password: m.passwordRequired,
			confirmPassword: m.confirmRequired,
			gender: m.genderRequired,
			dob: m.dobRequired,
		});
	});

	it("checks lengths, formats and the confirmation", () => {
		expect(firstErrors({ ...valid, full_name: "Al" }).full_name).toBe(m.tooShort);
		expect(firstErrors({ ...valid, full_name: "A".repeat(51) }).full_name).toBe(m.tooLong);
		expect(firstErrors({ ...valid, email: "asha@" }).email).toBe(m.emailInvalid);
		expect(firstErrors({ ...valid, phone: "98765" }).phone).toBe(m.phoneDigits);
		expect(firstErrors({ ...valid, phone: "98765432101" }).phone).toBe(m.phoneDigits);
		expect(firstErrors({ ...valid, password: "12345", confirmPassword: "12345" }).password).toBe(m.passwordMin);
		expect(firstErrors({ ...valid, confirmPassword: "secret2" }).confirmPassword).toBe(m.passwordsMustMatch);
	});

	it("says the passwords differ even while other fields are still wrong", () => {
		const errors = firstErrors({ ...valid, full_name: "", dob: "", password: "secret1", confirmPassword: "secret2" });
		expect(errors.confirmPassword).toBe(m.passwordsMustMatch);
		expect(errors.full_name).toBe(m.fullNameRequired);
		expect(firstErrors({ ...valid, email: "", confirmPassword: "" }).confirmPassword).toBe(m.confirmRequired);
	});

	it("refuses a date of birth after today in India but accepts today", () => {
		expect(firstErrors({ ...valid, dob: addDaysInIndia(1) }).dob).toBe(m.dobFuture);
		expect(firstErrors({ ...valid, dob: isoDateInIndia() }).dob).toBeUndefined();
	});
});
