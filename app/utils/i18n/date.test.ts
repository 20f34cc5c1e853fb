import { describe, expect, it } from "vitest";
import { formatDate, parisToday } from "~/utils/i18n/date";

describe("formatDate", () => {
  it("shows Europe/Paris time whatever the server's zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate("2026-12-31T23:30:00Z", "en", "short")).toBe("01/01/2027");
    expect(formatDate("2026-07-01T22:15:00Z", "fr", "time")).toBe("00:15");
  });

  it("follows the site language", () => {
    const day = "2026-11-23T10:00:00Z";
    // Day and month never part ("23." never ends a line before "November", issue 31); the year may start the next
    // line, with Spanish's "de", so a narrow column never breaks inside its digits.
    expect(formatDate(day, "fr")).toBe("23\u00a0novembre 2026");
    expect(formatDate(day, "de")).toBe("23.\u00a0November 2026");
    expect(formatDate(day, "it")).toBe("23\u00a0novembre 2026");
    expect(formatDate(day, "es")).toBe("23\u00a0de\u00a0noviembre de\u00a02026");
    expect(formatDate(day, "en")).toBe("23\u00a0November 2026");
  });

  it("gives each style and instant its own text, asked again or not", () => {
    const instant = "2026-03-29T00:30:00Z";
    for (let round = 0; round < 2; round++) {
      expect(formatDate(instant, "en", "short")).toBe("29/03/2026");
      expect(formatDate(instant, "en", "time")).toBe("01:30");
      // One hour later, summer time has begun in Paris.
      expect(formatDate(new Date("2026-03-29T01:30:00Z"), "en", "time")).toBe("03:30");
      expect(formatDate(Date.parse(instant), "fr", "dateTime")).toBe("29\u00a0mars 2026 01:30");
    }
  });
});

describe("the first of a month", () => {
  it("is written 1er in French, long and with its time, and left as it is elsewhere", () => {
    const first = "2027-01-01T09:30:00Z";
    expect(formatDate(first, "fr")).toBe("1er\u00a0janvier 2027");
    expect(formatDate(first, "fr", "dateTime")).toBe("1er\u00a0janvier 2027 10:30");
    expect(formatDate(first, "fr", "short")).toBe("01/01/2027");
    expect(formatDate("2027-01-11T09:30:00Z", "fr")).toBe("11\u00a0janvier 2027");
    expect(formatDate(first, "en")).toBe("1\u00a0January 2027");
    expect(formatDate(first, "de")).toBe("1.\u00a0Januar 2027");
  });
});

describe("parisToday", () => {
  it("is the Paris calendar day, not the UTC one", () => {
    expect(parisToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(parisToday(new Date("2026-07-01T12:00:00Z"))).toBe("2026-07-01");
    // The minute before midnight in Paris, then midnight.
    expect(parisToday(new Date("2026-07-01T21:59:59.999Z"))).toBe("2026-07-01");
    expect(parisToday(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});
