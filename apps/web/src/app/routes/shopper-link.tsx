import { ordersMessages, type ShopperLinkView, shippingMessages } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { CodConfirmationBox } from "../../features/orders/components/cod-confirmation-box.tsx";
import { NdrForm } from "../../features/orders/components/ndr-form.tsx";
import { api, errorMessage } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { Link, useParams } from "../../lib/router.tsx";

const linkKey = (token: string) => ["shopper-link", token] as const;

/**
 * /l/{token}: a single-use link texted to the shopper (decision 048) — a
 * failed delivery to answer (a new date, a corrected address or phone) or a
 * cash on delivery order to confirm. No login needed: the link is the key.
 */
export default function ShopperLinkPage() {
	const { token = "" } = useParams();
	const queryClient = useQueryClient();
	const link = useQuery({
		queryKey: linkKey(token),
		queryFn: async ({ signal }) => (await api.get(`/links/${token}`, { signal })).response,
		retry: false,
	});
	const decide = useMutation({
		mutationFn: (action: "confirm" | "cancel") => api.post(`/links/${token}/cod`, { action }),
		onSuccess: (answer) =>
			queryClient.setQueryData(linkKey(token), (view: ShopperLinkView | undefined) =>
				view ? { ...view, state: "used" as const, cod: answer.response } : view,
			),
	});
	return (
		<div className="mx-auto max-w-lg px-4 py-6">
			<PageHeading>
				{link.data ? ordersMessages.orderNumber(link.data.order_id) : shippingMessages.linkTitle}
			</PageHeading>
			{link.isPending ? <Spinner label={shippingMessages.loadingLink} /> : null}
			{link.isError ? <Alert>{errorMessage(link.error, shippingMessages.linkInvalid)}</Alert> : null}
			{link.data ? <LinkBody view={link.data} token={token} decide={(action) => decide.mutateAsync(action)} /> : null}
		</div>
	);
}

function LinkBody({
	view,
	token,
	decide,
}: {
	view: ShopperLinkView;
	token: string;
	decide: (action: "confirm" | "cancel") => Promise<unknown>;
}) {
	if (view.cod && (view.state === "open" || view.cod.state !== "awaiting")) {
		return (
			<div className="space-y-4">
				<CodConfirmationBox confirmation={view.cod} decide={decide} />
				{view.cod.state === "awaiting" && view.cod.prepaid_amount !== null ? (
					<Link to="/orders" className={buttonClasses({ variant: "secondary", size: "sm" })}>
						{shippingMessages.linkPayOnline}
					</Link>
				) : null}
			</div>
		);
	}
	if (view.state === "used") return <Alert variant="info">{shippingMessages.linkUsed}</Alert>;
	if (view.state === "expired") return <Alert>{shippingMessages.linkExpired}</Alert>;
	if (!view.ndr) return <Alert>{shippingMessages.linkInvalid}</Alert>;
	return (
		<section className="space-y-3 text-sm" aria-label={shippingMessages.ndrTitle}>
			<h2 className="text-lg font-semibold">{shippingMessages.ndrTitle}</h2>
			<p>{shippingMessages.ndrReason(view.ndr.reason)}</p>
			<p>{shippingMessages.ndrAnswerBy(formatDateTime(view.expires_at))}</p>
			<p className="text-slate-600">
				{shippingMessages.deliveryTo}: {view.ndr.address.line1}
				{view.ndr.address.line2 ? `, ${view.ndr.address.line2}` : ""}, {view.ndr.address.city}{" "}
				{view.ndr.address.pincode} · {view.ndr.phone}
			</p>
			<NdrForm dates={view.ndr.dates} via={{ token }} />
		</section>
	);
}
