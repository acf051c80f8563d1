import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat|PluralRules|ListFormat|DurationFormat)$/]",
          message: "Format dates, numbers and measurements with lib/format.ts.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "Format dates, numbers and measurements with lib/format.ts.",
        },
      ],
    },
  },
  {
    ignores: [".next/**", ".vercel/**", ".cache/**", ".data/**", "node_modules/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
