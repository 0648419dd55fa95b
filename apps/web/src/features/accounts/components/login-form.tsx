import { zodResolver } from "@hookform/resolvers/zod";
import { LIMITS, type LoginPhoneForm, loginMessages, loginPhoneFormSchema, otpSchema, TIMINGS } from "@pitara/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { Link } from "../../../lib/router.tsx";
import type { Session } from "../../../lib/session.ts";
import { useSendOtp } from "../api/send-otp.ts";
import { useValidateOtp } from "../api/validate-otp.ts";

/** Seconds left until `until` (a Date.now() instant), ticking once a second. */
function useCountdown(until: number | null): number {
	const [now, setNow] = useState(() => Date.now());
	useEffect(() => {
		if (until === null) return;
		setNow(Date.now());
		const timer = setInterval(() => setNow(Date.now()), 250);
		return () => clearInterval(timer);
	}, [until]);
	return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** SPEC.md §8: the server's message, or 'Login failed' when it said status false, or 'Something went wrong.' */
function loginError(error: unknown): string {
	// a 2xx answer with status false
	if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
		return errorMessage(error, loginMessages.failed);
	}
	return errorMessage(error, loginMessages.somethingWrong);
}

/** The last four digits, for telling the shopper where the code went. */
function maskedPhone(phone: string): string {
	return `${"•".repeat(6)}${phone.slice(-4)}`;
}

/**
 * Login with a one-time code (SPEC.md §2, §4, §8): the phone first, which
 * sends a code and starts the 15-second resend countdown; then the code field
 * (digits only, 6 at most). Success stores the session and calls onLoggedIn.
 */
export function LoginForm({
	initialPhone = "",
	onLoggedIn,
}: {
	initialPhone?: string;
	onLoggedIn: (session: Session) => void;
}) {
	const sendOtp = useSendOtp();
	const validateOtp = useValidateOtp();
	const [sentTo, setSentTo] = useState<string | null>(null);
	const [resendAt, setResendAt] = useState<number | null>(null);
	const [code, setCode] = useState("");
	const [codeError, setCodeError] = useState<string | null>(null);
	const [error, setError] = useState<{ message: string; noAccount?: boolean } | null>(null);
	const [notice, setNotice] = useState<string | null>(null);
	// "I need more time": a 15-minute code instead of 5 (issue 26 item 3); a resend keeps the choice
	const [longer, setLonger] = useState(false);
	const [codeMinutes, setCodeMinutes] = useState(5);
	const codeRef = useRef<HTMLInputElement>(null);
	const secondsLeft = useCountdown(resendAt);

	const {
		register,
		handleSubmit,
		formState: { errors },
	} = useForm<LoginPhoneForm>({
		resolver: zodResolver(loginPhoneFormSchema),
		mode: "onTouched",
		defaultValues: { phone: initialPhone },
	});

	const startCountdown = (seconds: number) => setResendAt(Date.now() + seconds * 1000);
	const noteExpiry = (seconds: number | undefined, asked: boolean) =>
		setCodeMinutes(seconds ? Math.max(1, Math.round(seconds / 60)) : asked ? 15 : 5);

	useEffect(() => {
		if (sentTo) codeRef.current?.focus();
	}, [sentTo]);

	const requestCode = handleSubmit(async ({ phone }) => {
		setError(null);
		setNotice(null);
		try {
			const data = await sendOtp.mutateAsync({ phone, longer });
			setSentTo(phone);
			noteExpiry(data.response?.expires_in, longer);
			setCode("");
			setCodeError(null);
			setNotice(data.message || loginMessages.codeSent);
			startCountdown(data.response?.resend_after ?? TIMINGS.otpResendSeconds);
		} catch (failure) {
			if (failure instanceof ApiError && failure.retryAfter && failure.code === "OTP_RESEND_TOO_SOON") {
				// a code was sent moments ago (another tab, a double tap): let the shopper type it
				setSentTo(phone);
				startCountdown(failure.retryAfter);
			}
			setError({
				message: loginError(failure),
				noAccount: failure instanceof ApiError && failure.code === "ACCOUNT_NOT_FOUND",
			});
		}
	});

	const resend = async () => {
		if (!sentTo) return;
		setError(null);
		setNotice(null);
		try {
			const data = await sendOtp.mutateAsync({ phone: sentTo, longer });
			noteExpiry(data.response?.expires_in, longer);
			setCode("");
			setNotice(data.message || loginMessages.codeSent);
			startCountdown(data.response?.resend_after ?? TIMINGS.otpResendSeconds);
			codeRef.current?.focus();
		} catch (failure) {
			if (failure instanceof ApiError && failure.retryAfter && failure.status === 429)
				startCountdown(failure.retryAfter);
			setError({ message: errorMessage(failure, loginMessages.resendFailed) });
		}
	};

	const submitCode = async (event: FormEvent) => {
		event.preventDefault();
		if (!sentTo) return;
		const parsed = otpSchema.safeParse(code);
		if (!parsed.success) {
			setCodeError(parsed.error.issues[0]?.message ?? "Please enter the 6-digit code");
			codeRef.current?.focus();
			return;
		}
		setCodeError(null);
		setError(null);
		try {
			const data = await validateOtp.mutateAsync({ phone: sentTo, otp: parsed.data });
			onLoggedIn({ token: data.response.token, user: data.response.userInfo });
		} catch (failure) {
			const message = loginError(failure);
			if (failure instanceof ApiError && failure.fieldMessage("otp")) setCodeError(message);
			else setError({ message });
			codeRef.current?.select();
		}
	};

	const changeNumber = () => {
		setSentTo(null);
		setResendAt(null);
		setCode("");
		setCodeError(null);
		setError(null);
		setNotice(null);
	};

	return (
		<div className="space-y-5">
			{error ? (
				<Alert
					action={
						error.noAccount ? (
							<Link to="/register" className={buttonClasses({ variant: "secondary", size: "sm" })}>
								{loginMessages.register}
							</Link>
						) : undefined
					}
				>
					{error.message}
				</Alert>
			) : null}

			{sentTo === null ? (
				<form onSubmit={requestCode} noValidate className="space-y-4">
					<TextField
						label={loginMessages.phoneNumber}
						type="tel"
						inputMode="numeric"
						autoComplete="tel-national"
						maxLength={LIMITS.phoneLength}
						hint={loginMessages.phoneHint}
						error={errors.phone?.message}
						{...register("phone")}
					/>
					<label className="flex cursor-pointer items-start gap-3 text-sm">
						<input
							type="checkbox"
							name="longer"
							checked={longer}
							onChange={(event) => setLonger(event.target.checked)}
							className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
						/>
						<span className="text-slate-800">{loginMessages.moreTime}</span>
					</label>
					<Button type="submit" size="lg" fullWidth loading={sendOtp.isPending}>
						{sendOtp.isPending ? loginMessages.sendingCode : loginMessages.sendOtp}
					</Button>
				</form>
			) : (
				<form onSubmit={submitCode} noValidate className="space-y-4">
					{notice ? <Alert variant="success">{notice}</Alert> : null}
					<div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
						<span>
							{loginMessages.codeSentTo}
							<span className="font-semibold tabular-nums">{maskedPhone(sentTo)}</span>
						</span>
						<button type="button" onClick={changeNumber} className="shrink-0 font-semibold text-brand-700 underline">
							{loginMessages.changeNumber}
						</button>
					</div>
					<TextField
						ref={codeRef}
						label={loginMessages.oneTimeCode}
						name="otp"
						value={code}
						onChange={(event) => {
							setCode(event.target.value.replace(/\D/g, "").slice(0, LIMITS.otpLength));
							if (codeError) setCodeError(null);
						}}
						inputMode="numeric"
						pattern="[0-9]*"
						autoComplete="one-time-code"
						maxLength={LIMITS.otpLength}
						placeholder={loginMessages.t6DigitCode}
						error={codeError ?? undefined}
						hint={loginMessages.codeWorksFor(codeMinutes)}
						className="text-center text-lg tracking-[0.4em] tabular-nums placeholder:text-base placeholder:tracking-normal"
					/>
					<Button type="submit" size="lg" fullWidth loading={validateOtp.isPending}>
						{validateOtp.isPending ? loginMessages.checking : loginMessages.verifyAndLogin}
					</Button>
					<div className="flex items-center justify-center gap-2 text-sm text-slate-600">
						{secondsLeft > 0 ? (
							<p>
								{loginMessages.resendOtpIn}
								<span className="tabular-nums">{secondsLeft}</span>
								{loginMessages.s}
							</p>
						) : (
							<>
								<span>{loginMessages.didnTGetThe}</span>
								<Button variant="ghost" size="sm" onClick={resend} loading={sendOtp.isPending}>
									{loginMessages.resendOtp}
								</Button>
							</>
						)}
					</div>
				</form>
			)}
		</div>
	);
}
