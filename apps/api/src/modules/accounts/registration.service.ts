import { messages, type RegistrationRequest } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { conflict, type FieldError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { findTaken, insertUser } from "./accounts.repository.ts";

function taken(phone: boolean, email: boolean) {
	const errors: FieldError[] = [];
	if (phone) errors.push({ field: "phone", message: messages.registration.phoneTaken });
	if (email) errors.push({ field: "email", message: messages.registration.emailTaken });
	return conflict(errors[0]?.message ?? messages.registration.failed, "ACCOUNT_EXISTS", errors);
}

/**
 * Creates a customer. A phone or e-mail that already has an account is
 * refused with a message naming which; two registrations racing for the same
 * phone or e-mail are settled by the unique indexes, and the loser gets the
 * same answer.
 */
export async function registerUser(db: Db, input: RegistrationRequest): Promise<{ id: number }> {
	const existing = await findTaken(db, input.phone, input.email);
	if (existing.phone || existing.email) throw taken(existing.phone, existing.email);
	const passwordHash = await hashPassword(input.password);
	try {
		return await insertUser(db, {
			fullName: input.full_name,
			email: input.email,
			phone: input.phone,
			passwordHash,
			gender: input.gender,
			dob: input.dob,
			role: "customer",
		});
	} catch (error) {
		const index = uniqueViolation(error);
		if (index === null) throw error;
		throw taken(index.includes("phone"), index.includes("email") || !index.includes("phone"));
	}
}
