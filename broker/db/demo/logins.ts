/**
 * Demo logins: the same e-mails and passwords exist on EVERY brand (each brand
 * has its own accounts, with names of its country). Listed in README
 * "Demo logins" and re-exported by broker/start.ts for the portal's dev tools.
 * Every password follows the SPEC rule (9–30 chars, upper, lower, digit).
 */
export const DEMO_PASSWORD = "Demo-Password-1";
/** Second password of the manager space (POST clients/authentication with `manager: true`). */
export const DEMO_MANAGER_PASSWORD = "Manager-Password-1";

export const DEMO_EMAILS = {
  client: "demo.client@example.com",
  prospect: "demo.prospect@example.com",
  full: "demo.full@example.com",
  single: "demo.single@example.com",
  multi: "demo.multi@example.com",
  changePassword: "demo.change-password@example.com",
  qualification: "demo.qualification@example.com",
  phone: "demo.phone@example.com",
  personal: "demo.personal@example.com",
  manager: "demo.manager@example.com",
  accountant: "demo.accountant@example.com",
  quote: "demo.quote@example.com",
  bespoke: "demo.bespoke@example.com",
  bespokeOne: "demo.bespoke-one@example.com",
  kyc: "demo.kyc@example.com",
  quotes: "demo.quotes@example.com",
  quotePair: "demo.quote-pair@example.com",
  quoteNoMobile: "demo.quote-no-mobile@example.com",
  converted: "demo.converted@example.com",
} as const;

export const demoLogins: { label: string; login: string; password: string; brand?: string }[] = [
  { label: "Client (minimal, no contracts)", login: DEMO_EMAILS.client, password: DEMO_PASSWORD },
  { label: "Client with contracts in every status, payments, claims, delegations", login: DEMO_EMAILS.full, password: DEMO_PASSWORD },
  { label: "Client with exactly one contract", login: DEMO_EMAILS.single, password: DEMO_PASSWORD },
  { label: "Multi-account user (two companies)", login: DEMO_EMAILS.multi, password: DEMO_PASSWORD },
  { label: "Must change password", login: DEMO_EMAILS.changePassword, password: DEMO_PASSWORD },
  { label: "Must do qualification (KYC)", login: DEMO_EMAILS.qualification, password: DEMO_PASSWORD },
  { label: "Must confirm phone", login: DEMO_EMAILS.phone, password: DEMO_PASSWORD },
  { label: "Personal access (private menu space)", login: DEMO_EMAILS.personal, password: DEMO_PASSWORD },
  { label: "Manager of the full client (normal password)", login: DEMO_EMAILS.manager, password: DEMO_PASSWORD },
  { label: "Manager space (manager password, body manager: true)", login: DEMO_EMAILS.manager, password: DEMO_MANAGER_PASSWORD },
  { label: "Accountant delegate of the full client", login: DEMO_EMAILS.accountant, password: DEMO_PASSWORD },
  { label: "Prospect without quotes", login: DEMO_EMAILS.prospect, password: DEMO_PASSWORD },
  { label: "Prospect with one quote", login: DEMO_EMAILS.quote, password: DEMO_PASSWORD },
  { label: "Client who was a prospect: three bespoke quotes, one signed (its contract)", login: DEMO_EMAILS.bespoke, password: DEMO_PASSWORD },
  { label: "Prospect with exactly one bespoke quote (required documents to send)", login: DEMO_EMAILS.bespokeOne, password: DEMO_PASSWORD },
  { label: "Prospect with a half-filled qualification (KYC)", login: DEMO_EMAILS.kyc, password: DEMO_PASSWORD },
  { label: "Prospect with a quote in every step (quotes list)", login: DEMO_EMAILS.quotes, password: DEMO_PASSWORD },
  { label: "Prospect with two quotes to sign (car and premises)", login: DEMO_EMAILS.quotePair, password: DEMO_PASSWORD },
  { label: "Prospect with a quote to sign and no mobile phone (the signature asks for one)", login: DEMO_EMAILS.quoteNoMobile, password: DEMO_PASSWORD },
  { label: "Client who was a prospect: a signed quote, one left to sign, and one made for the client", login: DEMO_EMAILS.converted, password: DEMO_PASSWORD },
];
