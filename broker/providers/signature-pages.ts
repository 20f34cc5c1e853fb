/**
 * The sandbox signing pages (`/sandbox/sign/{id}`): what the signer sees
 * instead of a real provider's pages. Plain HTML forms, no JavaScript, so
 * they work in any browser and with assistive technology.
 *
 * - GET  /{id}            documents, "send me the code", code form, cancel
 * - POST /{id}/send-code  new code, SMS put in the outbox, 303 back
 * - POST /{id}/verify     303 to the success or error address, or back with a notice
 * - POST /{id}/cancel     303 to the cancel address
 *
 * Every POST carries the session's nonce (a CSRF-style token): the session
 * id in the address is the only secret, and a page from another site must
 * not be able to post a guessed code or a cancel for the signer. Notices
 * travel as a fixed keyword in the query (post-redirect-get), never as
 * free text, so nothing the address carries is reflected into the page.
 */
import { Hono, type Context } from "hono";
import { isLanguage, type Language } from "../../contract/codes/language";
import { escapeHtml, sameToken, setHostedPageHeaders, styleHashOf } from "./hosted-page";
import type { ESignatureProvider, SigningSessionView } from "./signature-provider";

export type SmsMessage = { to: string; text: string; sessionId: string };

export type SigningPagesDeps = {
  /** Puts the SMS in the outbox; the pages never send anything themselves. */
  enqueueSms: (message: SmsMessage) => Promise<void>;
  /** Where the app is mounted, for form actions. */
  basePath?: string;
  /** The broker's clock, for the waits the page announces. */
  now?: () => Date;
};

const notices = ["code-sent", "too-soon", "too-many-codes", "wrong-code", "code-expired", "conflict"] as const;
type Notice = (typeof notices)[number];

const texts = {
  en: {
    title: "Electronic signature",
    intro: (brand: string) => `${brand} asks you to sign the following documents.`,
    documents: "Documents to sign",
    noLink: "(available in your customer space)",
    sendIntro: (phone: string) => `To sign, we will send a 6-digit code by SMS to your mobile ${phone}.`,
    send: "Send me the code",
    resend: "Send a new code",
    codeLabel: "Code received by SMS",
    codeHelp: (left: number) => `6 digits, valid for 10 minutes. ${left} attempt${left === 1 ? "" : "s"} left.`,
    consent: "By entering the code, I sign the documents listed above.",
    sign: "Sign the documents",
    cancel: "Cancel signing",
    continue: "Continue",
    notices: {
      "code-sent": (phone: string) => `A code was sent by SMS to ${phone}.`,
      "too-soon": () => "Please wait 30 seconds before asking for a new code.",
      "too-many-codes": () => "Too many codes were sent for this signature. Please start again from your customer space.",
      "wrong-code": () => "This code is not correct.",
      "code-expired": () => "This code has expired or was never sent. Ask for a new code.",
      conflict: () => "Your request crossed another one. Please try again.",
    } satisfies Record<Notice, (phone: string) => string>,
    final: {
      signed: "The documents are signed. Thank you.",
      canceled: "The signature was canceled.",
      locked: "The signature is locked after too many wrong codes. Please start again from your customer space.",
      expired: "This signing link has expired. Please start again from your customer space.",
    },
    wait: {
      codes: (minutes: number) =>
        `The maximum number of codes for these documents has been sent. You can ask for a new code in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      guesses: (minutes: number) => `Too many codes were entered for these documents. You can try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    },
    notFound: "This signing link does not exist.",
    forbidden: "This form has expired. Please reload the page and try again.",
    tooLarge: "This request is too large.",
    badRequest: "This request cannot be read. Please reload the page and try again.",
  },
  fr: {
    title: "Signature électronique",
    intro: (brand: string) => `${brand} vous invite à signer les documents suivants.`,
    documents: "Documents à signer",
    noLink: "(disponible dans votre espace client)",
    sendIntro: (phone: string) => `Pour signer, nous allons envoyer un code à 6 chiffres par SMS à votre mobile ${phone}.`,
    send: "M'envoyer le code",
    resend: "Envoyer un nouveau code",
    codeLabel: "Code reçu par SMS",
    codeHelp: (left: number) => `6 chiffres, valable 10 minutes. ${left} essai${left === 1 ? "" : "s"} restant${left === 1 ? "" : "s"}.`,
    consent: "En saisissant le code, je signe les documents listés ci-dessus.",
    sign: "Signer les documents",
    cancel: "Annuler la signature",
    continue: "Continuer",
    notices: {
      "code-sent": (phone: string) => `Un code a été envoyé par SMS au ${phone}.`,
      "too-soon": () => "Merci d'attendre 30 secondes avant de demander un nouveau code.",
      "too-many-codes": () => "Trop de codes ont été envoyés pour cette signature. Merci de recommencer depuis votre espace client.",
      "wrong-code": () => "Ce code n'est pas correct.",
      "code-expired": () => "Ce code a expiré ou n'a pas été envoyé. Demandez un nouveau code.",
      conflict: () => "Votre demande en a croisé une autre. Merci de réessayer.",
    } satisfies Record<Notice, (phone: string) => string>,
    final: {
      signed: "Les documents sont signés. Merci.",
      canceled: "La signature a été annulée.",
      locked: "La signature est bloquée après trop de codes erronés. Merci de recommencer depuis votre espace client.",
      expired: "Ce lien de signature a expiré. Merci de recommencer depuis votre espace client.",
    },
    wait: {
      codes: (minutes: number) =>
        `Le nombre maximal de codes pour ces documents a été envoyé. Vous pourrez demander un nouveau code dans ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      guesses: (minutes: number) =>
        `Trop de codes ont été saisis pour ces documents. Vous pourrez réessayer dans ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    },
    notFound: "Ce lien de signature n'existe pas.",
    forbidden: "Ce formulaire a expiré. Merci de recharger la page et de réessayer.",
    tooLarge: "Cette demande est trop volumineuse.",
    badRequest: "Cette demande est illisible. Merci de recharger la page et de réessayer.",
  },
  de: {
    title: "Elektronische Unterschrift",
    intro: (brand: string) => `${brand} bittet Sie, die folgenden Dokumente zu unterschreiben.`,
    documents: "Zu unterschreibende Dokumente",
    noLink: "(in Ihrem Kundenbereich verfügbar)",
    sendIntro: (phone: string) => `Zum Unterschreiben senden wir einen 6-stelligen Code per SMS an Ihr Mobiltelefon ${phone}.`,
    send: "Code senden",
    resend: "Neuen Code senden",
    codeLabel: "Per SMS erhaltener Code",
    codeHelp: (left: number) => `6 Ziffern, 10 Minuten gültig. Noch ${left} Versuch${left === 1 ? "" : "e"}.`,
    consent: "Mit der Eingabe des Codes unterschreibe ich die oben aufgeführten Dokumente.",
    sign: "Dokumente unterschreiben",
    cancel: "Unterschrift abbrechen",
    continue: "Weiter",
    notices: {
      "code-sent": (phone: string) => `Ein Code wurde per SMS an ${phone} gesendet.`,
      "too-soon": () => "Bitte warten Sie 30 Sekunden, bevor Sie einen neuen Code anfordern.",
      "too-many-codes": () => "Für diese Unterschrift wurden zu viele Codes gesendet. Bitte beginnen Sie erneut in Ihrem Kundenbereich.",
      "wrong-code": () => "Dieser Code ist nicht korrekt.",
      "code-expired": () => "Dieser Code ist abgelaufen oder wurde nie gesendet. Fordern Sie einen neuen Code an.",
      conflict: () => "Ihre Anfrage hat sich mit einer anderen überschnitten. Bitte versuchen Sie es erneut.",
    } satisfies Record<Notice, (phone: string) => string>,
    final: {
      signed: "Die Dokumente sind unterschrieben. Vielen Dank.",
      canceled: "Die Unterschrift wurde abgebrochen.",
      locked: "Die Unterschrift ist nach zu vielen falschen Codes gesperrt. Bitte beginnen Sie erneut in Ihrem Kundenbereich.",
      expired: "Dieser Unterschriftslink ist abgelaufen. Bitte beginnen Sie erneut in Ihrem Kundenbereich.",
    },
    wait: {
      codes: (minutes: number) =>
        `Für diese Dokumente wurde die maximale Anzahl an Codes gesendet. Sie können in ${minutes} Minute${minutes === 1 ? "" : "n"} einen neuen Code anfordern.`,
      guesses: (minutes: number) =>
        `Für diese Dokumente wurden zu viele Codes eingegeben. Sie können es in ${minutes} Minute${minutes === 1 ? "" : "n"} erneut versuchen.`,
    },
    notFound: "Dieser Unterschriftslink existiert nicht.",
    forbidden: "Dieses Formular ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    tooLarge: "Diese Anfrage ist zu groß.",
    badRequest: "Diese Anfrage kann nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  },
  it: {
    title: "Firma elettronica",
    intro: (brand: string) => `${brand} Le chiede di firmare i seguenti documenti.`,
    documents: "Documenti da firmare",
    noLink: "(disponibile nella Sua area clienti)",
    sendIntro: (phone: string) => `Per firmare, invieremo un codice di 6 cifre via SMS al Suo cellulare ${phone}.`,
    send: "Ricevere il codice",
    resend: "Inviare un nuovo codice",
    codeLabel: "Codice ricevuto via SMS",
    codeHelp: (left: number) => `6 cifre, valido 10 minuti. ${left} tentativ${left === 1 ? "o" : "i"} rimast${left === 1 ? "o" : "i"}.`,
    consent: "Inserendo il codice, firmo i documenti elencati sopra.",
    sign: "Firmare i documenti",
    cancel: "Annullare la firma",
    continue: "Continuare",
    notices: {
      "code-sent": (phone: string) => `Un codice è stato inviato via SMS al ${phone}.`,
      "too-soon": () => "Attenda 30 secondi prima di chiedere un nuovo codice.",
      "too-many-codes": () => "Sono stati inviati troppi codici per questa firma. Ricominci dalla Sua area clienti.",
      "wrong-code": () => "Questo codice non è corretto.",
      "code-expired": () => "Questo codice è scaduto o non è mai stato inviato. Chieda un nuovo codice.",
      conflict: () => "La Sua richiesta si è incrociata con un'altra. Riprovi.",
    } satisfies Record<Notice, (phone: string) => string>,
    final: {
      signed: "I documenti sono firmati. Grazie.",
      canceled: "La firma è stata annullata.",
      locked: "La firma è bloccata dopo troppi codici errati. Ricominci dalla Sua area clienti.",
      expired: "Questo link di firma è scaduto. Ricominci dalla Sua area clienti.",
    },
    wait: {
      codes: (minutes: number) =>
        `È stato inviato il numero massimo di codici per questi documenti. Potrà chiedere un nuovo codice tra ${minutes} minut${minutes === 1 ? "o" : "i"}.`,
      guesses: (minutes: number) => `Sono stati inseriti troppi codici per questi documenti. Potrà riprovare tra ${minutes} minut${minutes === 1 ? "o" : "i"}.`,
    },
    notFound: "Questo link di firma non esiste.",
    forbidden: "Questo modulo è scaduto. Ricarichi la pagina e riprovi.",
    tooLarge: "Questa richiesta è troppo grande.",
    badRequest: "Questa richiesta non è leggibile. Ricarichi la pagina e riprovi.",
  },
  es: {
    title: "Firma electrónica",
    intro: (brand: string) => `${brand} le pide que firme los siguientes documentos.`,
    documents: "Documentos para firmar",
    noLink: "(disponible en su área de cliente)",
    sendIntro: (phone: string) => `Para firmar, le enviaremos un código de 6 cifras por SMS a su móvil ${phone}.`,
    send: "Enviarme el código",
    resend: "Enviar un código nuevo",
    codeLabel: "Código recibido por SMS",
    codeHelp: (left: number) => `6 cifras, válido 10 minutos. Queda${left === 1 ? "" : "n"} ${left} intento${left === 1 ? "" : "s"}.`,
    consent: "Al introducir el código, firmo los documentos indicados arriba.",
    sign: "Firmar los documentos",
    cancel: "Cancelar la firma",
    continue: "Continuar",
    notices: {
      "code-sent": (phone: string) => `Se ha enviado un código por SMS al ${phone}.`,
      "too-soon": () => "Espere 30 segundos antes de pedir un código nuevo.",
      "too-many-codes": () => "Se han enviado demasiados códigos para esta firma. Vuelva a empezar desde su área de cliente.",
      "wrong-code": () => "Este código no es correcto.",
      "code-expired": () => "Este código ha caducado o nunca se envió. Pida un código nuevo.",
      conflict: () => "Su solicitud se ha cruzado con otra. Inténtelo de nuevo.",
    } satisfies Record<Notice, (phone: string) => string>,
    final: {
      signed: "Los documentos están firmados. Gracias.",
      canceled: "La firma se ha cancelado.",
      locked: "La firma está bloqueada tras demasiados códigos erróneos. Vuelva a empezar desde su área de cliente.",
      expired: "Este enlace de firma ha caducado. Vuelva a empezar desde su área de cliente.",
    },
    wait: {
      codes: (minutes: number) =>
        `Se ha enviado el número máximo de códigos para estos documentos. Podrá pedir un código nuevo dentro de ${minutes} minuto${minutes === 1 ? "" : "s"}.`,
      guesses: (minutes: number) =>
        `Se han introducido demasiados códigos para estos documentos. Podrá volver a intentarlo dentro de ${minutes} minuto${minutes === 1 ? "" : "s"}.`,
    },
    notFound: "Este enlace de firma no existe.",
    forbidden: "Este formulario ha caducado. Recargue la página e inténtelo de nuevo.",
    tooLarge: "Esta solicitud es demasiado grande.",
    badRequest: "Esta solicitud no se puede leer. Recargue la página e inténtelo de nuevo.",
  },
};

type Texts = (typeof texts)["en"];

function textsFor(lang: Language): Texts {
  return texts[lang];
}

const style = `
body{font-family:system-ui,sans-serif;margin:0;color:#1f1f1f;background:#f5f6f8;line-height:1.5}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}
h2{font-size:1.1rem}
label{display:block;font-weight:600;margin-top:1rem}
input[type=text]{font-size:1.25rem;letter-spacing:.3em;padding:.5rem;width:9em;border:2px solid #555;border-radius:4px}
button{font-size:1rem;padding:.6rem 1.2rem;margin-top:.75rem;border-radius:4px;border:2px solid #123b73;background:#123b73;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#123b73}
:focus-visible{outline:3px solid #e07a00;outline-offset:2px}
[role=alert]{color:#9b1c1c;font-weight:600}
[role=status]{color:#1d5c2e;font-weight:600}
form{margin:0 0 1rem}
`;

/** The inline style is allowed by its hash, so the CSP can forbid everything else inline. */
const styleHash = styleHashOf(style);

function withEvent(address: string, sessionId: string, event: "signed" | "error" | "cancel"): string {
  const url = new URL(address);
  url.searchParams.set("session_id", sessionId);
  url.searchParams.set("event", event);
  return url.href;
}

function errorCode(error: unknown): string | null {
  return error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : null;
}

export function createSigningPages(provider: ESignatureProvider, deps: SigningPagesDeps): Hono {
  const base = (deps.basePath ?? "/sandbox/sign").replace(/\/+$/, "");
  const now = deps.now ?? (() => new Date());
  const app = new Hono();

  const securityHeaders = (c: Context, session: SigningSessionView | null) =>
    setHostedPageHeaders(c, styleHash, session ? Object.values(session.redirects) : []);

  const page = (lang: Language, title: string, body: string) =>
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>` +
    `<body><main>${body}</main></body></html>`;

  const message = (c: Context, status: 400 | 403 | 404 | 413, lang: Language, text: string) => {
    securityHeaders(c, null);
    const t = textsFor(lang);
    return c.html(page(lang, t.title, `<h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(text)}</p>`), status);
  };

  const back = (c: Context, id: string, notice: Notice) => c.redirect(`${base}/${encodeURIComponent(id)}?notice=${notice}`, 303);

  /** Loads the session and checks the nonce of a POST; answers the error page itself when it fails. */
  const postedSession = async (c: Context): Promise<{ session: SigningSessionView; form: Record<string, unknown> } | Response> => {
    const length = Number(c.req.header("content-length") ?? "0");
    if (length > 4096) return message(c, 413, "en", texts.en.tooLarge);
    const session = await provider.getSession(c.req.param("id") ?? "");
    if (!session) return message(c, 404, "en", texts.en.notFound);
    // A form the parser cannot read (no boundary, cut short) is the sender's fault, not a 500.
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return message(c, 400, session.lang, textsFor(session.lang).badRequest);
    const nonce = typeof form.nonce === "string" ? form.nonce : "";
    if (!sameToken(nonce, session.nonce)) return message(c, 403, session.lang, textsFor(session.lang).forbidden);
    return { session, form };
  };

  app.get("/:id", async (c) => {
    const session = await provider.getSession(c.req.param("id"));
    if (!session) {
      // No session to read the language from: the signer's link may still say it (`?lang=`, as on the card page).
      const asked = c.req.query("lang");
      const lang = isLanguage(asked) ? asked : "en";
      return message(c, 404, lang, textsFor(lang).notFound);
    }
    securityHeaders(c, session);
    const t = textsFor(session.lang);
    const action = (step: string) => `${base}/${encodeURIComponent(session.id)}/${step}`;
    const nonceField = `<input type="hidden" name="nonce" value="${escapeHtml(session.nonce)}">`;
    let body = `<p>${escapeHtml(session.brandName)}</p><h1>${escapeHtml(t.title)}</h1>`;

    if (session.status !== "pending") {
      const [address, event] =
        session.status === "signed"
          ? [session.redirects.success, "signed" as const]
          : session.status === "canceled"
            ? [session.redirects.cancel, "cancel" as const]
            : [session.redirects.error, "error" as const];
      const role = session.status === "signed" ? "status" : "alert";
      body += `<p role="${role}">${escapeHtml(t.final[session.status])}</p>`;
      body += `<p><a href="${escapeHtml(withEvent(address, session.id, event))}">${escapeHtml(t.continue)}</a></p>`;
      return c.html(page(session.lang, t.title, body));
    }

    const noticeKey = c.req.query("notice");
    const notice = notices.find((candidate) => candidate === noticeKey);
    if (notice) {
      const role = notice === "code-sent" ? "status" : "alert";
      body += `<p role="${role}">${escapeHtml(t.notices[notice](session.maskedPhone))}</p>`;
    }

    body += `<p>${escapeHtml(t.intro(session.brandName))}</p><h2>${escapeHtml(t.documents)}</h2><ul>`;
    for (const document of session.documents) {
      body += document.url
        ? `<li><a href="${escapeHtml(document.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(document.name)}</a></li>`
        : `<li>${escapeHtml(document.name)} ${escapeHtml(t.noLink)}</li>`;
    }
    body += `</ul>`;

    // Budgets across sessions (signing-budget.ts): say when the signer may go on, and offer nothing that would be refused.
    const minutesUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - now().getTime()) / 60_000));
    if (session.guessesAllowedAt) body += `<p role="alert">${escapeHtml(t.wait.guesses(minutesUntil(session.guessesAllowedAt)))}</p>`;
    else if (session.codesAllowedAt && !session.codeActive) body += `<p role="alert">${escapeHtml(t.wait.codes(minutesUntil(session.codesAllowedAt)))}</p>`;

    if (session.codeActive && !session.guessesAllowedAt) {
      body +=
        `<form method="post" action="${action("verify")}">${nonceField}` +
        `<label for="code">${escapeHtml(t.codeLabel)}</label>` +
        `<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required aria-describedby="code-help consent">` +
        `<p id="code-help">${escapeHtml(t.codeHelp(session.attemptsLeft))}</p>` +
        `<p id="consent">${escapeHtml(t.consent)}</p>` +
        `<button type="submit">${escapeHtml(t.sign)}</button></form>`;
    } else {
      body += `<p>${escapeHtml(t.sendIntro(session.maskedPhone))}</p>`;
    }
    if (!session.codesAllowedAt && !session.guessesAllowedAt) {
      body +=
        `<form method="post" action="${action("send-code")}">${nonceField}` +
        `<button type="submit"${session.codeActive ? ' class="secondary"' : ""}>${escapeHtml(session.codeActive ? t.resend : t.send)}</button></form>`;
    }
    body += `<form method="post" action="${action("cancel")}">${nonceField}<button type="submit" class="secondary">${escapeHtml(t.cancel)}</button></form>`;
    return c.html(page(session.lang, t.title, body));
  });

  app.post("/:id/send-code", async (c) => {
    const posted = await postedSession(c);
    if (posted instanceof Response) return posted;
    const { session } = posted;
    try {
      const result = await provider.sendCode(session.id);
      if (result.ok) {
        await deps.enqueueSms({ to: result.phone, text: result.smsText, sessionId: session.id });
        return back(c, session.id, "code-sent");
      }
      // Over budget: the page itself says how long to wait.
      if (result.reason === "not-pending" || result.reason === "over-budget") return c.redirect(`${base}/${encodeURIComponent(session.id)}`, 303);
      return back(c, session.id, result.reason);
    } catch (error) {
      if (errorCode(error) === "signature.conflict") return back(c, session.id, "conflict");
      throw error;
    }
  });

  app.post("/:id/verify", async (c) => {
    const posted = await postedSession(c);
    if (posted instanceof Response) return posted;
    const { session, form } = posted;
    const code = typeof form.code === "string" ? form.code : "";
    try {
      const result = await provider.verify(session.id, code);
      if (result === "signed") return c.redirect(withEvent(session.redirects.success, session.id, "signed"), 303);
      if (result === "locked") return c.redirect(withEvent(session.redirects.error, session.id, "error"), 303);
      if (result === "wrong-code") return back(c, session.id, "wrong-code");
      if (result === "over-budget") return c.redirect(`${base}/${encodeURIComponent(session.id)}`, 303);
      // Expired: the code (ask for a new one) or the whole session (nothing left to do here).
      const current = await provider.getSession(session.id);
      if (current?.status === "expired") return c.redirect(withEvent(session.redirects.error, session.id, "error"), 303);
      return back(c, session.id, "code-expired");
    } catch (error) {
      if (errorCode(error) === "signature.conflict") return back(c, session.id, "conflict");
      throw error;
    }
  });

  app.post("/:id/cancel", async (c) => {
    const posted = await postedSession(c);
    if (posted instanceof Response) return posted;
    const { session } = posted;
    const status = await provider.cancel(session.id);
    // Too late to cancel: send the signer where the final status belongs.
    if (status === "signed") return c.redirect(withEvent(session.redirects.success, session.id, "signed"), 303);
    if (status === "canceled") return c.redirect(withEvent(session.redirects.cancel, session.id, "cancel"), 303);
    return c.redirect(withEvent(session.redirects.error, session.id, "error"), 303);
  });

  return app;
}
