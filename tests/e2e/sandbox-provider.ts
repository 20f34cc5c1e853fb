import { expect, formsIn, type Answer } from "./http";

/**
 * The sandbox signature provider's own pages (the broker's origin, no cookie of ours), server-rendered forms that
 * an http spec posts as a browser without JavaScript would (decision 0227).
 */
/** A page of the sandbox provider. */
export async function providerRead(url: string): Promise<Answer> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return { status: response.status, headers: {}, body: await response.text(), url: response.url };
}

/** Posts the provider page's form whose action ends with `suffix`; the redirect it answers is not followed. */
export async function providerSubmit(page: Answer, suffix: string, typed: Record<string, string>): Promise<Answer> {
  const form = formsIn(page.body, page.url).find(
    (candidate) => candidate.method === "post" && candidate.action.endsWith(suffix) && !candidate.action.endsWith("/cancel"),
  );
  if (!form) throw new Error(`No form ending ${suffix} on ${page.url}`);
  const response = await fetch(form.action, { method: "POST", redirect: "manual", body: new URLSearchParams({ ...form.values, ...typed }) });
  const location = response.headers.get("location");
  return { status: response.status, headers: location ? { location: new URL(location, form.action).href } : {}, body: await response.text(), url: form.action };
}
