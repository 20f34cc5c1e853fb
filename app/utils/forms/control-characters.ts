/**
 * C0 control characters (U+0000 to U+001F) and DEL. No page path, host or
 * form field has a use for them; a NUL byte breaks what the broker stores
 * and what a page shows back. Tab, line feed and carriage return are the
 * exception a textarea needs. Isomorphic.
 */
const whitespace = new Set([0x09, 0x0a, 0x0d]);

function isControl(code: number, allowWhitespace: boolean): boolean {
  if (code === 0x7f) return true;
  if (code > 0x1f) return false;
  return !(allowWhitespace && whitespace.has(code));
}

export function hasControlCharacters(value: string, options: { allowWhitespace: boolean }): boolean {
  for (let index = 0; index < value.length; index++) {
    if (isControl(value.charCodeAt(index), options.allowWhitespace)) return true;
  }
  return false;
}

/** The value without them (tab, line feed and carriage return kept). */
export function withoutControlCharacters(value: string): string {
  let result = "";
  for (const char of value) if (!isControl(char.charCodeAt(0), true)) result += char;
  return result;
}
