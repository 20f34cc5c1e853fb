import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { readToast } from "~/utils/ui/toast.server";
import type { V2Api } from "~/utils/v2/api/index.server";
import { withFailureScreens } from "~/utils/v2/attempt.server";
import { V2Error } from "~/utils/v2/client.server";
import { normaliseError } from "~/utils/v2/errors";

const locale = { lang: "en", country: "FR" } as const;
const fileUrl = "http://localhost/en-fr/payments/invoices/ctr_other/inv_other";
const back = { to: "/en-fr/payments", title: "Download failed", message: "The PDF document could not be loaded. Please try again later." };

/** The invoice route as served: `page.api`'s download (failing with `status` and `body`, or the file), then `downloadOrBack`. */
async function serve(status: number | null, body: Record<string, unknown> = {}) {
  const request = new Request(fileUrl);
  const raw = {
    downloadInvoice: () =>
      status === null ? Promise.resolve(new Response("%PDF-", { status: 200 })) : Promise.reject(new V2Error(normaliseError({ status, ...body }, status))),
  } as unknown as V2Api;
  const api = withFailureScreens(raw, request, locale);
  const context = {} as AppLoadContext;
  const loader = withScreens(async () => downloadOrBack(api.downloadInvoice("cli", "ctr_other", "inv_other", "en"), back));
  const response = await loader({ request, params: {}, context } as LoaderFunctionArgs).catch((thrown: unknown) => thrown as Response);
  return { response: response as Response, screen: context.screen ?? null };
}

async function toastOf(response: Response) {
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  return (await readToast(new Request("http://localhost/en-fr/payments", { headers: { cookie } }))).toast;
}

describe("downloadOrBack: what a file the broker does not give shows (decision 0273)", () => {
  it("hands the file over when the broker gives it", async () => {
    const { response, screen } = await serve(null);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("%PDF-");
    expect(screen).toBeNull();
  });

  it("another client's file (the broker's 404) is the not-found screen, with no toast", async () => {
    const { response, screen } = await serve(404, { code: "generic.not-found", title: "Not found" });
    expect(response.status).toBe(404);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(screen).toEqual({ status: 404, data: { title: null, details: null, code: "generic.not-found" } });
  });

  it("a refused file (403) is the refused screen, in the portal's words for a function's refusal", async () => {
    const refused = await serve(403, { code: "delegation.forbidden" });
    expect(refused.response.status).toBe(403);
    expect(refused.screen?.data.title).toBe("This action is not part of your access");
    const forbidden = await serve(403, { code: "generic.forbidden" });
    expect(forbidden.response.status).toBe(403);
    expect(forbidden.screen?.status).toBe(403);
  });

  it("the broker failing, unreachable or timing out goes back to the page with the toast to try again", async () => {
    for (const [status, code] of [
      [500, "generic.internal"],
      [503, "v2.unreachable"],
      [504, "v2.timeout"],
    ] as const) {
      const { response, screen } = await serve(status, { code });
      expect(response.status, code).toBe(302);
      expect(response.headers.get("location"), code).toBe("/en-fr/payments");
      expect(await toastOf(response), code).toMatchObject({ type: "error", title: back.title, message: back.message });
      expect(screen, code).toBeNull();
    }
  });

  it("any other refusal keeps its page's screen (too many attempts), and an ended session goes to login", async () => {
    const limited = await serve(429, { code: "rate-limited" });
    expect(limited.response.status).toBe(429);
    expect(limited.screen?.status).toBe(429);
    const ended = await serve(401, { code: "generic.invalid-auth-token" });
    expect(ended.response.status).toBe(302);
    expect(ended.response.headers.get("location")).toMatch(/^\/en-fr\/login\?redirectTo=/);
  });
});
