import { contactMessages, SHOP } from "@pitara/shared";

/** Koramangala 5th Block, Bengaluru. */
const SHOP_LOCATION = { lat: 12.9352, lon: 77.6192 } as const;

export const MAPS_URL = `https://www.openstreetmap.org/?mlat=${SHOP_LOCATION.lat}&mlon=${SHOP_LOCATION.lon}#map=17/${SHOP_LOCATION.lat}/${SHOP_LOCATION.lon}`;

/**
 * A drawn map of the neighbourhood with the shop's pin: no third-party
 * script, frame or tracking, nothing to load on a slow connection. The link
 * opens a full map in a new tab.
 */
export function ShopMap() {
	const label = `Map: ${SHOP.name}, ${SHOP.addressLines.join(", ")}`;
	return (
		<figure className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
			<svg viewBox="0 0 600 340" role="img" aria-label={label} className="block h-auto w-full bg-[#f3efe6]">
				<title>{label}</title>
				{/* blocks */}
				<g fill="#e7e1d3">
					<rect x="20" y="20" width="150" height="110" rx="6" />
					<rect x="200" y="20" width="170" height="110" rx="6" />
					<rect x="400" y="20" width="180" height="110" rx="6" />
					<rect x="20" y="170" width="150" height="150" rx="6" />
					<rect x="400" y="170" width="180" height="150" rx="6" />
				</g>
				{/* park */}
				<rect x="200" y="170" width="170" height="150" rx="10" fill="#cfe8c6" />
				<g fill="#9fcf8f">
					<circle cx="240" cy="210" r="14" />
					<circle cx="330" cy="220" r="18" />
					<circle cx="270" cy="280" r="16" />
					<circle cx="340" cy="290" r="12" />
				</g>
				<text x="285" y="250" textAnchor="middle" fontSize="13" fill="#4d7c3f" fontFamily="sans-serif">
					{contactMessages.jyotiNivasPark}
				</text>
				{/* roads */}
				<g stroke="#ffffff" strokeWidth="22" strokeLinecap="round">
					<path d="M0 150 H600" />
					<path d="M185 0 V340" />
					<path d="M385 0 V340" />
				</g>
				<g stroke="#fbd38d" strokeWidth="8" strokeLinecap="round">
					<path d="M0 150 H600" />
				</g>
				<g fontFamily="sans-serif" fontSize="12" fill="#6b6352">
					<text x="500" y="145" textAnchor="middle">
						{contactMessages.t80FeetRoad}
					</text>
					<text x="178" y="90" textAnchor="middle" transform="rotate(-90 178 90)">
						{contactMessages.t17thMain}
					</text>
					<text x="378" y="260" textAnchor="middle" transform="rotate(-90 378 260)">
						{contactMessages.t1stCross}
					</text>
				</g>
				<text x="95" y="250" textAnchor="middle" fontSize="14" fontWeight="bold" fill="#8a8170" fontFamily="sans-serif">
					{contactMessages.t5thBlock}
				</text>
				{/* pin */}
				<g transform="translate(425 60)">
					<ellipse cx="0" cy="62" rx="16" ry="5" fill="#000" opacity="0.15" />
					<path d="M0 60 C -6 44 -26 30 -26 10 A 26 26 0 0 1 26 10 C 26 30 6 44 0 60 Z" fill="#be185d" />
					<circle cx="0" cy="10" r="10" fill="#fff" />
				</g>
				<g fontFamily="sans-serif">
					<rect x="456" y="55" width="96" height="30" rx="15" fill="#ffffff" stroke="#fbcfe8" />
					<text x="504" y="75" textAnchor="middle" fontSize="14" fontWeight="bold" fill="#be185d">
						Pitara
					</text>
				</g>
			</svg>
			<figcaption className="flex flex-wrap items-center justify-between gap-2 bg-white px-4 py-3 text-sm">
				<span className="text-slate-600">{SHOP.addressLines.slice(0, 2).join(", ")}</span>
				<a
					href={MAPS_URL}
					target="_blank"
					rel="noopener noreferrer"
					className="font-semibold text-brand-700 underline underline-offset-2"
				>
					{contactMessages.openInMaps}
				</a>
			</figcaption>
		</figure>
	);
}
