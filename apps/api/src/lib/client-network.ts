import { isIP } from "node:net";

/**
 * The network a client's address stands for in per-IP limits: an IPv4
 * address itself (an IPv4-mapped IPv6 one as IPv4), and for IPv6 the /64 it
 * lies in, since one household or phone gets a whole /64 and can change the
 * rest at will (decision 009). `2001:db8:1:2::/64`.
 */
export function clientNetwork(ip: string): string {
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
	if (mapped?.[1]) return mapped[1];
	if (isIP(ip) !== 6) return ip.toLowerCase();
	const [head = "", tail = ""] = ip.toLowerCase().split("::");
	const headGroups = head === "" ? [] : head.split(":");
	const tailGroups = ip.includes("::") ? (tail === "" ? [] : tail.split(":")) : [];
	const groups = ip.includes("::")
		? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
		: headGroups;
	const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group || "0", 16).toString(16));
	return `${prefix.join(":")}::/64`;
}

/** The machine itself (benchmarks, a local demo, a proxy on this host without TRUST_PROXY): not counted by some limits. */
export const isLoopback = (ip: string): boolean =>
	ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");
