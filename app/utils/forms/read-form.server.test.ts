import { describe, expect, it } from "vitest";
import { z } from "zod";
import { commitCsrfToken, csrfFieldName } from "~/utils/forms/csrf.server";
import { parseActionForm, parseForm, parseFormPart, readForm } from "~/utils/forms/read-form.server";

async function tokenAndCookie() {
  const [token, setCookie] = await commitCsrfToken(new Request("http://localhost/"), null);
  return { token, cookie: (setCookie ?? "").split(";")[0] };
}

function post(body: BodyInit, contentType: string | null, cookie: string) {
  const headers = new Headers({ cookie });
  if (contentType) headers.set("Content-Type", contentType);
  return new Request("http://localhost/en-fr/profile", { method: "POST", headers, body });
}

async function refusal(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  return thrown as { type: string; init: { status: number }; data: { title?: string; shell?: { locale: { lang: string } } } } | null;
}

const profile = z.object({ profile: z.object({ city: z.string().max(100), firstname: z.string().min(1) }) });

describe("readForm", () => {
  it("answers the translated 400 page to a body that is no form, before the CSRF check", async () => {
    const { token, cookie } = await tokenAndCookie();
    const bodies: [BodyInit, string | null][] = [
      [JSON.stringify({ [csrfFieldName]: token }), "application/json"],
      [`${csrfFieldName}=${token}`, "text/plain"],
      [`--XX\r\nContent-Disposition: form-data; name="${csrfFieldName}"\r\n\r\n${token}`, "multipart/form-data; boundary=XX"],
      [`${csrfFieldName}=${token}`, "multipart/form-data"],
      [`${csrfFieldName}=${token}`, null],
    ];
    for (const [body, type] of bodies) {
      const thrown = await refusal(readForm({ request: post(body, type, cookie) }));
      expect(thrown, type ?? "no type").toMatchObject({ type: "DataWithResponseInit", init: { status: 400 } });
      expect(thrown?.data.title).toBe("Request not understood");
      expect(thrown?.data.shell?.locale.lang).toBe("en");
    }
  });

  it("answers 400 to a return address no Location header could carry", async () => {
    const { token, cookie } = await tokenAndCookie();
    const body = new URLSearchParams({ [csrfFieldName]: token, redirectTo: "/ā" });
    const thrown = await refusal(readForm({ request: post(body, "application/x-www-form-urlencoded", cookie) }));
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });

  it("answers 400 to a conform intent conform could not read (its parse would throw: a 500)", async () => {
    const { token, cookie } = await tokenAndCookie();
    for (const intent of ["{", JSON.stringify({ type: "insert" })]) {
      const body = new URLSearchParams({ [csrfFieldName]: token, __intent__: intent });
      const thrown = await refusal(readForm({ request: post(body, "application/x-www-form-urlencoded", cookie) }));
      expect(thrown, intent).toMatchObject({ init: { status: 400 } });
    }
  });

  it("refuses control characters next to their field, with the value echoed without them", async () => {
    const { token, cookie } = await tokenAndCookie();
    const body = new URLSearchParams({ [csrfFieldName]: token, "profile.city": "Pa\u0000ris", "profile.firstname": "Ann\u001b" });
    const form = await readForm({ request: post(body, "application/x-www-form-urlencoded", cookie) });
    const submission = parseForm(form, profile);
    expect(submission.status).toBe("error");
    const message =
      "This field contained characters that are not allowed (control characters); they have been removed. Check the value and send the form again.";
    expect(submission.status === "error" && submission.error).toEqual({ "profile.city": [message], "profile.firstname": [message] });
    expect(submission.payload).toMatchObject({ profile: { city: "Paris", firstname: "Ann" } });
    expect(submission.reply().error).toEqual({ "profile.city": [message], "profile.firstname": [message] });
  });

  it("keeps the schema's own errors beside them", async () => {
    const { token, cookie } = await tokenAndCookie();
    const body = new URLSearchParams({ [csrfFieldName]: token, "profile.city": "Pa\u0007ris", "profile.firstname": "" });
    const submission = parseForm(await readForm({ request: post(body, "application/x-www-form-urlencoded", cookie) }), profile);
    expect(submission.status === "error" && Object.keys(submission.error ?? {}).sort()).toEqual(["profile.city", "profile.firstname"]);
  });

  it("reports a server check's errors with the schema's in one answer, the schema's message first on a field both refuse", async () => {
    const { token, cookie } = await tokenAndCookie();
    const body = new URLSearchParams({ [csrfFieldName]: token, "profile.city": "x".repeat(101), "profile.firstname": "" });
    const form = await readForm({ request: post(body, "application/x-www-form-urlencoded", cookie) });
    const seen: unknown[] = [];
    const submission = parseForm(form, profile, [
      (payload) => {
        seen.push(payload);
        return { "profile.company": ["Not a company number"], "profile.city": ["Not a city"] };
      },
    ]);
    expect(seen).toEqual([{ [csrfFieldName]: token, profile: { city: "x".repeat(101), firstname: "" } }]);
    const error = submission.status === "error" ? submission.error : null;
    expect(Object.keys(error ?? {}).sort()).toEqual(["profile.city", "profile.company", "profile.firstname"]);
    expect(error?.["profile.company"]).toEqual(["Not a company number"]);
    expect(error?.["profile.city"]).not.toEqual(["Not a city"]);
    // A check that finds nothing leaves the schema's answer as it was; one that finds something refuses a post the schema took.
    const good = new URLSearchParams({ [csrfFieldName]: token, "profile.city": "Paris", "profile.firstname": "Ann" });
    const goodForm = await readForm({ request: post(good, "application/x-www-form-urlencoded", cookie) });
    expect(parseForm(goodForm, profile, [() => null]).status).toBe("success");
    const refused = parseForm(goodForm, profile, [() => ({ "profile.city": ["Not a city"] })]);
    expect(refused.status === "error" && refused.error).toEqual({ "profile.city": ["Not a city"] });
  });

  it("refuses line breaks, tabs and bidirectional controls in single-line fields, next to the field, in the visitor's language", async () => {
    const { token, cookie } = await tokenAndCookie();
    const message =
      "This field contained line breaks, tabs or text-direction characters, which are not allowed; they have been removed. Check the value and send the form again.";
    for (const [city, kept] of [
      ["Line one\r\nLine two", "Line one Line two"],
      ["Pa\tris", "Pa ris"],
      ["Paris\u202E\u2066gpj.exe\u2069", "Parisgpj.exe"],
      ["\u202Aa\u202Bb\u202Cc\u202Dd\u2067e\u2068", "abcde"],
    ]) {
      const body = new URLSearchParams({ [csrfFieldName]: token, "profile.city": city, "profile.firstname": "Ann" });
      const submission = parseForm(await readForm({ request: post(body, "application/x-www-form-urlencoded", cookie) }), profile);
      expect(submission.status === "error" && submission.error, JSON.stringify(city)).toEqual({ "profile.city": [message] });
      expect(submission.payload).toMatchObject({ profile: { city: kept } });
    }
    const plain = new URLSearchParams({ [csrfFieldName]: token, "profile.city": "Zürich — 東京 مرحبا", "profile.firstname": "Ann" });
    expect(parseForm(await readForm({ request: post(plain, "application/x-www-form-urlencoded", cookie) }), profile).status).toBe("success");
  });

  it("refuses text-direction characters in a text area (a GDPR comment) without saying its line breaks are refused", async () => {
    const { token, cookie } = await tokenAndCookie();
    const rights = z.object({ comment: z.string().max(2000) });
    const body = new URLSearchParams({ [csrfFieldName]: token, comment: "First line\r\nSecond\u202E line" });
    const submission = parseForm(await readForm({ request: post(body, "application/x-www-form-urlencoded", cookie) }), rights);
    expect(submission.status === "error" && submission.error).toEqual({
      comment: ["This field contained text-direction characters, which are not allowed; they have been removed. Check the value and send the form again."],
    });
    // The line breaks stay; only the text-direction character is taken out.
    expect(submission.payload).toMatchObject({ comment: "First line\r\nSecond line" });
    const lines = new URLSearchParams({ [csrfFieldName]: token, comment: "First line\r\n\tSecond line" });
    expect(parseForm(await readForm({ request: post(lines, "application/x-www-form-urlencoded", cookie) }), rights).status).toBe("success");
  });

  it("still answers the 403 page without a valid token", async () => {
    const { cookie } = await tokenAndCookie();
    const thrown = await refusal(readForm({ request: post(new URLSearchParams({ a: "b" }), "application/x-www-form-urlencoded", cookie) }));
    expect(thrown).toMatchObject({ init: { status: 403 } });
  });
});

describe("parseActionForm", () => {
  const revoke = z.object({ intent: z.literal("revoke"), id: z.string().min(1).max(100), name: z.string().max(210).optional() });
  const request = post("", "application/x-www-form-urlencoded", "");

  it("gives the values of a form whose fields are all the page's own", async () => {
    const form = new FormData();
    for (const [name, value] of [
      ["intent", "revoke"],
      ["id", "D-1"],
      ["name", "Ada Lovelace"],
    ])
      form.append(name, value);
    const submission = await parseActionForm(request, form, revoke);
    expect(submission.value).toEqual({ intent: "revoke", id: "D-1", name: "Ada Lovelace" });
  });

  it("answers the 400 page to a post its schema refuses: nobody typed it on the page", async () => {
    for (const fields of [
      [["intent", "revoke"]],
      [
        ["intent", "revoke"],
        ["id", "x".repeat(101)],
      ],
      [
        ["intent", "revoke"],
        ["id", "D-1"],
        ["name", "n".repeat(211)],
      ],
    ]) {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      expect(await refusal(parseActionForm(request, form, revoke))).toMatchObject({ init: { status: 400 } });
    }
  });
});

describe("parseFormPart", () => {
  const contract = z.object({ contract: z.enum(["ctr_1", "ctr_2"]) });
  const formOf = (entries: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(entries)) form.set(name, value);
    return form;
  };

  it("reads the part another schema is built from, whichever button posted the form, with the whole post", () => {
    const listButton = JSON.stringify({ type: "insert", payload: { name: "statements" } });
    for (const form of [formOf({ contract: "ctr_2", nature: "theft" }), formOf({ contract: "ctr_2", nature: "theft", __intent__: listButton })]) {
      const part = parseFormPart(form, contract);
      expect(part.value).toEqual({ contract: "ctr_2" });
      expect(part.payload).toMatchObject({ contract: "ctr_2", nature: "theft" });
    }
  });

  it("gives no value when the part does not hold", () => {
    expect(parseFormPart(formOf({ contract: "ctr_3" }), contract).value).toBeNull();
    expect(parseFormPart(formOf({}), contract).value).toBeNull();
  });
});
