import { privacyCentreMessages as m } from "@pitara/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDownloadMyData } from "../api/download-my-data.ts";

/** Download my data (DPDP §11): the server's JSON file of everything held about the shopper. */
export function DownloadMyData() {
	const download = useDownloadMyData();
	return (
		<div className="space-y-3">
			<p className="text-sm text-slate-700">{m.downloadIntro}</p>
			{download.isSuccess ? <Alert variant="success">{m.downloadReady}</Alert> : null}
			{download.isError ? <Alert>{errorMessage(download.error, m.downloadFailed)}</Alert> : null}
			<Button onClick={() => download.mutate()} disabled={download.isPending}>
				{download.isPending ? "Preparing…" : m.downloadButton}
			</Button>
		</div>
	);
}
