import { Writable } from "node:stream";

/**
 * The stream React's renderToPipeableStream writes a finished document into (app/entry.server.tsx):
 * it gathers React's chunks and hands over the whole document as one buffer when React ends it
 * (docs/decisions/0046). Its bytes are React's bytes: React 18.3's own chunk writer is patched
 * (patches/react-dom+18.3.1.patch, docs/decisions/0068), tested through this writer.
 */
export function documentWriter(onDocument: (html: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    // Not closed after its end: React, seeing it close, would end it again and build an
    // ERR_STREAM_ALREADY_FINISHED error (with its stack) on every page.
    autoDestroy: false,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      onDocument(Buffer.concat(chunks));
      done();
    },
  });
}
