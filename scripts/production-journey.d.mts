// Types of scripts/production-journey.mjs for the TypeScript that imports it (its unit test).
export function formFields(form: string): URLSearchParams;
export function signedInJourney(
  base: string,
  options?: { login?: string; password?: string; phoneBefore?: string },
): Promise<{ steps: string[]; phone: string }>;
