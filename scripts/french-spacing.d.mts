export const frenchDir: string;
export function frenchSpacing(text: string): string;
export function frenchSpacingFaults(text: string): string[];
export function frenchFiles(dir?: string): string[];
export function jsonStrings(value: unknown, key?: string): Array<[string, string]>;
