import { privacyCentreMessages as c, privacyMessages as m } from "@pitara/shared";
import type { ReactNode } from "react";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { DeleteAccount } from "../../features/privacy/components/delete-account.tsx";
import { DownloadMyData } from "../../features/privacy/components/download-my-data.tsx";
import { MyGrievances } from "../../features/privacy/components/my-grievances.tsx";
import { Link, useNavigate } from "../../lib/router.tsx";
import { RequireSession } from "../require-session.tsx";

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="rounded-2xl border border-slate-100 bg-white p-5 shadow-sm sm:p-6">
			<h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
				{title}
			</h2>
			{children}
		</section>
	);
}

/** Account → Privacy (issue 30 item 2): the shopper's grievances, their data to take, and deleting the account. */
export default function AccountPrivacyPage() {
	const navigate = useNavigate();
	return (
		<div className="mx-auto max-w-2xl px-4 py-8">
			<PageHeading className="mb-2">{c.centreTitle}</PageHeading>
			<p className="mb-6 text-slate-600">
				{c.centreIntro}{" "}
				<Link to="/privacy#notice" className="font-semibold text-brand-700 hover:underline">
					{c.noticeLink}
				</Link>
			</p>
			<RequireSession>
				{(session) => (
					<div className="space-y-4">
						<Card id="my-grievances" title={m.accountTitle}>
							<MyGrievances userId={session.user.user_id} />
							<Link
								to="/grievance-officer"
								className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
							>
								{m.formTitle}
							</Link>
						</Card>
						<Card id="download-my-data" title={c.downloadTitle}>
							<DownloadMyData />
						</Card>
						<Card id="delete-my-account" title={c.deleteTitle}>
							<DeleteAccount
								userId={session.user.user_id}
								phone={session.user.phone}
								onDeleted={() => navigate("/", { replace: true, state: { notice: c.deleted } })}
							/>
						</Card>
					</div>
				)}
			</RequireSession>
		</div>
	);
}
