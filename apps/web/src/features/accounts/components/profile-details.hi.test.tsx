import type { UserInfo } from "@pitara/shared";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileDetails } from "./profile-details.tsx";

/** The profile on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
const user = {
	full_name: "Asha Rao",
	email: "asha@example.com",
	phone: "9876543210",
	gender: "Female",
	dob: null,
} as unknown as UserInfo;

describe("ProfileDetails in Hindi", () => {
	it("shows the stored gender in Hindi", () => {
		render(<ProfileDetails user={user} />);
		expect(screen.getByText("लिंग").nextElementSibling).toHaveTextContent("महिला");
		expect(screen.queryByText("Female")).toBeNull();
	});

	it("shows each gender's Hindi and the fallback when there is none", () => {
		const { rerender } = render(<ProfileDetails user={{ ...user, gender: "Male" } as UserInfo} />);
		expect(screen.getByText("पुरुष")).toBeInTheDocument();
		rerender(<ProfileDetails user={{ ...user, gender: null } as unknown as UserInfo} />);
		expect(screen.getByText("लिंग").nextElementSibling?.textContent).not.toMatch(/[A-Za-z]/);
	});
});
