import type { AdminContactThread } from "@pitara/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPath, jsonResponse, renderConsoleRouter } from "../../../test/render.tsx";
import MessagePage from "./message-page.tsx";

const thread: AdminContactThread = {
	id: 7,
	name: "Arjun",
	email: "arjun.rao@example.in",
	message: "Is the lehenga available in size 6?",
	phone: null,
	created_at: "2026-11-26T05:00:00.000Z",
	read_at: null,
	replies: [],
	customer: { user_id: 12, full_name: "Arjun Rao", phone: "9812345678" },
	orders: [],
};

afterEach(() => vi.restoreAllMocks());

describe("MessagePage", () => {
	it("offers to tell the matching customer by SMS/WhatsApp, sends it with the reply and shows the phone told", async () => {
		const posted: unknown[] = [];
		let current: AdminContactThread = thread;
		vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input).split("?")[0];
			if (path === "/admin/contact-messages/7" && (init?.method ?? "GET") === "GET")
				return jsonResponse(200, { status: true, response: current });
			if (path === "/admin/contact-messages/7/replies" && init?.method === "POST") {
				const body = JSON.parse(String(init.body)) as { body: string };
				posted.push(body);
				current = {
					...thread,
					read_at: "2026-11-27T06:00:00.000Z",
					replies: [
						{
							id: 1,
							author_name: "Sunita Care",
							body: body.body,
							to_email: thread.email,
							texted_to: "••••••••78",
							created_at: "2026-11-27T06:00:00.000Z",
						},
					],
				};
				return jsonResponse(201, { status: true, response: current });
			}
			if (path === "/admin/contact-messages/unhandled-count")
				return jsonResponse(200, { status: true, response: { count: 0 } });
			if (path === "/admin/contact-messages")
				return jsonResponse(200, { status: true, response: [], total: 0, page: 1, page_size: 25 });
			throw new Error(`unexpected ${init?.method ?? "GET"} ${path}`);
		});
		renderConsoleRouter(
			createMemoryRouter([{ path: "/messages/:id", element: <MessagePage /> }], { initialEntries: ["/messages/7"] }),
		);

		const tell = await screen.findByRole("checkbox", { name: /Also tell Arjun Rao by SMS\/WhatsApp \(9812345678\)/ });
		expect(tell).toBeChecked();
		await userEvent.type(screen.getByLabelText(`Reply by e-mail to ${thread.email}`), "Yes, size 6 is back.");
		await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
		await waitFor(() => expect(posted).toEqual([{ body: "Yes, size 6 is back.", text_customer: true }]));
		expect(await screen.findByText(/told by SMS\/WhatsApp at ••••••••78/)).toBeInTheDocument();
	});

	it("offers no text to a sender without a customer account", async () => {
		vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
			const path = apiPath(input).split("?")[0];
			if (path === "/admin/contact-messages/7")
				return jsonResponse(200, { status: true, response: { ...thread, customer: null } });
			throw new Error(`unexpected ${path}`);
		});
		renderConsoleRouter(
			createMemoryRouter([{ path: "/messages/:id", element: <MessagePage /> }], { initialEntries: ["/messages/7"] }),
		);
		expect(await screen.findByText(/No customer account has/)).toBeInTheDocument();
		expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
	});

	it("offers a text to a sender who is not a customer at the mobile they gave on the form", async () => {
		const posted: unknown[] = [];
		vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input).split("?")[0];
			if (path === "/admin/contact-messages/7" && (init?.method ?? "GET") === "GET")
				return jsonResponse(200, { status: true, response: { ...thread, customer: null, phone: "9731000111" } });
			if (path === "/admin/contact-messages/7/replies" && init?.method === "POST") {
				posted.push(JSON.parse(String(init.body)));
				return jsonResponse(201, { status: true, response: { ...thread, customer: null, phone: "9731000111" } });
			}
			if (path === "/admin/contact-messages/unhandled-count")
				return jsonResponse(200, { status: true, response: { count: 0 } });
			if (path === "/admin/contact-messages")
				return jsonResponse(200, { status: true, response: [], total: 0, page: 1, page_size: 25 });
			throw new Error(`unexpected ${path}`);
		});
		renderConsoleRouter(
			createMemoryRouter([{ path: "/messages/:id", element: <MessagePage /> }], { initialEntries: ["/messages/7"] }),
		);
		expect(await screen.findByText(/No customer account has/)).toBeInTheDocument();
		expect(screen.getByText("Mobile given on the form:")).toBeInTheDocument();
		const tell = screen.getByRole("checkbox", {
			name: /Also tell Arjun by SMS\/WhatsApp \(9731000111, the mobile given on the form\)/,
		});
		expect(tell).toBeChecked();
		await userEvent.type(screen.getByLabelText(`Reply by e-mail to ${thread.email}`), "Yes, it is.");
		await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
		await waitFor(() => expect(posted).toEqual([{ body: "Yes, it is.", text_customer: true }]));
	});
});
