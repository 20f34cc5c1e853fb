/** The profile's optional fields, which a save may erase (profile.spec.ts with JavaScript, profile.http.spec.ts without). */
export const erasableProfileFields = [
  "profile.activity",
  "profile.function",
  "profile.address",
  "profile.additional_address",
  "profile.postal_code",
  "profile.city",
  "profile.phone",
] as const;
