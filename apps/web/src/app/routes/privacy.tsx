import { privacyNotice, SHOP } from "@pitara/shared";
import { lazy, type ReactNode, Suspense } from "react";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { PrivacyNotice } from "../../features/privacy/components/privacy-notice.tsx";
import { Link, useLocation } from "../../lib/router.tsx";
import { useScrollToHash } from "../../lib/use-scroll-to-hash.ts";

const SECTIONS: { id: string; title: string; body: ReactNode }[] = [
	{
		id: "introduction",
		title: "Introduction",
		body: (
			<>
				<p>
					{SHOP.legalName} ("Pitara", "we") runs this shop. This policy explains what we learn about you when you shop
					with us, why, and the choices you have. It applies to our website and to orders placed on it.
				</p>
				<p>
					We collect only what we need to deliver your order and look after you, we never sell your personal
					information, and we keep it in India.
				</p>
			</>
		),
	},
	{
		id: "data-collected",
		title: "Information we collect",
		body: (
			<ul className="list-disc space-y-1.5 pl-5">
				<li>
					<strong>Account details:</strong> your name, phone number, e-mail address, and, if you give them, your gender
					and date of birth.
				</li>
				<li>
					<strong>Delivery addresses</strong> you save, and the address, items and amounts of each order.
				</li>
				<li>
					<strong>Payment details:</strong> the payment method and its status. Card numbers and UPI PINs are handled by
					our payment gateway; we never see or store them.
				</li>
				<li>
					<strong>Messages</strong> you send us through the contact form, and your e-mail address if you join our
					newsletter.
				</li>
				<li>
					<strong>Technical information:</strong> your device's IP address and browser, kept in our server logs for
					security.
				</li>
			</ul>
		),
	},
	{
		id: "data-use",
		title: "How we use your information",
		body: (
			<ul className="list-disc space-y-1.5 pl-5">
				<li>To process, deliver and track your orders, and to handle returns and refunds.</li>
				<li>To send you one-time login codes and order updates by SMS.</li>
				<li>To answer your questions and messages.</li>
				<li>To send our newsletter, only if you joined it; every e-mail has a link to leave.</li>
				<li>To prevent fraud and keep your account secure.</li>
				<li>To meet our legal duties, such as keeping GST invoices.</li>
			</ul>
		),
	},
	{
		id: "cookies",
		title: "Cookies and local storage",
		body: (
			<>
				<p>
					We do not use advertising or tracking cookies. Your browser's local storage keeps your login session and your
					basic profile so that you stay logged in; logging out removes them.
				</p>
				<p>You can clear them at any time in your browser's settings.</p>
			</>
		),
	},
	{
		id: "returns-refunds",
		title: "Return and refund policy",
		body: (
			<>
				<p>
					You can return unused items in their original condition with tags attached within 30 days of delivery. Contact
					us and we arrange the pick-up.
				</p>
				<p>
					Once the item reaches us, your refund is made to the original payment method within 7-10 business days. Cash
					on delivery orders are refunded to your bank account or as a Pitara gift card, as you prefer.
				</p>
				<p>
					For hygiene reasons innerwear, earrings and opened skincare cannot be returned unless they arrived damaged or
					not as described.
				</p>
			</>
		),
	},
	{
		id: "your-choices",
		title: "Your choices and rights",
		body: (
			<p>
				You can see and correct your details in your profile, and ask us to delete your account or send you a copy of
				your information by writing to{" "}
				<a href={`mailto:${SHOP.email}`} className="font-semibold text-brand-700 underline underline-offset-2">
					{SHOP.email}
				</a>
				. We keep order and invoice records for as long as Indian tax law requires.
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
			<PageHeading>Privacy Policy</PageHeading>
			<p className="mt-2 text-sm text-slate-500">Last updated June 1, 2023</p>
			<nav aria-label="On this page" className="mt-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
				<h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">On this page</h2>
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
				Questions about this policy?{" "}
				<Link to="/contact" className="font-semibold text-brand-700">
					Contact us
				</Link>
				.
			</p>
		</div>
	);
}
