/** Hindi twin of ../listing.ts: the listing page's texts. */

export const sortBy = "क्रम से लगाएँ";
export const sort = "क्रम";
export const loadingProducts = "सामान खुल रहा है";
export const tryAgainLower = "फिर से कोशिश करें";
export const noProductsFor = (name: string) => `“${name}” के लिए कोई सामान नहीं मिला।`;
export const seeAllProducts = "सारा सामान देखें";
export const showing = (shown: number, total: number) => `${total} में से ${shown} दिख रहे हैं`;
export const loading = "खुल रहा है…";
export const resultsFor = (name: string) => `“${name}” के नतीजे`;
export const filters = "फ़िल्टर";
export const filtersCount = (count: number) => (count > 0 ? `फ़िल्टर (${count})` : "फ़िल्टर");
export const clearAll = "सब हटाएँ";
export const showCount = (count: number) => `${count} सामान दिखाएँ`;
export const showProducts = "सामान दिखाएँ";
export const productsRegion = "सामान";
export const filtersInUse = "लगे हुए फ़िल्टर";
export const removeFilter = (label: string) => `फ़िल्टर ${label} हटाएँ`;
export const chipCategory = (name: string) => `श्रेणी: ${name}`;
export const chipSubcategory = (name: string) => `उप-श्रेणी: ${name}`;
export const chipBrand = (name: string) => `ब्रांड: ${name}`;
export const chipAge = (name: string) => `उम्र: ${name}`;
export const chipPrice = (range: string) => `कीमत: ${range}`;

export const resultsFor2 = "नतीजे: “";
/** "सभी 12 brand दिखाएँ" (`kind` comes lower-case and singular) */
export const showAllOf = (count: number, kind: string) => `सभी ${count} ${kind} दिखाएँ`;
export const showFewer = "कम दिखाएँ";
export const price = "कीमत";
export const min = "कम से कम (₹)";
export const max = "ज़्यादा से ज़्यादा (₹)";
export const apply = "लागू करें";

/** the filter panel's headings and its "all" choices */
export const category = "श्रेणी";
export const subcategory = "उप-श्रेणी";
export const brand = "ब्रांड";
export const age = "उम्र";
export const allCategories = "सभी श्रेणियाँ";
export const allSubcategories = "सभी उप-श्रेणियाँ";
export const allBrands = "सभी ब्रांड";
export const allAges = "सभी उम्र";
export const pricesNotNumbers = "कीमतें 0 या उससे ज़्यादा की संख्या होनी चाहिए";
export const sortLabels = {
	featured: "ख़ास",
	"price-low": "कीमत: कम से ज़्यादा",
	"price-high": "कीमत: ज़्यादा से कम",
	newest: "सबसे नए",
} as Record<string, string>;
export const ageGroups = {
	"0-6 months": "0-6 महीने",
	"6-24 months": "6-24 महीने",
	"2-3 years": "2-3 साल",
	"4-5 years": "4-5 साल",
	"6-8 years": "6-8 साल",
	"8-10 years": "8-10 साल",
	"10-12 years": "10-12 साल",
	"12+ years": "12+ साल",
} as Record<string, string>;
