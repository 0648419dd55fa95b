import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { LIMITS, messages, TIMINGS, type UserInfo } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import { loadAppSecret } from "../../db/app-settings.ts";
import type { Database } from "../../db/client.ts";
import { type AppError, badGateway, badRequest, notFound, tooManyRequests } from "../../lib/errors.ts";
import { transaction } from "../events/index.ts";
import { createSession, findUserByPhone, lockUserByPhone, toUserInfo } from "./accounts.repository.ts";
import {
	consumeChallenge,
	deleteChallenge,
	failedTriesToday,
	insertChallenge,
	newestChallenge,
	recentCodes,
	takeAttempt,
	voidOpenChallenges,
} from "./otp.repository.ts";

/** The one-time-code rules of DESIGN.md §5. */
export const OTP_POLICY = {
	/** a code works for this long */
	ttlSeconds: 5 * 60,
	/** … or this long when the shopper asks for more time (accessibility) */
	longerTtlSeconds: 15 * 60,
	/** wrong codes that end a challenge */
	maxAttempts: 5,
	/** no second code for a phone sooner than this */
	resendAfterSeconds: TIMINGS.otpResendSeconds,
	/** codes per phone per hour */
	maxPerPhonePerHour: 5,
	/** wrong codes per phone in 24 hours, across its codes: without it 5 × 5 an hour is ~600 guesses a day */
	maxFailedPerPhonePerDay: 20,
	/**
	 * codes asked for from one IP address per hour, across phones (shoppers
	 * behind one carrier NAT share one), times AUTH_IP_LIMIT_FACTOR
	 */
	maxPerIpPerHour: 100,
} as const;

/**
 * Per-IP request limits of the account routes (@fastify/rate-limit), against
 * bursts and guessing, times AUTH_IP_LIMIT_FACTOR.
 */
export const ACCOUNT_RATE_LIMITS = {
	sendOtp: { max: 10, timeWindow: "1 minute" },
	validateOtp: { max: 20, timeWindow: "1 minute" },
	registration: { max: 10, timeWindow: "1 minute" },
} as const;

/** A route's rate limit with the configured factor applied. */
export function ipLimit(limit: { max: number; timeWindow: string }, factor: number) {
	return { max: limit.max * factor, timeWindow: limit.timeWindow };
}

const HASH_VERSION = "v2";
/** app_settings key of the secret that keys the codes' hashes */
export const OTP_HASH_KEY_SETTING = "otp_hash_key";

const hashKeys = new WeakMap<Database, Promise<Buffer>>();

/** The key of the codes' hashes: a secret made once in app_settings (db/app-settings.ts), one per database handle. */
export function otpHashKey(database: Database): Promise<Buffer> {
	let key = hashKeys.get(database);
	if (!key) {
		key = loadAppSecret(database.db, OTP_HASH_KEY_SETTING).then((value) => Buffer.from(value, "base64url"));
		key.catch(() => hashKeys.delete(database));
		hashKeys.set(database, key);
	}
	return key;
}

/** A 6-digit code from the operating system's CSPRNG. */
export function newCode(): string {
	return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, "0");
}

function mac(key: Buffer, salt: string, phone: string, code: string): Buffer {
	return createHmac("sha256", key).update(`${salt}:${phone}:${code}`).digest();
}

/**
 * Only this digest of a code is stored: `v2$<salt>$<hmac>`, an HMAC keyed with
 * the server's secret over a fresh random salt, the phone and the code. The
 * salt alone (beside it in the row) does not let a copy of the challenges
 * try the million codes; v1 digests, keyed with the salt only, match nothing.
 */
export function hashCode(key: Buffer, phone: string, code: string): string {
	const salt = randomBytes(16).toString("base64url");
	return [HASH_VERSION, salt, mac(key, salt, phone, code).toString("base64url")].join("$");
}

/** Compares in constant time; false for a malformed or older stored value. */
export function codeMatches(key: Buffer, stored: string, phone: string, code: string): boolean {
	const [version, salt, macText] = stored.split("$");
	if (version !== HASH_VERSION || !salt || !macText) return false;
	const expected = Buffer.from(macText, "base64url");
	const actual = mac(key, salt, phone, code);
	return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The login code's SMS, in the shopper's account language: each wording is a template registered on DLT
 * (modules/messaging/defaults.ts, "login-code" in English and in Hindi, decision 062).
 */
export function smsText(code: string, ttlSeconds: number = OTP_POLICY.ttlSeconds, language: string = "en"): string {
	if (language === "hi")
		return `आपका Pitara लॉग इन कोड ${code} है। यह ${ttlSeconds / 60} मिनट में ख़त्म हो जाएगा। इसे किसी को न बताएँ, Pitara के कर्मचारियों को भी नहीं।`;
	return `Your Pitara login code is ${code}. It expires in ${ttlSeconds / 60} minutes. Never share it with anyone, not even Pitara staff.`;
}

/** How a login code is asked for: more time on request; a second channel (WhatsApp) where the phone opted in. */
export interface LoginCodeOptions {
	longer?: boolean;
	/** also sends the code another way (the WhatsApp authentication template); its failure is only logged */
	alsoBy?: (phone: string, code: string, minutes: number, challengeId: number) => Promise<unknown>;
}

/**
 * Sends a login code to a phone that has an account. The rules are checked
 * and the challenge written in one transaction that holds the user's row, so
 * two requests for one phone cannot both pass the 15-second rule. The SMS goes
 * out after the commit (a slow provider must not hold the database); when it
 * fails, the challenge is deleted: it neither works nor counts as sent.
 */
export async function sendLoginCode(
	app: FastifyInstance,
	phone: string,
	ip: string,
	options: LoginCodeOptions = {},
): Promise<{ resendAfter: number; expiresIn: number }> {
	const ttlSeconds = options.longer ? OTP_POLICY.longerTtlSeconds : OTP_POLICY.ttlSeconds;
	const code = newCode();
	const key = await otpHashKey(app.database);
	const challengeId = await transaction(app.db, async (tx) => {
		const user = await lockUserByPhone(tx, phone);
		if (!user) throw notFound(messages.login.noAccount, "ACCOUNT_NOT_FOUND");
		const recent = await recentCodes(tx, phone, ip);
		if (recent.newestAgeSeconds !== null && recent.newestAgeSeconds < OTP_POLICY.resendAfterSeconds) {
			const wait = Math.max(1, Math.ceil(OTP_POLICY.resendAfterSeconds - recent.newestAgeSeconds));
			throw tooManyRequests(messages.login.resendWait(wait), wait, "OTP_RESEND_TOO_SOON");
		}
		if (recent.phoneCount >= OTP_POLICY.maxPerPhonePerHour) {
			const wait = Math.max(1, Math.ceil(3600 - (recent.oldestAgeSeconds ?? 0)));
			throw tooManyRequests(messages.login.hourlyLimit(Math.ceil(wait / 60)), wait, "OTP_HOURLY_LIMIT");
		}
		if ((await failedTriesToday(tx, phone)) >= OTP_POLICY.maxFailedPerPhonePerDay) throw dailyLimit();
		if (recent.ipCount >= OTP_POLICY.maxPerIpPerHour * app.config.AUTH_IP_LIMIT_FACTOR) {
			throw tooManyRequests(messages.login.networkLimit, 15 * 60, "OTP_IP_LIMIT");
		}
		await voidOpenChallenges(tx, phone);
		return insertChallenge(tx, { phone, codeHash: hashCode(key, phone, code), ttlSeconds, ip });
	});

	try {
		const language = (await findUserByPhone(app.db, phone))?.language ?? "en";
		await app.sms.send(phone, smsText(code, ttlSeconds, language));
	} catch (error) {
		app.log.error({ err: error, challengeId }, "login code SMS not sent");
		await deleteChallenge(app.db, challengeId).catch((deleteError: unknown) =>
			app.log.error({ err: deleteError, challengeId }, "could not remove an unsent challenge"),
		);
		throw badGateway(messages.login.sendFailed, "SMS_NOT_SENT");
	}
	if (options.alsoBy)
		await options
			.alsoBy(phone, code, ttlSeconds / 60, Number(challengeId))
			.catch((error: unknown) =>
				app.log.warn({ err: error, challengeId }, "login code not sent by WhatsApp (the SMS was)"),
			);
	return { resendAfter: OTP_POLICY.resendAfterSeconds, expiresIn: ttlSeconds };
}

const dailyLimit = () => tooManyRequests(messages.login.dailyLimit, 3600, "OTP_DAILY_LIMIT");

function refusal(state: Awaited<ReturnType<typeof newestChallenge>>): AppError {
	if (state && !state.consumed && !state.expired && state.attempts >= OTP_POLICY.maxAttempts) {
		return badRequest(
			messages.login.tooManyTries,
			[{ field: "otp", message: messages.login.tooManyTries }],
			"OTP_ATTEMPTS_EXCEEDED",
		);
	}
	return badRequest(messages.login.codeExpired, [{ field: "otp", message: messages.login.codeExpired }], "OTP_EXPIRED");
}

/**
 * Checks a code and, when it is right, uses the challenge up and starts a
 * session. Every check first spends a try (a conditional update), so no more
 * than five guesses are ever compared, whatever the concurrency; only one of
 * several requests with the right code can consume it.
 */
export async function verifyLoginCode(
	app: FastifyInstance,
	phone: string,
	code: string,
): Promise<{ token: string; user: UserInfo }> {
	const user = await confirmFreshCode(app, phone, code);
	const token = await createSession(app.db, user.id);
	return { token, user: toUserInfo(user) };
}

/**
 * Uses a fresh one-time code sent to `phone` (attempts counted, the code consumed) and answers its account, without
 * starting a session: what a signed-in shopper's sensitive step asks for (issue 30: download my data, delete).
 */
export async function confirmFreshCode(app: FastifyInstance, phone: string, code: string) {
	const attempt = await takeAttempt(app.db, phone, OTP_POLICY.maxAttempts, OTP_POLICY.maxFailedPerPhonePerDay);
	if (!attempt) {
		if ((await failedTriesToday(app.db, phone)) >= OTP_POLICY.maxFailedPerPhonePerDay) throw dailyLimit();
		throw refusal(await newestChallenge(app.db, phone));
	}

	if (!codeMatches(await otpHashKey(app.database), attempt.codeHash, phone, code)) {
		const left = OTP_POLICY.maxAttempts - attempt.attempts;
		if (left <= 0) throw refusal({ attempts: attempt.attempts, consumed: false, expired: false });
		const message = messages.login.codeWrong(left);
		throw badRequest(message, [{ field: "otp", message }], "OTP_INVALID");
	}
	if (!(await consumeChallenge(app.db, attempt.id))) throw refusal(undefined);

	const user = await findUserByPhone(app.db, phone);
	if (!user) throw notFound(messages.login.noAccount, "ACCOUNT_NOT_FOUND");
	return user;
}
