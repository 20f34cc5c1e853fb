import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ReactElement } from "react";
import { renderToStaticMarkup, type renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentWriter } from "./document-writer.server";

type Fizz = { renderToPipeableStream: typeof renderToPipeableStream };
const require = createRequire(import.meta.url);
// Every stream build react-dom/server loads on Node (server.node.js: production or development by
// NODE_ENV): each carries the patch of docs/decisions/0068, each is rendered with.
const entry = require.resolve("react-dom/server");
const builds: [string, Fizz][] = [...readFileSync(entry, "utf8").matchAll(/require\('(\.\/cjs\/react-dom-server\.node\.[^']+)'\)/g)].map(([, file]) => [
  file,
  require(join(dirname(entry), file)) as Fizz,
]);

/** The document as the portal gets it: React's stream into documentWriter, once all is rendered. */
function renderWhole(fizz: Fizz, element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = fizz.renderToPipeableStream(element, {
      onAllReady: () => pipe(documentWriter(resolve)),
      onShellError: reject,
    });
  });
}

// React fills 2,048-byte views; a text shorter than a third of a view is encoded into the view's end.
const viewSize = 2048;
const characters = [
  ["2-byte", "é"],
  ["3-byte", "€"],
  ["4-byte", "😀"],
] as const;

/**
 * ASCII filler of `offset` bytes in spans short enough to be copied into the view, then text and an
 * attribute value of multi-byte characters: as the offset runs over a view, a character falls across
 * its end at every position.
 */
function page(offset: number, character: string): ReactElement {
  const filler: string[] = [];
  for (let left = offset; left > 0; left -= 500) filler.push("a".repeat(Math.min(left, 500)));
  const text = `x${character.repeat(150)}y`;
  return (
    <div>
      {filler.map((part, index) => (
        <span key={index}>{part}</span>
      ))}
      <p>{text}</p>
      <input defaultValue={text} />
    </div>
  );
}

describe("documentWriter, after React's chunk writer", () => {
  for (const [build, fizz] of builds) {
    for (const [size, character] of characters) {
      it(`writes no zero byte and the exact text for ${size} characters at every offset of a chunk (${build})`, async () => {
        let zeroBytes = 0;
        let wrong = 0;
        for (let offset = 0; offset < viewSize; offset++) {
          const element = page(offset, character);
          const html = await renderWhole(fizz, element);
          if (html.includes(0)) zeroBytes++;
          if (html.toString("utf8") !== renderToStaticMarkup(element)) wrong++;
        }
        expect({ zeroBytes, wrong }).toEqual({ zeroBytes: 0, wrong: 0 });
      });
    }
  }

  it("covers both builds of react-dom/server on Node", () => {
    expect(entry).toMatch(/react-dom\/server\.node\.js$/);
    expect(builds.map(([file]) => file).sort()).toEqual(["./cjs/react-dom-server.node.development.js", "./cjs/react-dom-server.node.production.min.js"]);
  });
});
