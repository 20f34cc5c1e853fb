import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine, parseCalendar, unescapeText } from "./ics";

const event = {
  uid: "ctc_123@azura.example",
  stamp: new Date("2026-11-27T07:15:03.120Z"),
  day: "2026-11-30",
  startHour: 9,
  endHour: 10,
  summary: "Rappel de votre conseiller, Azura; 9 h – 10 h",
  description: "Référence ctc_123\nNous vous appelons au +33 6 12 34 56 78, comme demandé.",
  producer: "Azura Assurances",
};

describe("calendarFile", () => {
  const text = calendarFile(event);

  it("ends every line with CRLF and never has a line longer than 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("parses back: the slot in Europe/Paris with its VTIMEZONE, UID, DTSTAMP, texts as written", () => {
    const lines = parseCalendar(text);
    const vevent = lines.slice(lines.findIndex((line) => line.name === "BEGIN" && line.value === "VEVENT"));
    const get = (name: string) => vevent.find((line) => line.name === name) ?? lines.find((line) => line.name === name);
    expect(lines[0]).toMatchObject({ name: "BEGIN", value: "VCALENDAR" });
    expect(get("VERSION")?.value).toBe("2.0");
    expect(lines.filter((l) => l.name === "BEGIN").map((l) => l.value)).toEqual(["VCALENDAR", "VTIMEZONE", "DAYLIGHT", "STANDARD", "VEVENT"]);
    expect(get("TZID")?.value).toBe("Europe/Paris");
    expect(get("DTSTART")).toEqual({ name: "DTSTART", params: { TZID: "Europe/Paris" }, value: "20261130T090000" });
    expect(get("DTEND")).toEqual({ name: "DTEND", params: { TZID: "Europe/Paris" }, value: "20261130T100000" });
    expect(get("UID")?.value).toBe("ctc_123@azura.example");
    expect(get("DTSTAMP")?.value).toBe("20261127T071503Z");
    expect(unescapeText(get("SUMMARY")!.value)).toBe(event.summary);
    expect(unescapeText(get("DESCRIPTION")!.value)).toBe(event.description);
  });
});

describe("escapeText and foldLine", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
  it("folds at 75 octets without cutting a multi-byte character", () => {
    const line = `DESCRIPTION:${"é".repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
  it("leaves a short line alone", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
  });
});
