import { describe, expect, it } from "vitest";
import { addToast, createToast, removeToast } from "~/utils/ui/toast";
import { readToast, redirectWithToast } from "~/utils/ui/toast.server";

describe("toasts", () => {
  it("defaults to info, 10000 ms, theme 'default' (SPEC section 9)", () => {
    const toast = createToast({ message: "Saved" });
    expect(toast).toMatchObject({ type: "info", timeout: 10_000, theme: "default", icon: "info", actions: [] });
  });

  it("adds new toasts at the front and removes by id", () => {
    const first = createToast({ message: "1" }, "a");
    const second = createToast({ message: "2" }, "b");
    const list = addToast(addToast([], first), second);
    expect(list.map((t) => t.id)).toEqual(["b", "a"]);
    expect(removeToast(list, "b").map((t) => t.id)).toEqual(["a"]);
  });

  it("travels in a one-time cookie: set by a redirect, read once, then cleared", async () => {
    const response = await redirectWithToast("/fr-fr/", { type: "success", message: "Votre demande est envoyée." });
    expect(response.status).toBe(302);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^toast=/);
    expect(setCookie).toMatch(/HttpOnly/);
    const cookie = setCookie.split(";")[0];
    const { toast, headers } = await readToast(new Request("http://localhost/fr-fr/", { headers: { cookie } }));
    expect(toast).toMatchObject({ type: "success", message: "Votre demande est envoyée." });
    expect(headers?.get("set-cookie")).toMatch(/toast=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("ignores a forged toast cookie", async () => {
    const { toast } = await readToast(new Request("http://localhost/", { headers: { cookie: "toast=eyJ0b2FzdCI6e319.forged" } }));
    expect(toast).toBeNull();
  });
});
