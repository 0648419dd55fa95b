/** Addresses: each shopper's address book. Other modules and workflows use only what is here. */
export {
	type AddressRow,
	addressFromJson,
	addressJsonSql,
	addressPincodeSql,
	addressPincodesPage,
	deleteAddressesOfUser,
	findAddress,
	listAddresses,
	toAddress,
} from "./addresses.repository.ts";
export { addAddress, editAddress, removeAddress, setDefaultAddress } from "./addresses.service.ts";
