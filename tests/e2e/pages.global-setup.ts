import { emptyCollectedPages } from "./page-checks";

/** Each run checks the pages it visited, and only those (pages.teardown.ts). */
export default function globalSetup(): void {
  emptyCollectedPages();
}
