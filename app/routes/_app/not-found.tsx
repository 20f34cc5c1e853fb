import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { stripDataSuffix } from "~/utils/routing/locale";

/** Any address no page answers: the not-found page, with status 404. */
export function loader({ request }: LoaderFunctionArgs) {
  throw data({ notFoundPath: stripDataSuffix(new URL(request.url).pathname) }, { status: 404 });
}

export default function NotFound() {
  return null;
}
