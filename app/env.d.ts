/// <reference types="@remix-run/node" />
/// <reference types="vite/client" />

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce (server.ts); rendered by entry.server, never sent in data. */
    cspNonce: string;
    requestId: string;
  }
}

export {};
