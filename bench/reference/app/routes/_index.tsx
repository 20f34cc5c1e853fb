import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Reference" }];

export default function Index() {
  const root = useRouteLoaderData<{ lang: string; csrfToken: string }>("root");
  return (
    <form method="post">
      <h1>Reference page</h1>
      <input type="hidden" name="csrf" value={root?.csrfToken ?? ""} />
      <button type="submit">OK</button>
    </form>
  );
}
