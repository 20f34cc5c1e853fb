import { index, route, type RouteConfig } from "@remix-run/route-config";

export default [index("routes/_index.tsx"), route("seven-calls", "routes/seven-calls.tsx")] satisfies RouteConfig;
