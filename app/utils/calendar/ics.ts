/**
 * One event as an iCalendar file (RFC 5545): the callback slot the client
 * asked for, to add to their calendar. Lines end in CRLF and are folded at
 * 75 octets (UTF-8, never inside a character); texts are escaped (3.3.11);
 * the start and end are local times in Europe/Paris with its VTIMEZONE, so
 * a calendar in another zone shows the slot at the right moment.
 */

export type CalendarEvent = {
  /** Globally unique (3.8.4.7): the request's reference at the brand's host. */
  uid: string;
  /** When the file was made (DTSTAMP, UTC). */
  stamp: Date;
  /** Calendar day `YYYY-MM-DD` and whole hours, in Europe/Paris. */
  day: string;
  startHour: number;
  endHour: number;
  summary: string;
  description?: string;
  /** PRODID's owner, the brand. */
  producer: string;
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT values (3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line (3.1): at most 75 octets per line, continuation lines start with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, "0");
const localTime = (day: string, hour: number) => `${day.replaceAll("-", "")}T${pad(hour)}0000`;
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Europe/Paris since 1996: last Sunday of March 02:00 → CEST, last Sunday of October 03:00 → CET. */
const parisTimeZone = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(event.producer)}//Callback//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...parisTimeZone,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=Europe/Paris:${localTime(event.day, event.startHour)}`,
    `DTEND;TZID=Europe/Paris:${localTime(event.day, event.endHour)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Reads an iCalendar text back into its content lines (unfolded) and their parameters and values: for tests and checks. */
export function parseCalendar(text: string): { name: string; params: Record<string, string>; value: string }[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      // The first colon ends the name and parameters (none of ours is a quoted value holding one).
      const colon = line.indexOf(":");
      const [name, ...params] = line.slice(0, colon).split(";");
      return { name, params: Object.fromEntries(params.map((p) => p.split("=") as [string, string])), value: line.slice(colon + 1) };
    });
}

/** The value of an escaped TEXT back as written. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}
