import { contactMessages, SHOP } from "@pitara/shared";
import { MailIcon, MapPinIcon, PhoneIcon } from "../../components/ui/contact-icons.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { ContactForm } from "../../features/contact/components/contact-form.tsx";
import { ShopMap } from "../../features/contact/components/shop-map.tsx";
import { useShop } from "../../features/shop/api/get-shop.ts";
import { Link } from "../../lib/router.tsx";

const SOCIAL = [
	{ label: "Instagram", handle: "@pitara.kids", href: "https://www.instagram.com/pitara.kids" },
	{ label: "Facebook", handle: "pitara.kids", href: "https://www.facebook.com/pitara.kids" },
	{ label: "YouTube", handle: "@pitarakids", href: "https://www.youtube.com/@pitarakids" },
];

function ClockIcon({ className }: { className?: string }) {
	return (
		<svg
			viewBox="0 0 24 24"
			className={className}
			fill="none"
			stroke="currentColor"
			strokeWidth={1.8}
			aria-hidden="true"
		>
			<circle cx="12" cy="12" r="9" />
			<path d="M12 7v5l3 2" strokeLinecap="round" />
		</svg>
	);
}

export default function ContactPage() {
	// the shop's contact details and hours as its settings say (GET /api/shop, read with the page on the server)
	const shop = useShop();
	const phone = shop?.phone ?? SHOP.phone;
	const email = shop?.email ?? SHOP.email;
	const addressLines = shop?.address_lines ?? SHOP.addressLines;
	const hours = shop?.hours ?? SHOP.hours;
	const hoursNote = shop ? shop.hours_note : contactMessages.closedOnSundaysAnd;
	return (
		<div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
			<PageHeading>{contactMessages.contactUs}</PageHeading>
			<p className="mt-2 max-w-2xl text-slate-600">
				{contactMessages.aQuestionAboutSizes} {contactMessages.aComplaint}{" "}
				<Link to="/grievance-officer" className="font-semibold text-brand-700 hover:underline">
					{contactMessages.writeToGrievanceOfficer}
				</Link>{" "}
				{contactMessages.forATicket}
			</p>
			<div className="mt-8 grid gap-8 lg:grid-cols-5">
				<section
					aria-labelledby="contact-form-title"
					className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8 lg:col-span-3"
				>
					<h2 id="contact-form-title" className="text-lg font-bold text-slate-900">
						{contactMessages.sendUsAMessage}
					</h2>
					<div className="mt-4">
						<ContactForm />
					</div>
				</section>
				<div className="space-y-6 lg:col-span-2">
					<section aria-labelledby="contact-details-title" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
						<h2 id="contact-details-title" className="text-lg font-bold text-slate-900">
							{contactMessages.reachUs}
						</h2>
						<dl className="mt-4 space-y-4 text-sm">
							<div className="flex gap-3">
								<dt>
									<MapPinIcon className="h-5 w-5 text-brand-700" />
									<span className="sr-only">{contactMessages.address}</span>
								</dt>
								<dd>
									<address className="not-italic text-slate-800">
										{SHOP.legalName}
										{addressLines.map((line) => (
											<span key={line} className="block">
												{line}
											</span>
										))}
									</address>
								</dd>
							</div>
							<div className="flex gap-3">
								<dt>
									<PhoneIcon className="h-5 w-5 text-brand-700" />
									<span className="sr-only">{contactMessages.phone}</span>
								</dt>
								<dd>
									<a href={`tel:${phone.replace(/[\s-]/g, "")}`} className="font-semibold text-slate-900">
										{phone}
									</a>
								</dd>
							</div>
							<div className="flex gap-3">
								<dt>
									<MailIcon className="h-5 w-5 text-brand-700" />
									<span className="sr-only">{contactMessages.email}</span>
								</dt>
								<dd>
									<a href={`mailto:${email}`} className="font-semibold text-slate-900">
										{email}
									</a>
								</dd>
							</div>
							<div className="flex gap-3">
								<dt>
									<ClockIcon className="h-5 w-5 text-brand-700" />
									<span className="sr-only">{contactMessages.hours}</span>
								</dt>
								<dd className="text-slate-800">
									{hours.map((line) => (
										<span key={line} className="block">
											{line}
										</span>
									))}
									{hoursNote ? <span className="block text-slate-600">{hoursNote}</span> : null}
								</dd>
							</div>
						</dl>
						<h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-700">
							{contactMessages.followUs}
						</h3>
						<ul className="mt-2 flex flex-wrap gap-2">
							{SOCIAL.map((link) => (
								<li key={link.label}>
									<a
										href={link.href}
										target="_blank"
										rel="noopener noreferrer"
										className="inline-block rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-brand-200 hover:bg-brand-100"
									>
										{link.label} <span className="font-normal text-slate-500">{link.handle}</span>
									</a>
								</li>
							))}
						</ul>
					</section>
					<section aria-labelledby="contact-map-title">
						<h2 id="contact-map-title" className="sr-only">
							{contactMessages.map}
						</h2>
						<ShopMap />
					</section>
				</div>
			</div>
		</div>
	);
}
