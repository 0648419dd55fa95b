import { BlockList, isIP } from "node:net";

/** Where a proxy in front of the shop can be: this host, or a private, link-local or unique-local network. */
const nearby = new BlockList();
nearby.addSubnet("127.0.0.0", 8, "ipv4");
nearby.addSubnet("10.0.0.0", 8, "ipv4");
nearby.addSubnet("172.16.0.0", 12, "ipv4");
nearby.addSubnet("192.168.0.0", 16, "ipv4");
nearby.addSubnet("169.254.0.0", 16, "ipv4");
nearby.addSubnet("100.64.0.0", 10, "ipv4");
nearby.addAddress("::1", "ipv6");
nearby.addSubnet("fc00::", 7, "ipv6");
nearby.addSubnet("fe80::", 10, "ipv6");

function isNearby(address: string): boolean {
	const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
	const version = isIP(plain);
	return version !== 0 && nearby.check(plain, version === 4 ? "ipv4" : "ipv6");
}

export type TrustProxySetting = false | number | string[];

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Addresses and ranges pass as they
 * are. A number of hops becomes a function, because Fastify now refuses a bare
 * hop count (a client reaching the server directly could write X-Forwarded-For
 * itself): the nearest hop must also be on this host or a private network
 * before any X-Forwarded-For entry is believed, so a direct client from the
 * internet keeps its own address.
 */
export function trustProxyOption(
	setting: TrustProxySetting,
): boolean | string[] | ((address: string, hop: number) => boolean) {
	if (typeof setting !== "number") return setting;
	const hops = setting;
	return (address, hop) => hop < hops && (hop > 0 || isNearby(address));
}
