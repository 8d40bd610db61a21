import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
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
