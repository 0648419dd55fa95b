import { type AdminTaxDocumentRow, TAX_DOCUMENT_KIND_LABELS } from "@pitara/shared";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { downloadAdminFile, openAdminFile, queryString, useAdminList } from "../../lib/admin-api.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { DateFilter, FilterBar, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader } from "../../ui/page.tsx";
import { documentPdfPath } from "./api/documents.ts";

const FILTERS = ["kind", "from", "to"] as const;

/** The register of tax invoices and credit notes as issued: by kind and days issued (India), and its CSV. */
export default function TaxDocumentsPage() {
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const toast = useToast();
	const params = { kind: filters.kind || undefined, from: filters.from || undefined, to: filters.to || undefined };
	const documents = useAdminList<AdminTaxDocumentRow>("/tax-documents", { page, ...params });
	const columns: Column<AdminTaxDocumentRow>[] = [
		{ header: "Number", primary: true, cell: (row) => <span className="font-mono">{row.number}</span> },
		{ header: "Kind", cell: (row) => TAX_DOCUMENT_KIND_LABELS[row.kind] },
		{ header: "Issued", cell: (row) => formatDateTime(row.issued_at) },
		{
			header: "Order",
			cell: (row) => (
				<Link to={`/orders/${row.order_id}`} className="text-brand-700 hover:underline">
					#{row.order_id}
				</Link>
			),
		},
		{ header: "Buyer", cell: (row) => row.buyer_name },
		{ header: "GST", align: "right", hideOnPhone: true, cell: (row) => formatRupees(row.tax) },
		{ header: "Total", align: "right", cell: (row) => formatRupees(row.total) },
		{
			header: "PDF",
			actions: true,
			cell: (row) => (
				<Button
					size="sm"
					variant="secondary"
					aria-label={`View ${row.number}`}
					onClick={() =>
						void openAdminFile(documentPdfPath(row.order_id, row.number)).catch((error: unknown) =>
							toast.error(errorMessage(error, "Could not open the document")),
						)
					}
				>
					View
				</Button>
			),
		},
	];
	return (
		<>
			<PageHeader
				title="Invoices and credit notes"
				actions={
					<Button
						size="sm"
						variant="secondary"
						onClick={() =>
							void downloadAdminFile(
								`/tax-documents/export.csv${queryString(params)}`,
								"pitara-invoices-and-credit-notes.csv",
							).catch((error: unknown) => toast.error(errorMessage(error, "Could not export the register")))
						}
					>
						Export CSV
					</Button>
				}
			/>
			<FilterBar onClear={clear} activeCount={FILTERS.filter((name) => filters[name]).length}>
				<SelectFilter
					label="Kind"
					value={filters.kind}
					onChange={(value) => setFilter("kind", value)}
					options={[
						{ value: "invoice", label: "Tax invoices" },
						{ value: "credit_note", label: "Credit notes" },
					]}
				/>
				<DateFilter label="From" value={filters.from} onChange={(value) => setFilter("from", value)} />
				<DateFilter label="To" value={filters.to} onChange={(value) => setFilter("to", value)} />
			</FilterBar>
			<DataTable
				caption="Invoices and credit notes"
				query={documents}
				columns={columns}
				rowKey={(row) => row.id}
				empty="No invoice or credit note matches these filters."
				page={page}
				onPageChange={setPage}
			/>
		</>
	);
}
