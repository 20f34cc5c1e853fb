/**
 * Claims (SPEC section 7 "Claims"): declare, list, read, proof files.
 * Rules come from domain/claims.ts; every id is looked up with the
 * client scope (another client's or brand's claim, contract or file → 404).
 */
import * as endpoints from "../../contract/endpoints/claims";
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { claimFiles, claims, contracts } from "../db/schema";
import { parisDay } from "../domain/calendar";
import { clientClaimFileRows, clientClaimRows, clientContractSummaries } from "./client/reads";
import {
  canAddProofFiles,
  checkClaimDeclaration,
  claimNaturesFor,
  claimRequirements,
  claimStatuses,
  declaredHistory,
  isContractClaimable,
  isNatureAllowed,
  proofDocuments,
  type ClaimStatus,
} from "../domain/claims";
import type { ContractStatus } from "../domain/contract-kind";
import { acceptOne, uploadLimits } from "../files/uploads";
import { notFound, validationFailed } from "../http/errors";
import { type Route, implement } from "../http/registry";
import { found, ownedByClient } from "../scope/ownership";
import { rateLimit } from "../http/rate-limit";
import { enqueueEmail } from "../outbox/outbox";
import { claimDeclaredMessages } from "../outbox/client-messages";
import { messageLanguage } from "../auth/messages";
import { isDeletableProof, photoCollectionAvailable, toClaimBody, toClaimFileBody, type ClaimRow } from "../views/claims";
import { newPhotoCollectionUrl } from "../providers/photo-collection-page";
import type { ContractRow } from "../views/contracts";
import { isQuoteLike, type Scope } from "../scope/contract";
import { downloadFile, fileStoreFor, uploadBodyLimit, uploadFailure, withStoredFiles } from "./contract/shared";

/** Contracts a claim may be declared on: in force or terminated, and not a quote. */
function isAllowedContract(row: ContractRow): boolean {
  return !isQuoteLike(row) && isContractClaimable({ status: row.status as ContractStatus });
}

async function loadClaim(db: Database, scope: Scope, id: string): Promise<ClaimRow> {
  return found(
    await db
      .select()
      .from(claims)
      .where(and(eq(claims.id, id), ownedByClient(claims, scope))),
  );
}

async function liveFiles(db: Database, scope: Scope, claimIds: string[]) {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(claimFiles)
    .where(and(inArray(claimFiles.claimId, claimIds), ownedByClient(claimFiles, scope), isNull(claimFiles.deletedAt)))
    .orderBy(asc(claimFiles.createdAt), asc(claimFiles.id));
}

async function claimBody(db: Database, scope: Scope, claim: ClaimRow) {
  const [contract] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, claim.contractId), ownedByClient(contracts, scope)));
  return toClaimBody(claim, await liveFiles(db, scope, [claim.id]), contract ?? null);
}

const asStatus = (s: string): ClaimStatus => ((claimStatuses as readonly string[]).includes(s) ? (s as ClaimStatus) : "closed");

export const createClaim = implement(endpoints.createClaim, {
  middleware: [rateLimit({ name: "claims-create", limit: 20, windowMs: 3_600_000, key: (c) => c.get("session").id })],
  handler: async ({ db, brand, session, body, now, deps, scope }) => {
    const contract = found(
      await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, body.contract_id), ownedByClient(contracts, scope))),
    );
    if (isQuoteLike(contract)) throw validationFailed({ contract_id: ["claim.contract-not-claimable"] });
    const today = parisDay(now);
    const { contract_id: _contractId, locale: _locale, ...declaration } = body;
    const checked = checkClaimDeclaration(declaration, {
      contract: {
        type: contract.type,
        status: contract.status as ContractStatus,
        start_date: contract.startDate ?? parisDay(contract.createdAt),
        terminated_date: contract.terminatedDate,
      },
      today,
    });
    if (!checked.ok) {
      const errors: Record<string, string[]> = {};
      for (const [key, messages] of Object.entries(checked.errors)) errors[key === "contract" ? "contract_id" : key] = messages;
      throw validationFailed(errors);
    }
    const claim = checked.value;

    const reference = `SIN-${today.slice(0, 4)}-${randomBytes(4).toString("hex").toUpperCase()}`;
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(claims)
        .values({
          ...scope,
          contractId: contract.id,
          reference,
          nature: claim.nature,
          occurrenceDate: claim.occurrence_date,
          declarationDate: today,
          circumstances: claim.circumstances,
          damages: claim.damages ?? null,
          physicalInjury: claim.physical_injury,
          thirdPartyInvolved: claim.third_party_involved,
          thirdParties: claim.third_parties,
          statements: claim.statements,
          status: "declared",
          statusHistory: declaredHistory(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const to = session.account.email;
      await enqueueEmail(tx, {
        brandId: brand.id,
        to,
        ...claimDeclaredMessages[messageLanguage(brand.country, body.locale)]({ brand: brand.name, reference, contractNumber: contract.number }),
        template: "claim-declared",
      });
      return inserted;
    });
    deps.log.info("claim_declared", { claim: row.id, contract: contract.id });
    return toClaimBody(row, [], contract);
  },
});

export const listClaims = implement(endpoints.listClaims, {
  handler: async ({ db, scope }) => {
    const rows = await clientClaimRows(db, scope);
    const files = rows.length ? await clientClaimFileRows(db, scope) : [];
    const contractRows = await clientContractSummaries(db, scope);
    const byId = new Map(contractRows.map((c) => [c.id, c]));
    return rows.map((r) =>
      toClaimBody(
        r,
        files.filter((f) => f.claimId === r.id),
        byId.get(r.contractId) ?? null,
      ),
    );
  },
});

export const getClaim = implement(endpoints.getClaim, {
  handler: async ({ db, params, scope }) => {
    return claimBody(db, scope, await loadClaim(db, scope, params.claim));
  },
});

export const listAllowedContracts = implement(endpoints.listAllowedContracts, {
  handler: async ({ db, scope }) => {
    const rows = await db.select().from(contracts).where(ownedByClient(contracts, scope)).orderBy(asc(contracts.label), asc(contracts.id));
    return rows.filter(isAllowedContract).map((c) => ({
      id: c.id,
      number: c.number,
      label: c.label,
      type: c.type,
      status: c.status,
      start_date: c.startDate,
      terminated_date: c.terminatedDate,
      natures: claimNaturesFor(c.type),
    }));
  },
});

export const getProofFiles = implement(endpoints.getProofFiles, {
  handler: async ({ db, params, scope }) => {
    const claim = await loadClaim(db, scope, params.claim);
    const [contract] = await db
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, claim.contractId), ownedByClient(contracts, scope)));
    const files = (await liveFiles(db, scope, [claim.id])).filter((f) => f.kind === "proof");
    const canAdd = canAddProofFiles(asStatus(claim.status));
    const type = contract?.type ?? "other";
    // A decided claim takes no more files, so it asks for none (decision 0281).
    const asks = canAdd && (isNatureAllowed(type, claim.nature) || claim.nature === "other");
    const requirements = asks
      ? claimRequirements({
          contractType: type,
          nature: claim.nature as Parameters<typeof claimRequirements>[0]["nature"],
          thirdPartyInvolved: claim.thirdPartyInvolved,
          physicalInjury: claim.physicalInjury,
        })
      : [];
    return {
      claim_id: claim.id,
      can_add: canAdd,
      requirements: requirements.map((r) => ({ ...r, provided: files.some((f) => f.type === r.code && f.status !== "invalid") })),
      files: files.map((f) => toClaimFileBody(f, claim.status)),
    };
  },
});

const extensionsOf: Record<string, readonly string[]> = { pdf: ["pdf"], jpg: ["jpg", "jpeg"], png: ["png"] };

/**
 * A proof file must be what its name says: PNG bytes named `.pdf` are
 * refused (the insurer files it by its name), where a required document
 * takes them renamed. A name without a known extension says nothing.
 */
function saysWhatItIs(sent: unknown, kind: string): boolean {
  const raw = Array.isArray(sent) ? sent[0] : sent;
  const name = raw instanceof File ? raw.name.toLowerCase() : "";
  const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1) : "";
  const known = Object.values(extensionsOf).flat();
  return !known.includes(extension) || (extensionsOf[kind] ?? []).includes(extension);
}

export const uploadProofFile = implement(endpoints.uploadProofFile, {
  bodyLimit: uploadBodyLimit(uploadLimits.claimProof, "file"),
  handler: async ({ db, params, body, now, deps, scope }) => {
    const claim = await loadClaim(db, scope, params.claim);
    if (body.type !== undefined && !(proofDocuments as readonly string[]).includes(body.type)) throw validationFailed({ type: ["field.not-allowed"] });
    if (!canAddProofFiles(asStatus(claim.status))) throw validationFailed({ file: ["claim.closed"] });
    const file = await acceptOne(body.file, uploadLimits.claimProof, "file").catch(uploadFailure);
    if (!saysWhatItIs(body.file, file.kind)) throw validationFailed({ file: ["claim-file.not-what-it-says"] });
    const [row] = await withStoredFiles(fileStoreFor(deps), [file], ([stored]) =>
      db
        .insert(claimFiles)
        .values({
          ...scope,
          claimId: claim.id,
          kind: "proof",
          type: body.type ?? "supporting_document",
          status: "uploaded",
          name: file.originalName,
          mime: file.mime,
          size: file.size,
          storageKey: stored.key,
          createdAt: now,
        })
        .returning(),
    );
    deps.log.info("claim_proof_uploaded", { claim: claim.id, size: file.size, kind: file.kind });
    return toClaimFileBody(row, claim.status);
  },
});

export const listClaimFiles = implement(endpoints.listClaimFiles, {
  handler: async ({ db, params, scope }) => {
    const claim = await loadClaim(db, scope, params.claim);
    return (await liveFiles(db, scope, [claim.id])).map((f) => toClaimFileBody(f, claim.status));
  },
});

export const deleteProofFile = implement(endpoints.deleteProofFile, {
  handler: async ({ db, params, now, deps, scope }) => {
    const claim = await loadClaim(db, scope, params.claim);
    const file = found(
      await db
        .select()
        .from(claimFiles)
        .where(and(eq(claimFiles.id, params.file), eq(claimFiles.claimId, claim.id), ownedByClient(claimFiles, scope), isNull(claimFiles.deletedAt))),
    );
    if (file.kind !== "proof") throw validationFailed({ file: ["claim-file.not-deletable"] });
    if (!isDeletableProof(file, claim.status)) throw validationFailed({ file: ["claim-file.not-deletable"] });
    await db
      .update(claimFiles)
      .set({ deletedAt: now })
      .where(and(eq(claimFiles.id, file.id), ownedByClient(claimFiles, scope)));
    await fileStoreFor(deps)
      .delete(file.storageKey)
      .catch(() => false);
    deps.log.info("claim_proof_deleted", { claim: claim.id, file: file.id });
    return {};
  },
});

/** One live file of the claim, of the kind asked for (`proof` or any). */
async function claimFileOf(db: Database, scope: Scope, claimId: string, fileId: string, kind: "proof" | "any") {
  const claim = await loadClaim(db, scope, claimId);
  const file = found(
    await db
      .select()
      .from(claimFiles)
      .where(and(eq(claimFiles.id, fileId), eq(claimFiles.claimId, claim.id), ownedByClient(claimFiles, scope), isNull(claimFiles.deletedAt))),
  );
  if (kind === "proof" && file.kind !== "proof") throw notFound();
  return file;
}

export const downloadProofFile = implement(endpoints.downloadProofFile, {
  handler: async ({ db, params, deps, scope }) => {
    const file = await claimFileOf(db, scope, params.claim, params.file, "proof");
    return downloadFile(deps, { key: file.storageKey, name: file.name });
  },
});

export const downloadClaimFile = implement(endpoints.downloadClaimFile, {
  handler: async ({ db, params, deps, scope }) => {
    const file = await claimFileOf(db, scope, params.claim, params.file, "any");
    return downloadFile(deps, { key: file.storageKey, name: file.name });
  },
});

export const openPhotoCollection = implement(endpoints.openPhotoCollection, {
  handler: async ({ db, params, now, deps, scope }) => {
    const claim = await loadClaim(db, scope, params.claim);
    const [contract] = await db
      .select({ type: contracts.type })
      .from(contracts)
      .where(and(eq(contracts.id, claim.contractId), ownedByClient(contracts, scope)));
    if (!photoCollectionAvailable(claim, contract?.type ?? null)) throw validationFailed({ claim: ["claim.photo-collection-unavailable"] });
    if (claim.photoCollectionUrl) return { url: claim.photoCollectionUrl };
    const url = newPhotoCollectionUrl();
    // Two first asks at once: the first one written wins, both answer it.
    await db
      .update(claims)
      .set({ photoCollectionUrl: url, updatedAt: now })
      .where(and(eq(claims.id, claim.id), ownedByClient(claims, scope), isNull(claims.photoCollectionUrl)));
    const [saved] = await db
      .select({ url: claims.photoCollectionUrl })
      .from(claims)
      .where(and(eq(claims.id, claim.id), ownedByClient(claims, scope)));
    deps.log.info("claim_photo_collection_opened", { claim: claim.id });
    return { url: saved?.url ?? url };
  },
});

export const claimRoutes: readonly Route[] = [
  downloadProofFile,
  downloadClaimFile,
  openPhotoCollection,
  listAllowedContracts,
  createClaim,
  listClaims,
  getClaim,
  getProofFiles,
  uploadProofFile,
  listClaimFiles,
  deleteProofFile,
];
