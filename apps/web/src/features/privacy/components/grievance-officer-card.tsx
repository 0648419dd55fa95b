import { privacyMessages as m } from "@pitara/shared";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useGrievanceOfficer } from "../api/get-grievance-officer.ts";

/** The grievance officer the shop named in its settings (Consumer Protection (E-Commerce) Rules 2020 r.4(4)). */
export function GrievanceOfficerCard() {
	const officer = useGrievanceOfficer();
	return (
		<section aria-labelledby="grievance-officer-title" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
			<h2 id="grievance-officer-title" className="text-lg font-bold text-slate-900">
				{m.officerTitle}
			</h2>
			<p className="mt-2 text-sm text-slate-700">{m.officerIntro}</p>
			{officer.isPending ? (
				<Spinner label={m.loading} />
			) : officer.data ? (
				<dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
					<dt className="font-semibold text-slate-700">{m.officerName}</dt>
					<dd className="text-slate-900">{officer.data.name}</dd>
					<dt className="font-semibold text-slate-700">{m.officerEmail}</dt>
					<dd>
						<a className="text-brand-700 hover:underline" href={`mailto:${officer.data.email}`}>
							{officer.data.email}
						</a>
					</dd>
					<dt className="font-semibold text-slate-700">{m.officerPhone}</dt>
					<dd>
						<a className="text-brand-700 hover:underline" href={`tel:${officer.data.phone.replace(/[\s-]/g, "")}`}>
							{officer.data.phone}
						</a>
					</dd>
				</dl>
			) : (
				<p className="mt-4 text-sm text-slate-700">{m.officerNotSet}</p>
			)}
		</section>
	);
}
