/** One path segment of a v2 address: ids come from users and links, so they are always encoded. */
export const segment = (value: string) => encodeURIComponent(value);
