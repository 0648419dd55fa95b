import type { AdminStaffNote } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPath, jsonResponse, renderConsoleWithProviders } from "../../test/render.tsx";
import { NotesCard } from "./notes-card.tsx";

const older: AdminStaffNote = {
	id: 1,
	author_name: "Rahul Packer",
	body: "Gift wrap asked on the phone",
	created_at: "2026-11-20T06:30:00.000Z",
};

/** Answers the notes' GET and POST (and the badge every staff page asks for); any other call fails the test. */
function mockNotes(path: string, answerPost: (body: { body: string }) => Response) {
	const posted: { body: string }[] = [];
	const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const at = apiPath(input).split("?")[0];
		if (at === "/admin/contact-messages/unhandled-count")
			return jsonResponse(200, { status: true, message: "", response: { count: 0 } });
		if (at === `/admin${path}` && (init?.method ?? "GET") === "GET")
			return jsonResponse(200, { status: true, message: "", response: [older] });
		if (at === `/admin${path}` && init?.method === "POST") {
			const body = JSON.parse(String(init.body)) as { body: string };
			posted.push(body);
			return answerPost(body);
		}
		throw new Error(`unexpected ${init?.method ?? "GET"} ${at}`);
	});
	return { spy, posted };
}

afterEach(() => vi.restoreAllMocks());

describe("NotesCard", () => {
	it("shows the notes with who and when, adds one on top, and clears the box", async () => {
		const { posted } = mockNotes("/orders/42/notes", (body) =>
			jsonResponse(201, {
				status: true,
				message: "",
				response: { id: 2, author_name: "Meera Nair", body: body.body, created_at: "2026-11-27T09:15:00.000Z" },
			}),
		);
		renderConsoleWithProviders(<NotesCard path="/orders/42/notes" canWrite />);
		const list = await screen.findByRole("list", { name: "Staff notes" });
		expect(await within(list).findByText("Gift wrap asked on the phone")).toBeInTheDocument();
		expect(within(list).getByText(/Rahul Packer · 20 Nov 2026/)).toBeInTheDocument();

		const box = screen.getByLabelText("New note (only the staff see it)");
		await userEvent.type(box, "  Deliver after 6 pm ");
		await userEvent.click(screen.getByRole("button", { name: "Add note" }));

		await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
		expect(posted).toEqual([{ body: "Deliver after 6 pm" }]);
		const items = within(list).getAllByRole("listitem");
		expect(items[0]).toHaveTextContent("Deliver after 6 pm");
		expect(items[0]).toHaveTextContent("Meera Nair");
		expect(items[1]).toHaveTextContent("Gift wrap asked on the phone");
		expect(box).toHaveValue("");
	});

	it("shows the server's refusal and offers no form to a role that may only read", async () => {
		mockNotes("/customer-notes/7", () =>
			jsonResponse(403, { status: false, message: "Your role (Orders) cannot change this.", code: "ROLE_FORBIDDEN" }),
		);
		const { unmount } = renderConsoleWithProviders(<NotesCard path="/customer-notes/7" canWrite={false} />);
		expect(await screen.findByText("Gift wrap asked on the phone")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Add note" })).not.toBeInTheDocument();
		unmount();

		renderConsoleWithProviders(<NotesCard path="/customer-notes/7" canWrite />);
		await userEvent.type(await screen.findByLabelText("New note (only the staff see it)"), "Prefers a call");
		await userEvent.click(screen.getByRole("button", { name: "Add note" }));
		expect(await screen.findByRole("alert")).toHaveTextContent("Your role (Orders) cannot change this.");
	});
});
