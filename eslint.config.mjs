import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const FORMAT_WITH_LIB = [
  "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat|PluralRules|ListFormat|DurationFormat)$/]",
  "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
].map((selector) => ({ selector, message: "Format dates, numbers and measurements with lib/format.ts." }));

// Every word a gardener reads comes from the message files (locales/<code>/; docs/architecture.md,
// "Languages"): none is written in JSX, in a label, placeholder, title or alt, or in a toast. Text
// that is the same in every language (a command, a brand) goes in a named constant.
const TEXT = "/[A-Za-z]{2}/";
const WORDS_FROM_MESSAGES = [
  `JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|title|alt|label|pendingLabel|submitLabel|description)$/] > Literal[value=${TEXT}]`,
  `JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|title|alt|label|pendingLabel|submitLabel|description)$/] > JSXExpressionContainer > TemplateLiteral:has(TemplateElement[value.raw=${TEXT}])`,
  `JSXElement > JSXExpressionContainer > Literal[value=${TEXT}]`,
  `JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${TEXT}]`,
  `JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral:has(TemplateElement[value.raw=${TEXT}])`,
  `JSXElement > JSXExpressionContainer > TemplateLiteral:has(TemplateElement[value.raw=${TEXT}])`,
  `CallExpression:matches([callee.name='toast'], [callee.object.name='toast']) > :matches(Literal[value=${TEXT}], TemplateLiteral:has(TemplateElement[value.raw=${TEXT}]))`,
  `CallExpression:matches([callee.name='toast'], [callee.object.name='toast']) > ObjectExpression > Property[key.name='description'] > Literal[value=${TEXT}]`,
].map((selector) => ({ selector, message: "Say this with a message (locales/<code>/*.json, useTranslations or getTranslations)." }));
/** The punctuation JSX text may hold between messages. */
const PUNCTUATION = ["·", "(", ")", ":", ",", ".", "›", "←", "→", "©"];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Browser code gets zod from lib/zod.ts, which keeps it from probing for eval (the CSP refuses it).
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "hooks/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: ["lib/zod.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import { z } from \"@/lib/zod\" instead.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Every date, time, number and measurement the app shows goes through lib/format.ts, with the
    // gardener's locale, time zone and units (docs/architecture.md, "Formatting"). lib/dates.ts
    // reads calendar days in time zones, which is arithmetic, not display.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "hooks/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "server/**/*.{ts,tsx}"],
    ignores: ["lib/format.ts", "lib/dates.ts", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...FORMAT_WITH_LIB] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "hooks/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", ...FORMAT_WITH_LIB, ...WORDS_FROM_MESSAGES],
      "react/jsx-no-literals": ["error", { noStrings: false, ignoreProps: true, allowedStrings: PUNCTUATION }],
    },
  },
  {
    ignores: [".next/**", ".vercel/**", ".cache/**", ".data/**", "node_modules/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
