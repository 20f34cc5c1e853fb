import type { ManualChunkMeta, ModuleInfo } from "rollup";
import { describe, expect, it } from "vitest";
import { shellChunks } from "./shell-chunk";

const app = "/repo/app";
const pkg = (name: string) => `/repo/node_modules/${name}/index.js`;

/** A module graph as Rollup's manualChunks sees it: each id with its static imports. */
function graph(imports: Record<string, string[]>): ManualChunkMeta {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in imports ? ({ id, importedIds: imports[id] } as unknown as ModuleInfo) : null),
  };
}

describe("shellChunks", () => {
  const meta = graph({
    [`${app}/entry.client.tsx`]: [pkg("react-dom"), "\0commonjsHelpers.js"],
    [`${app}/root.tsx`]: [pkg("react"), `${app}/components/toast-region.tsx`],
    [`${app}/layouts/login.tsx`]: [`${app}/layouts/login.css.ts`, `${app}/routes/auth/login.tsx`],
    [`${app}/layouts/login.css.ts`]: [],
    [`${app}/components/toast-region.tsx`]: [`${app}/utils/ui/toast.ts`],
    [`${app}/utils/ui/toast.ts`]: [],
    [`${app}/routes/auth/login.tsx`]: [`${app}/components/ui/field.tsx`, pkg("@conform-to/react"), `${app}/utils/routing/meta.ts`],
    [`${app}/components/ui/field.tsx`]: [],
    [`${app}/utils/routing/meta.ts`]: [],
    [pkg("react")]: [],
    [pkg("react-dom")]: [pkg("react")],
    [pkg("@conform-to/react")]: [],
    "\0commonjsHelpers.js": [],
  });
  const chunkOf = (id: string) => shellChunks(app)(id, meta);

  it("groups what the root, the layouts and entry.client import: our code in shell, packages and bundler helpers in framework", () => {
    expect(chunkOf(`${app}/components/toast-region.tsx`)).toBe("shell");
    expect(chunkOf(`${app}/utils/ui/toast.ts`)).toBe("shell");
    expect(chunkOf(`${app}/layouts/login.css.ts`)).toBe("shell");
    expect(chunkOf(pkg("react"))).toBe("framework");
    expect(chunkOf(pkg("react-dom"))).toBe("framework");
    expect(chunkOf("\0commonjsHelpers.js")).toBe("framework");
  });

  it("leaves route modules and the entries where Remix loads them", () => {
    for (const id of [`${app}/root.tsx`, `${app}/entry.client.tsx`, `${app}/layouts/login.tsx`, `${app}/routes/auth/login.tsx`])
      expect(chunkOf(id)).toBeUndefined();
  });

  it("puts the form primitives in shell and conform in its own chunk; what only some routes import stays with them", () => {
    expect(chunkOf(`${app}/components/ui/field.tsx`)).toBe("shell");
    expect(chunkOf(pkg("@conform-to/react"))).toBe("conform");
    expect(chunkOf(`${app}/utils/routing/meta.ts`)).toBeUndefined();
  });

  it("puts the form kit's controls only forms loaded on demand use in a chunk of their own, out of every page's first load", () => {
    for (const file of [
      "components/ui/text-area.tsx",
      "components/ui/select-field.tsx",
      "components/ui/file-input.tsx",
      "components/ui/checkbox-group.tsx",
      "components/ui/radio-group.tsx",
      "components/ui/form-parts.ts",
      "utils/forms/summary-entries.ts",
    ])
      expect(chunkOf(`${app}/${file}`)).toBe("form-kit");
    // Their styles stay in shell's stylesheet: the server renders the forms before the kit arrives.
    expect(chunkOf(`${app}/components/ui/radio-group.css.ts`)).toBe("shell");
    expect(chunkOf(`${app}/components/ui/field.tsx`)).toBe("shell");
  });

  it("groups what only a contract's or a quote's pages load with what those pages load anyway", () => {
    expect(chunkOf(`${app}/components/ui/tab-bar.tsx`)).toBe("detail-layout");
    expect(chunkOf(`${app}/routes/quotes/quote-progress.tsx`)).toBe("quote-pages");
    expect(chunkOf(`${app}/routes/quotes/quote/quote.css.ts`)).toBe("quote-pages");
    expect(chunkOf(`${app}/routes/quotes/signing/steps-on-demand.ts`)).toBe("quote-signing");
    expect(chunkOf(`${app}/routes/quotes/signing/documents-to-read.tsx`)).toBe("quote-signing");
  });

  it("puts the small parts most nested pages load in shell, though no layout imports them", () => {
    expect(chunkOf(`${app}/utils/forms/form-reply.ts`)).toBe("shell");
    expect(chunkOf(`${app}/utils/forms/use-intent-pending.ts`)).toBe("shell");
    expect(chunkOf(`${app}/components/nested-error-boundary.tsx`)).toBe("shell");
    expect(chunkOf(`${app}/utils/forms/use-schema-form.ts`)).toBeUndefined();
  });
});
