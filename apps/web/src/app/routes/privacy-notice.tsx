import { privacyNotice } from "@pitara/shared";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { PrivacyNotice } from "../../features/privacy/components/privacy-notice.tsx";

export default function PrivacyNoticePage() {
	return (
		<div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
			<PageHeading>{privacyNotice.title}</PageHeading>
			<p className="mt-1 text-sm text-slate-500">{privacyNotice.updated}</p>
			<div className="mt-6">
				<PrivacyNotice />
			</div>
		</div>
	);
}
