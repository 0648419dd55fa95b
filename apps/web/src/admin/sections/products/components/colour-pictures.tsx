import { ADMIN_MAX_COLOUR_PICTURES, colourHolder, coloursOf, sameColour } from "@pitara/shared";
import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { Card } from "../../../ui/page.tsx";
import { PictureDropZone, pictureProblem } from "../../../ui/picture-drop.tsx";
import { useStagePicture } from "../api/stage-picture.ts";
import { UploadProblems } from "./upload-problems.tsx";

/** One of a colour's pictures as the form holds it: a saved one (image_id) or an upload waiting for Save (token). */
export interface PictureDraft {
	key: string;
	image_id?: number | undefined;
	token?: string | undefined;
	image_url: string;
	alt: string;
}

/** Each colour's pictures by its lower-case name; a colour absent here is left as it is by Save. */
export type ColourPicturesDraft = Record<string, PictureDraft[]>;

let keys = 0;
const nextKey = () => `p${++keys}`;

/** A saved product's colour pictures: each colour's holder's (decision 066), as the server keeps them. */
export function colourPicturesOf(
	variants: readonly { color: string; active: boolean; images: { id: number; image_url: string; alt: string }[] }[],
): ColourPicturesDraft {
	return Object.fromEntries(
		coloursOf(variants).map((colour) => [
			colour.toLowerCase(),
			(colourHolder(variants, colour)?.images ?? []).map((image) => ({
				key: nextKey(),
				image_id: image.id,
				image_url: image.image_url,
				alt: image.alt,
			})),
		]),
	);
}

/** What Save sends: each colour the form has pictures for, in the product's colours' order. */
export function colourPicturesInput(variants: readonly { color: string }[], pictures: ColourPicturesDraft) {
	return coloursOf(variants).flatMap((colour) => {
		const list = pictures[colour.toLowerCase()];
		return list === undefined
			? []
			: [
					{
						colour,
						pictures: list.map((picture) =>
							picture.image_id !== undefined
								? { image_id: picture.image_id, alt: picture.alt }
								: { token: picture.token as string, alt: picture.alt },
						),
					},
				];
	});
}

/**
 * Pictures per colour (issue 27 item 2): one drop zone for each colour of the variants, shared by all its
 * sizes. A picture is checked and made into the storefront's widths as soon as it is dropped, and belongs to
 * the product when it is saved (before the first save too); order, alt text and removal are saved with it.
 */
export function ColourPictures({
	variants,
	pictures,
	update,
	problems,
}: {
	variants: readonly { color: string; size: string; active: boolean }[];
	pictures: ColourPicturesDraft;
	/** changes the pictures from their latest state (uploads of two colours may finish in any order) */
	update: (change: (pictures: ColourPicturesDraft) => ColourPicturesDraft) => void;
	/** the server's refusals of pictures at the last save */
	problems: string[];
}) {
	const colours = coloursOf(variants);
	return (
		<Card title="Pictures">
			<p className="mb-3 text-sm text-slate-600">
				Each colour's pictures are shown for all its sizes; the first is the one on the product's card. They are added
				to the product when you save it.
			</p>
			{problems.length > 0 ? (
				<ul role="alert" className="mb-3 space-y-1 text-sm text-red-700">
					{problems.map((problem) => (
						<li key={problem}>{problem}</li>
					))}
				</ul>
			) : null}
			{colours.length === 0 ? (
				<p className="text-sm text-slate-600">Give the variants a colour (or make them above) to add pictures.</p>
			) : (
				<div className="grid gap-4 lg:grid-cols-2">
					{colours.map((colour) => {
						const key = colour.toLowerCase();
						const sizes = variants.filter((variant) => sameColour(variant.color, colour)).map((v) => v.size);
						return (
							<OneColour
								key={key}
								colour={colour}
								sizes={sizes.filter(Boolean)}
								list={pictures[key] ?? []}
								update={(change) => update((all) => ({ ...all, [key]: change(all[key] ?? []) }))}
							/>
						);
					})}
				</div>
			)}
		</Card>
	);
}

function OneColour({
	colour,
	sizes,
	list,
	update,
}: {
	colour: string;
	sizes: string[];
	list: PictureDraft[];
	update: (change: (list: PictureDraft[]) => PictureDraft[]) => void;
}) {
	const stage = useStagePicture();
	const [uploading, setUploading] = useState<string[]>([]);
	const [problems, setProblems] = useState<string[]>([]);
	const headingId = useId();
	const move = (from: number, to: number) =>
		update((current) => {
			const next = [...current];
			const [item] = next.splice(from, 1);
			if (item) next.splice(to, 0, item);
			return next;
		});
	const send = async (files: File[]) => {
		const refused: string[] = [];
		let count = list.length;
		for (const file of files) {
			const problem = pictureProblem(file);
			if (problem) {
				refused.push(problem);
				continue;
			}
			if (count >= ADMIN_MAX_COLOUR_PICTURES) {
				refused.push(`${file.name}: a colour can have at most ${ADMIN_MAX_COLOUR_PICTURES} pictures`);
				continue;
			}
			setUploading((names) => [...names, file.name]);
			try {
				const staged = (await stage.mutateAsync(file)).response;
				count += 1;
				update((current) => [
					...current,
					{ key: nextKey(), token: staged.token, image_url: staged.image_url, alt: "" },
				]);
			} catch (caught) {
				refused.push(`${file.name}: ${errorMessage(caught, "the upload failed")}`);
			} finally {
				setUploading((names) => names.filter((name) => name !== file.name));
			}
		}
		setProblems(refused);
	};
	return (
		<section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3">
			<h3 id={headingId} className="text-sm font-semibold text-slate-800">
				{colour}
			</h3>
			<p className="mb-2 text-xs text-slate-600">
				{sizes.length > 0 ? `Shown for ${sizes.join(", ")}` : "No size yet"}
			</p>
			{list.length > 0 ? (
				<ol aria-label={`Pictures of ${colour}`} className="mb-3 space-y-2">
					{list.map((picture, index) => (
						<li key={picture.key} className="flex gap-3 rounded-lg border border-slate-200 p-2">
							<img
								src={picture.image_url}
								alt={picture.alt}
								width={80}
								height={80}
								className="h-20 w-20 shrink-0 rounded-md border border-slate-100 bg-white object-contain"
							/>
							<div className="flex min-w-0 flex-1 flex-col gap-1">
								<p className="text-xs font-medium text-slate-500">
									Picture {index + 1} of {list.length}
									{index === 0 ? " · on the card" : ""}
									{picture.token ? " · added when saved" : ""}
								</p>
								<label className="text-xs text-slate-700">
									Alt text of {colour} picture {index + 1}
									<input
										value={picture.alt}
										maxLength={200}
										placeholder="What the picture shows"
										onChange={(event) => {
											const alt = event.target.value;
											update((current) => current.map((p) => (p.key === picture.key ? { ...p, alt } : p)));
										}}
										className="mt-0.5 block min-h-9 w-full min-w-0 rounded-md border border-slate-300 px-2 text-sm"
									/>
								</label>
								<div className="flex flex-wrap gap-1">
									<Button
										variant="ghost"
										size="sm"
										disabled={index === 0}
										aria-label={`Move ${colour} picture ${index + 1} earlier`}
										onClick={() => move(index, index - 1)}
									>
										↑
									</Button>
									<Button
										variant="ghost"
										size="sm"
										disabled={index === list.length - 1}
										aria-label={`Move ${colour} picture ${index + 1} later`}
										onClick={() => move(index, index + 1)}
									>
										↓
									</Button>
									<Button
										variant="ghost"
										size="sm"
										aria-label={`Remove ${colour} picture ${index + 1}`}
										onClick={() => update((current) => current.filter((p) => p.key !== picture.key))}
									>
										Remove
									</Button>
								</div>
							</div>
						</li>
					))}
				</ol>
			) : (
				<p className="mb-3 text-sm text-slate-600">
					No pictures yet: the storefront shows the product's first picture.
				</p>
			)}
			<PictureDropZone
				label={`Add pictures of ${colour}`}
				hint="Drop JPEG, PNG or WebP pictures here (at most 10 MB each), or"
				buttonLabel={`Choose pictures of ${colour}`}
				multiple
				busyNames={uploading}
				onFiles={(files) => void send(files)}
				testId={`colour-drop-${colour.toLowerCase()}`}
			/>
			<UploadProblems problems={problems} />
		</section>
	);
}
