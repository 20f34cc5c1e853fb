/**
 * The sandbox card page (`/sandbox/card/{page}`): what a card provider's
 * hosted payment page does, so that card numbers are typed on the
 * provider's side and never pass through the portal. A plain HTML form with
 * no script, posting to itself.
 *
 * - GET  /{page}   what is paid and the card form (or the outcome, when the intent is already paid)
 * - POST /{page}   confirms the intent with the processor, then 303 to a return address:
 *                  success → `redirect_uri_success?…&intent_key=…`
 *                  refusal → `redirect_uri_error?…&intent_key=…&code=<card error code>`
 *                  An intent created without return addresses (API clients) shows the outcome here instead.
 *
 * The return addresses only say where to go: the portal asks the broker what
 * happened (the broker reads the processor's intent), never trusts `code`.
 * Nothing typed is logged or kept: the processor keeps brand, last 4 digits
 * and expiry of a successful card only.
 */
import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { isLanguage, type Language } from "../../contract/codes/language";
import { CardIntentError, type CardDetails, type CardProcessor } from "./card";
import type { CardField } from "./card-page-texts";
import { sameToken, setHostedPageHeaders } from "./hosted-page";
import { InMemoryVersionedStore, type VersionedStore } from "./versioned-store";
import {
  cardPageStyle,
  errorOfCode,
  renderCardForm,
  renderNotice,
  renderOutcome,
  type CardFormView,
  type CardPageError,
  type CardPageNotice,
} from "./card-page-html";
import { cardPageBrandingOf, type CardPageBranding } from "./card-page-branding";

export type CardPageRedirects = { success: string; error: string; cancel: string };

export type CardPageSession = {
  /**
   * The page's own random id (192 bits), neither the intent_key nor the
   * intent_token. The intent_key comes back in the return addresses' query
   * (browser history, portal logs) and names the intent in the broker's
   * authenticated calls, so it must not also open a page that takes a card;
   * the intent_token is the processor's confirmation secret and does not
   * belong in an address that proxies and histories keep. This id opens
   * this page and nothing else.
   */
  id: string;
  intentToken: string;
  intentKey: string;
  purpose: "payment" | "setup";
  amountCents: number;
  merchant: string;
  /** The merchant's brand code: the page wears its name, colour and logo (card-page-branding.ts). Absent on pages made before. */
  brand?: string | null;
  contract: { label: string; number: string } | null;
  invoiceNumber: string | null;
  /** Default language; `?lang=` overrides it. */
  lang: Language;
  redirects: CardPageRedirects | null;
  /** Posted back with the form: a page elsewhere cannot post to this one without having read it. */
  nonce: string;
  expiresAt: Date;
};

const newSecret = () => randomBytes(24).toString("base64url");

/** A page as its store keeps it: plain JSON (the expiry as an ISO string) and a version. */
export type StoredCardPage = Omit<CardPageSession, "expiresAt"> & { expiresAt: string; version: number };

/** Where pages are kept: the database in the broker (providers/database-store.ts), memory in unit tests. */
export type CardPageRecords = VersionedStore<StoredCardPage> & { forget?(now: Date): Promise<void> };

/** Pages a day past their expiry are of no use to anyone: forgotten as new ones come. */
const keptAfterExpiryMs = 24 * 60 * 60 * 1000;

export const cardPageForgetAfter = (page: StoredCardPage) => new Date(Date.parse(page.expiresAt) + keptAfterExpiryMs);

/** The hosted pages of the intents, kept where the processor's intents are (a restart keeps both). */
export class CardPageStore {
  private readonly records: CardPageRecords;

  constructor(private readonly opts: { publicBaseUrl?: string; basePath: string; records?: CardPageRecords }) {
    this.records = opts.records ?? new InMemoryVersionedStore<StoredCardPage>((page) => page.id, "card page id");
  }

  async create(input: Omit<CardPageSession, "id" | "nonce">, now: Date): Promise<{ id: string; url: string }> {
    await this.records.forget?.(now);
    const page: StoredCardPage = { ...input, expiresAt: input.expiresAt.toISOString(), id: newSecret(), nonce: newSecret(), version: 1 };
    await this.records.insert(page);
    const base = this.opts.publicBaseUrl?.replace(/\/+$/, "") ?? "";
    return { id: page.id, url: `${base}${this.opts.basePath.replace(/\/+$/, "")}/${page.id}` };
  }

  async get(id: string): Promise<CardPageSession | null> {
    const stored = await this.records.get(id);
    if (!stored) return null;
    const { version: _version, ...page } = stored;
    return { ...page, expiresAt: new Date(stored.expiresAt) };
  }
}

export type CardPagesDeps = {
  processor: CardProcessor;
  pages: CardPageStore;
  /** Where the app is mounted, for the form's action. */
  basePath: string;
  /** Outside production: list the sandbox's test numbers on the page. */
  showTestCards: boolean;
  now: () => Date;
  /** A brand's name, colour and logo by its code (default: the brand registry). */
  brandingOf?: (code: string) => CardPageBranding | null;
};

/** A return address with what the portal needs to ask the broker: the intent, and the refusal's code. */
export function returnAddress(address: string, intentKey: string, code?: string): string {
  const url = new URL(address);
  url.searchParams.set("intent_key", intentKey);
  if (code) url.searchParams.set("code", code);
  return url.href;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** What a provider's page checks before asking the processor: each field is there and has the right shape. */
export function readCardForm(form: Record<string, unknown>): {
  card: CardDetails;
  errors: CardPageError[];
  values: Partial<Record<"number" | "exp_month" | "exp_year" | "zip", string>>;
} {
  const number = text(form.number).replace(/[\s-]/g, "");
  const month = text(form.exp_month);
  const year = text(form.exp_year);
  const cvc = text(form.cvc);
  const zip = text(form.zip).slice(0, 12);
  const errors: CardPageError[] = [];
  const check = (ok: boolean, field: CardField, key: CardPageError["key"]) => ok || errors.push({ field, key });
  const numberOk = /^\d{12,19}$/.test(number);
  check(numberOk, "number", "number");
  check(/^\d{1,2}$/.test(month), "exp_month", "expMonth");
  check(/^(\d{2}|\d{4})$/.test(year), "exp_year", "expYear");
  check(/^\d{3,4}$/.test(cvc), "cvc", "cvc");
  return {
    card: { number, expMonth: Number(month), expYear: Number(year), cvc, zip: zip || undefined },
    errors,
    // A well-formed number is given back when something else was wrong (issue 31: a wrong expiry emptied it); never the CVC.
    values: { ...(numberOk ? { number: grouped(number) } : {}), exp_month: month.slice(0, 2), exp_year: year.slice(0, 4), zip },
  };
}

export function createCardPages(deps: CardPagesDeps): Hono {
  const base = deps.basePath.replace(/\/+$/, "");
  const app = new Hono();

  const brandingOf = deps.brandingOf ?? cardPageBrandingOf;
  const branding = (page: CardPageSession | null) => (page?.brand ? brandingOf(page.brand) : null);
  const headers = (c: Context, page: CardPageSession | null) =>
    setHostedPageHeaders(c, cardPageStyle(branding(page)).hash, page?.redirects ? Object.values(page.redirects) : []);

  const languageOf = (c: Context, page: CardPageSession | null): Language => {
    const asked = c.req.query("lang");
    return isLanguage(asked) ? asked : (page?.lang ?? "en");
  };

  const notice = (c: Context, status: 400 | 403 | 404 | 410 | 413, lang: Language, key: CardPageNotice) => {
    headers(c, null);
    return c.html(renderNotice(lang, key), status);
  };

  /** Where the intent stands at the processor: still payable, already paid, or over. */
  const stateOf = async (page: CardPageSession): Promise<"open" | "succeeded" | "gone"> => {
    const intent = await deps.processor.getIntent(page.intentToken);
    if (!intent || intent.status === "canceled") return "gone";
    if (intent.status === "succeeded") return "succeeded";
    return deps.now() > page.expiresAt ? "gone" : "open";
  };

  const succeeded = (c: Context, page: CardPageSession, lang: Language, status: 200 | 303) => {
    if (page.redirects && status === 303) return c.redirect(returnAddress(page.redirects.success, page.intentKey), 303);
    return c.html(renderOutcome(lang, page.purpose, page.redirects ? returnAddress(page.redirects.success, page.intentKey) : null, branding(page)));
  };

  const form = (c: Context, page: CardPageSession, lang: Language, errors: CardPageError[] = [], values?: CardFormView["values"]) =>
    c.html(
      renderCardForm({
        lang,
        merchant: branding(page)?.name ?? page.merchant,
        branding: branding(page),
        purpose: page.purpose,
        amountCents: page.amountCents,
        contract: page.contract,
        invoiceNumber: page.invoiceNumber,
        action: `${base}/${encodeURIComponent(page.id)}?lang=${lang}`,
        nonce: page.nonce,
        cancelUrl: page.redirects ? returnAddress(page.redirects.cancel, page.intentKey) : null,
        showTestCards: deps.showTestCards,
        errors,
        values,
      }),
      errors.length ? 422 : 200,
    );

  app.get("/:id", async (c) => {
    const page = await deps.pages.get(c.req.param("id"));
    const lang = languageOf(c, page);
    if (!page) return notice(c, 404, lang, "notFound");
    const state = await stateOf(page);
    if (state === "gone") return notice(c, 410, lang, "gone");
    headers(c, page);
    return state === "succeeded" ? succeeded(c, page, lang, 200) : form(c, page, lang);
  });

  app.post("/:id", async (c) => {
    if (Number(c.req.header("content-length") ?? "0") > 4096) return notice(c, 413, languageOf(c, null), "tooLarge");
    const page = await deps.pages.get(c.req.param("id"));
    const lang = languageOf(c, page);
    if (!page) return notice(c, 404, lang, "notFound");
    // A form the parser cannot read (no boundary, cut short) is the sender's fault, not a 500.
    const posted = await c.req.parseBody().catch(() => null);
    if (!posted) return notice(c, 400, lang, "badRequest");
    if (!sameToken(text(posted.nonce), page.nonce)) return notice(c, 403, lang, "forbidden");
    const state = await stateOf(page);
    if (state === "gone") return notice(c, 410, lang, "gone");
    headers(c, page);
    // Posted again after the payment (double click, back and resubmit): the same success, no second charge.
    if (state === "succeeded") return succeeded(c, page, lang, 303);

    const { card, errors, values } = readCardForm(posted);
    if (errors.length) return form(c, page, lang, errors, values);
    let result;
    try {
      result = await deps.processor.confirmIntent(page.intentToken, card);
    } catch (error) {
      if (error instanceof CardIntentError)
        return notice(c, error.code === "intent.not-found" ? 404 : 410, lang, error.code === "intent.not-found" ? "notFound" : "gone");
      throw error;
    }
    if (result.status === "succeeded") return succeeded(c, page, lang, 303);
    if (page.redirects) return c.redirect(returnAddress(page.redirects.error, page.intentKey, result.code), 303);
    if (result.intent.status === "canceled") return notice(c, 410, lang, "gone");
    // Refused by the processor: the number stays only when the refusal is about another field (a wrong expiry, CVC or postcode).
    const refusal = errorOfCode(result.code);
    const keepNumber = refusal.field !== null && refusal.field !== "number";
    return form(c, page, lang, [refusal], keepNumber ? values : { ...values, number: undefined });
  });

  return app;
}
