/**
 * A message with anything that looks like a person or a secret replaced (e-mail, JWT, long token,
 * long number) and its addresses reduced by `maskPath`. Messages of the libraries the portal uses
 * quote the URL or the value that failed ("Failed to decode param '/en-fr/…'"). Shared by the
 * server's log (loggable-path.server.ts) and error reporting on both sides (scrub-event.ts).
 */
export function maskMessage(message: string, maskPath: (path: string) => string): string {
  return message
    .slice(0, 500)
    .replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, ":jwt")
    .replace(/[^\s@'"<>()[\]]+@[^\s@'"<>()[\]]+/g, ":email")
    .replace(/\bhttps?:\/\/[^\s'"<>]+/g, (address) => {
      try {
        const parsed = new URL(address);
        return `${parsed.origin}${maskPath(parsed.pathname)}`;
      } catch {
        return ":url";
      }
    })
    .replace(/(^|[\s'"(=])(\/[^\s'"<>)]*)/g, (_match, before: string, path: string) => `${before}${maskPath(path)}`)
    .replace(/[A-Za-z0-9_\-+=%]{24,}/g, ":token")
    .replace(/\d{6,}/g, ":number");
}
