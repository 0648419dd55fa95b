import type { AdminBanner } from "@pitara/shared";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Modal } from "../../../../components/ui/modal.tsx";
import { SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { useSaveBanner } from "../api/save-banner.ts";

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * A banner's fields, new or changed, with SPEC.md §9's rules beside them and a preview of the slot it
 * fills. The picture is one already on the server (a banner's, chosen from the list).
 */
export function BannerDialog({
	banner,
	images,
	onClose,
}: {
	/** null for a new banner */
	banner: AdminBanner | null;
	/** the pictures banners have, base path and 480 px URL */
	images: { image: string; url: string | null }[];
	onClose: () => void;
}) {
	const toast = useToast();
	const save = useSaveBanner();
	const [fields, setFields] = useState({
		title: banner?.title ?? "",
		image: banner?.image ?? images[0]?.image ?? "",
		category: banner?.category ?? "",
		sub_category: banner?.subCategory ?? "",
		offers: String(banner?.offers ?? 0),
		alt: banner?.alt ?? "",
		position: String(banner?.position ?? 0),
		active: banner ? banner.status === 1 : true,
	});
	const [error, setError] = useState<unknown>(null);
	const fieldError = (name: string) => (error instanceof ApiError ? error.fieldMessage(name) : undefined);
	const preview = images.find((row) => row.image === fields.image)?.url ?? banner?.url ?? null;
	const slot =
		fields.title === "BannerTop"
			? "the carousel at the top of the home page"
			: fields.title === "winter"
				? "the winter banner of the home page"
				: /winter/i.test(fields.title)
					? "no slot: only the banner titled exactly winter is shown"
					: "no slot of the home page (only BannerTop and winter are shown)";
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setError(null);
		try {
			const answer = await save.mutateAsync({
				id: banner?.banner_id,
				title: fields.title,
				image: fields.image,
				category: fields.category,
				sub_category: fields.sub_category,
				offers: number(fields.offers),
				alt: fields.alt,
				position: number(fields.position),
				status: fields.active ? 1 : 0,
				media_type: "image",
			});
			toast.success(answer.message);
			onClose();
		} catch (caught) {
			setError(caught);
		}
	};
	return (
		<Modal
			open
			onClose={onClose}
			title={banner ? `Banner ${banner.title}` : "New banner"}
			footer={
				<>
					<Button variant="secondary" onClick={onClose}>
						Cancel
					</Button>
					<Button type="submit" form="banner-form" loading={save.isPending}>
						{banner ? "Save banner" : "Add banner"}
					</Button>
				</>
			}
		>
			<form id="banner-form" onSubmit={submit} noValidate>
				<aside className="mb-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
					<p className="font-semibold">Where banners show (SPEC.md §9)</p>
					<ul className="list-disc pl-5">
						<li>
							Titled <b>BannerTop</b>: the carousel at the top of the home page, in order.
						</li>
						<li>
							Titled exactly <b>winter</b> (an image): the winter banner.
						</li>
						<li>Any other title is kept but not shown.</li>
					</ul>
				</aside>
				<TextField
					label="Title"
					value={fields.title}
					error={fieldError("title")}
					onChange={(event) => setFields({ ...fields, title: event.target.value })}
				/>
				<SelectField
					label="Picture"
					value={fields.image}
					error={fieldError("image")}
					options={images.map((row) => ({ value: row.image, label: row.image.split("/").pop() ?? row.image }))}
					onChange={(event) => setFields({ ...fields, image: event.target.value })}
				/>
				<figure className="mb-4">
					{preview ? (
						<img src={preview} alt="" className="aspect-[3/1] w-full rounded-lg object-cover" />
					) : (
						<div className="aspect-[3/1] w-full rounded-lg bg-slate-100" />
					)}
					<figcaption className="mt-1 text-sm text-slate-600">Fills {slot}.</figcaption>
				</figure>
				<div className="grid gap-x-4 sm:grid-cols-2">
					<TextField
						label="Category"
						optional
						value={fields.category}
						error={fieldError("category")}
						onChange={(event) => setFields({ ...fields, category: event.target.value })}
					/>
					<TextField
						label="Subcategory"
						optional
						value={fields.sub_category}
						error={fieldError("sub_category")}
						onChange={(event) => setFields({ ...fields, sub_category: event.target.value })}
					/>
					<TextField
						label="Offer (% off)"
						inputMode="numeric"
						value={fields.offers}
						error={fieldError("offers")}
						onChange={(event) => setFields({ ...fields, offers: event.target.value })}
					/>
					<TextField
						label="Order"
						inputMode="numeric"
						value={fields.position}
						error={fieldError("position")}
						onChange={(event) => setFields({ ...fields, position: event.target.value })}
					/>
				</div>
				<TextField
					label="Alt text"
					optional
					value={fields.alt}
					error={fieldError("alt")}
					onChange={(event) => setFields({ ...fields, alt: event.target.value })}
				/>
				<label className="mb-4 flex min-h-11 items-center gap-2 text-sm text-slate-800">
					<input
						type="checkbox"
						checked={fields.active}
						onChange={(event) => setFields({ ...fields, active: event.target.checked })}
						className="h-5 w-5"
					/>
					Shown on the home page
				</label>
				{error ? <p className="text-sm text-red-700">{errorMessage(error, "Could not save the banner")}</p> : null}
			</form>
		</Modal>
	);
}
