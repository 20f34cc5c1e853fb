import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { amendmentSchema } from "./amendment-schema";

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

describe("the amendment approval form", () => {
  it("takes the amendment the notice named", async () => {
    const t = await getFixedT("fr", ["contract", "common"]);
    const submission = parseWithZod(form({ intent: "amendment", amendment_id: " amd_1 " }), { schema: amendmentSchema(t) });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value : null).toEqual({ intent: "amendment", amendment_id: "amd_1" });
  });

  it("refuses a post without its amendment, or with another form's intent, in the page's words", async () => {
    const t = await getFixedT("fr", ["contract", "common"]);
    const missing = parseWithZod(form({ intent: "amendment" }), { schema: amendmentSchema(t) });
    expect(missing.status === "error" ? missing.error : null).toEqual({ amendment_id: [t("contract:amendment.failed")] });
    const other = parseWithZod(form({ intent: "sepa", amendment_id: "amd_1" }), { schema: amendmentSchema(t) });
    expect(other.status).toBe("error");
    const tooLong = parseWithZod(form({ intent: "amendment", amendment_id: "x".repeat(101) }), { schema: amendmentSchema(t) });
    expect(tooLong.status).toBe("error");
  });
});
