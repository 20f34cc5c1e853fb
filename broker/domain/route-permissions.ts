/**
 * Which permission each client operation of the broker needs (decision 0168,
 * amending 0120): the route table of decision 0120's permissions, pure data
 * so that the portal reads the same table (a page offers an action only when
 * the permission of the broker operation behind it is the person's). The
 * broker checks it in scope/permissions.ts.
 */
import type { Permission } from "../../contract/codes/delegate-access";

const client = "/v2/clients/{client}";
const contract = `${client}/contracts/{contract}`;
const quote = `${client}/quotes/{quote}`;
const claim = `${client}/claims/{claim}`;
const switchable = `${contract}/payment-method-switchable/periodicity-switchable`;

/**
 * Every `client` and `customer` route, read or write, with the permission
 * that owns its data (decision 0168, amending 0120): a read is not a general
 * `read` when what it answers belongs to one of the other permissions (the
 * data-rights requests and their export, the delegations, a form's own
 * choices). `broker/test/delegate-access.test.ts` fails on a client route
 * missing here; until someone decides, such a route is the owner's alone.
 */
export const routePermissions: Record<string, Permission> = {
  // The session's own account, whatever the function: its session, signing out, its password, its phone.
  [`GET ${client}/session`]: "read",
  [`DELETE ${client}/authentication`]: "read",
  [`PUT ${client}/password`]: "read",
  [`POST ${client}/phone-confirmations`]: "read",
  [`PUT ${client}/phone-confirmations`]: "read",

  // The client's record (the session carries it too) and what the space lists.
  [`GET ${client}`]: "read",
  [`GET ${client}/invoices`]: "read",
  [`GET ${client}/contracts`]: "read",
  [`GET ${client}/notifications`]: "read",
  [`GET ${client}/certificates`]: "read",
  [`GET ${client}/menus`]: "read",
  [`GET ${client}/services`]: "read",
  [`GET ${client}/products/available`]: "read",

  // Profile: the company's and the holder's details, and the qualification questionnaire (KYC) about them.
  [`PUT ${client}`]: "profile",
  [`GET ${client}/contact-details`]: "profile",
  [`PUT ${client}/contact-details`]: "profile",
  [`POST ${client}/dynamic-forms/{form}`]: "profile",
  [`PUT ${client}/dynamic-forms/{form}/steps/{step}`]: "profile",
  [`POST ${client}/dynamic-forms/{form}/completion`]: "profile",
  [`POST ${client}/dynamic-forms/{form}/steps/{step}/files/{field}`]: "profile",

  // Delegations: the owner's alone, the list included (it holds other people's details).
  [`GET ${client}/delegations`]: "delegations",
  [`POST ${client}/delegations`]: "delegations",
  [`DELETE ${client}/delegations/{id}`]: "delegations",

  // Requests.
  [`POST ${client}/requests/contact`]: "contact",
  // The callback just asked for, read back for its confirmation and calendar file (decision 0172).
  [`GET ${client}/requests/contact/{request}`]: "contact",
  // Data rights: the requests, their comments and the personal-data export (the holder's e-mail, mobile, birth date).
  [`POST ${client}/rights-exercise`]: "data-rights",
  [`GET ${client}/rights-exercise`]: "data-rights",
  [`GET ${client}/rights-exercise/{id}/data`]: "data-rights",

  // A contract and what it holds (read-only).
  [`GET ${contract}`]: "read",
  [`GET ${contract}/menus/{space}`]: "read",
  [`GET ${contract}/details`]: "read",
  [`GET ${contract}/payments`]: "read",
  [`GET ${contract}/invoices`]: "read",
  [`GET ${contract}/invoices/{invoice}`]: "read",
  [`GET ${contract}/notifications`]: "read",
  [`GET ${contract}/plannings`]: "read",
  [`GET ${contract}/plannings/{planning}/notice`]: "read",
  [`GET ${contract}/payments/dispute/{dispute}/data`]: "read",
  [`GET ${contract}/documents`]: "read",
  [`GET ${contract}/documents/{document}`]: "read",
  [`GET ${contract}/certificates`]: "read",
  [`GET ${contract}/certificates/{certificate}`]: "read",
  [`GET ${contract}/timeline`]: "read",
  [`GET ${contract}/garage`]: "read",
  [`GET ${contract}/garage/cars`]: "read",
  [`GET ${contract}/recipients`]: "read",
  [`GET ${contract}/current-payments-method`]: "read",
  [`GET ${contract}/mandate/{type}/document`]: "read",
  // What is left to send or sign, and what was asked to end it: the contract's state, readable by all.
  [`GET ${contract}/documents-required`]: "read",
  [`GET ${contract}/documents-required/{requiredDocument}`]: "read",
  [`GET ${contract}/terminations-requests`]: "read",
  [`GET ${contract}/terminations-requests/{request}`]: "read",
  [`GET ${contract}/terminations-requests/{request}/acknowledgement`]: "read",
  [`GET ${contract}/signable`]: "read",
  [`GET ${contract}/signable/{id}`]: "read",
  [`GET ${contract}/pending-amendments`]: "read",

  // Paying what is due, and where a card payment stands.
  [`POST ${contract}/payments/intent`]: "pay",
  [`POST ${contract}/payments/first-payment`]: "pay",
  [`POST ${contract}/payments/{invoice}/unpaid-intent`]: "pay",
  [`POST ${contract}/payments/{invoice}/quittance-intent`]: "pay",
  [`GET ${contract}/payments/intents/{intent_key}`]: "pay",

  // The means of payment.
  [`PUT ${contract}/mandate/{type}`]: "payment-method",
  [`POST ${contract}/sepa`]: "payment-method",
  [`POST ${contract}/update-cc-intent`]: "payment-method",
  [`POST ${contract}/payment-methods/card`]: "payment-method",
  [`POST ${switchable}`]: "payment-method",
  [`POST ${contract}/periodicity-switchable`]: "payment-method",
  // The frequency in force and what each other one would cost: contract data the payments tab shows to all.
  [`GET ${switchable}`]: "read",
  [`GET ${switchable}/{periodicity}`]: "read",
  [`GET ${contract}/periodicity-switchable`]: "read",
  [`GET ${contract}/periodicity-switchable/{periodicity}`]: "read",

  // Signatures: contract documents, amendments, quotes (their conditions, SEPA step and return page included).
  [`POST ${contract}/signable/{id}/sign`]: "sign",
  [`POST ${contract}/signable/{id}/signed`]: "sign",
  [`POST ${contract}/amendments`]: "sign",
  [`GET ${client}/quotes`]: "read",
  [`GET ${quote}`]: "read",
  [`GET ${quote}/documents`]: "read",
  [`GET ${quote}/documents/{document}`]: "read",
  [`GET ${quote}/documents-required`]: "read",
  [`GET ${quote}/documents-required/{requiredDocument}`]: "read",
  [`POST ${quote}/documents-required/{requiredDocument}`]: "sign",
  [`GET ${quote}/optins`]: "sign",
  [`POST ${quote}/conditions`]: "sign",
  [`GET ${quote}/mandate/sepa`]: "sign",
  [`PUT ${quote}/mandate/sepa`]: "sign",
  [`POST ${quote}/signatures`]: "sign",
  [`GET ${client}/signatures/{reference}`]: "sign",

  // Acting on a contract: required documents, terminations, claims (the declaration's choices included).
  [`POST ${contract}/documents-required/{requiredDocument}`]: "contract-requests",
  [`GET ${contract}/terminations-requests/settings`]: "contract-requests",
  [`POST ${contract}/terminations-requests`]: "contract-requests",
  [`POST ${contract}/terminations-requests/drafts`]: "contract-requests",
  [`POST ${contract}/terminations-requests/{request}/submit`]: "contract-requests",
  // Withdrawing a public request the holder did not make (decision 0173).
  [`POST ${contract}/terminations-requests/{request}/withdraw`]: "contract-requests",
  [`GET ${client}/claims-resources/allowed-contracts`]: "contract-requests",
  [`GET ${contract}/resources/claim-natures`]: "contract-requests",
  [`GET ${contract}/claim-type`]: "contract-requests",
  [`GET ${contract}/claim-requirements`]: "contract-requests",
  [`GET ${contract}/claim-can-use-weproov`]: "contract-requests",
  [`POST ${client}/claims`]: "contract-requests",
  [`POST ${claim}/proof-files`]: "contract-requests",
  [`DELETE ${claim}/proof-files/{file}`]: "contract-requests",
  [`POST ${claim}/photo-collection`]: "contract-requests",
  // Claims once declared: readable by all (SPEC: claims are part of what a delegate reads).
  [`GET ${client}/claims`]: "read",
  [`GET ${claim}`]: "read",
  [`GET ${claim}/proof-files`]: "read",
  [`GET ${claim}/proof-files/{file}`]: "read",
  [`GET ${claim}/files`]: "read",
  [`GET ${claim}/files/{file}`]: "read",
};

/** The permission a route needs; a route nobody classified yet is the owner's alone (the test names it). */
export function permissionFor(method: string, path: string): Permission {
  return routePermissions[`${method.toUpperCase()} ${path}`] ?? "delegations";
}

/** Whether someone decided this route's permission (the test requires it of every client route). */
export const isClassified = (method: string, path: string) => `${method.toUpperCase()} ${path}` in routePermissions;

/** A broker operation as the tables write it: "POST /v2/clients/{client}/claims". */
export type Operation = string;
