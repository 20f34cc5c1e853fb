import type { RouteEntry } from "../../utils/routing/route-entry";

/** Asking the broker for something: a callback, a termination. */
export const requestRoutes = [
  {
    name: "contact",
    en: "contact",
    fr: "contact",
    module: "requests/contact.tsx",
    access: "open",
    layout: "default",
    ns: ["contact"],
    actions: { "*": "POST /v2/clients/{client}/requests/contact" },
  },
  // Not in SPEC section 2: the callback slot as a calendar file (.ics), linked from the contact confirmation.
  {
    name: "contact-calendar",
    en: "contact/calendar",
    fr: "contact/agenda",
    module: "requests/contact-calendar.ts",
    access: "open",
    layout: "default",
    ns: ["contact"],
  },
  {
    name: "easy-termination",
    en: "easy-termination",
    fr: "resiliation-trois-clics",
    module: "requests/easy-termination.tsx",
    access: "public",
    layout: "default",
    ns: ["termination"],
    serverNs: ["codes"],
  },
  // Not in SPEC section 2: the public termination's acknowledgement e-mail links here, to withdraw a request the holder did not make (decision 0173).
  {
    name: "termination-withdrawal",
    en: "termination-withdrawal/:token",
    fr: "retrait-resiliation/:token",
    module: "requests/termination-withdrawal.tsx",
    access: "open",
    layout: "default",
    ns: ["termination"],
  },
] as const satisfies readonly RouteEntry[];
