import { privacyMessages, privacyNotice, SHOP } from "@pitara/shared";
import { lazy, type ReactNode, Suspense } from "react";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { PrivacyNotice } from "../../features/privacy/components/privacy-notice.tsx";
import { Link, useLocation } from "../../lib/router.tsx";
import { useScrollToHash } from "../../lib/use-scroll-to-hash.ts";

const SECTIONS: { id: string; title: string; body: ReactNode }[] = [
	{
		id: "introduction",
		title: privacyMessages.introduction,
		body: (
			<>
				<p>
					{SHOP.legalName}
					{privacyMessages.pitaraWeRunsThis}
				</p>
				<p>{privacyMessages.weCollectOnlyWhat}</p>
			</>
		),
	},
	{
		id: "data-collected",
		title: privacyMessages.informationWeCollect,
		body: (
			<ul className="list-disc space-y-1.5 pl-5">
				<li>
					<strong>{privacyMessages.accountDetails}</strong>
					{privacyMessages.yourNamePhoneNumber}
				</li>
				<li>
					<strong>{privacyMessages.deliveryAddresses}</strong>
					{privacyMessages.youSaveAndThe}
				</li>
				<li>
					<strong>{privacyMessages.paymentDetails}</strong>
					{privacyMessages.thePaymentMethodAnd}
				</li>
				<li>
					<strong>{privacyMessages.messages}</strong>
					{privacyMessages.youSendUsThrough}
				</li>
				<li>
					<strong>{privacyMessages.technicalInformation}</strong>
					{privacyMessages.yourDeviceSIp}
				</li>
			</ul>
		),
	},
	{
		id: "data-use",
		title: privacyMessages.howWeUseYour,
		body: (
			<ul className="list-disc space-y-1.5 pl-5">
				<li>{privacyMessages.toProcessDeliverAnd}</li>
				<li>{privacyMessages.toSendYouOne}</li>
				<li>{privacyMessages.toAnswerYourQuestions}</li>
				<li>{privacyMessages.toSendOurNewsletter}</li>
				<li>{privacyMessages.toPreventFraudAnd}</li>
				<li>{privacyMessages.toMeetOurLegal}</li>
			</ul>
		),
	},
	{
		id: "cookies",
		title: privacyMessages.cookiesAndLocalStorage,
		body: (
			<>
				<p>{privacyMessages.weDoNotUse}</p>
				<p>{privacyMessages.youCanClearThem}</p>
			</>
		),
	},
	{
		id: "returns-refunds",
		title: privacyMessages.returnAndRefundPolicy,
		body: (
			<>
				<p>{privacyMessages.youCanReturnUnused}</p>
				<p>{privacyMessages.onceTheItemReaches}</p>
				<p>{privacyMessages.forHygieneReasonsInnerwear}</p>
			</>
		),
	},
	{
		id: "your-choices",
		title: privacyMessages.yourChoicesAndRights,
		body: (
			<p>
				{privacyMessages.youCanSeeAnd}{" "}
				<a href={`mailto:${SHOP.email}`} className="font-semibold text-brand-700 underline underline-offset-2">
					{SHOP.email}
				</a>
				{privacyMessages.weKeepOrderAnd}
			</p>
		),
	},
	{
		// issue 30 item 1: the itemised notice (DPDP §5) beside SPEC's policy
		id: "notice",
		title: privacyNotice.title,
		body: <PrivacyNotice />,
	},
];

/** Loaded only on its own paths, so that neither /privacy nor the app's entry carries its forms. */
const PrivacyCentre = lazy(() => import("../privacy-centre.tsx").then((module) => ({ default: module.PrivacyCentre })));

/** /privacy, and issue 30's /grievance-officer and /account/privacy (app/privacy-centre.tsx) in the same chunk. */
export default function PrivacyRoutePage() {
	const { pathname } = useLocation();
	return pathname === "/privacy" || pathname === "/privacy/" ? (
		<PrivacyPage />
	) : (
		<Suspense fallback={null}>
			<PrivacyCentre path={pathname} />
		</Suspense>
	);
}

function PrivacyPage() {
	useScrollToHash();
	return (
		<div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
			<PageHeading>{privacyMessages.privacyPolicy}</PageHeading>
			<p className="mt-2 text-sm text-slate-500">{privacyMessages.lastUpdatedJune1}</p>
			<nav aria-label={privacyMessages.onThisPage} className="mt-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
				<h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{privacyMessages.onThisPage}</h2>
				<ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
					{SECTIONS.map((section) => (
						<li key={section.id}>
							<a href={`#${section.id}`} className="text-brand-700 hover:underline">
								{section.title}
							</a>
						</li>
					))}
				</ol>
			</nav>
			<div className="mt-8 space-y-10">
				{SECTIONS.map((section) => (
					<section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-32">
						<h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
							{section.title}
						</h2>
						<div className="mt-3 space-y-3 text-slate-700">{section.body}</div>
					</section>
				))}
			</div>
			<p className="mt-12 text-sm text-slate-600">
				{privacyMessages.questionsAboutThisPolicy}{" "}
				<Link to="/contact" className="font-semibold text-brand-700">
					{privacyMessages.contactUs}
				</Link>
				.
			</p>
		</div>
	);
}
