/** The full client's delegations: the accountant and the manager (both have an account), an invited person (no account yet). */
import { DEMO_EMAILS } from "./logins";
import type { DemoContext } from "./rows";
import { at } from "./util";

export function addDelegations(d: DemoContext): void {
  const { brand, ids } = d;
  const people = d.country.people;
  const owner = { brandId: brand, clientId: ids.fullClient, createdByAccountId: ids.account("full") };
  d.rows.delegations.push(
    {
      id: `dlg_${brand}_accountant`,
      ...owner,
      delegateAccountId: ids.account("accountant"),
      firstname: people.accountant.firstname,
      lastname: people.accountant.lastname,
      email: DEMO_EMAILS.accountant,
      phone: people.accountant.phone,
      gender: people.accountant.title,
      function: "accountant",
      createdAt: at(-200),
    },
    {
      id: `dlg_${brand}_manager`,
      ...owner,
      delegateAccountId: ids.account("manager"),
      firstname: people.manager.firstname,
      lastname: people.manager.lastname,
      email: DEMO_EMAILS.manager,
      phone: people.manager.phone,
      gender: people.manager.title,
      function: "manager",
      createdAt: at(-300),
    },
    {
      id: `dlg_${brand}_invited`,
      ...owner,
      firstname: people.invited.firstname,
      lastname: people.invited.lastname,
      email: `${people.invited.firstname
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z]/g, "")}.invited@example.com`,
      phone: people.invited.phone,
      gender: people.invited.title,
      function: "owner",
      createdAt: at(-7),
    },
  );
}
