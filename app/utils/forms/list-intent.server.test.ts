import { describe, expect, it } from "vitest";
import { conformIntentFieldName } from "~/utils/forms/form-list";
import { formListChange, readableConformIntent } from "~/utils/forms/list-intent.server";

const request = new Request("http://localhost/en-fr/claims/new", { method: "POST" });
const limits = { third_parties: 3, statements: 10 };

function formOf(intent: unknown, entries: [string, string][] = []) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  if (intent !== undefined) form.set(conformIntentFieldName, typeof intent === "string" ? intent : JSON.stringify(intent));
  return form;
}

async function status(promise: Promise<unknown>) {
  return promise.then(
    () => 200,
    (error: { init?: { status: number } }) => error.init?.status,
  );
}

const twoRows: [string, string][] = [
  ["third_parties[0].name", "Jo Martin"],
  ["third_parties[1].insurer", "Other Mutual"],
];

describe("a form's list intents (conform's, explicit)", () => {
  it("reads a row added at the end of a named list, a row removed by its place, and no change", async () => {
    expect(await formListChange(request, formOf(undefined, twoRows), limits)).toBeNull();
    expect(await formListChange(request, formOf({ type: "insert", payload: { name: "third_parties" } }, twoRows), limits)).toEqual({
      type: "insert",
      payload: { name: "third_parties" },
    });
    expect(await formListChange(request, formOf({ type: "remove", payload: { name: "third_parties", index: 1 } }, twoRows), limits)).toEqual({
      type: "remove",
      payload: { name: "third_parties", index: 1 },
    });
  });

  it("answers the 400 page to any other: another list, a row past the limit or not there, conform's other intents, a made-up value", async () => {
    const full: [string, string][] = [...twoRows, ["third_parties[2].phone", "0102030405"]];
    const refused = [
      formOf({ type: "insert", payload: { name: "witnesses" } }, twoRows),
      formOf({ type: "insert", payload: { name: "toString" } }, twoRows),
      formOf({ type: "insert", payload: { name: "third_parties" } }, full),
      formOf({ type: "insert", payload: { name: "third_parties", index: 0 } }, twoRows),
      formOf({ type: "insert", payload: { name: "third_parties", defaultValue: { name: "x" } } }, twoRows),
      formOf({ type: "remove", payload: { name: "third_parties", index: 2 } }, twoRows),
      formOf({ type: "remove", payload: { name: "third_parties", index: -1 } }, twoRows),
      formOf({ type: "remove", payload: { name: "third_parties" } }, twoRows),
      formOf({ type: "reorder", payload: { name: "third_parties", from: 0, to: 1 } }, twoRows),
      formOf({ type: "update", payload: { name: "third_parties", value: [] } }, twoRows),
      formOf({ type: "validate", payload: {} }, twoRows),
      formOf("add-third", twoRows),
      formOf("{", twoRows),
    ];
    for (const form of refused) expect(await status(formListChange(request, form, limits)), String(form.get(conformIntentFieldName))).toBe(400);
  });

  it("tells a conform intent conform can read from one it would fail on", () => {
    expect(readableConformIntent(formOf(undefined))).toBe(true);
    expect(readableConformIntent(formOf({ type: "validate", payload: { name: "email" } }))).toBe(true);
    for (const bad of ["{", "null", "[]", '"insert"', JSON.stringify({ type: "insert" }), JSON.stringify({ payload: {} })])
      expect(readableConformIntent(formOf(bad)), bad).toBe(false);
  });
});
