import { privacyMessages as m, privacyCentreMessages } from "@pitara/shared";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { GrievanceForm } from "../../features/privacy/components/grievance-form.tsx";
import { GrievanceOfficerCard } from "../../features/privacy/components/grievance-officer-card.tsx";
import { Link } from "../../lib/router.tsx";
import { useSession } from "../../lib/session.ts";

/** The grievance officer and the form that answers a ticket number at once (issue 30 item 3). */
export default function GrievanceOfficerPage() {
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
							"Log in before filing to follow your ticket on your account."
						)}{" "}
						·{" "}
						<Link to="/privacy#notice" className="font-semibold text-brand-700 hover:underline">
							{privacyCentreMessages.noticeTitle}
						</Link>
					</p>
				</div>
			</div>
		</div>
	);
}
