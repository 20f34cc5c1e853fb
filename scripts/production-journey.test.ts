import { describe, expect, it } from "vitest";
import { formFields } from "./production-journey.mjs";

describe("formFields (the production stage's form post without JavaScript)", () => {
  it("posts what a browser posts: text, hidden, checked boxes and radios, selected options, text areas; no buttons", () => {
    const form = `<form method="post" id="profile">
      <input type="hidden" name="csrf" value="a&amp;b"/>
      <input name="profile.firstname" value="H&#x27;élène"/>
      <input type="radio" name="profile.status" value="M"/>
      <input type="radio" name="profile.status" value="F" checked=""/>
      <input type="checkbox" name="consent" checked=""/>
      <input type="checkbox" name="newsletter" value="yes"/>
      <select name="profile.country"><option value="">Choose</option><option value="FR" selected="">France</option></select>
      <textarea name="message">Line &lt;1&gt;</textarea>
      <button type="submit" name="intent" value="save">Save</button>
      <input type="submit" name="other" value="x"/>
    </form>`;
    expect([...formFields(form)]).toEqual([
      ["csrf", "a&b"],
      ["profile.firstname", "H'élène"],
      ["profile.status", "F"],
      ["consent", "on"],
      ["profile.country", "FR"],
      ["message", "Line <1>"],
    ]);
  });
});
