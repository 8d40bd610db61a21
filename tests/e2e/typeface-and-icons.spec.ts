import type { Page, Response } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  test,
} from "#tests/playwright-utils.ts";

/**
 * Issue 17's typeface and icons: the text is set in Public Sans, which the app serves itself (no font
 * service), at most two font files a page, cached for good; the icons are inline SVG drawn on the server,
 * hidden from screen readers beside their words.
 */

/** Opens the page and collects the font files it loads. */
async function fontsOf(page: Page, path: string) {
  const fonts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") fonts.push(response);
  });
  await page.goto(path);
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  return fonts;
}

for (const path of ["/", "/find-practitioner", "/membership", "/login"]) {
  test(`${path}: the text is Public Sans, served by the app, one or two font files`, async ({
    page,
    baseURL,
  }) => {
    const fonts = await fontsOf(page, path);
    expect(fonts.length).toBeGreaterThanOrEqual(1);
    expect(fonts.length).toBeLessThanOrEqual(2);
    for (const font of fonts) {
      expect(new URL(font.url()).origin).toBe(new URL(baseURL!).origin);
      expect(font.status()).toBe(200);
      expect(font.headers()["content-type"]).toBe("font/woff2");
      expect(font.headers()["cache-control"]).toContain("immutable");
    }
    const family = await page.evaluate(
      () => getComputedStyle(document.body).fontFamily
    );
    expect(family.startsWith('"Public Sans"')).toBe(true);
    expect(
      await page.evaluate(() => document.fonts.check('16px "Public Sans"'))
    ).toBe(true);
  });
}

test("the contact page and a practitioner profile draw their icons inline, hidden beside the words", async ({
  page,
}) => {
  await page.goto("/contact");
  const address = page.getByRole("heading", { name: "Registered address" });
  await expect(address.locator("svg.lucide-map-pin")).toHaveAttribute(
    "aria-hidden",
    "true"
  );
  await expect(address).toHaveAccessibleName("Registered address");
  await expectNoA11yViolations(page);

  const practitioners = (await (
    await page.request.get("/api/practitioners")
  ).json()) as Array<{ id: string; phone?: string }>;
  const withPhone = practitioners.find((p) => p.phone)!;
  await page.goto(`/practitioner/${withPhone.id}`);
  const call = page.getByRole("link", { name: "Call", exact: true });
  await expect(call.locator("svg.lucide-phone")).toHaveAttribute(
    "aria-hidden",
    "true"
  );
  await expect(
    page
      .getByRole("link", { name: "Back to Directory" })
      .locator("svg.lucide-arrow-left")
  ).toBeVisible();
  await expectNoA11yViolations(page);
});
