import { privacyCentreMessages as c, privacyMessages as m } from "@pitara/shared";
import type { ReactNode } from "react";
import { PageHeading } from "../components/ui/page-heading.tsx";
import { MessagesSettings } from "../features/accounts/components/messages-settings.tsx";
import { DeleteAccount } from "../features/privacy/components/delete-account.tsx";
import { DownloadMyData } from "../features/privacy/components/download-my-data.tsx";
import { GrievanceForm } from "../features/privacy/components/grievance-form.tsx";
import { GrievanceOfficerCard } from "../features/privacy/components/grievance-officer-card.tsx";
import { MyGrievances } from "../features/privacy/components/my-grievances.tsx";
import { Link, useNavigate, usePreloadRoute } from "../lib/router.tsx";
import { useSession } from "../lib/session.ts";
import { RequireSession } from "./require-session.tsx";

/** The grievance officer and the form that answers a ticket number at once (issue 30 item 3). */
function GrievanceOfficerPage() {
	const session = useSession();
	return (
		<div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
			<PageHeading>{m.officerTitle}</PageHeading>
			<div className="mt-6 grid gap-8 lg:grid-cols-5">
				<section
					aria-labelledby="grievance-form-title"
					className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8 lg:col-span-3"
				>
					<h2 id="grievance-form-title" className="text-lg font-bold text-slate-900">
						{m.formTitle}
					</h2>
					<div className="mt-4">
						<GrievanceForm name={session?.user.full_name} email={session?.user.email} />
					</div>
				</section>
				<div className="space-y-4 lg:col-span-2">
					<GrievanceOfficerCard />
					<p className="text-sm text-slate-600">
						{session ? (
							<Link to="/account/privacy" className="font-semibold text-brand-700 hover:underline">
								{m.accountTitle}
							</Link>
						) : (
							c.logInBeforeFiling
						)}{" "}
						·{" "}
						<Link to="/privacy#notice" className="font-semibold text-brand-700 hover:underline">
							{c.noticeTitle}
						</Link>
					</p>
				</div>
			</div>
		</div>
	);
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section
			id={id}
			aria-labelledby={`${id}-title`}
			className="scroll-mt-20 rounded-2xl border border-slate-100 bg-white p-5 shadow-sm sm:p-6"
		>
			<h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-slate-900">
				{title}
			</h2>
			{children}
		</section>
	);
}

/** Account → Privacy (issue 30 item 2): the shopper's grievances, their data to take, and deleting the account. */
function AccountPrivacyPage() {
	const navigate = useNavigate();
	const preloadRoute = usePreloadRoute();
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
						<nav
							aria-label={c.linksTitle}
							className="rounded-2xl border border-slate-100 bg-white p-5 shadow-sm sm:p-6"
						>
							<h2 className="mb-2 text-lg font-semibold text-slate-900">{c.linksTitle}</h2>
							<ul className="list-disc space-y-1 pl-5 text-sm">
								{(
									[
										["/privacy#notice", c.linkNotice],
										["/account/privacy#download-my-data", c.linkDownload],
										["/account/privacy#delete-my-account", c.linkDelete],
										["/grievance-officer", c.linkGrievance],
									] as const
								).map(([to, label]) => (
									<li key={to}>
										<Link to={to} className="font-semibold text-brand-700 hover:underline">
											{label}
										</Link>
									</li>
								))}
							</ul>
						</nav>
						{/* the consent switches: the messaging ledger's own section (issue 26), the same as on the profile */}
						<MessagesSettings />
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
							<DownloadMyData userId={session.user.user_id} phone={session.user.phone} />
						</Card>
						<Card id="delete-my-account" title={c.deleteTitle}>
							<DeleteAccount
								userId={session.user.user_id}
								phone={session.user.phone}
								onDeleted={async (forget) => {
									// home's code first, then the session goes and home is drawn in one turn: this
									// page never draws without a session (it would send the shopper to log in)
									await preloadRoute("/");
									forget();
									await navigate("/", { replace: true, flushSync: true, state: { notice: c.deleted } });
								}}
							/>
						</Card>
					</div>
				)}
			</RequireSession>
		</div>
	);
}

/**
 * Issue 30's two pages, drawn by the /privacy route's chunk (routes/privacy.tsx), so that the storefront's first
 * load carries no route entry of theirs: the grievance officer with the form (/grievance-officer) and
 * Account → Privacy (/account/privacy).
 */
export function PrivacyCentre({ path }: { path: string }) {
	return path.startsWith("/grievance-officer") ? <GrievanceOfficerPage /> : <AccountPrivacyPage />;
}
