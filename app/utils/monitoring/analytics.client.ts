/**
 * Analytics adapter (off by default). Identification labels the current user
 * with the type 'client' (SPEC section 6). A real provider plugs in here;
 * "debug" only prints to the console.
 */
export type AnalyticsIdentity = { id: string; type: "client" };

export interface AnalyticsAdapter {
  identify(identity: AnalyticsIdentity): void;
  page(path: string): void;
}

const off: AnalyticsAdapter = { identify() {}, page() {} };

const debug: AnalyticsAdapter = {
  identify(identity) {
    console.info("[analytics] identify", identity);
  },
  page(path) {
    console.info("[analytics] page", path);
  },
};

export function analyticsAdapter(mode: "off" | "debug"): AnalyticsAdapter {
  return mode === "debug" ? debug : off;
}

export function identifyClient(adapter: AnalyticsAdapter, accountId: string) {
  adapter.identify({ id: accountId, type: "client" });
}
