import {
	addAddressRequestSchema,
	addressIdRequestSchema,
	addressListResponseSchema,
	addressResponseSchema,
	apiErrorSchema,
	listAddressesRequestSchema,
	messageResponseSchema,
	messages,
	updateAddressRequestSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
	addAddress,
	editAddress,
	listAddresses,
	removeAddress,
	setDefaultAddress,
	toAddress,
} from "../../modules/addresses/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { owner } from "../caller.ts";

/** The caller's delivery addresses (SPEC.md §7 /users/address/*). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
	app.post(
		"/users/address/list",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["addresses"],
				summary: "The caller's addresses, the default first",
				security: bearer,
				body: listAddressesRequestSchema,
				response: { 200: addressListResponseSchema, 403: apiErrorSchema },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			const rows = await listAddresses(app.db, user.id);
			return { status: true as const, addresses: rows.map(toAddress) };
		},
	);

	app.post(
		"/users/address/add",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["addresses"],
				summary: "Add an address (the first one becomes the default)",
				security: bearer,
				body: addAddressRequestSchema,
				response: { 201: addressResponseSchema, 403: apiErrorSchema, 409: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = owner(request, request.body);
			const { user_id: _u, userId: _v, is_default, ...fields } = request.body;
			const row = await addAddress(app.db, user.id, fields, is_default === true);
			return reply
				.code(201)
				.send({ status: true as const, message: messages.addresses.added, response: toAddress(row) });
		},
	);

	app.post(
		"/users/address/update",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["addresses"],
				summary: "Change an address",
				security: bearer,
				body: updateAddressRequestSchema,
				response: { 200: addressResponseSchema, 403: apiErrorSchema, 404: apiErrorSchema },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			const { user_id: _u, userId: _v, address_id, is_default, ...fields } = request.body;
			const row = await editAddress(app.db, user.id, address_id, fields, is_default === true);
			return { status: true as const, message: messages.addresses.updated, response: toAddress(row) };
		},
	);

	app.post(
		"/users/address/set-default",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["addresses"],
				summary: "Make an address the default (the previous default stops being it)",
				security: bearer,
				body: addressIdRequestSchema,
				response: { 200: addressResponseSchema, 403: apiErrorSchema, 404: apiErrorSchema },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			const row = await setDefaultAddress(app.db, user.id, request.body.address_id);
			return { status: true as const, message: messages.addresses.defaultSet, response: toAddress(row) };
		},
	);

	app.post(
		"/users/address/delete",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["addresses"],
				summary: "Delete an address (deleting the default hands it to the newest one left)",
				security: bearer,
				body: addressIdRequestSchema,
				response: { 200: messageResponseSchema, 403: apiErrorSchema, 404: apiErrorSchema },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			await removeAddress(app.db, user.id, request.body.address_id);
			return { status: true as const, message: messages.addresses.deleted };
		},
	);
};
