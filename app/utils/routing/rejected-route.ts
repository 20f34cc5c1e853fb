/** The route a refused request is drawn at (app/routes.ts, remix-handler.server.ts); the root sends that page without scripts. */
export const rejectedRouteId = "rejected";
