import { footerMessages, listingHref, SHOP } from "@pitara/shared";
import { LanguageOffer, LanguageSwitch } from "../../components/language-switch.tsx";
import { MailIcon, MapPinIcon, PhoneIcon } from "../../components/ui/contact-icons.tsx";
import { ShieldIcon } from "../../components/ui/icons.tsx";
import { useShop } from "../../features/shop/api/get-shop.ts";
import { Link } from "../../lib/router.tsx";
import { NewsletterBox } from "./newsletter-box.tsx";

const shopLinks = [
	{ label: footerMessages.girls, href: listingHref({ category: "Girls" }) },
	{ label: footerMessages.boys, href: listingHref({ category: "Boys" }) },
	{ label: footerMessages.infants, href: listingHref({ category: "Infants" }) },
	{ label: footerMessages.accessories, href: listingHref({ category: "Accessories" }) },
	{ label: footerMessages.toys, href: listingHref({ category: "Toys" }) },
];

const helpLinks = [
	{ label: footerMessages.ourStory, href: "/about" },
	{ label: footerMessages.contactUs, href: "/contact" },
	{ label: footerMessages.faq, href: "/faq" },
	{ label: footerMessages.shipping, href: "/faq#shipping" },
	{ label: footerMessages.sizeGuide, href: "/size-guide" },
	{ label: footerMessages.privacy, href: "/privacy" },
	{ label: footerMessages.safety, href: "/about#safety" },
	{ label: footerMessages.grievanceOfficer, href: "/grievance-officer" },
];

const socialLinks = [
	{ label: "Instagram", href: "https://www.instagram.com/pitara.kids" },
	{ label: "Facebook", href: "https://www.facebook.com/pitara.kids" },
	{ label: "YouTube", href: "https://www.youtube.com/@pitarakids" },
];

function FooterList({ title, links }: { title: string; links: { label: string; href: string }[] }) {
	return (
		<div>
			<h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
			<ul className="mt-3 space-y-2">
				{links.map((link) => (
					<li key={link.href}>
						<Link to={link.href} className="text-sm text-slate-300 hover:text-white">
							{link.label}
						</Link>
					</li>
				))}
			</ul>
		</div>
	);
}

export function Footer() {
	// the shop's contact details as its settings say (GET /api/shop, read with the page on the server)
	const shop = useShop();
	const phone = shop?.phone ?? SHOP.phone;
	const email = shop?.email ?? SHOP.email;
	const addressLines = shop?.address_lines ?? SHOP.addressLines;
	return (
		<footer className="mt-16 bg-slate-900 text-slate-300">
			<div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
				<div>
					<p className="text-xl font-extrabold text-white">Pitara</p>
					<p className="mt-2 text-sm">{footerMessages.about}</p>
					<address className="mt-4 space-y-2 text-sm not-italic">
						<p className="flex gap-2">
							<MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
							<span>{addressLines.join(", ")}</span>
						</p>
						<p className="flex gap-2">
							<PhoneIcon className="mt-0.5 h-4 w-4 shrink-0" />
							<a href={`tel:${phone.replace(/[\s-]/g, "")}`} className="hover:text-white">
								{phone}
							</a>
						</p>
						<p className="flex gap-2">
							<MailIcon className="mt-0.5 h-4 w-4 shrink-0" />
							<a href={`mailto:${email}`} className="hover:text-white">
								{email}
							</a>
						</p>
					</address>
				</div>
				<FooterList title={footerMessages.shop} links={shopLinks} />
				<FooterList title={footerMessages.help} links={helpLinks} />
				<div>
					<NewsletterBox />
					<h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-white">{footerMessages.followUs}</h2>
					<ul className="mt-3 flex gap-4">
						{socialLinks.map((link) => (
							<li key={link.label}>
								<a href={link.href} target="_blank" rel="noopener noreferrer" className="text-sm hover:text-white">
									{link.label}
								</a>
							</li>
						))}
					</ul>
				</div>
			</div>
			<div className="border-t border-slate-800">
				<div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-start sm:justify-between">
					<p className="flex max-w-3xl gap-2">
						<ShieldIcon className="h-4 w-4 shrink-0 text-accent-400" />
						<span>{footerMessages.safetyNotice}</span>
					</p>
					<p>
						© {new Date().getFullYear()} {SHOP.legalName}
						{footerMessages.pricesIncludeGst}
					</p>
					<LanguageSwitch className="text-sm text-slate-300" />
				</div>
			</div>
			<LanguageOffer />
		</footer>
	);
}
