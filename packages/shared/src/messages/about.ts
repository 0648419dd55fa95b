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
