import type { AdminProductImage } from "@pitara/shared";
import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { dragHasFiles, PictureDropZone, pictureProblem } from "../../../ui/picture-drop.tsx";
import { useRemovePicture } from "../api/remove-picture.ts";
import { useReorderPictures } from "../api/reorder-pictures.ts";
import { useSetPictureAlt } from "../api/set-picture-alt.ts";
import { useUploadPicture } from "../api/upload-picture.ts";
import { UploadProblems } from "./upload-problems.tsx";

export { pictureProblem };

/** `ids` with the one at `from` moved to `to`. */
export function moved<T>(ids: T[], from: number, to: number): T[] {
	const next = [...ids];
	const [item] = next.splice(from, 1);
	if (item === undefined) return ids;
	next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
	return next;
}

/**
 * A variant's pictures: drop files on the zone or choose them, each checked
 * and made into the storefront's widths by the server; drag a picture (or use
 * its arrows, on a phone) to change the order, the first being the one on the
 * product's card; alt text; remove. Every change is saved at once, apart from
 * the product's Save.
 */
export function ProductPictures({
	variantId,
	variantLabel,
	images,
	title = "Pictures",
}: {
	variantId: number;
	/** the panel's heading */
	title?: string;
	/** "4-5 Y · Yellow": names the variant to a screen reader */
	variantLabel: string;
	images: AdminProductImage[];
}) {
	const toast = useToast();
	const upload = useUploadPicture(variantId);
	const reorder = useReorderPictures(variantId);
	const [problems, setProblems] = useState<string[]>([]);
	const [uploading, setUploading] = useState<string[]>([]);
	const [dragged, setDragged] = useState<number | null>(null);

	const send = async (files: File[]) => {
		if (files.length === 0) return;
		const refused: string[] = [];
		let added = 0;
		for (const file of files) {
			const problem = pictureProblem(file);
			if (problem) {
				refused.push(problem);
				continue;
			}
			setUploading((names) => [...names, file.name]);
			try {
				await upload.mutateAsync({ file, alt: "" });
				added += 1;
			} catch (caught) {
				refused.push(`${file.name}: ${errorMessage(caught, "the upload failed")}`);
			} finally {
				setUploading((names) => names.filter((name) => name !== file.name));
			}
		}
		setProblems(refused);
		if (added > 0) toast.success(added === 1 ? "Picture added" : `${added} pictures added`);
	};

	const putInOrder = async (ids: number[]) => {
		try {
			toast.success((await reorder.mutateAsync(ids)).message);
		} catch (caught) {
			toast.error(errorMessage(caught, "Could not reorder the pictures"));
		}
	};
	const ids = images.map((image) => image.id);

	return (
		<div className="mt-4 border-t border-slate-100 pt-4">
			<h3 className="mb-2 text-sm font-semibold text-slate-800">{title}</h3>
			{images.length > 0 ? (
				<ol aria-label={`Pictures of ${variantLabel}`} className="mb-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
					{images.map((image, index) => (
						<li
							key={image.id}
							draggable
							onDragStart={(event) => {
								setDragged(image.id);
								event.dataTransfer.effectAllowed = "move";
							}}
							onDragEnd={() => setDragged(null)}
							onDragOver={(event) => {
								if (dragged !== null) event.preventDefault();
							}}
							onDrop={(event) => {
								if (dragged === null || dragHasFiles(event)) return;
								event.preventDefault();
								event.stopPropagation();
								const from = ids.indexOf(dragged);
								setDragged(null);
								if (from !== index && from !== -1) void putInOrder(moved(ids, from, index));
							}}
							className={`flex gap-3 rounded-lg border p-2 ${dragged === image.id ? "border-brand-500 opacity-60" : "border-slate-200"}`}
						>
							<img
								src={image.image_url}
								alt={image.alt}
								width={96}
								height={96}
								className="h-24 w-24 shrink-0 cursor-grab rounded-md border border-slate-100 bg-white object-contain"
							/>
							<PictureControls
								image={image}
								number={index + 1}
								count={images.length}
								busy={reorder.isPending}
								onMove={(to) => putInOrder(moved(ids, index, to))}
							/>
						</li>
					))}
				</ol>
			) : (
				<p className="mb-3 text-sm text-slate-600">
					None: the storefront shows this colour's pictures (Pictures, above), else the product's first picture.
					Pictures added here are shown for this size instead.
				</p>
			)}
			<PictureDropZone
				label={`Add pictures of ${variantLabel}`}
				hint="Drop JPEG, PNG or WebP pictures here (at most 10 MB each), or"
				buttonLabel="Choose pictures"
				multiple
				busyNames={uploading}
				onFiles={(files) => void send(files)}
				testId={`picture-drop-${variantId}`}
			/>
			<UploadProblems problems={problems} />
		</div>
	);
}

/** A picture's alt text, its place (arrows) and removal. */
function PictureControls({
	image,
	number,
	count,
	busy,
	onMove,
}: {
	image: AdminProductImage;
	number: number;
	count: number;
	busy: boolean;
	onMove: (to: number) => void;
}) {
	const toast = useToast();
	const setAlt = useSetPictureAlt();
	const remove = useRemovePicture();
	const [alt, setAltText] = useState(image.alt);
	const [confirming, setConfirming] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const altId = useId();
	const saveAlt = async () => {
		setError(null);
		try {
			toast.success((await setAlt.mutateAsync({ id: image.id, alt })).message);
		} catch (caught) {
			setError(errorMessage(caught, "Could not save the alt text"));
		}
	};
	return (
		<div className="flex min-w-0 flex-1 flex-col gap-1">
			<p className="text-xs font-medium text-slate-500">
				Picture {number} of {count}
				{number === 1 ? " · on the card" : ""}
			</p>
			<label htmlFor={altId} className="text-xs text-slate-700">
				Alt text of picture {number}
			</label>
			<div className="flex gap-1">
				<input
					id={altId}
					value={alt}
					maxLength={200}
					placeholder="What the picture shows"
					onChange={(event) => setAltText(event.target.value)}
					onKeyDown={(event) => {
						if (event.key !== "Enter") return;
						// Enter saves the alt text, not the whole product form around it
						event.preventDefault();
						if (alt !== image.alt) void saveAlt();
					}}
					className="min-h-9 w-full min-w-0 rounded-md border border-slate-300 px-2 text-sm"
				/>
				{alt !== image.alt ? (
					<Button size="sm" loading={setAlt.isPending} onClick={saveAlt}>
						Save
					</Button>
				) : null}
			</div>
			{error ? <p className="text-xs text-red-700">{error}</p> : null}
			<div className="flex flex-wrap gap-1">
				<Button
					variant="ghost"
					size="sm"
					disabled={busy || number === 1}
					aria-label={`Move picture ${number} earlier`}
					onClick={() => onMove(number - 2)}
				>
					↑
				</Button>
				<Button
					variant="ghost"
					size="sm"
					disabled={busy || number === count}
					aria-label={`Move picture ${number} later`}
					onClick={() => onMove(number)}
				>
					↓
				</Button>
				{confirming ? (
					<>
						<Button
							variant="danger"
							size="sm"
							loading={remove.isPending}
							onClick={async () => {
								try {
									toast.success((await remove.mutateAsync(image.id)).message);
								} catch (caught) {
									setConfirming(false);
									setError(errorMessage(caught, "Could not remove the picture"));
								}
							}}
						>
							Yes, remove picture {number}
						</Button>
						<Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
							Keep
						</Button>
					</>
				) : (
					<Button variant="ghost" size="sm" aria-label={`Remove picture ${number}`} onClick={() => setConfirming(true)}>
						Remove…
					</Button>
				)}
			</div>
		</div>
	);
}
