/**
 * A rendered document is one buffer before it becomes a Response (app/entry.server.tsx). The
 * Response keeps it under this key too, so the Express adapter (remix-handler.server.ts) writes it
 * in one call instead of reading it back through the web stream the Response wraps it in.
 * Symbol.for, because the entry and the adapter are built into two bundles. A Response made
 * anew from it (Remix does so for HEAD) has no such key and is streamed as any other.
 */
const wholeBodyKey = Symbol.for("portal.wholeBody");

type WithWholeBody = Response & { [wholeBodyKey]?: Uint8Array };

export function responseWithWholeBody(body: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response: WithWholeBody = new Response(body, init);
  response[wholeBodyKey] = body;
  return response;
}

/** The body, when the response was made by responseWithWholeBody and nothing has read it yet. */
export function wholeBodyOf(response: Response): Uint8Array | undefined {
  return response.bodyUsed ? undefined : (response as WithWholeBody)[wholeBodyKey];
}
