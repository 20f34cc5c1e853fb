import type { ActionFunction, AppLoadContext, ServerBuild } from "@remix-run/node";
import { isFormReply } from "~/utils/forms/form-reply";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { isDataWithResponseInit } from "~/utils/request/rejection-page.server";
import type { Language } from "~/utils/routing/locale";
import { refusedTitleKey } from "~/utils/routing/meta";

/**
 * A page that answers a refused post starts its title with "Error: " (decision 0130, GOV.UK
 * pattern). The word has to be in the root's data before Remix hands that data to the browser,
 * which, with single fetch, happens before the document render starts (decision 0258): a title
 * the server alone prefixed made the browser hydrate another title, and React then drew the whole
 * page again, losing the focus on the error summary and any file chosen meanwhile.
 *
 * So every action is wrapped, once per build: an answer that refuses the post (a 4xx, or a form's
 * reply in error) marks the request's load context, and the root loader, which runs after the
 * action on the same request, reads the mark. A thrown refusal renders an error screen with its
 * own title and is not marked.
 */
const markedBuilds = new WeakMap<ServerBuild, ServerBuild>();

export function withRefusedPostsMarked(build: ServerBuild): ServerBuild {
  const known = markedBuilds.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route.module.action;
    routes[id] = action ? { ...route, module: { ...route.module, action: markingRefusal(action) } } : route;
  }
  const marked = { ...build, routes };
  markedBuilds.set(build, marked);
  return marked;
}

function markingRefusal(action: ActionFunction): ActionFunction {
  return async (args) => {
    const answer = await action(args);
    if (refusesThePost(answer)) args.context.refusedPost = true;
    return answer;
  };
}

export function refusesThePost(answer: unknown): boolean {
  let status = 200;
  let payload = answer;
  if (answer instanceof Response) status = answer.status;
  else if (isDataWithResponseInit(answer)) {
    const { data, init } = answer as { data: unknown; init: ResponseInit | null };
    status = init?.status ?? 200;
    payload = data;
  }
  return (status >= 400 && status < 500) || (isFormReply(payload) && payload.reply.status === "error");
}

/** The root data's share of it: the translated "Error: " when this request's action refused the post. */
export async function refusedTitle(context: AppLoadContext, lang: Language): Promise<Record<string, string>> {
  if (!context.refusedPost) return {};
  const t = await getFixedT(lang, "common");
  return { [refusedTitleKey]: t("form.errorTitlePrefix") };
}
