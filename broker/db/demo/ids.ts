/** Fixed ids of the demo rows (`<prefix>_<brand>_<name>`), so tests and docs can point at them. */
import { stableUuid } from "./util";

export const demoIds = (brand: string) => ({
  fullClient: `cli_${brand}_full`,
  singleClient: `cli_${brand}_single`,
  multiClientA: `cli_${brand}_multi_a`,
  multiClientB: `cli_${brand}_multi_b`,
  personalClient: `cli_${brand}_personal`,
  quoteProspect: `pro_${brand}_quote`,
  bespokeProspect: `pro_${brand}_bespoke`,
  /** The client demo.bespoke's signed bespoke quote made of that prospect (quotes.ts). */
  bespokeClient: `cli_${brand}_bespoke`,
  contract: (name: string) => `ctr_${brand}_${name}`,
  account: (key: string) => stableUuid(`${brand}:account:${key}`),
});

export type DemoIds = ReturnType<typeof demoIds>;
