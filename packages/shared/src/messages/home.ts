export const bannersFailed = "Failed to fetch banners";
export const subcategoriesFailed = "Failed to fetch subcategories";
export const brandsFailed = "Failed to fetch brands";
export const noData = "No data available";
export const noBiotiques = "No biotiques available";
export const invalidBanners = "Invalid API response structure";
export const noBannerResponse = "No response received from API";
export const winterFallback = "BUY WINTER COLLECTION AT BEST PRICES";
export const comingSoon = "Coming Soon";

export const biotiques = "BIOTIQUES";
export const loadingBiotiques = "Loading biotiques";
export const biotiques2 = "Biotiques";
export const pitaraClothesToysBooks = "Pitara: clothes, toys, books and gifts for children";
export const shopByAge = "Shop by age";
export const loadingBrands = "Loading brands";
export const tapALogoTo = "Tap a logo to see that brand's range.";
export const winterEditsByAge = "Winter edits by age";
export const toys = "Toys";
export const books = "Books";
export const popularAuthors = "Popular Authors";
export const popularBrands = "Popular Brands";
export const popularAuthors2 = "Popular authors";
export const booksCount = (count: number) => `${count} books`;
export const authorComingSoon = (author: string) => `Books by ${author} will have their own page soon.`;
export const error = "Error: ";
export const tryAgain = "Try again";
export const sports = "Sports";
export const loadingSports = "Loading Sports";
export const loadingOffers = "Loading offers";
export const shopNowWinterCollection = "Shop now: winter collection";
export const shopNow = "Shop now";
export const winterWearFor = (age: string) => `Winter wear for ${age}`;
export const viewAll = "View All";
export const offers = "Offers";
export const previousSlide = "Previous slide";
export const nextSlide = "Next slide";
export const startSlideShow = "Start automatic slide show";
export const stopSlideShow = "Stop automatic slide show";
export const goToSlide = (slide: number) => `Go to slide ${slide}`;
export const slideOf = (slide: number, count: number) => `${slide} of ${count}`;
export const popularBrandsLabel = "Popular brands";
export const biotiquesLine = "Gentle Ayurvedic skincare for babies and kids";
export const winterLine = "Warm layers sized for every stage, from newborns to big kids";
export const toysLine = "Soft toys, blocks, puzzles and games that spark joy";
export const sportsLine = "Bats, balls, rackets and wheels for young champions";
export const booksLine = "Picture books, stories and activity books for every bedtime";
export const authorsLine = "Storytellers Indian children love";
export const brandsLine = "Names parents trust, all in one place";
/** the brand strip's button that stops and starts its scrolling */
export const pauseScrolling = "Pause scrolling";
export const resumeScrolling = "Resume scrolling";

/** the banner carousel's role and each slide's, as a screen reader names them */
export const carousel = "carousel";
export const slide = "slide";
export const loadingSection = (title: string) => `Loading ${title}`;
export const inStock = "In Stock";
export const outOfStock = "Out of Stock";
export const winterHeroAlt = "Jackets, sweaters and woollens to keep little ones snug";
/** Popular Authors (SPEC.md §9), by the author's id */
export const authorNames = {
	"sudha-murty": "Sudha Murty",
	"ruskin-bond": "Ruskin Bond",
	"anant-pai": "Anant Pai",
	"paro-anand": "Paro Anand",
	"devdutt-pattanaik": "Devdutt Pattanaik",
	"sowmya-rajendran": "Sowmya Rajendran",
} as Record<string, string>;
/** the sports tiles shown when the sports call fails (SPEC.md §8), by subcategory */
export const sportNames = {
	Cricket: "Cricket",
	Football: "Football",
	Basketball: "Basketball",
	Tennis: "Tennis",
	Badminton: "Badminton",
	Swimming: "Swimming",
} as Record<string, string>;
