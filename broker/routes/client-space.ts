/**
 * Client-level calls (SPEC section 7 "Client"). Every query is scoped to
 * the brand and the session's current client; ids from the caller are
 * looked up with that scope (another client's id → 404).
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { brandPortalLink } from "../auth/links";
import {
  ClientCertificates,
  ClientMenus,
  ContactRequestBody,
  ContactRequestInput,
  CreateDelegationInput,
  DelegationBody,
  DelegationList,
  DelegationParams,
  InvoicesByContract,
  ProductList,
  PublicTerminationBody,
  PublicTerminationInput,
  RightsExerciseBody,
  RightsExerciseInput,
  ServiceList,
} from "../contract/client-space";
import { ClientParams } from "../contract/common";
import { ContractList, ContractsQuery, NotificationList } from "../contract/contracts";
import type { Database } from "../db/client";
import {
  clients,
  contactRequests,
  contracts,
  delegations,
  documents,
  gdprRequests,
  invoices,
  notifications,
  payments,
  products,
  services,
  terminationRequestFiles,
  terminationRequests,
} from "../db/schema";
import { compareDates, maxDate, parisDay } from "../domain/calendar";
import { isContractStatus, isInForce } from "../domain/contract-kind";
import {
  checkPublicTerminationRequest,
  earliestEffectiveDate,
  matchPublicTermination,
  normalizeContractNumber,
  type PublicMatch,
} from "../domain/termination";
import { acceptAll, uploadLimits } from "../files/uploads";
import { validationFailed } from "../http/errors";
import { clientIp, rateLimit } from "../http/rate-limit";
import { defineRoute } from "../http/registry";
import { found, ownedByClient } from "../http/scoping";
import { enqueueEmail } from "../outbox/outbox";
import { contractMenu } from "./contract/menus";
import {
  fileStoreFor,
  filesField,
  isQuoteLike,
  languageFor,
  scopeOf,
  uploadBodyLimit,
  uploadFailure,
  withStoredFiles,
  type Scope,
} from "./contract/shared";
import { toContractBody, toDocumentBody, toInvoiceBody, toNotificationBody, type ContractRow } from "../views/contracts";
import { toDelegationBody } from "../views/client-space";

/** The client's contracts, quotes excluded (SPEC section 4: type quote and not signed is a quote). */
async function clientContracts(db: Database, scope: Scope): Promise<ContractRow[]> {
  const rows = await db
    .select()
    .from(contracts)
    .where(ownedByClient(contracts, scope))
    .orderBy(desc(contracts.createdAt), asc(contracts.id));
  return rows.filter((row) => !isQuoteLike(row));
}

export const listClientInvoices = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/invoices",
  summary: "Invoices of every contract, as a map contract id → invoices (newest first)",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: InvoicesByContract,
  handler: async ({ db, brand, client }) => {
    const scope = scopeOf(brand, client);
    const rows = await db
      .select()
      .from(invoices)
      .where(ownedByClient(invoices, scope))
      .orderBy(desc(invoices.periodStart), desc(invoices.createdAt));
    const paymentRows = await db.select().from(payments).where(ownedByClient(payments, scope)).orderBy(desc(payments.createdAt));
    const map: Record<string, ReturnType<typeof toInvoiceBody>[]> = {};
    for (const row of rows) (map[row.contractId] ??= []).push(toInvoiceBody(row, paymentRows));
    return map;
  },
});

export const listClientContracts = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts",
  summary: "Contracts of the client (quotes excluded), optionally with their signable documents",
  description: "A contract of type `quote` that is not signed is a quote (SPEC section 4): it is listed by the quote calls, not here.",
  tags: ["contracts"],
  auth: "client",
  params: ClientParams,
  query: ContractsQuery,
  response: ContractList,
  handler: async ({ db, brand, client, query }) => {
    const scope = scopeOf(brand, client);
    const rows = await clientContracts(db, scope);
    if (!query.include?.includes("signable_documents")) return rows.map((row) => toContractBody(row));
    const ids = rows.map((row) => row.id);
    const signable = ids.length
      ? await db
          .select()
          .from(documents)
          .where(
            and(
              ownedByClient(documents, scope),
              inArray(documents.contractId, ids),
              eq(documents.signature, true),
              eq(documents.visible, true)
            )
          )
          .orderBy(asc(documents.createdAt))
      : [];
    return rows.map((row) =>
      toContractBody(row, {
        signable_documents: signable.filter((d) => d.contractId === row.id).map((d) => toDocumentBody(d, client.id)),
      })
    );
  },
});

export const listClientNotifications = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/notifications",
  summary: "Notifications of the client, newest first",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: NotificationList,
  handler: async ({ db, brand, client }) => {
    const rows = await db
      .select()
      .from(notifications)
      .where(ownedByClient(notifications, scopeOf(brand, client)))
      .orderBy(desc(notifications.date));
    return rows.map(toNotificationBody);
  },
});

export const listClientCertificates = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/certificates",
  summary: "Insurance certificates, grouped by contract",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ClientCertificates,
  handler: async ({ db, brand, client }) => {
    const scope = scopeOf(brand, client);
    const rows = await clientContracts(db, scope);
    const docs = await db
      .select()
      .from(documents)
      .where(and(ownedByClient(documents, scope), eq(documents.type, "certificate"), eq(documents.visible, true)))
      .orderBy(desc(documents.createdAt));
    return rows
      .map((row) => ({
        id: row.id,
        number: row.number,
        label: row.label,
        documents: docs.filter((d) => d.contractId === row.id).map((d) => toDocumentBody(d, client.id, "certificates")),
      }))
      .filter((entry) => entry.documents.length > 0);
  },
});

export const listClientMenus = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/menus",
  summary: "The menu of each contract, in the session's space (private with personal_access, else customer)",
  tags: ["contracts"],
  auth: "client",
  params: ClientParams,
  query: z.object({ lang: z.enum(["fr", "en", "de", "it", "es"]).optional() }),
  response: ClientMenus,
  handler: async ({ db, brand, client, session, query }) => {
    const scope = scopeOf(brand, client);
    const rows = await clientContracts(db, scope);
    const space = session.account.personalAccess ? "private" : "customer";
    const lang = languageFor(brand, query.lang);
    return Promise.all(rows.map((row) => contractMenu(db, scope, row, space, lang)));
  },
});

export const listClientServices = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/services",
  summary: "Services offered to the client by the brand",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ServiceList,
  handler: async ({ db, brand }) => {
    const rows = await db.select().from(services).where(eq(services.brandId, brand.id)).orderBy(asc(services.position), asc(services.id));
    return rows.map((s) => ({ id: s.id, label: s.label, description: s.description, url: s.url, icon: s.icon }));
  },
});

export const listAvailableProducts = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/products/available",
  summary: "Products the client can subscribe to or ask a quote for",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ProductList,
  handler: async ({ db, brand }) => {
    const rows = await db.select().from(products).where(eq(products.brandId, brand.id)).orderBy(asc(products.position), asc(products.id));
    return rows.map((p) => ({
      id: p.id,
      name: p.name,
      icon: p.icon,
      description: p.description,
      subscribe_url: p.subscribeUrl,
      quote_url: p.quoteUrl,
    }));
  },
});

// ---------------------------------------------------------------- delegations

export const createDelegation = defineRoute({
  method: "post",
  path: "/v2/clients/{client}/delegations",
  summary: "Give a person access to the client space (sends an invitation e-mail)",
  tags: ["delegations"],
  auth: "client",
  params: ClientParams,
  body: CreateDelegationInput,
  response: DelegationBody,
  status: 201,
  middleware: [rateLimit({ name: "delegations-create", limit: 30, windowMs: 3_600_000, key: (c) => c.var.session.id })],
  handler: async ({ db, brand, client, session, body, deps }) => {
    const scope = scopeOf(brand, client);
    const [existing] = await db
      .select({ id: delegations.id })
      .from(delegations)
      .where(and(ownedByClient(delegations, scope), eq(delegations.email, body.email)))
      .limit(1);
    if (existing) throw validationFailed({ email: ["delegation.already-exists"] });
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(delegations)
        .values({
          ...scope,
          createdByAccountId: session.account.id,
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          phone: body.phone,
          gender: body.gender,
          function: body.function,
        })
        .returning();
      await enqueueEmail(tx, {
        brandId: brand.id,
        to: body.email,
        subject: `${brand.name}: you have been given access to ${client.name}`,
        text:
          `Hello ${body.firstname} ${body.lastname},\n\n` +
          `${session.account.firstname} ${session.account.lastname} gave you access, as ${body.function}, ` +
          `to the customer space of ${client.name} at ${brand.name}.\n\n` +
          `Sign in or create your password here: ${brandPortalLink(deps.config, brand, "login")}\n`,
        template: "delegation-invitation",
      });
      deps.log.info("delegation_created", { delegation: row.id, function: row.function });
      return toDelegationBody(row);
    });
  },
});

export const listDelegations = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/delegations",
  summary: "Access delegations of the client",
  tags: ["delegations"],
  auth: "client",
  params: ClientParams,
  response: DelegationList,
  handler: async ({ db, brand, client }) => {
    const rows = await db
      .select()
      .from(delegations)
      .where(ownedByClient(delegations, scopeOf(brand, client)))
      .orderBy(asc(delegations.createdAt), asc(delegations.id));
    return rows.map(toDelegationBody);
  },
});

export const deleteDelegation = defineRoute({
  method: "delete",
  path: "/v2/clients/{client}/delegations/{id}",
  summary: "Revoke a delegation (deletes the entry)",
  tags: ["delegations"],
  auth: "client",
  params: DelegationParams,
  response: z.object({}),
  status: 204,
  handler: async ({ db, brand, client, params, deps }) => {
    const deleted = await db
      .delete(delegations)
      .where(and(eq(delegations.id, params.id), ownedByClient(delegations, scopeOf(brand, client))))
      .returning({ id: delegations.id });
    found(deleted);
    deps.log.info("delegation_deleted", { delegation: params.id });
    return {};
  },
});

// ---------------------------------------------------------------- support request and GDPR

export const createContactRequest = defineRoute({
  method: "post",
  path: "/v2/clients/{client}/requests/contact",
  summary: "Ask to be called back (Monday to Friday, in one of the hour ranges)",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  body: ContactRequestInput,
  response: ContactRequestBody,
  status: 201,
  middleware: [rateLimit({ name: "contact-request", limit: 10, windowMs: 3_600_000, key: (c) => c.var.session.id })],
  handler: async ({ db, brand, client, session, body, now, deps }) => {
    const weekday = new Date(`${body.day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) throw validationFailed({ day: ["The day must be a Monday to Friday."] });
    if (compareDates(body.day, parisDay(now)) < 0) throw validationFailed({ day: ["The day must be today or later."] });
    const [row] = await db
      .insert(contactRequests)
      .values({
        ...scopeOf(brand, client),
        accountId: session.account.id,
        name: `${session.account.firstname} ${session.account.lastname}`,
        email: session.account.email,
        phone: body.phone,
        subject: body.subject,
        day: body.day,
        hour: body.hour,
        message: body.text,
      })
      .returning();
    deps.log.info("contact_request_created", { request: row.id });
    return { id: row.id, day: body.day, hour: body.hour, subject: body.subject, created_at: row.createdAt };
  },
});

const gdprSubjectToDb = {
  access: "access",
  rectification: "rectification",
  portability: "data_portability",
  erasure: "erasure",
  objection: "objection",
  restriction: "restriction_of_processing",
} as const;

const gdprSubjectLabels: Record<keyof typeof gdprSubjectToDb, string> = {
  access: "access to your data",
  rectification: "rectification of your data",
  portability: "portability of your data",
  erasure: "erasure of your data",
  objection: "objection to the processing of your data",
  restriction: "restriction of the processing of your data",
};

export const createRightsExercise = defineRoute({
  method: "post",
  path: "/v2/clients/{client}/rights-exercise",
  summary: "Data-rights (GDPR) request; sends an acknowledgement e-mail",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  body: RightsExerciseInput,
  response: RightsExerciseBody,
  status: 201,
  middleware: [rateLimit({ name: "rights-exercise", limit: 10, windowMs: 3_600_000, key: (c) => c.var.session.id })],
  handler: async ({ db, brand, client, session, body, now, deps }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(gdprRequests)
        .values({
          ...scopeOf(brand, client),
          accountId: session.account.id,
          subject: gdprSubjectToDb[body.subject],
          comment: body.comment || null,
          acceptedAt: now,
        })
        .returning();
      await enqueueEmail(tx, {
        brandId: brand.id,
        to: session.account.email,
        subject: `${brand.name}: we received your data-rights request`,
        text:
          `Hello ${session.account.firstname} ${session.account.lastname},\n\n` +
          `We received your request for ${gdprSubjectLabels[body.subject]} (reference ${row.id}). ` +
          "We will answer within one month, as the GDPR requires.\n",
        template: "rights-exercise-acknowledgement",
      });
      deps.log.info("rights_exercise_created", { request: row.id, subject: body.subject });
      return { id: row.id, subject: body.subject, status: row.status, created_at: row.createdAt };
    }),
});

// ---------------------------------------------------------------- public easy termination

export const createPublicTermination = defineRoute({
  method: "post",
  path: "/v2/termination-requests",
  summary: "Easy termination without logging in (identity, contract number, reason, date, up to 5 pdf/jpg files)",
  description:
    "Always answers 202 with the same body, whether the contract number exists or not. The request is matched to a contract afterwards; only a full match (number, last name and e-mail) is recorded on the contract.",
  tags: ["termination"],
  auth: "brand",
  body: PublicTerminationInput,
  bodyType: "multipart",
  response: PublicTerminationBody,
  status: 202,
  middleware: [
    rateLimit({ name: "public-termination", limit: 10, windowMs: 3_600_000, key: (c) => clientIp(c) }),
    uploadBodyLimit(uploadLimits.termination, "file"),
  ],
  handler: async ({ db, brand, body, now, deps }) => {
    const today = parisDay(now);
    const checked = checkPublicTerminationRequest({ ...body, details: body.details ?? body.description }, today);
    if (!checked.ok) throw validationFailed(checked.errors);
    const form = checked.value;
    const { value, field } = filesField(body);
    const files = await acceptAll(value, uploadLimits.termination, field).catch(uploadFailure);

    // Matching: same brand, number compared without case or separators.
    const normalized = normalizeContractNumber(form.contract_number);
    const candidates = await db
      .select({ contract: contracts, holderEmail: clients.email, holderLastname: clients.ownerLastname })
      .from(contracts)
      .innerJoin(clients, and(eq(clients.id, contracts.clientId), eq(clients.brandId, contracts.brandId)))
      .where(
        and(eq(contracts.brandId, brand.id), sql`upper(regexp_replace(${contracts.number}, '[[:space:]._/-]+', '', 'g')) = ${normalized}`)
      )
      .orderBy(asc(contracts.createdAt), asc(contracts.id))
      .limit(20);
    // Several clients may hold the same number (numbers come from different insurers): keep the best match.
    const rank = { matched: 2, needs_review: 1, unmatched: 0 } as const;
    let candidate: (typeof candidates)[number] | undefined;
    let match: PublicMatch = "unmatched";
    for (const c of candidates) {
      const m = matchPublicTermination(form, {
        contract_number: c.contract.number,
        lastname: c.holderLastname ?? "",
        email: c.holderEmail ?? "",
      });
      if (rank[m] > rank[match]) [candidate, match] = [c, m];
    }
    const matched = match === "matched" && candidate ? candidate.contract : null;

    const effectiveDate = (() => {
      if (!matched || !isContractStatus(matched.status)) return form.date ?? null;
      const earliest = earliestEffectiveDate({
        reason: form.reason,
        contract: { type: matched.type, status: matched.status, start_date: matched.startDate ?? today, due_date: matched.dueDate },
        requestDay: today,
      });
      return form.date ? maxDate(form.date, earliest) : earliest;
    })();

    const row = await withStoredFiles(fileStoreFor(deps), files, (stored) =>
      db.transaction(async (tx) => {
        const [request] = await tx
          .insert(terminationRequests)
          .values({
            brandId: brand.id,
            clientId: matched?.clientId ?? null,
            contractId: match === "unmatched" ? null : candidate?.contract.id ?? null,
            isPublic: true,
            contractNumber: form.contract_number,
            reason: form.reason,
            description: form.details ?? null,
            effectiveDate,
            firstname: form.firstname,
            lastname: form.lastname,
            email: form.email,
            identity: {
              phone: form.phone ?? null,
              birth_date: form.birth_date ?? null,
              postal_code: form.postal_code ?? null,
              company_name: form.company_name ?? null,
              requested_date: form.date ?? null,
              match,
            },
            status: match === "matched" ? "received" : "needs_review",
          })
          .returning();
        if (stored.length) {
          await tx.insert(terminationRequestFiles).values(
            stored.map((s) => ({
              brandId: brand.id,
              terminationRequestId: request.id,
              name: s.originalName,
              mime: s.mime,
              size: s.size,
              storageKey: s.key,
            }))
          );
        }
        if (matched && isContractStatus(matched.status) && isInForce(matched.status) && !matched.termination) {
          await tx
            .update(contracts)
            .set({
              termination: {
                request_id: request.id,
                source: "public",
                reason: form.reason,
                effective_date: effectiveDate,
                requested_at: now.toISOString(),
              },
              updatedAt: now,
            })
            .where(and(eq(contracts.id, matched.id), ownedByClient(contracts, { brandId: brand.id, clientId: matched.clientId })));
        }
        // The same text whatever the match: the e-mail must not reveal whether the number exists.
        await enqueueEmail(tx, {
          brandId: brand.id,
          to: form.email,
          subject: `${brand.name}: we received your termination request`,
          text:
            `Hello ${form.firstname} ${form.lastname},\n\n` +
            `We received your request to terminate contract ${form.contract_number} (reference ${request.id}). ` +
            "We will check it against our records and confirm the termination and its effective date by e-mail.\n",
          template: "termination-public-acknowledgement",
        });
        return request;
      })
    );
    deps.log.info("public_termination_received", { request: row.id, files: files.length, match });
    return { status: "received" as const, reference: row.id, received_at: row.createdAt };
  },
});

export const clientSpaceRoutes = [
  listClientInvoices,
  listClientContracts,
  listClientNotifications,
  listClientCertificates,
  listClientMenus,
  listClientServices,
  listAvailableProducts,
  createDelegation,
  listDelegations,
  deleteDelegation,
  createContactRequest,
  createRightsExercise,
  createPublicTermination,
];
