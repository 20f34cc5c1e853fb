// A signed-in journey over plain HTTP, as a browser without JavaScript makes it: sign in, the home,
// a contract's tab, a form post (the profile's phone number, read back from the next page). Used by
// scripts/production-check.mjs against a production install; throws on the first step that fails.

/** Name=value pairs of the Set-Cookie headers of a response, kept in `jar` (a Map). */
function keepCookies(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
  }
}

const decode = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attribute = (tag, name) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? decode(found[1]) : undefined;
};

/**
 * What a browser would post for `form` (its HTML): text and hidden inputs, checked radios and
 * boxes, selected options, text areas; not the submit buttons (the caller names the one pressed).
 */
export function formFields(form) {
  const fields = new URLSearchParams();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    const type = attribute(tag, "type") ?? "text";
    if (!name || ["submit", "button", "image", "file", "reset"].includes(type)) continue;
    if ((type === "radio" || type === "checkbox") && !/\schecked(=""|\s|>|\/)/.test(tag)) continue;
    fields.append(name, attribute(tag, "value") ?? (type === "checkbox" ? "on" : ""));
  }
  for (const [, open, options] of form.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const name = attribute(open, "name");
    const selected = [...options.matchAll(/<option\b[^>]*>/g)].map(([tag]) => tag).find((tag) => /\sselected(=""|\s|>)/.test(tag));
    if (name) fields.append(name, (selected && attribute(selected, "value")) ?? "");
  }
  for (const [, open, text] of form.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(open, "name");
    if (name) fields.append(name, decode(text));
  }
  return fields;
}

/** A cookie-keeping client of one portal address, no redirects followed (each one is checked). */
function client(base) {
  const jar = new Map();
  const request = async (path, init = {}) => {
    const response = await fetch(new URL(path, base), {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
      signal: AbortSignal.timeout(30_000),
    });
    keepCookies(jar, response);
    return response;
  };
  return {
    async page(path, expected = 200) {
      const response = await request(path);
      const html = await response.text();
      if (response.status !== expected) throw new Error(`GET ${path}: ${response.status}, expected ${expected}`);
      // React 18's stream wrote a NUL byte when a character straddled its 2 KB chunks (patches/react-dom).
      if (html.includes("\u0000")) throw new Error(`GET ${path}: the page holds a NUL byte (is the react-dom patch applied?)`);
      return html;
    },
    post(path, body) {
      return request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(base).origin },
        body,
      });
    },
  };
}

/** The first `<form>` of `html` whose opening tag matches `pattern`. */
function formOf(html, pattern, what) {
  const form = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map(([found]) => found)
    .find((found) => pattern.test(found.slice(0, found.indexOf(">") + 1)));
  if (!form) throw new Error(`no ${what} form on the page`);
  return form;
}

/**
 * The journey; returns what each step saw, for the report, and the phone number it saved.
 * `phoneBefore`: the number the profile must show before this journey changes it.
 */
export async function signedInJourney(base, { login = "demo.full@example.com", password = "Demo-Password-1", phoneBefore } = {}) {
  const browser = client(base);
  const steps = [];

  const loginPage = await browser.page("/fr-fr/connexion");
  const credentials = formFields(formOf(loginPage, /id="password-form"/, "sign-in"));
  credentials.set("login", login);
  credentials.set("password", password);
  const signedIn = await browser.post("/fr-fr/connexion", credentials);
  const home = signedIn.headers.get("location");
  if (signedIn.status !== 302 || !home) throw new Error(`sign-in answered ${signedIn.status} (expected a redirect to the home)`);
  const homePath = new URL(home, base).pathname;
  const homePage = await browser.page(homePath);
  if (!/<main\b/.test(homePage)) throw new Error(`${homePath}: no <main>`);
  steps.push(`signed in, home ${homePath}`);

  const contracts = await browser.page("/fr-fr/contrats");
  const contract = /href="(\/fr-fr\/contrats\/ctr_[a-z0-9_-]+)"/.exec(contracts)?.[1];
  if (!contract) throw new Error("/fr-fr/contrats lists no contract");
  const documents = await browser.page(`${contract}/documents`);
  if (!documents.includes(`${contract}/documents`)) throw new Error(`${contract}/documents: not the documents tab`);
  steps.push(`contract tab ${contract}/documents`);

  // The profile form, posted as a browser without JavaScript posts it: a new phone number.
  const profilePath = "/fr-fr/profile";
  const profile = formFields(formOf(await browser.page(profilePath), /id="profile"/, "profile"));
  const phone = `+336${String(Date.now()).slice(-8)}`;
  if (!profile.has("profile.phone")) throw new Error(`${profilePath}: no phone field in the form`);
  if (phoneBefore && profile.get("profile.phone") !== phoneBefore) {
    throw new Error(`${profilePath}: the phone number is ${profile.get("profile.phone")}, expected ${phoneBefore} (saved before the backup)`);
  }
  profile.set("profile.phone", phone);
  const saved = await browser.post(profilePath, profile);
  const savedPage = await saved.text();
  if (saved.status !== 200) throw new Error(`POST ${profilePath}: ${saved.status}`);
  if (/aria-invalid="true"/.test(savedPage)) throw new Error(`POST ${profilePath}: the form came back with errors`);
  const reread = await browser.page(profilePath);
  if (!reread.includes(`value="${phone}"`)) throw new Error(`${profilePath}: the posted phone number ${phone} is not shown after the post`);
  steps.push(`form post ${profilePath} (phone saved and read back)`);
  return { steps, phone };
}
