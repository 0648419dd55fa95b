import type { AdminBanner } from "@pitara/shared";
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

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
/** An instant as a datetime-local input's value in India time, and back (decision 064: the console speaks IST). */
const istInput = (iso: string | null | undefined) =>
	iso ? new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16) : "";
const istMoment = (local: string) => (local ? `${local}:00+05:30` : null);

/**
 * A banner's fields, new or changed, with SPEC.md §9's rules beside them and a preview of the home page
 * slot it fills. The picture is uploaded here (dropped or chosen; the server checks it and draws the home
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
		category: banner?.category ?? "",
		sub_category: banner?.subCategory ?? "",
		offers: String(banner?.offers ?? 0),
		alt: banner?.alt ?? "",
		position: String(banner?.position ?? 0),
		active: banner ? banner.status === 1 : true,
		starts_at: istInput(banner?.starts_at),
		ends_at: istInput(banner?.ends_at),
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
		url: preview,
		status: fields.active ? 1 : 0,
		category: fields.category,
		subCategory: fields.sub_category,
		mediaType: "image",
		offers: Number(fields.offers) || 0,
		alt: fields.alt,
		position: Number.isFinite(number(fields.position)) ? number(fields.position) : 0,
	};
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
				<aside className="mb-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
					<p className="font-semibold">Where banners show (SPEC.md §9)</p>
					<ul className="list-disc pl-5">
						<li>
							Titled <b>BannerTop</b>: the carousel at the top of the home page, in order.
						</li>
						<li>
							Titled exactly <b>winter</b> (an image): the winter banner.
						</li>
						<li>
							Titled <b>homeBannerToys</b>, <b>homeBannerSports</b> or <b>homeBannerBooks</b>: the banner of that home
							section (the first shown one, by order).
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
