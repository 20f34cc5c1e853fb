/**
 * Whether the page's translations are whole in the browser. The HTML inlines only the groups its render read
 * (decision 0031); the rest of those namespaces is fetched as the page hydrates. A part drawn on demand (a form
 * whose module arrives later, decision 0151) may use groups the server's render had not read when it wrote the
 * inline translations (a server's first render of that form waits for its module): hydrated before they
 * arrive, it would show keys where the server showed words, and React would draw it again (errors 425, 418,
 * 422), losing what the visitor typed. Such parts wait for this (decision 0260). On the server, always whole.
 */
let pending: Promise<unknown> | null = null;

/** Called once by entry.client, before hydration, with the fetch of the rest of the inlined namespaces. */
export function completingTranslations(fetching: Promise<unknown>): void {
  pending = fetching.then(
    () => (pending = null),
    () => (pending = null),
  );
}

/** What `loading` gives, once the page's translations are whole too (for React.lazy of a part drawn on demand). */
export function afterTranslations<Value>(loading: Promise<Value>): Promise<Value> {
  return pending ? Promise.all([loading, pending]).then(([value]) => value) : loading;
}

export function translationsAreComplete(): boolean {
  return pending === null;
}
