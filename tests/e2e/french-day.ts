const frenchMonths = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

/** "3 octobre 2027" (a French long date, as the pages write them) as 2027-10-03. */
export function frenchDay(text: string): string {
  const [, day, month, year] = /^(\d{1,2})\s+(\p{L}+)\s+(\d{4})$/u.exec(text.trim().replace("1er", "1")) ?? [];
  const index = frenchMonths.indexOf(month ?? "");
  if (!day || index < 0) throw new Error(`not a French date: ${text}`);
  return `${year}-${String(index + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}
