/** The methods that only read (a page, a file, a loader's data): nothing is sent, nothing changes. */
export const readMethods = ["GET", "HEAD"] as const;

export function isReadMethod(method: string): boolean {
  return (readMethods as readonly string[]).includes(method.toUpperCase());
}
