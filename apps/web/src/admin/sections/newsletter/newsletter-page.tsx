import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { PageHeader } from "../../ui/page.tsx";
import { useDownloadSubscribers } from "./api/download-subscribers.ts";
import { type Subscriber, useSubscribers } from "./api/get-subscribers.ts";

const NO_FILTERS = [] as const;
const columns: Column<Subscriber>[] = [
	{ header: "E-mail", primary: true, cell: (row) => <span className="break-all">{row.email}</span> },
	{ header: "Subscribed", cell: (row) => formatDateTime(row.created_at) },
];

/** Who asked for the newsletter (and its first-order code); the whole list as CSV for the mailing tool. */
export default function NewsletterPage() {
	const { page, setPage } = useListParams(NO_FILTERS);
	const subscribers = useSubscribers(page);
	const download = useDownloadSubscribers();
	const toast = useToast();
	return (
		<>
			<PageHeader
				title="Newsletter"
				actions={
					<Button
						variant="secondary"
						loading={download.isPending}
						onClick={() =>
							download.mutate(undefined, { onError: () => toast.error("The download failed. Please try again.") })
						}
					>
						Download CSV
					</Button>
				}
			/>
			<DataTable
				caption="Newsletter subscribers"
				query={subscribers}
				columns={columns}
				rowKey={(row) => row.id}
				empty="Nobody has subscribed yet."
				page={page}
				onPageChange={setPage}
			/>
		</>
	);
}
