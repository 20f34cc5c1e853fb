import path from "node:path";
import type { ManualChunkMeta } from "rollup";

/**
 * Rollup's manualChunks for the browser build. What every page loads goes into two chunks:
 * "framework" (the packages the root, the layouts and entry.client import: React, Remix) and
 * "shell" (our code they import, and the form primitives), with one stylesheet. Left to
 * itself Rollup cut that into about twenty chunks of 0.2–60 KB and eight render-blocking
 * stylesheets, by which routes share each module: twenty-eight requests on a first load,
 * and as many links in every page's HTML. Two chunks keep the framework cached across our
 * releases. Conform, which only the form pages load, gets a chunk named for it.
 *
 * A few small modules that most pages below a nested layout load (a form's reply and pending state,
 * the nested layouts' error boundary) go into shell as well: in chunks of their own each cost those
 * pages a file and its overhead (0.15–0.2 KB gzip), in shell a few dozen bytes on every page (decision 0155).
 */
export function shellChunks(appDirectory: string) {
  const layouts = path.join(appDirectory, "layouts/");
  const routes = path.join(appDirectory, "routes/");
  const primitives = path.join(appDirectory, "components/ui/");
  const root = path.join(appDirectory, "root.tsx");
  const entryClient = path.join(appDirectory, "entry.client.tsx");
  const pageParts = new Set(
    ["utils/forms/form-reply.ts", "utils/forms/use-intent-pending.ts", "components/nested-error-boundary.tsx", "components/nested-error-boundary.css.ts"].map(
      (file) => path.join(appDirectory, file),
    ),
  );
  // The form kit's parts that only the forms loaded on demand use (the controls beyond Field, the radio and checkbox
  // groups, useSchemaForm's form parts) (decisions 0151, 0264): in shell they cost every page
  // their bytes; in one chunk of their own, a form's module fetches them with conform, after the page has hydrated.
  const formKit = new Set(
    [
      "components/ui/text-area.tsx",
      "components/ui/select-field.tsx",
      "components/ui/file-input.tsx",
      "components/ui/checkbox-group.tsx",
      "components/ui/radio-group.tsx",
      "components/ui/form-parts.ts",
      "components/ui/form-notice.tsx",
      "components/ui/form-notice.css.ts",
      "utils/forms/form-notices.ts",
      "utils/forms/summary-entries.ts",
    ].map((file) => path.join(appDirectory, file)),
  );
  // Modules that only some pages load, grouped with what those pages load anyway (issue 43; decision 0264).
  // The kit's parts that only a contract's or a quote's pages show (the tab bar, the facts list) go with the detail
  // layout's styles, which those pages load already (issue 42 §3). In shell every other page would carry them; in
  // chunks of their own each would cost the contract tabs one more file (measured: one fewer script than with the
  // facts list beside the tab panel's styles, 0.1-0.2 KB gzip less on the contract tabs).
  // Every quote page loads its progress bar and the quote styles (its layout's), and a quote's documents tab and a
  // bespoke quote's signature tab the signing steps' loader and the documents to read: two chunks instead of four
  // take two files off those tabs (0.6-0.75 KB gzip less with the other changes of decision 0264).
  const grouped = new Map(
    [
      ["components/ui/tab-bar.tsx", "detail-layout"],
      ["components/detail-layout.css.ts", "detail-layout"],
      ["components/ui/facts-list.tsx", "detail-layout"],
      ["routes/quotes/quote-progress.tsx", "quote-pages"],
      ["routes/quotes/quote/quote.css.ts", "quote-pages"],
      ["routes/quotes/signing/steps-on-demand.ts", "quote-signing"],
      ["routes/quotes/signing/documents-to-read.tsx", "quote-signing"],
    ].map(([file, chunk]) => [path.join(appDirectory, file), chunk]),
  );
  // Route modules and the entry stay the entries Remix loads; what they import is grouped.
  const isEntry = (id: string) => id === root || id === entryClient || (id.startsWith(layouts) && id.endsWith(".tsx"));
  let everyPage: Set<string> | null = null;

  /** Modules statically reachable from the root, the layouts and entry.client, route modules excluded. */
  function reachedByEveryPage(meta: ManualChunkMeta): Set<string> {
    const found = new Set<string>();
    const queue = [...meta.getModuleIds()].filter(isEntry);
    while (queue.length > 0) {
      for (const imported of meta.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
        if (found.has(imported) || imported.startsWith(routes) || isEntry(imported)) continue;
        found.add(imported);
        queue.push(imported);
      }
    }
    return found;
  }

  return (id: string, meta: ManualChunkMeta): string | undefined => {
    everyPage ??= reachedByEveryPage(meta);
    // Rollup's and Vite's own helpers (ids starting with \0, such as the CommonJS interop that
    // React's modules use) go with the packages: were they in "shell", the two chunks would
    // import each other and React would run before its helper is defined.
    const isPackage = id.includes("/node_modules/") || id.startsWith("\0");
    if (everyPage.has(id)) return isPackage ? "framework" : "shell";
    if (formKit.has(id)) return "form-kit";
    if (grouped.has(id)) return grouped.get(id);
    if (id.startsWith(primitives) || pageParts.has(id)) return "shell";
    if (id.includes("/node_modules/@conform-to/")) return "conform";
    return undefined;
  };
}
