-- wrk script for bench/api-throughput.ts (--orders-wrk): POST /api/order/create, one pre-made order per request.
-- wrk -t<threads> -s bench/lib/orders.lua URL -- <requests file> <first line> <threads>
-- The file (made by writeOrderRequests in cod-orders.ts) has one order per line, tab-separated:
--   bearer token, shopper's address for X-Forwarded-For, Idempotency-Key, JSON body.
-- Thread t of n sends lines first+t, first+t+n, first+t+2n, ...: every order a shopper of its own, none sent twice.
local counter = 0

function setup(thread)
	thread:set("id", counter)
	counter = counter + 1
end

function init(args)
	local file, first, n = args[1], tonumber(args[2]), tonumber(args[3])
	requests = {}
	local index = 0
	for line in io.lines(file) do
		if index >= first and (index - first) % n == id then
			local token, forwarded, key, body = line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t(.*)$")
			requests[#requests + 1] = wrk.format("POST", "/api/order/create", {
				["Content-Type"] = "application/json",
				["Authorization"] = "Bearer " .. token,
				["X-Forwarded-For"] = forwarded,
				["Idempotency-Key"] = key,
			}, body)
		end
		index = index + 1
	end
	next_request = 0
end

function request()
	next_request = next_request + 1
	-- past the end the last order is sent again: its Idempotency-Key answers the first order (200, no new order;
	-- the bench compares the orders written with the requests answered)
	return requests[math.min(next_request, #requests)]
end
