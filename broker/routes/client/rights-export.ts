/**
 * The answer to an access or portability request (GDPR art. 15 and 20): the
 * personal data the broker holds on the client, as JSON (structured, machine
 * readable) and as a PDF in the page's language (decision 0090). Built on
 * each download from the client's own rows, every query scoped to brand and
 * client. Secrets (password hashes, tokens) are not personal data given back.
 * It is the data of the person who asked (decision 0275): their account, their
 * own requests and callbacks; the client's record and contracts only when that
 * person is the client's own account, not a delegate acting for it.
 */
import { and, asc, desc, eq, inArray, isNull, notExists, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountClients, accounts, contactRequests, contracts, delegations, gdprRequests, quotes } from "../../db/schema";
import { compose, formatDay, formatInstant, textsFor, type PdfCommon } from "../../files/pdf";
import type { Row } from "../../files/pdf-layout";
import type { PdfTexts } from "../../files/pdf-texts";
import type { Brand, Client, Prospect } from "../../http/context";
import { ownedByClient, ownedByProspect } from "../../scope/ownership";
import type { Scope } from "../../scope/contract";
import type { gdprSubjects, rightsExerciseStates } from "../../../contract/wire/requests";

type Subject = (typeof gdprSubjects)[number];
type State = (typeof rightsExerciseStates)[number];

export type ClientDataExport = Awaited<ReturnType<typeof clientDataExport>>;

type DataRightsRequest = typeof gdprRequests.$inferSelect;

/** The account that asked, read in the brand: what the answer gives back of it, or null when none is recorded. */
async function requestingAccount(db: Database, request: DataRightsRequest, brandId: string) {
  if (!request.accountId) return null;
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, request.accountId), eq(accounts.brandId, brandId)))
    .limit(1);
  return account
    ? {
        title: account.title,
        firstname: account.firstname,
        lastname: account.lastname,
        email: account.email,
        phone: account.phone,
        created_at: account.createdAt.toISOString(),
      }
    : null;
}

/** Rows the asking account made (null account: nobody's, so never given to anyone). */
const askedBy = (column: typeof gdprRequests.accountId | typeof contactRequests.accountId, request: DataRightsRequest): SQL =>
  request.accountId ? eq(column, request.accountId) : isNull(column);

/**
 * Whether the account is the client's own (holder or owner link) rather than a delegate: a delegation
 * with the owner function links its account with the same role, so the delegation row tells them apart.
 */
async function isClientsOwnAccount(db: Database, scope: Scope, accountId: string | null): Promise<boolean> {
  if (!accountId) return false;
  const [own] = await db
    .select({ accountId: accountClients.accountId })
    .from(accountClients)
    .where(
      and(
        eq(accountClients.brandId, scope.brandId),
        eq(accountClients.clientId, scope.clientId),
        eq(accountClients.accountId, accountId),
        inArray(accountClients.role, ["holder", "owner"]),
        notExists(
          db
            .select({ id: delegations.id })
            .from(delegations)
            .where(and(eq(delegations.brandId, scope.brandId), eq(delegations.clientId, scope.clientId), eq(delegations.delegateAccountId, accountId))),
        ),
      ),
    )
    .limit(1);
  return own !== undefined;
}

/** The request being answered and the person's data-rights requests, alike for a client and a prospect. */
function requestSummary(request: DataRightsRequest) {
  return { reference: request.id, subject: request.subject as Subject, received_at: request.createdAt.toISOString(), due_date: request.dueDate };
}

function requestHistory(rows: DataRightsRequest[]) {
  return rows.map((r) => ({ ...requestSummary(r), status: r.status as State, comment: r.comment }));
}

/**
 * A prospect's answer (decision 0191): the prospect record, the account that
 * signed in, the quotes made for them and their data-rights requests, every
 * query scoped to brand and prospect.
 */
export async function prospectDataExport(db: Database, input: { brand: Brand; prospect: Prospect; request: DataRightsRequest; now: Date }) {
  const { prospect, request } = input;
  const scope = { brandId: input.brand.id, prospectId: prospect.id };
  const account = await requestingAccount(db, request, scope.brandId);
  const [quoteRows, requestRows] = await Promise.all([
    db.select().from(quotes).where(ownedByProspect(quotes, scope)).orderBy(asc(quotes.number)),
    db
      .select()
      .from(gdprRequests)
      .where(and(ownedByProspect(gdprRequests, scope), askedBy(gdprRequests.accountId, request)))
      .orderBy(desc(gdprRequests.createdAt)),
  ]);
  return {
    brand: input.brand.name,
    generated_at: input.now.toISOString(),
    request: requestSummary(request),
    prospect: { id: prospect.id, email: prospect.email, status: prospect.status, created_at: prospect.createdAt.toISOString() },
    account,
    quotes: quoteRows.map((q) => ({ number: q.number, label: q.label, status: q.status, created_at: q.createdAt.toISOString() })),
    data_rights_requests: requestHistory(requestRows),
  };
}

export async function clientDataExport(db: Database, input: { brand: Brand; client: Client; scope: Scope; request: DataRightsRequest; now: Date }) {
  const { client, scope, request } = input;
  const [account, own] = await Promise.all([requestingAccount(db, request, scope.brandId), isClientsOwnAccount(db, scope, request.accountId)]);
  const [contractRows, requestRows, callbackRows] = await Promise.all([
    own ? db.select().from(contracts).where(ownedByClient(contracts, scope)).orderBy(asc(contracts.number)) : [],
    db
      .select()
      .from(gdprRequests)
      .where(and(ownedByClient(gdprRequests, scope), askedBy(gdprRequests.accountId, request)))
      .orderBy(desc(gdprRequests.createdAt)),
    db
      .select()
      .from(contactRequests)
      .where(and(ownedByClient(contactRequests, scope), askedBy(contactRequests.accountId, request)))
      .orderBy(desc(contactRequests.createdAt)),
  ]);
  return {
    brand: input.brand.name,
    generated_at: input.now.toISOString(),
    request: requestSummary(request),
    // A delegate's answer leaves the client's record out: the holder's name and birth date are not the delegate's data.
    client: own
      ? {
          id: client.id,
          name: client.name,
          company_id: client.siret,
          owner_title: client.ownerStatus,
          owner_firstname: client.ownerFirstname,
          owner_lastname: client.ownerLastname,
          function: client.function,
          activity: client.activity,
          email: client.email,
          phone: client.phone,
          address: client.address,
          additional_address: client.additionalAddress,
          postal_code: client.postalCode,
          city: client.city,
          birth_date: client.birthDate,
          created_at: client.createdAt.toISOString(),
        }
      : null,
    account,
    contracts: contractRows.map((c) => ({ number: c.number, label: c.label, status: c.status, start_date: c.startDate })),
    data_rights_requests: requestHistory(requestRows),
    callback_requests: callbackRows.map((r) => ({
      day: r.day,
      hour: r.hour,
      subject: r.subject,
      phone: r.phone,
      message: r.message,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** A callback's hour range ("9-10") in words ("de 9 h à 10 h"). */
function hourRange(w: PdfTexts["rights"], range: string): string {
  const [from, to] = range.split("-");
  return from && to ? w.hourRange(from, to) : range;
}

/** The client's record as a table: only in the answer to the client's own account. */
function clientRows(client: NonNullable<ClientDataExport["client"]>, t: ReturnType<typeof textsFor>, day: (value: string | null) => string): Row[] {
  const w = t.rights;
  const person = [client.owner_firstname, client.owner_lastname].filter(Boolean).join(" ");
  const address = [client.address, client.additional_address, [client.postal_code, client.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const rows: Row[] = [[t.company, client.name]];
  if (person) rows.push([w.name, person]);
  rows.push([w.companyId, client.company_id ?? "—"], [w.email, client.email ?? "—"], [w.phone, client.phone ?? "—"], [t.address, address || "—"]);
  if (client.birth_date) rows.push([w.birthDate, day(client.birth_date)]);
  return rows;
}

/** The same data, readable: one table per part, in the language asked. */
export async function renderClientDataPdf(data: ClientDataExport, common: PdfCommon): Promise<Uint8Array> {
  const t = textsFor(common.lang);
  const w = t.rights;
  const day = (value: string | null) => (value ? formatDay(value, common.lang) : "—");
  const pdf = await compose(common, w.title, data.request.reference);
  pdf.paragraph(w.intro(data.brand, data.request.reference));
  if (data.client) pdf.heading(w.client).table(clientRows(data.client, t, day));
  if (data.account) {
    pdf.heading(w.account).table([
      [w.name, `${data.account.firstname} ${data.account.lastname}`],
      [w.email, data.account.email],
      [w.phone, data.account.phone ?? "—"],
      [w.createdAt, formatInstant(new Date(data.account.created_at), common.lang)],
    ]);
  }
  // The client's contracts go with its record, only in the answer to the client's own account.
  if (data.client) {
    pdf.heading(w.contracts);
    if (data.contracts.length === 0) pdf.paragraph(w.none);
    else pdf.table(data.contracts.map((c): Row => [c.number, `${c.label}${c.start_date ? ` — ${t.startDate} ${day(c.start_date)}` : ""}`]));
  }
  pdf.heading(w.requests);
  pdf.table(
    data.data_rights_requests.map((r): Row => [
      r.reference,
      `${w.subjects[r.subject]} — ${w.states[r.status] ?? r.status} — ${day(r.received_at.slice(0, 10))}`,
    ]),
  );
  pdf.heading(w.callbacks);
  if (data.callback_requests.length === 0) pdf.paragraph(w.none);
  else
    pdf.table(
      data.callback_requests.map((r): Row => [r.day ? day(r.day) : "—", [r.hour ? hourRange(w, r.hour) : null, r.subject].filter(Boolean).join(" — ")]),
    );
  return pdf.save();
}
