import { aboutMessages } from "@pitara/shared";
import { ShieldIcon } from "../../components/ui/icons.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Link } from "../../lib/router.tsx";
import { useScrollToHash } from "../../lib/use-scroll-to-hash.ts";

const REASONS = [
	{
		title: aboutMessages.softOnYoungSkin,
		text: aboutMessages.breathableCottonAndOrganic,
	},
	{
		title: aboutMessages.sizesThatReallyFit,
		text: aboutMessages.ourSizeGuideIs,
	},
	{
		title: aboutMessages.toysWeWouldGive,
		text: aboutMessages.everyToyMeetsIndian,
	},
	{
		title: aboutMessages.madeByIndianHands,
		text: aboutMessages.weWorkDirectlyWith,
	},
	{
		title: aboutMessages.payTheWayYou,
		text: aboutMessages.cashOnDeliveryUpi,
	},
	{
		title: aboutMessages.realPeopleToHelp,
		text: aboutMessages.ourBengaluruTeamAnswers,
	},
];

const TEAM = [
	{
		name: aboutMessages.teamIshitaName,
		role: aboutMessages.teamIshitaRole,
		bio: aboutMessages.teamIshitaBio,
		colour: "bg-rose-200 text-rose-900",
	},
	{
		name: aboutMessages.teamKarthikName,
		role: aboutMessages.teamKarthikRole,
		bio: aboutMessages.teamKarthikBio,
		colour: "bg-sky-200 text-sky-900",
	},
	{
		name: aboutMessages.teamZoyaName,
		role: aboutMessages.teamZoyaRole,
		bio: aboutMessages.teamZoyaBio,
		colour: "bg-amber-200 text-amber-900",
	},
];

const STATS = [
	{ value: "10K+", label: aboutMessages.happyCustomers },
	{ value: "5+", label: aboutMessages.yearsOfPitara },
	{ value: "100%", label: aboutMessages.organicMaterials },
	{ value: "4.9/5", label: aboutMessages.averageRating },
];

const SAFETY = [
	aboutMessages.safetyToysTested,
	aboutMessages.safetySmallParts,
	aboutMessages.safetyFabrics,
	aboutMessages.safetyJewellery,
	aboutMessages.safetySkincare,
];

export default function AboutPage() {
	useScrollToHash();
	return (
		<div>
			<section className="bg-gradient-to-b from-brand-50 to-white">
				<div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
					<p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{aboutMessages.ourStory}</p>
					<PageHeading className="mt-2 sm:text-4xl">{aboutMessages.aTreasureBoxFor}</PageHeading>
					<p className="mt-4 max-w-3xl text-lg text-slate-700">{aboutMessages.pitaraMeansATreasure}</p>
				</div>
			</section>

			<div className="mx-auto max-w-5xl space-y-14 px-4 py-10 sm:py-14">
				<section aria-labelledby="mission-title" className="grid gap-6 sm:grid-cols-2 sm:items-center">
					<div>
						<h2 id="mission-title" className="text-2xl font-bold text-slate-900">
							{aboutMessages.ourMission}
						</h2>
						<p className="mt-3 text-slate-700">{aboutMessages.toMakeTheEveryday}</p>
					</div>
					<ul aria-label={aboutMessages.pitaraInNumbers} className="grid grid-cols-2 gap-3">
						{STATS.map((stat) => (
							<li key={stat.label} className="rounded-2xl bg-white p-4 text-center ring-1 ring-slate-200">
								<span className="block text-3xl font-extrabold text-brand-700">{stat.value}</span>
								<span className="mt-1 block text-sm text-slate-600">{stat.label}</span>
							</li>
						))}
					</ul>
				</section>

				<section aria-labelledby="reasons-title">
					<h2 id="reasons-title" className="text-2xl font-bold text-slate-900">
						{aboutMessages.whyParentsChoosePitara}
					</h2>
					<ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
						{REASONS.map((reason) => (
							<li key={reason.title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
								<h3 className="font-semibold text-slate-900">{reason.title}</h3>
								<p className="mt-1 text-sm text-slate-600">{reason.text}</p>
							</li>
						))}
					</ul>
				</section>

				<section aria-labelledby="team-title">
					<h2 id="team-title" className="text-2xl font-bold text-slate-900">
						{aboutMessages.theTeam}
					</h2>
					<ul className="mt-5 grid gap-4 sm:grid-cols-3">
						{TEAM.map((person) => (
							<li key={person.name} className="rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200">
								<span
									aria-hidden="true"
									className={`mx-auto flex h-20 w-20 items-center justify-center rounded-full text-2xl font-extrabold ${person.colour}`}
								>
									{person.name
										.split(" ")
										.map((part) => part[0])
										.join("")}
								</span>
								<h3 className="mt-3 font-semibold text-slate-900">{person.name}</h3>
								<p className="text-sm font-medium text-brand-700">{person.role}</p>
								<p className="mt-2 text-sm text-slate-600">{person.bio}</p>
							</li>
						))}
					</ul>
				</section>

				<section
					id="safety"
					aria-labelledby="safety-title"
					className="scroll-mt-32 rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-100 sm:p-8"
				>
					<h2 id="safety-title" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
						<ShieldIcon className="h-7 w-7 text-emerald-700" />
						{aboutMessages.productSafety}
					</h2>
					<p className="mt-3 text-slate-700">{aboutMessages.everythingWeSellIs}</p>
					<ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
						{SAFETY.map((line) => (
							<li key={line}>{line}</li>
						))}
					</ul>
					<p className="mt-4 text-sm text-slate-700">
						{aboutMessages.alwaysSuperviseYoungChildren}{" "}
						<Link to="/contact" className="font-semibold text-emerald-800 underline underline-offset-2">
							{aboutMessages.tellUs}
						</Link>{" "}
						{aboutMessages.andWeWillAct}
					</p>
				</section>
			</div>
		</div>
	);
}
