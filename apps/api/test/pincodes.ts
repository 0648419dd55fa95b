/**
 * The pincodes test databases hold (the full directory is loaded by one test,
 * pincodes.test.ts): the shop's dispatch pincode and one of each delivery zone
 * from it, and the ones other tests' addresses use.
 */
export const TEST_PINCODES = [
	// Bengaluru Urban, Karnataka: the default dispatch pincode and the same city
	"560095",
	"560034",
	"560025",
	"560001",
	// Mysuru, Karnataka: same state
	"570001",
	// metros
	"110001",
	"400001",
	"600001",
	"700001",
	"500001",
	"411001",
	"411045",
	"380001",
	// rest of India
	"682001",
	"396210",
	"194101",
	"302001",
	// north-east and islands
	"781001",
	"795001",
	"744101",
	"682555",
] as const;
