import type { AdminBanner, BannerPlacement } from "@pitara/shared";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Modal } from "../../../../components/ui/modal.tsx";
import { SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { PictureDropZone, pictureProblem } from "../../../ui/picture-drop.tsx";
import { useSaveBanner } from "../api/save-banner.ts";
import { useUploadBannerPicture } from "../api/upload-banner-picture.ts";
import { HomeSlotPreview } from "./home-slot-preview.tsx";
import { adminPathProblem, type BannerLink, LinkPicker } from "./link-picker.tsx";
import { PlacementPicker } from "./placement-picker.tsx";

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
/** An instant as a datetime-local input's value in India time, and back (decision 064: the console speaks IST). */
const istInput = (iso: string | null | undefined) =>
	iso ? new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16) : "";
const istMoment = (local: string) => (local ? `${local}:00+05:30` : null);

/**
 * A banner's fields, new or changed: its name, where it shows (with a preview of the home page slot it fills)
 * and what it links to (decision 065). The picture is uploaded here (dropped or chosen; the server checks it and draws the home
 * page's 3:1 widths) or is one another banner already has.
 */
export function BannerDialog({
	banner,
	banners,
	onClose,
}: {
	/** null for a new banner */
	banner: AdminBanner | null;
	/** every banner: their pictures can be reused, and the preview places this one among them */
	banners: AdminBanner[];
	onClose: () => void;
}) {
	const toast = useToast();
	const save = useSaveBanner();
	const upload = useUploadBannerPicture();
	const [uploaded, setUploaded] = useState<{ image: string; url: string | null }[]>([]);
	const [uploading, setUploading] = useState<string[]>([]);
	const [pictureError, setPictureError] = useState<string | null>(null);
	const images = [
		...new Map(
			[...uploaded, ...banners.map((row) => ({ image: row.image, url: row.url }))].map((row) => [row.image, row]),
		).values(),
	];
	const [fields, setFields] = useState({
		title: banner?.title ?? "",
		image: banner?.image ?? "",
		placement: banner?.placement ?? ("top" as BannerPlacement),
		offers: String(banner?.offers ?? 0),
		alt: banner?.alt ?? "",
		headline: banner?.headline ?? "",
		headline_hi: banner?.headline_hi ?? "",
		position: String(banner?.position ?? 0),
		active: banner ? banner.status === 1 : true,
		starts_at: istInput(banner?.starts_at),
		ends_at: istInput(banner?.ends_at),
	});
	const [link, setLink] = useState<BannerLink>({
		kind: banner?.link_kind ?? "category",
		category: banner?.link_kind === "category" ? banner.category : "",
		subCategory: banner?.link_kind === "category" ? banner.subCategory : "",
		product: banner?.product_id
			? { id: banner.product_id, name: banner.product_name ?? `Product #${banner.product_id}` }
			: null,
		path: banner?.link_path ?? "",
	});
	const [error, setError] = useState<unknown>(null);
	const fieldError = (name: string) => (error instanceof ApiError ? error.fieldMessage(name) : undefined);
	const preview = images.find((row) => row.image === fields.image)?.url ?? banner?.url ?? null;
	const sendPicture = async (files: File[]) => {
		const [file] = files;
		if (!file) return;
		setPictureError(null);
		const problem = files.length > 1 ? "Drop one picture: a banner has one" : pictureProblem(file);
		if (problem) {
			setPictureError(problem);
			return;
		}
		setUploading([file.name]);
		try {
			const answer = await upload.mutateAsync(file);
			setUploaded((rows) => [answer.response, ...rows]);
			setFields((current) => ({ ...current, image: answer.response.image }));
			toast.success(answer.message);
		} catch (caught) {
			setPictureError(`${file.name}: ${errorMessage(caught, "the upload failed")}`);
		} finally {
			setUploading([]);
		}
	};
	const candidate = {
		banner_id: banner?.banner_id ?? Number.MAX_SAFE_INTEGER,
		title: fields.title.trim(),
		name: fields.title.trim(),
		placement: fields.placement,
		link_kind: link.kind,
		product_id: link.product?.id ?? null,
		href: null,
		headline: fields.headline.trim(),
		url: preview,
		status: fields.active ? 1 : 0,
		category: link.category,
		subCategory: link.subCategory,
		mediaType: "image",
		offers: Number(fields.offers) || 0,
		alt: fields.alt,
		position: Number.isFinite(number(fields.position)) ? number(fields.position) : 0,
	};
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setError(null);
		if (link.kind === "path" && adminPathProblem(link.path)) return;
		try {
			const answer = await save.mutateAsync({
				id: banner?.banner_id,
				title: fields.title,
				image: fields.image,
				placement: fields.placement,
				link_kind: link.kind,
				category: link.kind === "category" ? link.category : "",
				sub_category: link.kind === "category" ? link.subCategory : "",
				product_id: link.kind === "product" ? (link.product?.id ?? null) : null,
				link_path: link.kind === "path" ? link.path.trim() || null : null,
				offers: number(fields.offers),
				alt: fields.alt,
				headline: fields.headline,
				headline_hi: fields.headline_hi,
				position: number(fields.position),
				status: fields.active ? 1 : 0,
				media_type: "image",
				starts_at: istMoment(fields.starts_at),
				ends_at: istMoment(fields.ends_at),
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
			size="lg"
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
				<TextField
					label="Name"
					hint="Your own name for it, such as Diwali sale; shoppers do not see it"
					value={fields.title}
					error={fieldError("title")}
					onChange={(event) => setFields({ ...fields, title: event.target.value })}
				/>
				<PlacementPicker
					value={fields.placement}
					error={fieldError("placement")}
					onChange={(placement) => setFields({ ...fields, placement })}
				/>
				<fieldset className="mb-4">
					<legend className="mb-1 text-sm font-medium text-slate-800">Picture</legend>
					<PictureDropZone
						label="Upload a banner picture"
						hint="Drop a JPEG, PNG or WebP picture here (at most 10 MB, at least 960 × 320; shown at 3:1), or"
						buttonLabel="Choose a picture"
						multiple={false}
						busyNames={uploading}
						onFiles={(files) => void sendPicture(files)}
						testId="banner-picture-drop"
					/>
					{pictureError ? (
						<p role="alert" className="mt-2 text-sm text-red-700">
							{pictureError}
						</p>
					) : null}
					{images.length > 0 ? (
						<SelectField
							containerClassName="mt-3"
							label="Or use a picture already on the shop"
							placeholder="Choose a picture"
							value={fields.image}
							error={fieldError("image")}
							options={images.map((row) => ({ value: row.image, label: row.image.split("/").pop() ?? row.image }))}
							onChange={(event) => setFields({ ...fields, image: event.target.value })}
						/>
					) : fieldError("image") ? (
						<p className="mt-2 text-sm text-red-700">{fieldError("image")}</p>
					) : null}
				</fieldset>
				<HomeSlotPreview candidate={candidate} others={banners} pictureUrl={preview} />
				<LinkPicker value={link} onChange={setLink} fieldError={fieldError} />
				<div className="grid gap-x-4 sm:grid-cols-2">
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
				<div className="grid gap-x-4 sm:grid-cols-2">
					<TextField
						label="Headline over the picture"
						optional
						maxLength={80}
						value={fields.headline}
						error={fieldError("headline")}
						hint="Empty when the picture has its own words"
						onChange={(event) => setFields({ ...fields, headline: event.target.value })}
					/>
					<TextField
						label="Headline in Hindi"
						optional
						lang="hi"
						maxLength={80}
						value={fields.headline_hi}
						error={fieldError("headline_hi")}
						hint="Empty: the Hindi shop shows the English"
						onChange={(event) => setFields({ ...fields, headline_hi: event.target.value })}
					/>
				</div>
				<TextField
					label="Alt text"
					optional
					value={fields.alt}
					error={fieldError("alt")}
					onChange={(event) => setFields({ ...fields, alt: event.target.value })}
				/>
				<div className="grid gap-x-4 sm:grid-cols-2">
					<TextField
						label="Shown from (India time)"
						optional
						type="datetime-local"
						value={fields.starts_at}
						error={fieldError("starts_at")}
						hint="Empty: from now"
						onChange={(event) => setFields({ ...fields, starts_at: event.target.value })}
					/>
					<TextField
						label="Shown until (India time)"
						optional
						type="datetime-local"
						value={fields.ends_at}
						error={fieldError("ends_at")}
						hint="Empty: until taken down"
						onChange={(event) => setFields({ ...fields, ends_at: event.target.value })}
					/>
				</div>
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
