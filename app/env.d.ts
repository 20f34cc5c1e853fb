/// <reference types="@remix-run/node" />
/// <reference types="vite/client" />

import type { Screen } from "~/utils/request/file-route.server";
import type { Rejection } from "~/utils/request/rejection.server";

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
    /** Headers added to this request's response whatever answers it (app/utils/request/response-headers.server.ts). */
    responseHeaders: Headers;
    /**
     * Set only on the request server.ts makes to render a refusal
     * (app/utils/request/remix-handler.server.ts); a visitor cannot set it.
     */
    rejection?: Rejection & { path: string };
    /** The form an action already read, for remix-auth-form's FormStrategy (it reads this instead of the body). */
    formData?: FormData;
    /**
     * Set by a resource route that failed (app/utils/request/file-route.server.ts):
     * the screen remix-handler.server.ts renders in place of its answer.
     */
    screen?: Screen;
    /** Set when this request's action refused the post (app/utils/forms/refused-post.server.ts); the root loader reads it. */
    refusedPost?: true;
  }
}

export {};
