export const sizeGuide = "Size Guide";
export const childrenGrowAtTheir =
	"Children grow at their own pace, so choose by your child's measurements rather than age alone. These are body measurements; our clothes already allow room to move and grow.";
export const sizeCharts = "Size charts";
export const howToMeasure = "How to measure";
export const betweenTwoSizes = "Between two sizes?";
export const chooseTheLargerOne = " Choose the larger one. Exchanges for another size are free within 30 days.";
export const stillUnsure = "Still unsure?";
export const askUs = "Ask us";
export const withYourChildS = "with your child's height and chest measurement and we will suggest a size.";
export const kg = " kg";
export const cm = " cm";
export const inText = " in";
export const chosen = "Chosen";
export const bodyMeasurementsForEach = ": body measurements for each size, in centimetres and inches";
export const size = "Size";
export const age = "Age";
export const height = "Height";
export const chest = "Chest";
export const waist = "Waist";
export const weight = "Weight";
export const sizeGuide2 = "Size guide";
export const bodyMeasurementsOfYour = "Body measurements of your child, not of the garment. ";
export const chooseTheLargerOne2 = " Choose the larger one.";
export const howToMeasureAnd = "How to measure, and all size charts";

export const standYourChildStraight =
	"Stand your child straight against a wall without shoes, heels together. Mark the top of the head and measure from the floor.";
export const measureAroundTheFullest =
	"Measure around the fullest part of the chest, under the arms, keeping the tape snug but not tight.";
export const measureAroundTheNatural =
	"Measure around the natural waistline, just above the belly button, over light clothing.";
export const girls113Years = "Girls (1-13 years)";
export const frocksTopsLeggingsEthnic = "Frocks, tops, leggings, ethnic wear and winter wear.";
export const boys113Years = "Boys (1-13 years)";
export const tShirtsShirtsShorts = "T-shirts, shirts, shorts, jeans, kurta sets and winter wear.";
export const infants024Months = "Infants (0-24 months)";
export const onesiesRompersJhablasSleep =
	"Onesies, rompers, jhablas, sleep suits and sets. Weight helps most in the first months.";

export const sizeChartOf = (title: string) => `${title} size chart`;
export const bibsFits = "Bibs: one size with an adjustable snap at the neck, from newborn to two years.";
