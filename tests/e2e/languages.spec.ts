import fs from "node:fs";
import { expect, test } from "./fixtures";
import { expectAccessible, hydrated, newGardener, signUpLinkFor, signUpViaApi, tomatoDueInHeatville } from "./helpers";
import type EnglishApp from "../../locales/en/app.json";
import type EnglishCare from "../../locales/en/care.json";
import type EnglishDisplay from "../../locales/en/display.json";
import type EnglishGarden from "../../locales/en/garden.json";
import type English from "../../locales/en/public.json";
import type EnglishServer from "../../locales/en/server.json";
import type EnglishTerms from "../../locales/en/terms.json";

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

// The landing and sign-in pages in German, Spanish and French (issue 37): /de, /de/login, /de/register…
const messagesOf = (locale: string) => JSON.parse(fs.readFileSync(`locales/${locale}/public.json`, "utf8")) as typeof English;
const termsOf = (locale: string) => (JSON.parse(fs.readFileSync(`locales/${locale}/terms.json`, "utf8")) as typeof EnglishTerms).Terms;
const [de, es, fr] = [messagesOf("de"), messagesOf("es"), messagesOf("fr")];
/** The signed-in app's German (locales/de/app.json, garden.json, care.json). */
const germanApp = JSON.parse(fs.readFileSync("locales/de/app.json", "utf8")) as typeof EnglishApp;
const germanGarden = JSON.parse(fs.readFileSync("locales/de/garden.json", "utf8")) as typeof EnglishGarden;
const germanCare = JSON.parse(fs.readFileSync("locales/de/care.json", "utf8")) as typeof EnglishCare;
const germanCommon = (JSON.parse(fs.readFileSync("locales/de/display.json", "utf8")) as typeof EnglishDisplay).Common;
const MESSAGES = { de, es, fr };

test.describe("the public pages in other languages", () => {
  for (const [locale, messages] of Object.entries(MESSAGES)) {
    test(`/${locale} is the landing page in its language, marked as such, with the others named`, async ({ page, request }) => {
      await page.goto(`/${locale}`);
      const main = page.locator(`[lang="${locale}"]`).first();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(messages.Landing.title);
      await expect(page.getByRole("banner").getByRole("link", { name: messages.Public.signIn })).toHaveAttribute("href", `/${locale}/login`);
      await expect(main.getByRole("heading", { level: 3 }).first()).toHaveText(messages.Landing.diagnosisTitle);
      // hreflang: this page in every language, English as the default.
      for (const [language, href] of [["en", "/"], ["de", "/de"], ["es", "/es"], ["fr", "/fr"], ["x-default", "/"]]) {
        await expect(page.locator(`head link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute("href", href === "/" ? "http://127.0.0.1:3100" : `http://127.0.0.1:3100${href}`);
      }
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `http://127.0.0.1:3100/${locale}`);
      // Built ahead like the English one: served as a file, with its policy fixed at build time.
      const response = await request.get(`/${locale}`);
      expect(response.headers()["cache-control"]).toContain("s-maxage=31536000");
      expect(response.headers()["x-middleware-rewrite"]).toBe(`/intl/${locale}`);
      await expectAccessible(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing-${locale}.png`, fullPage: true });
      // The footer's Terms in the page's language, the text too.
      const terms = await hydrated(page.getByRole("contentinfo").getByRole("button", { name: messages.Public.terms }));
      await terms.click();
      const dialog = page.getByRole("dialog", { name: messages.Public.terms });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/2025/).first()).toBeVisible();
      await expect(dialog.getByRole("heading", { level: 3 }).first()).toHaveText(`1. ${termsOf(locale).acceptanceTitle}`);
      await expect(dialog.getByRole("heading", { level: 3 })).toHaveCount(18);
      await expect(dialog.getByRole("button", { name: messages.Public.close })).toBeVisible();
      if (SHOTS && locale === "de") await page.screenshot({ path: `${SHOTS}/terms-de.png` });
    });
  }

  test("every landing page links to the others in their own language, and the build's own path is not an address", async ({ page }) => {
    await page.goto("/");
    const languages = page.getByRole("contentinfo").getByRole("navigation", { name: "Languages" });
    await expect(languages.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/de");
    await expect(languages.getByRole("link", { name: "Deutsch" })).toHaveAttribute("lang", "de");
    await expect(languages.getByText("English")).toHaveAttribute("aria-current", "page");
    await languages.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: fr.Public.languages }).getByText("Français")).toHaveAttribute("aria-current", "page");
    await page.goto("/intl/es/login");
    await expect(page).toHaveURL(/\/es\/login$/);
  });

  test("signing up at /de makes a German gardener, told so in German; Settings can change it", async ({ page }) => {
    const gardener = newGardener("Greta Garten");
    await page.goto("/de/register");
    await expect(page.getByRole("heading", { level: 1, name: de.Auth.signUpTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${de.Meta.signUpTitle} | Garden Assistant`);
    const submit = page.getByRole("button", { name: de.Auth.signUpSubmit });
    await hydrated(submit);
    // The form's own checks speak German too.
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toHaveText(de.AuthErrors.NAME_REQUIRED);
    await page.getByLabel(de.Auth.fullName).fill(gardener.name);
    await page.getByLabel(de.Auth.email).fill(gardener.email);
    await page.getByLabel(de.Auth.password).fill("kurz");
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toHaveText(de.AuthErrors.PASSWORD_TOO_SHORT.replace("{min}", "8"));
    await page.getByLabel(de.Auth.password).fill(gardener.password);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/register-de.png`, fullPage: true });
    await submit.click();
    await expect(page.getByRole("status")).toContainText(de.Auth.checkEmail);
    await expect(page.getByRole("status")).toContainText(gardener.email);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/register-de-sent.png`, fullPage: true });
    await page.goto((await signUpLinkFor(page, gardener.email)).toString());
    await page.getByRole("button", { name: "Confirm and Sign In" }).click();
    await expect(page).toHaveURL(/\/setup\/place/);

    const profile = (await (await page.request.get("/api/user")).json()) as { user: { locale: string; units: string } };
    expect(profile.user).toMatchObject({ locale: "de", units: "metric" });

    // Settings is in German too; switching to English saves, says so in German, and the page turns English.
    const germanSettings = JSON.parse(fs.readFileSync("locales/de/settings.json", "utf8")) as { Settings: { language: string; save: string } };
    const germanDisplay = JSON.parse(fs.readFileSync("locales/de/display.json", "utf8")) as { PlaceNotices: { saved: string } };
    await page.goto("/settings");
    const language = page.getByRole("combobox", { name: germanSettings.Settings.language });
    await expect(language).toHaveText("Deutsch");
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-de.png`, fullPage: true });
    await (await hydrated(language)).click();
    await page.getByRole("option", { name: "English" }).click();
    const saved = page.waitForRequest((sent) => sent.url().endsWith("/api/user") && sent.method() === "PATCH");
    await page.getByRole("button", { name: germanSettings.Settings.save }).click();
    expect((await saved).postDataJSON()).toEqual({ locale: "en" });
    await expect(page.getByText(germanDisplay.PlaceNotices.saved)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveText("English");
    expect(((await (await page.request.get("/api/user")).json()) as { user: { locale: string } }).user.locale).toBe("en");
  });

  test("the sign-in pages are in each language, with their links kept in it", async ({ page }) => {
    await page.goto("/es/login");
    await expect(page.locator('[lang="es"]').getByRole("heading", { level: 1 })).toHaveText(es.Auth.signInTitle);
    await expect(page.getByRole("link", { name: es.Auth.signInLink })).toHaveAttribute("href", "/es/register");
    await expect(page.getByRole("link", { name: es.Auth.forgotPassword })).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/login-es.png`, fullPage: true });
    await page.goto("/fr/register?next=%2Finvite%2Fabc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.Auth.signUpTitle);
    await expect(page.getByRole("link", { name: fr.Auth.signUpLink })).toHaveAttribute("href", "/fr/login?next=%2Finvite%2Fabc");
  });

  test("a German gardener's dashboard, weather and plants are in German, dates too", async ({ page }) => {
    await signUpViaApi(page, newGardener("Greta Garten"));
    expect((await page.request.patch("/api/user", { data: { locale: "de" } })).status()).toBe(200);
    await tomatoDueInHeatville(page);
    await page.goto("/");
    await expect(page.locator('[lang="de"]').first()).toBeAttached();
    const navigation = page.getByRole("navigation").first();
    await expect(navigation.getByRole("link", { name: germanApp.Nav.myGarden })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Guten (Morgen|Tag|Abend)), Greta!$/);
    await expect(page.getByText(germanApp.Dashboard.intro)).toBeVisible();
    await expect(page.getByText("34°C").first()).toBeVisible();
    // What the server writes: the care plan's task, its reason, the weather's tips, the catalogue's name.
    await expect(page.getByText("Big Red gießen").first()).toBeVisible();
    await expect(page.getByText(/^Heute gießen: Bei der Hitze hat die Pflanze/).first()).toBeVisible();
    await expect(page.getByText("Hitzewarnung").first()).toBeVisible();
    await expect(page.getByText("Tomate", { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-de.png`, fullPage: true });
    await page.goto("/plants");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanGarden.Garden.title);
    await expect(page.getByText("Big Red")).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/plants-de.png`, fullPage: true });
    expect(germanCare).toBeTruthy();
    // A dialog's own buttons too: Cancel, and Close for a screen reader.
    await (await hydrated(page.getByRole("button", { name: germanGarden.Garden.addPlant }).first())).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: germanCommon.cancel })).toBeVisible();
    await expect(dialog.getByRole("button", { name: germanCommon.close })).toBeAttached();
  });

  test("every signed-in page speaks each language with no message missing", async ({ page }) => {
    test.setTimeout(180_000);
    await signUpViaApi(page, newGardener("Polly Glot"));
    const plantId = await tomatoDueInHeatville(page);
    // A message next-intl cannot find is shown as "Namespace.key" (and logged: the console guard fails the test on a client's).
    const namespaces = fs.readdirSync("locales/en").filter((file) => file !== "catalogue.json").flatMap((file) => Object.keys(JSON.parse(fs.readFileSync(`locales/en/${file}`, "utf8")) as object));
    const fallback = new RegExp(`\\b(${namespaces.join("|")})\\.[a-z][A-Za-z]*\\b`);
    const paths = ["/", "/plants", `/plants/${plantId}`, "/schedule", "/planner", "/harvests", "/journal", "/gardens", "/chat", "/diagnose", "/settings", "/settings/reminders", "/settings/account", "/settings/connections", "/settings/data", "/setup/place"];
    for (const locale of ["de", "es", "fr"]) {
      expect((await page.request.patch("/api/user", { data: { locale } })).status()).toBe(200);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator(`[lang="${locale}"]`).first(), `${path} in ${locale}`).toBeAttached();
        await hydrated(page.getByRole("navigation").first());
        const text = await page.locator("body").innerText();
        expect(text.match(fallback)?.[0], `${path} in ${locale}`).toBeUndefined();
      }
    }
  });
});

test.describe("the pages opened from an email, in the browser's language", () => {
  test.use({ locale: "de-DE" });

  test("say a link can't be used, and what to do, in German", async ({ page }) => {
    const german = de.TokenPages;
    const germanErrors = (JSON.parse(fs.readFileSync("locales/de/server.json", "utf8")) as typeof EnglishServer).ApiErrors;
    await page.goto("/unsubscribe/not-a-real-token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(german.unusableLink);
    await expect(page.getByText(german.unsubscribeNotCurrent)).toBeVisible();
    await expect(page.locator('[lang="de"]').first()).toBeAttached();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/unsubscribe-de.png`, fullPage: true });
    await page.goto("/confirm-email/not-a-real-token");
    await expect(page.getByText(german.confirmEmailUnusable)).toBeVisible();
    await page.goto("/reset-password?token=not-a-real-token");
    await expect(page.getByRole("link", { name: german.askNewLink })).toHaveAttribute("href", "/forgot-password");
    await page.goto("/confirm-sign-up");
    await expect(page.getByText(german.confirmSignUpUnusable)).toBeVisible();
    // The invitation's refusal is the API's, in German too.
    await page.goto("/invite/not-a-real-token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(german.inviteUnusable);
    await expect(page.getByText(germanErrors.invitationLinkValidAskNew)).toBeVisible();
    await expect(page.getByRole("link", { name: german.goHome })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(german.inviteTitle));
    // And the API says why it refuses in the language asked for, in the built app as in the tests.
    const refused = await page.request.get("/api/user", { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe(germanErrors.needSignFirst);
  });
});

test.describe("the plant guides in other languages", () => {
  test.use({ locale: "de-DE" });

  test("/de/guides lists the plants by their German names; a guide reads in German, names its other languages, and its Add goes to the German sign-up", async ({ page, request }) => {
    const guides = de.Guides;
    await page.goto("/de");
    await page.getByRole("contentinfo").getByRole("link", { name: de.Public.plantGuides }).click();
    await expect(page).toHaveURL(/\/de\/guides$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guides.indexTitle);
    // The search box speaks German too.
    const search = await hydrated(page.getByRole("searchbox", { name: de.GuideSearch.findPlant }));
    await search.fill("Kirsch");
    await expect(page.getByRole("status")).toHaveText(/Kirsch/);
    await expect(page.getByRole("link", { name: /Kirschtomate/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Basilikum/ })).toBeHidden();
    await search.fill("");
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/guides-de.png` });

    await page.getByRole("link", { name: /^Tomate\b/ }).first().click();
    await expect(page).toHaveURL(/\/de\/guides\/tomato$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tomate");
    await expect(page).toHaveTitle(/Tomate pflanzen und pflegen/);
    await expect(page.getByRole("columnheader", { name: guides.northern })).toBeVisible();
    await expect(page.getByText(guides.setLocation)).toBeVisible();
    await expect(page.locator("main")).not.toContainText("weeks");
    for (const [language, href] of [["en", "/guides/tomato"], ["de", "/de/guides/tomato"], ["fr", "/fr/guides/tomato"], ["x-default", "/guides/tomato"]]) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute("href", `http://127.0.0.1:3100${href}`);
    }
    // The footer's languages are this guide's.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/guides/tomato");
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/guide-tomato-de.png`, fullPage: true });
    // German words run long: nothing wider than a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // Its Add button wraps inside its card (it ran 22 px past it, unwrapped).
    const card = page.locator("article footer");
    const [cardBox, buttonBox] = [await card.boundingBox(), await card.getByRole("link").boundingBox()];
    expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/guide-tomato-de-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    // Built ahead like the English ones.
    expect((await request.get("/de/guides/tomato")).headers()["cache-control"]).toContain("s-maxage=31536000");
    // Its share card is German too, beside it, and so is its description for those who cannot see it.
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute("content", "http://127.0.0.1:3100/de/guides/tomato/share-card.png");
    await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute("content", guides.shareGuideAlt.replace("{site}", "Garden Assistant"));
    for (const card of ["/de/guides/tomato/share-card.png", "/de/guides/share-card.png"]) {
      const image = await request.get(card);
      expect(image.status(), card).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      if (SHOTS) fs.writeFileSync(`${SHOTS}/share-card-${card.split("/").at(-2)}-de.png`, await image.body());
    }
    // The sitemap names every guide in every language.
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("http://127.0.0.1:3100/es/guides/tomato");
    expect(sitemap).toContain('hreflang="fr" href="http://127.0.0.1:3100/fr/guides/tomato"');

    await page.getByRole("link", { name: guides.addToGarden.replace("{name}", "Tomate") }).first().click();
    await expect(page).toHaveURL(/\/de\/register\?next=%2Fplants%3Fadd%3Dtomato$/);
  });
});
