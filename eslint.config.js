import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      "data/**",
      "tmp/**",
      "test-results/**",
      "playwright-report/**",
      "broker/db/migrations/**",
      "bench/results/**",
      "bench/reference/build/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The portal process: an AsyncLocalStorage there puts a promise hook on every promise (docs/decisions/0050).
    files: ["app/**/*.{ts,tsx}", "server.ts", "scripts/start.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["node:async_hooks", "async_hooks"].map((name) => ({
              name,
              message: "Pass request state in Remix's load context: on Node 20 an AsyncLocalStorage hooks every promise (docs/decisions/0050).",
            })),
            {
              name: "@remix-run/react",
              importNames: ["Link", "NavLink"],
              message: "Use PageLink or PageNavLink (app/components/page-link.tsx): a link finds its route when followed (docs/decisions/0263).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/page-link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["app/**/*.css.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // vanilla-extract writes a style module's exports out as literals: a re-export copies another module's
          // class names into every chunk that imports this one (decision 0264).
          selector: "ExportNamedDeclaration[source], ExportAllDeclaration",
          message: "Import the style from the module that defines it; a .css.ts re-export copies its class names into this module's chunk.",
        },
      ],
    },
  },
  {
    files: ["broker/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // Hono's `c.var` is a getter that copies every variable of the request into a new object.
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message: "Read a request variable with c.get(name): c.var copies them all into a new object on each read.",
        },
      ],
    },
  },
  {
    files: ["scripts/**", "bench/**", "broker/main.ts", "broker/db/seed-cli.ts"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
);
