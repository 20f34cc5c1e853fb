/**
 * Dev brand API tokens: one random token per brand, only its hash in the DB,
 * the plaintext in `<dataDir>/brand-tokens.json` (mode 0600) for the portal's
 * start script. The file is reused as long as every token in it still matches
 * a live token of the DB.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "./client";
import { brandApiTokens, brands } from "./schema";
import { hashToken, newToken } from "../security/tokens";

const TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

function readTokensFile(path: string | undefined): Record<string, string> {
  if (!path || !existsSync(path)) return {};
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {}; // unreadable file: regenerate rather than refuse to start
  }
}

export async function ensureBrandTokens(db: Database, opts: { tokensFile?: string; now?: Date } = {}): Promise<Record<string, string>> {
  const now = opts.now ?? new Date();
  const fromFile = readTokensFile(opts.tokensFile);
  const all = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id));
  const tokens: Record<string, string> = {};
  let changed = !opts.tokensFile || !existsSync(opts.tokensFile) || Object.keys(fromFile).length !== all.length;

  for (const { id } of all) {
    const candidate = fromFile[id];
    if (typeof candidate === "string") {
      const [live] = await db
        .select({ id: brandApiTokens.id })
        .from(brandApiTokens)
        .where(
          and(
            eq(brandApiTokens.brandId, id),
            eq(brandApiTokens.tokenHash, hashToken(candidate)),
            isNull(brandApiTokens.revokedAt),
            gt(brandApiTokens.expiresAt, now),
          ),
        )
        .limit(1);
      if (live) {
        tokens[id] = candidate;
        continue;
      }
    }
    const token = newToken();
    await db.insert(brandApiTokens).values({
      brandId: id,
      tokenHash: hashToken(token),
      label: "dev",
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
      createdAt: now,
    });
    tokens[id] = token;
    changed = true;
  }

  if (opts.tokensFile && changed) {
    mkdirSync(dirname(opts.tokensFile), { recursive: true });
    writeFileSync(opts.tokensFile, JSON.stringify(tokens, null, 2) + "\n", { mode: 0o600 });
    chmodSync(opts.tokensFile, 0o600); // mode above only applies when the file is created
  }
  return tokens;
}
