import { shortLivedCookie } from "~/utils/request/cookies.server";

/**
 * The password-reset journey between its pages (SPEC section 2): the login
 * an SMS code was sent to, then the checked code and its e-mail, which
 * new-password needs. A signed, HttpOnly cookie that lives as long as a
 * reset code (10 minutes); the broker still checks the code when it is used.
 */
export type ResetState = {
  /** E-mail the SMS code was requested for (code-by → enter-code). */
  login?: string;
  /** A code the broker accepted, and how it came. */
  code?: string;
  by?: "email" | "sms";
  /** The account's e-mail, from the broker's check. */
  email?: string;
};

function getCookie() {
  return shortLivedCookie("password_reset", 600);
}

export async function readResetState(request: Request): Promise<ResetState> {
  const value = (await getCookie().parse(request.headers.get("cookie"))) as ResetState | null;
  return value && typeof value === "object" ? value : {};
}

export function saveResetState(state: ResetState): Promise<string> {
  return getCookie().serialize(state);
}

export function clearResetState(): Promise<string> {
  return getCookie().serialize({}, { maxAge: 0 });
}
