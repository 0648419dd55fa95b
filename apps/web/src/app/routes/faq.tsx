import { faqMessages, SHOP } from "@pitara/shared";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { FaqList } from "../../features/faq/components/faq-list.tsx";
import { FAQ_GROUPS } from "../../features/faq/lib/faq-data.ts";
import { Link } from "../../lib/router.tsx";
import { useScrollToHash } from "../../lib/use-scroll-to-hash.ts";

export default function FaqPage() {
	useScrollToHash();

	return (
		<div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
			<PageHeading>{faqMessages.frequentlyAskedQuestions}</PageHeading>
			<p className="mt-2 text-slate-600">
				{faqMessages.answersAboutDeliveryReturns}{" "}
				<Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
					{faqMessages.writeToUs}
				</Link>
				.
			</p>
			<nav aria-label={faqMessages.faqTopics} className="mt-5">
				<ul className="flex flex-wrap gap-2">
					{FAQ_GROUPS.map((group) => (
						<li key={group.id}>
							<a
								href={`#${group.id}`}
								className="inline-block rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-100"
							>
								{group.title}
							</a>
						</li>
					))}
				</ul>
			</nav>
			<div className="mt-6">
				<FaqList />
			</div>
			<aside className="mt-12 rounded-2xl bg-slate-50 p-6 text-center ring-1 ring-slate-200">
				<h2 className="text-lg font-bold text-slate-900">{faqMessages.stillNeedHelp}</h2>
				<p className="mt-1 text-slate-600">
					{faqMessages.callUsOn}{" "}
					<a href={`tel:${SHOP.phone.replace(/\s/g, "")}`} className="font-semibold text-brand-700">
						{SHOP.phone}
					</a>{" "}
					({SHOP.hours.join(", ")}
					{faqMessages.orSendUsA}
				</p>
				<Link
					to="/contact"
					className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-800"
				>
					{faqMessages.contactUs}
				</Link>
			</aside>
		</div>
	);
}
