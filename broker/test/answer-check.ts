/**
 * Whether an answer the broker gave is one its OpenAPI document declares: the
 * operation (path template and method), the status, and the content type of
 * that status. Tests record what the broker answers (portal-traffic.test.ts)
 * and check each answer here, so an answer the document does not declare (a
 * zip where only JSON is documented, an undocumented status) fails them.
 */
export type AnsweredCall = { method: string; path: string; status: number; contentType: string | null };

type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const templateRegex = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+")}$`);

/** The document's path template for a called path: the most literal one that matches (`…/settings` before `…/{request}`). */
function templateFor(document: OpenApiDocument, path: string): string | undefined {
  const matching = Object.keys(document.paths).filter((template) => templateRegex(template).test(path));
  const params = (template: string) => (template.match(/\{/g) ?? []).length;
  return matching.sort((a, b) => params(a) - params(b))[0];
}

/** Null when the document declares the answer, else what it lacks, in words. */
export function undeclaredAnswer(document: OpenApiDocument, call: AnsweredCall): string | null {
  const path = call.path.split("?")[0];
  const template = templateFor(document, path);
  const method = call.method.toLowerCase() === "head" ? "get" : call.method.toLowerCase();
  const operation = template ? document.paths[template][method] : undefined;
  const at = `${call.method} ${template ?? path} → ${call.status}`;
  if (!operation) return `${at}: no such operation in the document`;
  const response = operation.responses?.[String(call.status)] ?? operation.responses?.default;
  if (!response) return `${at}: status not declared`;
  const type = call.contentType?.split(";")[0].trim().toLowerCase() ?? null;
  const declared = Object.keys(response.content ?? {});
  if (type === null) return declared.length === 0 || call.method === "HEAD" ? null : `${at}: no content type, the document declares ${declared.join(", ")}`;
  if (!declared.includes(type)) return `${at}: ${type} not declared (${declared.join(", ") || "no content"})`;
  return null;
}

/** Each undeclared answer once, with how often it was seen. */
export function undeclaredAnswers(document: OpenApiDocument, calls: readonly AnsweredCall[]): string[] {
  const problems = new Map<string, number>();
  for (const call of calls) {
    const problem = undeclaredAnswer(document, call);
    if (problem) problems.set(problem, (problems.get(problem) ?? 0) + 1);
  }
  return [...problems].map(([problem, times]) => (times > 1 ? `${problem} (×${times})` : problem));
}
