import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The English error messages the server's code writes, read from its source: the messages of
 * `HttpError`s, `notFound(...)` and `parseId(..., what)`, zod's custom messages, the labels given
 * to the shared refinements, and every `..._MESSAGE` constant. A `${...}` in a template becomes
 * `{}` (an argument). Used by the test that holds every one of them to a translation.
 */
export type WrittenMessage = { file: string; line: number; text: string };

const ROOTS = ["server", "lib", "app/api", "app/calendar", "app/uploads"];
/** Not an API answer: the operator's configuration errors (env.ts), the catalogue's own checks (sowing.ts), the browser's outbox (its words are the Journal messages). */
const SKIPPED = [/\.test\.tsx?$/, /\.d\.m?ts$/, /^server\/env\.ts$/, /^lib\/sowing\.ts$/, /^lib\/journal-outbox\.ts$/];

/** Zod checks whose last string argument is the message a gardener reads. */
const ZOD_CHECKS = new Set(["min", "max", "length", "regex", "refine", "positive", "nonnegative", "int", "email", "url", "gte", "lte", "gt", "lt", "startsWith", "endsWith", "includes", "nonempty", "multipleOf"]);
/** The shared refinements that build a message from a label (lib/validations/common.ts). */
const LABELLED = new Map<string, (label: string) => string[]>([
  ["oneLineName", (label) => [`${label} can't contain control characters or line breaks.`]],
  ["withoutControlCharacters", (label) => [`${label} can't contain control characters.`]],
  ["notFound", (what) => [`${what} was not found.`]],
  ["parseId", (what) => [`${what} was not found.`]],
  ["calendarDate", (message) => [message, `${message.replace(/\.$/, "")}, between 1900 and 2100.`]],
  ["idSchema", (message) => [message]],
]);

/** A template argument's name in the message: `${MAX_TAGS}` is {maxTags}, `${limits.files}` {files}. */
function argumentName(expression: ts.Expression, index: number): string {
  const name = ts.isIdentifier(expression) ? expression.text : ts.isPropertyAccessExpression(expression) ? expression.name.text : `value${index + 1}`;
  return /^[A-Z0-9_]+$/.test(name) ? name.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) : name;
}

/** Every text an expression may be: each branch of `a ? "x" : "y"` and `a ?? "x"`, or its one text. */
function textsOf(node: ts.Node, constants: Map<string, string>): string[] {
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression, constants);
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue, constants), ...textsOf(node.whenFalse, constants)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
    return [...textsOf(node.left, constants), ...textsOf(node.right, constants)];
  }
  const text = textOf(node, constants);
  return text === null ? [] : [text];
}

/** The text of a string or template, a `${...}` as a named {argument}, string constants written in. */
function textOf(node: ts.Node, constants: Map<string, string>): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isIdentifier(node)) return constants.get(node.text) ?? null;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans
      .map((span, index) => {
        const inlined = ts.isIdentifier(span.expression) ? constants.get(span.expression.text) : undefined;
        return `${inlined ?? `{${argumentName(span.expression, index)}}`}${span.literal.text}`;
      })
      .join("");
  }
  return null;
}

/** Whether the text reads as a sentence to a gardener (not a field key, header or code). */
const isSentence = (text: string) => /^[{"A-Z]/.test(text) && /[.?!)]$/.test(text.trim()) && text.includes(" ");

function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name)) found.push(full);
    }
  };
  walk(root);
  return found;
}

export function writtenErrorMessages(projectRoot: string): WrittenMessage[] {
  const sources = ROOTS.flatMap((root) => sourceFiles(path.join(projectRoot, root)))
    .map((full) => path.relative(projectRoot, full).split(path.sep).join("/"))
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)))
    .map((file) => ts.createSourceFile(file, fs.readFileSync(path.join(projectRoot, file), "utf8"), ts.ScriptTarget.Latest, true));
  // Every string constant, by name (the names are unique enough across the server: PLANT_NOT_FOUND).
  const constants = new Map<string, string>();
  for (const source of sources) {
    const collect = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))) {
        constants.set(node.name.text, node.initializer.text);
      }
      ts.forEachChild(node, collect);
    };
    collect(source);
  }
  const messages: WrittenMessage[] = [];
  {
    for (const source of sources) {
      const file = source.fileName;
      const add = (node: ts.Node, text: string | null) => {
        if (text === null || !isSentence(text)) return;
        messages.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
      };
      const visit = (node: ts.Node) => {
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "HttpError") {
          const message = node.arguments?.[1];
          if (message) for (const text of textsOf(message, constants)) add(message, text);
        } else if (ts.isCallExpression(node)) {
          const callee = node.expression;
          const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
          const labelled = LABELLED.get(name);
          const labelArgument = node.arguments[name === "parseId" ? 1 : 0];
          if (labelled && labelArgument) {
            const label = textOf(labelArgument, constants);
            if (label !== null) for (const text of labelled(label)) add(node, text);
          } else if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(name)) {
            const last = node.arguments.at(-1);
            if (last) add(last, textOf(last, constants));
          }
        } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ["message", "error"].includes(node.name.text)) {
          for (const text of textsOf(node.initializer, constants)) add(node.initializer, text);
        } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /MESSAGE$/.test(node.name.text) && node.initializer) {
          add(node.initializer, textOf(node.initializer, constants));
        } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /(MESSAGES|SESSION_ONLY)$/.test(node.name.text) && node.initializer) {
          // A table of messages: every string in it.
          const strings = (inner: ts.Node): void => {
            if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) add(inner, inner.text);
            else ts.forEachChild(inner, strings);
          };
          strings(node.initializer);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return messages;
}
