export const ourStory = "Our story";
export const aTreasureBoxFor = "A treasure box for every childhood";
export const pitaraMeansATreasure =
	"Pitara means a treasure box. We started in Bengaluru in 2019 with one idea: that clothes, toys and books for children should be safe, comfortable and made with care, and that parents everywhere in India should be able to find them easily and at a fair price.";
export const ourMission = "Our mission";
export const toMakeTheEveryday =
	"To make the everyday things of childhood — a favourite frock, a first bat, a bedtime story — gentle on children, kind to the people who make them, and simple for parents to buy.";
export const pitaraInNumbers = "Pitara in numbers";
export const whyParentsChoosePitara = "Why parents choose Pitara";
export const theTeam = "The team";
export const productSafety = "Product safety";
export const everythingWeSellIs =
	"Everything we sell is chosen with small hands and mouths in mind. Before a product reaches our shop:";
export const alwaysSuperviseYoungChildren =
	"Always supervise young children at play. If you ever have a safety concern about a product,";
export const tellUs = "tell us";
export const andWeWillAct = "and we will act on it the same day.";

export const softOnYoungSkin = "Soft on young skin";
export const breathableCottonAndOrganic =
	"Breathable cotton and organic fabrics, azo-free dyes and flat seams, chosen for Indian summers and monsoons.";
export const sizesThatReallyFit = "Sizes that really fit";
export const ourSizeGuideIs =
	"Our size guide is built on Indian children's measurements, and exchanges for another size are free within 30 days.";
export const toysWeWouldGive = "Toys we would give our own";
export const everyToyMeetsIndian =
	"Every toy meets Indian safety standards (BIS) and is labelled for the age it suits.";
export const madeByIndianHands = "Made by Indian hands";
export const weWorkDirectlyWith =
	"We work directly with weavers, block printers, toy makers and jewellers from Jaipur to Channapatna.";
export const payTheWayYou = "Pay the way you like";
export const cashOnDeliveryUpi =
	"Cash on delivery, UPI, cards, net banking and gift cards, with free delivery on orders over ₹500.";
export const realPeopleToHelp = "Real people to help";
export const ourBengaluruTeamAnswers = "Our Bengaluru team answers every call and message, six days a week.";
export const happyCustomers = "Happy customers";
export const yearsOfPitara = "Years of Pitara";
export const organicMaterials = "Organic materials";
export const averageRating = "Average rating";

/** the team (About page) */
export const teamIshitaName = "Ishita Rao";
export const teamIshitaRole = "Founder";
export const teamIshitaBio =
	"Started Pitara after searching for soft, well-made clothes for her two daughters. Still checks every new fabric herself.";
export const teamKarthikName = "Karthik Menon";
export const teamKarthikRole = "Head of Sourcing and Quality";
export const teamKarthikBio =
	"Twelve years in textiles. Visits our artisans and factories and signs off every product's safety tests.";
export const teamZoyaName = "Zoya Siddiqui";
export const teamZoyaRole = "Customer Happiness Lead";
export const teamZoyaBio =
	"Leads the team that answers your calls and messages, and turns your feedback into better products.";
/** what the safety section promises, one line each */
export const safetyToysTested =
	"Toys tested to Indian toy safety standards (BIS, IS 9873) and marked with the age they suit";
export const safetySmallParts = "Toys with small parts carry a warning and are never sold for children under 3 years";
export const safetyFabrics = "Fabrics free of azo dyes, and paints and finishes free of lead";
export const safetyJewellery = "Nickel-free jewellery with rounded edges and child-safe clasps";
export const safetySkincare = "Skincare free of parabens and mineral oil, dermatologically tested";
