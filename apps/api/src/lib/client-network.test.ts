import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("clientNetwork", () => {
	it("keeps an IPv4 address, and reads an IPv4-mapped one as IPv4", () => {
		expect(clientNetwork("203.0.113.9")).toBe("203.0.113.9");
		expect(clientNetwork("::ffff:203.0.113.9")).toBe("203.0.113.9");
	});

	it("counts every address of an IPv6 /64 as one", () => {
		const network = "2001:db8:1:2::/64";
		for (const ip of ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:DB8:1:2:a:b:c:d"]) {
			expect(clientNetwork(ip), ip).toBe(network);
		}
		expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
		expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
		expect(clientNetwork("2001:db8::5")).toBe("2001:db8:0:0::/64");
	});
});
