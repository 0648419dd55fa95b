import { type AdminRetentionResponse, RETENTION_DAYS } from "@pitara/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPath, jsonResponse, renderConsoleWithProviders } from "../../../../test/render.tsx";
import { RetentionForm } from "./retention-form.tsx";

const { otpChallenges, endedSessions, abandonedCarts, closedAlerts, contactMessages, resolvedGrievances, logFiles } =
	RETENTION_DAYS;
const settings = {
	otpChallenges,
	endedSessions,
	abandonedCarts,
	closedAlerts,
	contactMessages,
	resolvedGrievances,
	logFiles,
	retentionRuns: RETENTION_DAYS.retentionRuns,
};
const retention: AdminRetentionResponse = {
	status: true,
	response: {
		settings,
		runs: [{ ran_at: "2026-11-27T06:30:00.000Z", deleted: { otp_challenges: 4, sessions: 2 } }],
	},
};

afterEach(() => vi.restoreAllMocks());

describe("Console → Settings → Retention of personal data", () => {
	it("shows the periods and the last run, checks them with the shared schema's words, and saves what was typed", async () => {
		const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/settings/retention" && init?.method === "PUT") {
				const body = JSON.parse(String(init.body));
				return jsonResponse(200, {
					...retention,
					message: "Retention periods saved",
					response: { ...retention.response, settings: body },
				});
			}
			if (path === "/admin/settings/retention") return jsonResponse(200, retention);
			return jsonResponse(404, { status: false, message: "Not found", code: "NOT_FOUND" });
		});
		renderConsoleWithProviders(<RetentionForm />);

		const codes = await screen.findByLabelText("One-time codes");
		expect(codes).toHaveValue(30);
		expect(screen.getByLabelText("Contact messages")).toHaveValue(180);
		expect(screen.getByText(/^Last run .*: otp challenges 4, sessions 2$/)).toBeVisible();

		// 0 days and an empty box are refused in the browser with the server's words; nothing is sent
		await userEvent.clear(codes);
		await userEvent.type(codes, "0");
		await userEvent.clear(screen.getByLabelText("Log files"));
		await userEvent.click(screen.getByRole("button", { name: "Save retention periods" }));
		expect(await screen.findByText("One-time codes: at least 1 day")).toBeVisible();
		expect(screen.getByText("Log files: please enter a number of days")).toBeVisible();
		expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

		await userEvent.clear(codes);
		await userEvent.type(codes, "14");
		await userEvent.type(screen.getByLabelText("Log files"), "60");
		await userEvent.click(screen.getByRole("button", { name: "Save retention periods" }));
		expect(await screen.findByText("Retention periods saved")).toBeVisible();
		const sent = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
		expect(apiPath(sent?.[0] as string)).toBe("/admin/settings/retention");
		expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ ...settings, otpChallenges: 14, logFiles: 60 });
	}, 30_000); // typing on a loaded machine outruns the default 5 s

	it("shows the server's refusal under the field it names, and a refusal without a field under the form", async () => {
		let answer = 0;
		vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
			if (init?.method !== "PUT") return jsonResponse(200, retention);
			answer++;
			return answer === 1
				? jsonResponse(400, {
						status: false,
						message: "Ended sessions: at most 3650 days",
						code: "VALIDATION_ERROR",
						errors: [{ field: "endedSessions", message: "Ended sessions: at most 3650 days" }],
					})
				: jsonResponse(403, { status: false, message: "Only an admin may do this", code: "FORBIDDEN" });
		});
		renderConsoleWithProviders(<RetentionForm />);
		const save = await screen.findByRole("button", { name: "Save retention periods" });
		await userEvent.click(save);
		expect(await screen.findByText("Ended sessions: at most 3650 days")).toBeVisible();
		expect(screen.getByLabelText("Ended sessions")).toHaveAttribute("aria-invalid", "true");
		await userEvent.click(save);
		expect(await screen.findByRole("alert")).toHaveTextContent("Only an admin may do this");
	}, 30_000);
});
