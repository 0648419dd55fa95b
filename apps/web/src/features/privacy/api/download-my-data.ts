import { useMutation } from "@tanstack/react-query";
import { postForFile } from "../../../lib/api-client.ts";

/** Hands a file to the browser's downloads under the given name. */
function save(blob: Blob, fileName: string): void {
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName;
	link.rel = "noopener";
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POST /api/users/privacy/export: everything the shop holds about the caller, saved as the server's JSON file. */
export async function downloadMyData(): Promise<void> {
	const { blob, fileName } = await postForFile("/users/privacy/export", {});
	save(blob, fileName ?? "pitara-my-data.json");
}

export function useDownloadMyData() {
	return useMutation({ mutationFn: downloadMyData });
}
