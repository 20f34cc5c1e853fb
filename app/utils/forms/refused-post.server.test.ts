import { data, redirect, type ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { formReply } from "./form-intent.server";
import { refusedTitle, refusesThePost, withRefusedPostsMarked } from "./refused-post.server";

const refusedReply = { status: "error" as const, error: { login: ["Required"] } };

describe("refusesThePost", () => {
  it("is a 4xx answer or a form's reply in error", () => {
    expect(refusesThePost(formReply("password", refusedReply))).toBe(true);
    expect(refusesThePost(formReply("upload", refusedReply, 422))).toBe(true);
    expect(refusesThePost({ intent: "password", reply: refusedReply })).toBe(true);
    expect(refusesThePost(data({ sepa: "refused" }, { status: 400 }))).toBe(true);
    expect(refusesThePost(new Response(null, { status: 409 }))).toBe(true);
  });

  it("is not a success, a redirect or a server failure", () => {
    expect(refusesThePost({ intent: "password", reply: { status: "success" } })).toBe(false);
    expect(refusesThePost(data({ saved: true }))).toBe(false);
    expect(refusesThePost(redirect("/fr-fr"))).toBe(false);
    expect(refusesThePost(new Response(null, { status: 503 }))).toBe(false);
    expect(refusesThePost(null)).toBe(false);
  });
});

describe("withRefusedPostsMarked", () => {
  const build = {
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      login: { id: "login", parentId: "root", path: "login", module: { action: async () => formReply("password", refusedReply) } },
      saved: { id: "saved", parentId: "root", path: "saved", module: { action: async () => redirect("/fr-fr") } },
    },
  } as unknown as ServerBuild;
  const call = async (marked: ServerBuild, id: string) => {
    const context = {} as Parameters<NonNullable<ServerBuild["routes"][string]["module"]["action"]>>[0]["context"];
    await marked.routes[id]!.module.action!({ request: new Request("http://portal/login", { method: "POST" }), params: {}, context });
    return context.refusedPost;
  };

  it("marks the request whose action refused the post, and only it", async () => {
    const marked = withRefusedPostsMarked(build);
    expect(await call(marked, "login")).toBe(true);
    expect(await call(marked, "saved")).toBeUndefined();
    expect(marked.routes.root).toBe(build.routes.root);
  });

  it("wraps a build once", () => {
    expect(withRefusedPostsMarked(build)).toBe(withRefusedPostsMarked(build));
  });

  it("gives the root's data the translated word only for a marked request", async () => {
    expect(await refusedTitle({ refusedPost: true } as never, "fr")).toEqual({ refusedTitlePrefix: "Erreur\u00a0: " });
    expect(await refusedTitle({ refusedPost: true } as never, "de")).toEqual({ refusedTitlePrefix: "Fehler: " });
    expect(await refusedTitle({} as never, "fr")).toEqual({});
  });
});
