import { ADMIN_IMAGE_MAX_BYTES, ADMIN_IMAGE_TYPES } from "@pitara/shared";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";

const MB = 1024 * 1024;

/**
 * Why a file is refused before it is sent, or null to send it. The server
 * decides by the file's content (a renamed file is refused there); this only
 * saves a staff member on a slow connection from uploading 40 MB to be told no.
 */
export function pictureProblem(file: { name: string; size: number; type: string }): string | null {
	if (file.type !== "" && !(ADMIN_IMAGE_TYPES as readonly string[]).includes(file.type)) {
		return `${file.name} is not a JPEG, PNG or WebP picture`;
	}
	if (file.size > ADMIN_IMAGE_MAX_BYTES) {
		return `${file.name} is ${(file.size / MB).toFixed(1)} MB; a picture can be at most ${ADMIN_IMAGE_MAX_BYTES / MB} MB`;
	}
	return null;
}

/** Whether a drag carries files (not a picture of the page being moved). */
export const dragHasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/**
 * The console's one way to pick pictures: drop files on the zone or choose
 * them with the button (the keyboard's and a phone's way). The files go to
 * `onFiles` as they are; the caller checks each with `pictureProblem` and
 * sends it. Products (many per variant) and banners (one) both use it.
 */
export function PictureDropZone({
	label,
	hint,
	buttonLabel,
	multiple,
	busyNames,
	onFiles,
	testId,
}: {
	/** what the hidden file input is for, for a screen reader ("Add pictures of 4-5 Y · Yellow") */
	label: string;
	/** the line in the zone ("Drop JPEG, PNG or WebP pictures here (at most 10 MB each), or") */
	hint: string;
	buttonLabel: string;
	multiple: boolean;
	/** names of the files being sent, shown while they upload */
	busyNames: string[];
	onFiles: (files: File[]) => void;
	testId?: string;
}) {
	const inputId = useId();
	const fileInput = useRef<HTMLInputElement>(null);
	const [dropping, setDropping] = useState(false);
	return (
		// biome-ignore lint/a11y/noStaticElementInteractions: the drop zone's button and file input are its keyboard way
		<div
			onDragOver={(event) => {
				if (!dragHasFiles(event)) return;
				event.preventDefault();
				setDropping(true);
			}}
			onDragLeave={() => setDropping(false)}
			onDrop={(event) => {
				if (!dragHasFiles(event)) return;
				event.preventDefault();
				setDropping(false);
				onFiles(Array.from(event.dataTransfer.files));
			}}
			data-testid={testId}
			className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm ${dropping ? "border-brand-600 bg-brand-50" : "border-slate-300 text-slate-600"}`}
		>
			<p>{hint}</p>
			<Button variant="secondary" size="sm" loading={busyNames.length > 0} onClick={() => fileInput.current?.click()}>
				{buttonLabel}
			</Button>
			<label htmlFor={inputId} className="sr-only">
				{label}
			</label>
			<input
				id={inputId}
				ref={fileInput}
				type="file"
				multiple={multiple}
				accept={ADMIN_IMAGE_TYPES.join(",")}
				className="sr-only"
				tabIndex={-1}
				onChange={(event) => {
					const files = Array.from(event.target.files ?? []);
					event.target.value = "";
					onFiles(files);
				}}
			/>
			{busyNames.length > 0 ? (
				<p role="status" className="text-slate-700">
					Uploading {busyNames.join(", ")}…
				</p>
			) : null}
		</div>
	);
}
