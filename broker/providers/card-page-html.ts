/**
 * HTML of the sandbox card page: pure functions from a view to a string, so
 * the markup is tested without a server. Everything interpolated goes
 * through `escapeHtml`; the page has no script at all and one inline style
 * that the CSP allows by its hash.
 */
import { languageTags, type Language } from "../../contract/codes/language";
import { testCardOutcomes, testCardsSucceeding, type CardErrorCode } from "./card";
import { escapeHtml, styleHashOf } from "./hosted-page";
import { cardCodeDisplay, cardPageTexts, type CardField, type CardMessageKey, type CardPageTexts } from "./card-page-texts";
import type { CardPageBranding } from "./card-page-branding";
import { cardCodeWords } from "./card-code-words";

// Colours checked against white for WCAG 2.2 AA: text 16:1, muted 8.6:1,
// error 7.4:1, focus ring 6.6:1 (non-text 3:1); the button and links take the
// merchant's colour (a brand's main colour is at least 4.5:1 on white, brands.test.ts), #123b73 (11:1) without one.
const baseColor = "#123b73";
const styleOf = (color: string) => `
*{box-sizing:border-box}
body{font-family:system-ui,sans-serif;margin:0;color:#1f1f1f;background:#f5f6f8;line-height:1.5;font-size:1rem}
main{max-width:32rem;margin:0 auto;padding:1.25rem;background:#fff;min-height:100vh;border-top:6px solid ${color}}
@media (min-width:34rem){main{margin:2rem auto;min-height:0;border-radius:8px}}
.brand{display:flex;align-items:center;gap:.75rem;margin:0 0 1rem;padding-bottom:.75rem;border-bottom:1px solid #d0d4da}
.brand svg{display:block;height:2.5rem;width:auto;max-width:100%}
.brand p{margin:0;font-weight:600}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.1rem}
.muted{color:#4a4a4a;margin:0}
.amount{font-size:1.5rem;font-weight:700;margin:0 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
.hint{display:block;color:#4a4a4a;margin:.1rem 0 .25rem}
input{display:block;width:100%;font-size:1.15rem;padding:.55rem;border:2px solid #555;border-radius:4px;background:#fff;color:#1f1f1f}
input.short{max-width:8rem}
input[aria-invalid=true]{border-color:#9b1c1c;border-width:3px}
.field-error{color:#9b1c1c;font-weight:600;margin:.25rem 0 0}
.actions{margin-top:1.5rem}
button,.button{display:block;width:100%;text-align:center;font-size:1.05rem;padding:.75rem 1rem;margin-top:.75rem;border-radius:4px;border:2px solid ${color};background:${color};color:#fff;cursor:pointer;text-decoration:none}
.button.secondary{background:#fff;color:${color}}
a{color:${color}}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.summary{border:3px solid #9b1c1c;padding:.75rem 1rem;margin:0 0 1rem}
.summary h2{margin-top:0;color:#9b1c1c}
[role=status]{color:#1d5c2e;font-weight:600}
.notice{color:#9b1c1c;font-weight:600}
table{border-collapse:collapse;width:100%;margin-top:.5rem}
th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #767676;font-size:.95rem;overflow-wrap:break-word;hyphens:auto}
td code{font-size:.9rem;white-space:nowrap}
.reference{white-space:nowrap}
`;

const styles = new Map<string, { css: string; hash: string }>();

/** The page's one inline style for a colour, and its hash for the CSP (nothing else inline is allowed). */
export function cardPageStyle(branding: CardPageBranding | null = null): { css: string; hash: string } {
  const color = branding && /^#[0-9a-f]{6}$/i.test(branding.color) ? branding.color : baseColor;
  let style = styles.get(color);
  if (!style) {
    const css = styleOf(color);
    styles.set(color, (style = { css, hash: styleHashOf(css) }));
  }
  return style;
}

export function formatEuros(amountCents: number, lang: Language): string {
  return new Intl.NumberFormat(languageTags[lang], { style: "currency", currency: "EUR" }).format(amountCents / 100);
}

function document(lang: Language, title: string, body: string, branding: CardPageBranding | null = null): string {
  // The merchant's logo (its SVG names the brand) or, without one, its name.
  const brand = branding ? `<div class="brand">${branding.logoSvg ?? `<p>${escapeHtml(branding.name)}</p>`}</div>` : "";
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${cardPageStyle(branding).css}</style></head>` +
    `<body><main>${brand}${body}</main></body></html>`
  );
}

/** One error on the page: next to a field when it has one, always in the summary. */
export type CardPageError = { key: CardMessageKey; field: CardField | null };

export function errorOfCode(code: CardErrorCode): CardPageError {
  return cardCodeDisplay[code];
}

export type CardFormView = {
  lang: Language;
  merchant: string;
  /** The merchant's name, colour and logo; null: the sandbox's own look (a page created before brands had one). */
  branding?: CardPageBranding | null;
  purpose: "payment" | "setup";
  amountCents: number;
  contract: { label: string; number: string } | null;
  invoiceNumber: string | null;
  /** Where the form posts (the page itself, with its `?lang=`). */
  action: string;
  nonce: string;
  /** The cancel return address, `intent_key` included; null when the intent has no return addresses. */
  cancelUrl: string | null;
  /** Outside production only: the sandbox's test numbers. */
  showTestCards: boolean;
  errors?: CardPageError[];
  /** Typed values given back after an error; the card number only when it is not what was wrong (decision 0137), never the CVC. */
  values?: Partial<Record<"number" | "exp_month" | "exp_year" | "zip", string>>;
};

const fieldOrder: CardField[] = ["number", "exp_month", "exp_year", "cvc", "zip"];

const inputAttributes: Record<CardField, string> = {
  number: 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required',
  exp_month: 'type="text" class="short" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" required',
  exp_year: 'type="text" class="short" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" required',
  cvc: 'type="text" class="short" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required',
  zip: 'type="text" class="short" autocomplete="postal-code" maxlength="12"',
};

function field(t: CardPageTexts, name: CardField, view: CardFormView): string {
  const error = view.errors?.find((candidate) => candidate.field === name);
  const hint = t.hints[name];
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ");
  const value = name === "cvc" ? undefined : view.values?.[name];
  return (
    `<label for="${name}">${escapeHtml(t.fields[name])}</label>` +
    (hint ? `<span class="hint" id="${name}-hint">${escapeHtml(hint)}</span>` : "") +
    `<input id="${name}" name="${name}" ${inputAttributes[name]}` +
    (value ? ` value="${escapeHtml(value)}"` : "") +
    (describedBy ? ` aria-describedby="${describedBy}"` : "") +
    (error ? ' aria-invalid="true"' : "") +
    `>` +
    (error ? `<p class="field-error" id="${name}-error">${escapeHtml(t.errorPrefix + t.errors[error.key])}</p>` : "")
  );
}

function summary(t: CardPageTexts, errors: CardPageError[]): string {
  // Focused on load (autofocus works without script), so a screen reader starts at the problem.
  const items = errors.map((error) => `<li><a href="#${error.field ?? "number"}">${escapeHtml(t.errors[error.key])}</a></li>`).join("");
  return `<div class="summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title"><h2 id="error-summary-title">${escapeHtml(t.errorTitle)}</h2><ul>${items}</ul></div>`;
}

// Stands for a reference in a sentence until it is escaped, then becomes the reference kept on one line.
const placeholder = "\u0000";

/**
 * A sentence naming a contract or invoice number, escaped, the number in a span that never breaks:
 * "AZU-001009" broke after its hyphen on a 390 px phone (issue 31); the sentence around it still wraps.
 */
function withReference(sentence: string, reference: string): string {
  // A function, so a "$&" or "$1" in the reference is written as it is, not read as a replacement pattern.
  return escapeHtml(sentence).replace(placeholder, () => `<span class="reference">${escapeHtml(reference)}</span>`);
}

function whatIsPaid(t: CardPageTexts, view: CardFormView): string {
  const amount = formatEuros(view.amountCents, view.lang);
  const lines = [
    escapeHtml(view.merchant),
    view.contract ? withReference(t.contract(view.contract.label, placeholder), view.contract.number) : null,
    view.invoiceNumber ? withReference(t.invoice(placeholder), view.invoiceNumber) : null,
  ];
  let out = `<p>${lines.filter((line): line is string => line !== null).join("<br>")}</p>`;
  out += `<p class="muted">${escapeHtml(t.amount)}</p><p class="amount">${escapeHtml(amount)}</p>`;
  if (view.purpose === "setup") out += `<p>${escapeHtml(t.setupNote)}</p>`;
  return out;
}

function testCards(t: CardPageTexts, lang: Language): string {
  const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");
  const rows = [
    ...testCardsSucceeding.map((number) => [number, t.testSuccess] as const),
    ...Object.entries(testCardOutcomes).map(([number, code]) => [number, cardCodeWords[lang][code]] as const),
  ];
  const body = rows.map(([number, result]) => `<tr><td><code>${escapeHtml(grouped(number))}</code></td><td>${escapeHtml(result)}</td></tr>`).join("");
  return (
    `<section aria-labelledby="test-cards"><h2 id="test-cards">${escapeHtml(t.testCards)}</h2><p>${escapeHtml(t.testHint)}</p>` +
    `<table><thead><tr><th scope="col">${escapeHtml(t.testNumber)}</th><th scope="col">${escapeHtml(t.testResult)}</th></tr></thead><tbody>${body}</tbody></table></section>`
  );
}

/** The card form, optionally with the errors of the last attempt. */
export function renderCardForm(view: CardFormView): string {
  const t = cardPageTexts[view.lang];
  const heading = view.purpose === "setup" ? t.setupTitle : t.title;
  const errors = view.errors ?? [];
  let body = "";
  if (errors.length) body += summary(t, errors);
  body += `<h1>${escapeHtml(heading)}</h1>${whatIsPaid(t, view)}`;
  body += `<form method="post" action="${escapeHtml(view.action)}" novalidate>`;
  body += `<input type="hidden" name="nonce" value="${escapeHtml(view.nonce)}">`;
  body += fieldOrder.map((name) => field(t, name, view)).join("");
  const submit = view.purpose === "setup" ? t.save : t.pay(formatEuros(view.amountCents, view.lang));
  body += `<div class="actions"><button type="submit">${escapeHtml(submit)}</button>`;
  if (view.cancelUrl) body += `<a class="button secondary" href="${escapeHtml(view.cancelUrl)}">${escapeHtml(t.cancel)}</a>`;
  body += `</div></form>`;
  if (view.showTestCards) body += testCards(t, view.lang);
  return document(view.lang, (errors.length ? t.errorPrefix : "") + heading, body, view.branding ?? null);
}

/** After a success: what happened, and the way back when there is one. */
export function renderOutcome(lang: Language, purpose: "payment" | "setup", continueUrl: string | null, branding: CardPageBranding | null = null): string {
  const t = cardPageTexts[lang];
  const heading = purpose === "setup" ? t.setupTitle : t.title;
  let body = `<h1>${escapeHtml(heading)}</h1><p role="status">${escapeHtml(purpose === "setup" ? t.saved : t.paid)}</p>`;
  if (continueUrl) body += `<p><a class="button" href="${escapeHtml(continueUrl)}">${escapeHtml(t.continue)}</a></p>`;
  return document(lang, heading, body, branding);
}

export type CardPageNotice = "notFound" | "gone" | "forbidden" | "tooLarge" | "badRequest";

/** A page with one sentence: unknown, expired or canceled page, refused form. No detail of the failure. */
export function renderNotice(lang: Language, notice: CardPageNotice): string {
  const t = cardPageTexts[lang];
  return document(lang, t.title, `<h1>${escapeHtml(t.title)}</h1><p class="notice">${escapeHtml(t[notice])}</p>`);
}
