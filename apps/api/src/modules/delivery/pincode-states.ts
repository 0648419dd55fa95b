import { INDIAN_STATES, type IndianState } from "@pitara/shared";

/**
 * India Post's lists name states as they stood when they were made. These
 * turn any of their spellings into one of today's 28 states and 8 union
 * territories (INDIAN_STATES):
 * - Telangana (2014) out of Andhra Pradesh, by district;
 * - Ladakh (2019) out of Jammu and Kashmir, by district (Leh, Kargil);
 * - Dadra and Nagar Haveli and Daman and Diu (2020), the merger of two UTs;
 * - renamed or re-spelt ones (Pondicherry, Chattisgarh, Orissa, Uttaranchal, "&" for "and").
 */

const canonical = new Map<string, IndianState>(INDIAN_STATES.map((state) => [key(state), state]));

const aliases: Record<string, IndianState> = {
	PONDICHERRY: "Puducherry",
	CHATTISGARH: "Chhattisgarh",
	ORISSA: "Odisha",
	UTTARANCHAL: "Uttarakhand",
	"NCT OF DELHI": "Delhi",
	"DAMAN AND DIU": "Dadra and Nagar Haveli and Daman and Diu",
	"DADRA AND NAGAR HAVELI": "Dadra and Nagar Haveli and Daman and Diu",
	"THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU": "Dadra and Nagar Haveli and Daman and Diu",
	"ANDAMAN AND NICOBAR": "Andaman and Nicobar Islands",
};

/** Districts that are Telangana's today (the ten of 2014 and the ones carved from them since). */
const TELANGANA_DISTRICTS = new Set(
	[
		"Adilabad",
		"Hyderabad",
		"Karimnagar",
		"Khammam",
		"Mahabubnagar",
		"Mahbubnagar",
		"Medak",
		"Nalgonda",
		"Nizamabad",
		"Rangareddy",
		"Ranga Reddy",
		"Rangareddi",
		"Warangal",
		"Warangal Urban",
		"Warangal Rural",
		"Hanumakonda",
		"Bhadradri Kothagudem",
		"Jagtial",
		"Jangaon",
		"Jayashankar Bhupalpally",
		"Jogulamba Gadwal",
		"Kamareddy",
		"Komaram Bheem Asifabad",
		"Kumuram Bheem Asifabad",
		"Mahabubabad",
		"Mancherial",
		"Medchal Malkajgiri",
		"Mulugu",
		"Nagarkurnool",
		"Narayanpet",
		"Nirmal",
		"Peddapalli",
		"Rajanna Sircilla",
		"Sangareddy",
		"Siddipet",
		"Suryapet",
		"Vikarabad",
		"Wanaparthy",
		"Yadadri Bhuvanagiri",
	].map(key),
);

const LADAKH_DISTRICTS = new Set(["Leh", "Leh Ladakh", "Ladakh", "Kargil"].map(key));

function key(name: string): string {
	return name
		.toUpperCase()
		.replace(/&/g, " AND ")
		.replace(/[^A-Z ]/g, " ")
		.replace(/\s+/g, " ")
		.trim();
}

/** Today's state or union territory of a directory row, or null when its state is missing or unknown. */
export function currentState(rawState: string, district: string): IndianState | null {
	const k = key(rawState);
	if (!k || k === "NA") return null;
	const state = canonical.get(k) ?? aliases[k] ?? null;
	if (state === "Andhra Pradesh" && TELANGANA_DISTRICTS.has(key(district))) return "Telangana";
	if (state === "Jammu and Kashmir" && LADAKH_DISTRICTS.has(key(district))) return "Ladakh";
	return state;
}

const SMALL_WORDS = new Set(["and", "of", "the"]);

/** "BENGALURU URBAN" → "Bengaluru Urban", "DAKSHINA KANNADA" → "Dakshina Kannada". */
export function titleCase(name: string): string {
	return name
		.trim()
		.toLowerCase()
		.replace(/\s+/g, " ")
		.split(" ")
		.map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^[a-z]/, (c) => c.toUpperCase())))
		.join(" ")
		.replace(/([-(.])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
}
