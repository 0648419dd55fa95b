import type { ContactMessage } from "@pitara/shared";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { FilterBar, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader, Pill } from "../../ui/page.tsx";
import { useContactMessages } from "./api/get-messages.ts";
import { useMarkMessage } from "./api/mark-message.ts";

const FILTERS = ["show"] as const;

/** What shoppers wrote through the contact form; the staff answer by e-mail and mark it handled. */
export default function MessagesPage() {
	const { page, filters, setFilter, setPage } = useListParams(FILTERS);
	const unhandledOnly = filters.show !== "all";
	const messages = useContactMessages(page, unhandledOnly);
	const mark = useMarkMessage();
	const toast = useToast();

	const toggle = (message: ContactMessage) =>
		mark.mutate(
			{ id: message.id, handled: message.read_at === null },
			{
				onSuccess: (answer) => toast.success(answer.message),
				onError: (error) => toast.error(errorMessage(error, "Could not change the message")),
			},
		);

	const columns: Column<ContactMessage>[] = [
		{
			header: "From",
			primary: true,
			cell: (message) => (
				<span>
					{message.name}{" "}
					<a
						href={`mailto:${message.email}`}
						className="block break-all text-sm font-normal text-brand-700 hover:underline"
					>
						{message.email}
					</a>
				</span>
			),
		},
		{ header: "Received", cell: (message) => formatDateTime(message.created_at) },
		{
			header: "Message",
			cell: (message) => <p className="max-w-prose whitespace-pre-line break-words">{message.message}</p>,
		},
		{
			header: "State",
			cell: (message) => (message.read_at ? <Pill tone="green">Handled</Pill> : <Pill tone="yellow">To answer</Pill>),
		},
		{
			header: "Action",
			actions: true,
			cell: (message) => (
				<span className="flex flex-wrap gap-2">
					<Link
						to={`/messages/${message.id}`}
						className={buttonClasses({ size: "sm" })}
						aria-label={`Open and reply to ${message.name}`}
					>
						Open and reply
					</Link>
					<Button size="sm" variant="secondary" onClick={() => toggle(message)}>
						{message.read_at ? "Mark not handled" : "Mark handled"}
					</Button>
				</span>
			),
		},
	];

	return (
		<>
			<PageHeader title="Contact messages" />
			<FilterBar>
				<SelectFilter
					label="Show"
					value={filters.show === "all" ? "all" : ""}
					onChange={(value) => setFilter("show", value)}
					anyLabel="To answer"
					options={[{ value: "all", label: "All messages" }]}
				/>
			</FilterBar>
			<DataTable
				caption="Contact messages"
				query={messages}
				columns={columns}
				rowKey={(message) => message.id}
				empty={unhandledOnly ? "Every message is handled." : "No message yet."}
				page={page}
				onPageChange={setPage}
			/>
		</>
	);
}
