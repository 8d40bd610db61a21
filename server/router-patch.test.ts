import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import type * as ReactRouterServer from "react-router-dom/server";
import { expect, test } from "vitest";

// The server build of @remix-run/router, which patches/ changes (the browser build is left as it is).
const { matchRoutes } = createRequire(import.meta.url)(
  "@remix-run/router"
) as typeof Router;

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "about", path: "about" },
      { id: "item", path: "items/:id" },
      { id: "rest", path: "*" },
    ],
  },
];

test("the patched matchRoutes answers as before, from its cache too, and hands each caller its own matches", () => {
  const first = matchRoutes(routes, "/items/42")!;
  expect(first.map((m) => [m.route.id, m.params])).toEqual([
    ["root", { id: "42" }],
    ["item", { id: "42" }],
  ]);
  (first[1]!.params as Record<string, string>).id = "changed by a caller";
  first.pop();
  const again = matchRoutes(routes, "/items/42")!;
  expect(again.map((m) => [m.route.id, m.params.id])).toEqual([
    ["root", "42"],
    ["item", "42"],
  ]);
  // `again` came from the cache: changing it leaves the cache as it was.
  (again[0]!.params as Record<string, string>).id = "changed as well";
  expect(matchRoutes(routes, "/items/42")!.map((m) => m.params.id)).toEqual([
    "42",
    "42",
  ]);
  expect(matchRoutes(routes, "/about")!.map((m) => m.route.id)).toEqual([
    "root",
    "about",
  ]);
  expect(matchRoutes(routes, "/no/such/page")!.map((m) => m.route.id)).toEqual([
    "root",
    "rest",
  ]);
  expect(
    matchRoutes(routes, "/app/about", "/app")!.map((m) => m.route.id)
  ).toEqual(["root", "about"]);
  expect(matchRoutes(routes, "/elsewhere", "/app")).toBeNull();
});

// The server build of react-router-dom, which patches/ changes: one route array, one set of data routes.
const { createStaticRouter } = createRequire(import.meta.url)(
  "react-router-dom/server"
) as typeof ReactRouterServer;

test("the patched createStaticRouter gives the same data routes for the same routes, with each request's own state", () => {
  const contextFor = (pathname: string) =>
    ({
      basename: "/",
      location: { pathname, search: "", hash: "", state: null, key: "default" },
      matches: matchRoutes(routes, pathname)!,
      loaderData: { item: pathname },
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
      _deepestRenderedBoundaryId: null,
    }) as unknown as Parameters<typeof createStaticRouter>[1];
  const first = createStaticRouter(routes, contextFor("/items/1"));
  const second = createStaticRouter(routes, contextFor("/about"));
  expect(second.routes).toBe(first.routes);
  expect(first.state.matches.map((m) => m.route.id)).toEqual(["root", "item"]);
  expect(second.state.matches.map((m) => m.route.id)).toEqual(["root", "about"]);
  // The matches carry the data routes (with their error-boundary flags), not the routes handed in.
  expect(second.state.matches[1]!.route).toBe(first.routes[0]!.children![0]);
  expect(first.state.loaderData).toEqual({ item: "/items/1" });
  // Another route array gets data routes of its own.
  expect(createStaticRouter([...routes], contextFor("/about")).routes).not.toBe(first.routes);
});

test("the patched resolvePath answers as before: absolute addresses as they are, dots and relative ones resolved", () => {
  const { resolvePath, resolveTo } = createRequire(import.meta.url)("@remix-run/router") as typeof Router & {
    resolveTo: (to: unknown, routePathnames: string[], locationPathname: string) => { pathname: string };
  };
  expect(resolvePath("/member-dashboard/cpd/abc/edit").pathname).toBe("/member-dashboard/cpd/abc/edit");
  expect(resolvePath("/member-dashboard/").pathname).toBe("/member-dashboard/");
  expect(resolvePath("/").pathname).toBe("/");
  expect(resolvePath("/a/./b/../c").pathname).toBe("/a/c");
  expect(resolvePath("/files/report.pdf").pathname).toBe("/files/report.pdf");
  expect(resolvePath("b/c", "/a").pathname).toBe("/a/b/c");
  expect(resolvePath("../c", "/a/b").pathname).toBe("/a/c");
  expect(resolvePath({ pathname: "/x", search: "?page=2" }).pathname).toBe("/x");
  // The messages are still made, when thrown.
  expect(() => resolveTo({ pathname: "/x?y" }, ["/"], "/")).toThrow(/Cannot include a '\?' character/);
  expect(() => resolveTo({ pathname: "/x#y" }, ["/"], "/")).toThrow(/Cannot include a '#' character/);
  expect(() => resolveTo({ search: "?a#b" }, ["/"], "/")).toThrow(/Cannot include a '#' character/);
});
