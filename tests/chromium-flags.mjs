// The flags Chromium needs on this closed network (no sandbox in containers, no GPU, no background
// calls home), shared by the Playwright configs (tests/chromium.ts) and the bench's Lighthouse run.
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
