import { createHash } from "node:crypto";
import { renderToString } from "react-dom/server";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { describe, expect, it } from "vitest";
import { caughtInHoneypot, honeypotInputProps } from "~/utils/forms/honeypot.server";
import { allowedStyleAttributes, styleAttributeSources } from "~/utils/request/style-attributes.server";

/** The form's trap as the contact page renders it, read back as the form data a browser would post. */
function postedTrap(filled = "") {
  const props = honeypotInputProps();
  const html = renderToString(
    <HoneypotProvider {...props}>
      <HoneypotInputs label="Laissez ce champ vide" />
    </HoneypotProvider>,
  );
  const form = new FormData();
  for (const [, name, value] of html.matchAll(/<input[^>]*?name="([^"]+)"[^>]*?value="([^"]*)"/g)) form.set(name, value);
  form.set(props.nameFieldName, filled);
  return { html, form };
}

describe("the contact form's trap (remix-utils' honeypot, decision 0213)", () => {
  it("lets a person's post through: the hidden field empty, the time it was given", () => {
    expect(caughtInHoneypot(postedTrap().form)).toBe(false);
  });

  it("catches a post whose hidden field is filled, or whose time is forged or missing", () => {
    expect(caughtInHoneypot(postedTrap("https://spam.example").form)).toBe(true);
    const forged = postedTrap().form;
    forged.set("from__confirm", "U2FsdGVkX19forged");
    expect(caughtInHoneypot(forged)).toBe(true);
    const timeless = postedTrap().form;
    timeless.delete("from__confirm");
    expect(caughtInHoneypot(timeless)).toBe(true);
  });

  it("leaves a post without the trap's fields to the form's schema", () => {
    const form = new FormData();
    form.set("name", "Jeanne");
    expect(caughtInHoneypot(form)).toBe(false);
  });

  it("is hidden, out of the tab order and out of the accessibility tree, its label translated and autocomplete valid", () => {
    const { html } = postedTrap();
    expect(html).toMatch(/^<div id="name__confirm_wrap" style="display:none" aria-hidden="true">/);
    expect(html).toContain('<label for="name__confirm">Laissez ce champ vide</label>');
    for (const [input] of html.matchAll(/<input[^>]*>/g)) {
      expect(input).toContain('tabindex="-1"');
      // patches/remix-utils+7.7.0.patch: "off", not the library's "nope" (no valid autofill name; sergiodxa/remix-utils#332).
      expect(input).toMatch(/ autocomplete="off"/i);
    }
  });

  it("its one style attribute is the one the CSP allows by hash, and no other is allowed", () => {
    const styles = [...postedTrap().html.matchAll(/style="([^"]*)"/g)].map(([, value]) => value);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(allowedStyleAttributes).toContain(style);
    const hash = createHash("sha256").update("display:none").digest("base64");
    expect(styleAttributeSources()).toEqual(["'unsafe-hashes'", `'sha256-${hash}'`]);
  });
});
