import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * For a scope whose routes check a signature over the body's bytes (Razorpay's and WhatsApp's webhooks):
 * JSON is parsed as usual and the text it came as is kept for `rawBodyOf`. A body that is not JSON is a 400.
 */
export function keepRawJsonBody(scope: FastifyInstance): void {
	scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
		(request as unknown as { rawBody: string }).rawBody = body as string;
		try {
			done(null, JSON.parse(body as string));
		} catch (error) {
			(error as { statusCode?: number }).statusCode = 400;
			done(error as Error, undefined);
		}
	});
}

/** The body as it came, in a scope set up by `keepRawJsonBody` ("" elsewhere). */
export function rawBodyOf(request: FastifyRequest): string {
	return (request as unknown as { rawBody?: string }).rawBody ?? "";
}
