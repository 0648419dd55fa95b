import type { Db } from "../db/client.ts";
import { addressPincodesPage } from "../modules/addresses/index.ts";
import { statesOfPincodes } from "../modules/delivery/index.ts";

export interface AddressPincodeReport {
	checked: number;
	/** addresses whose pincode India Post's directory does not have */
	unknownPincode: number[];
	/** addresses whose state is not their pincode's */
	stateMismatch: { id: number; state: string; pincodeState: string }[];
}

const PAGE = 2000;

/**
 * Saved addresses checked against the pincode directory, for addresses kept
 * from before it (they are reported, never changed or deleted: the shopper
 * corrects them when they next edit one, which the rule then requires). Runs
 * when the directory is first loaded; reads the address book a page at a time.
 */
export async function addressPincodeReport(db: Db): Promise<AddressPincodeReport> {
	const report: AddressPincodeReport = { checked: 0, unknownPincode: [], stateMismatch: [] };
	for (let afterId = 0; ; ) {
		const page = await addressPincodesPage(db, afterId, PAGE);
		if (page.length === 0) return report;
		const states = await statesOfPincodes(
			db,
			page.map((address) => address.pincode),
		);
		for (const address of page) {
			const pincodeState = states.get(address.pincode);
			if (pincodeState === undefined) report.unknownPincode.push(address.id);
			else if (pincodeState !== address.state) {
				report.stateMismatch.push({ id: address.id, state: address.state, pincodeState });
			}
		}
		report.checked += page.length;
		afterId = page[page.length - 1]?.id ?? afterId;
	}
}
