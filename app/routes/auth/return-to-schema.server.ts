import { z } from "zod";
import { returnToParam } from "~/utils/routing/redirect-guard";

/**
 * The address to go back to after signing in, which every form of the login page may carry (a hidden
 * field): checked by internalReturnTo, a value it does not take is the home page. Server-only: a schema
 * built as a browser module loads would probe `new Function` before the browser's `jitless` setting
 * (use-schema-form.ts), a CSP violation on every page that loads the sign-in schemas (security.spec.ts).
 */
export const returnToSchema = z.object({ [returnToParam]: z.string().optional() });
