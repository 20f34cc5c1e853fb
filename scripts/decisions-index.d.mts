export const decisionsDir: string;
export function decisionIndex(dir?: string): string;
