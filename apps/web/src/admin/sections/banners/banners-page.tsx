import type { AdminBanner, BannerPlacement } from "@pitara/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { Card, PageHeader, Pill } from "../../ui/page.tsx";
import { useDeleteBanner } from "./api/delete-banner.ts";
import { useBanners } from "./api/get-banners.ts";
import { useSaveBanner } from "./api/save-banner.ts";
import { BannerDialog } from "./components/banner-dialog.tsx";

/** Where a banner shows, in the console's words. */
const adminPlacementNames: Record<BannerPlacement, string> = {
	top: "Top carousel",
	winter: "Winter banner",
	toys: "Toys section",
	sports: "Sports section",
	books: "Books section",
	none: "Not on the home page",
};

/** What a banner links to, in the console's words. */
function linkText(banner: AdminBanner): string {
	if (banner.link_kind === "product")
		return `links to ${banner.product_name ?? "a product no longer in the catalogue"}`;
	if (banner.link_kind === "path") return `links to ${banner.link_path ?? "/"}`;
	const category = [banner.category, banner.subCategory].filter(Boolean).join(" › ");
	return category ? `links to ${category}` : "links to its section";
}

/** The home page's banners: shown or hidden, changed, added with an uploaded picture (or one banners already have), deleted. */
export default function BannersPage() {
	const banners = useBanners();
	const [editing, setEditing] = useState<AdminBanner | "new" | null>(null);
	if (banners.isError) return <Alert>{errorMessage(banners.error, "Could not load the banners")}</Alert>;
	if (!banners.data) {
		return <div role="status" aria-label="Loading the banners" className="h-64 animate-pulse rounded-xl bg-white" />;
	}
	return (
		<>
			<PageHeader title="Banners" actions={<Button onClick={() => setEditing("new")}>New banner</Button>} />
			{banners.data.length === 0 ? <p className="text-sm text-slate-600">No banners yet.</p> : null}
			<ul aria-label="Banners" className="grid gap-4 md:grid-cols-2">
				{banners.data.map((banner) => (
					<li key={banner.banner_id}>
						<BannerCard banner={banner} onEdit={() => setEditing(banner)} />
					</li>
				))}
			</ul>
			{editing ? (
				<BannerDialog
					banner={editing === "new" ? null : editing}
					banners={banners.data}
					onClose={() => setEditing(null)}
				/>
			) : null}
		</>
	);
}

function BannerCard({ banner, onEdit }: { banner: AdminBanner; onEdit: () => void }) {
	const toast = useToast();
	const save = useSaveBanner();
	const remove = useDeleteBanner();
	const [confirming, setConfirming] = useState(false);
	const run = async (work: () => Promise<{ message: string }>, fallback: string) => {
		try {
			toast.success((await work()).message);
		} catch (caught) {
			toast.error(errorMessage(caught, fallback));
		}
	};
	return (
		<Card>
			{banner.url ? (
				<img src={banner.url} alt={banner.alt} className="mb-3 aspect-[3/1] w-full rounded-lg object-cover" />
			) : null}
			<div className="flex flex-wrap items-center gap-2">
				<h2 className="flex-1 font-semibold text-slate-900">{banner.title}</h2>
				{banner.status === 1 ? <Pill tone="green">Shown</Pill> : <Pill tone="grey">Hidden</Pill>}
			</div>
			<p className="mt-1 text-sm text-slate-600">
				{adminPlacementNames[banner.placement]} · {linkText(banner)} · {banner.offers}% off · order {banner.position}
			</p>
			{banner.starts_at || banner.ends_at ? (
				<p className="mt-1 text-sm text-slate-600">
					{banner.starts_at ? `From ${formatDateTime(banner.starts_at)}` : "From now"}
					{banner.ends_at ? ` until ${formatDateTime(banner.ends_at)}` : ""} (India time)
				</p>
			) : null}
			<div className="mt-3 flex flex-wrap gap-2">
				<Button variant="secondary" size="sm" aria-label={`Edit banner ${banner.banner_id}`} onClick={onEdit}>
					Edit
				</Button>
				<Button
					variant="secondary"
					size="sm"
					loading={save.isPending}
					onClick={() =>
						run(
							() => save.mutateAsync({ id: banner.banner_id, status: banner.status === 1 ? 0 : 1 }),
							"Could not change the banner",
						)
					}
				>
					{banner.status === 1 ? "Hide" : "Show"}
				</Button>
				{confirming ? (
					<Button
						variant="danger"
						size="sm"
						loading={remove.isPending}
						onClick={() => run(() => remove.mutateAsync(banner.banner_id), "Could not delete the banner")}
					>
						Yes, delete it
					</Button>
				) : (
					<Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
						Delete…
					</Button>
				)}
			</div>
		</Card>
	);
}
