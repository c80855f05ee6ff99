/**
 * The root layout hands the browser only `CLIENT_MESSAGE_NAMESPACES`. These tests read the source
 * (TypeScript's parser, not regular expressions) for every message client code reads, so a client
 * component that needs a new namespace fails here instead of showing a key path in the shop:
 * - `useTranslations(ns)` in 'use client' files and in any file calling the hook, with the keys
 *   its translator is called with (`t('key')`, `t.rich/markup/raw/has('key')`, `useTranslations(ns)('key')`);
 *   a key built at run time needs the namespace up to its first placeholder, a translator handed
 *   on needs the whole namespace;
 * - the `UserMessage` keys that `store/` listeners, `lib/api` and components put into notifications
 *   (`messageKey('ns.key')`, `{ key: 'ns.key' }`, the call layer's `ApiError#messageKey`), which
 *   `useUserMessage` translates in the browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ApiError, userMessageSchema } from '@/lib/api';
import { EXECUTOR_ERRORS } from '@/lib/config/client';
import { LOCALES } from '@/lib/config/stores';
import { CLIENT_MESSAGE_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';
import { resolveMessages, type Messages } from '@/lib/i18n/messages';

const root = path.join(__dirname, '../../..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'store'];
/** Hooks that hand client code the whole catalogue, which the browser no longer has. */
const WHOLE_CATALOGUE_HOOKS = ['useMessages', 'useExtracted'];
/** Translator methods that take a key first. */
const KEYED_METHODS = ['rich', 'markup', 'raw', 'has'];
/** The one reader of run-time keys from the catalogue's root: a `UserMessage`, whose keys are checked below. */
const USER_MESSAGE_READER = 'components/notifications/use-user-message.ts';

interface Read {
  /** `file:line`, for the failure message. */
  at: string;
  /** The message or namespace read; '' when the key is computed from the catalogue's root. */
  path: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path.join(dir, entry.name)] : [],
  );
}

function parse(file: string, text = readFileSync(path.join(root, file), 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function at(node: ts.Node): string {
  const source = node.getSourceFile();
  return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

const join = (namespace: string, key: string): string => [namespace, key].filter(Boolean).join('.');

function isCallOf(node: ts.Node, name: string): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;
}

function isClientFile(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  if (first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use client') return true;
  let callsHook = false;
  walk(source, (node) => (callsHook ||= isCallOf(node, 'useTranslations')));
  return callsHook;
}

/** The namespaces, sub-namespaces or messages a key argument reaches, as far as the source tells. */
function keyPaths(namespace: string, key: ts.Expression | undefined): string[] {
  if (key && ts.isStringLiteralLike(key)) return [join(namespace, key.text)];
  if (key && ts.isTemplateExpression(key)) return [join(namespace, key.head.text.split('.').slice(0, -1).join('.'))];
  if (key && ts.isConditionalExpression(key)) return [...keyPaths(namespace, key.whenTrue), ...keyPaths(namespace, key.whenFalse)];
  return [namespace];
}

/** What one use of the translator `use` (an identifier or the hook's own call) reads. */
function readsOf(namespace: string, use: ts.Expression): Read[] {
  const parent = use.parent;
  const keyed =
    ts.isCallExpression(parent) && parent.expression === use
      ? parent
      : ts.isPropertyAccessExpression(parent) && parent.expression === use && KEYED_METHODS.includes(parent.name.text) && ts.isCallExpression(parent.parent)
        ? parent.parent
        : undefined;
  return (keyed ? keyPaths(namespace, keyed.arguments[0]) : [namespace]).map((messagePath) => ({ at: at(use), path: messagePath }));
}

/** The identifiers naming `declaration` in the function (or file) that declares it. */
function referencesTo(declaration: ts.Identifier): ts.Identifier[] {
  let scope: ts.Node = declaration;
  while (!ts.isSourceFile(scope) && !ts.isFunctionLike(scope)) scope = scope.parent;
  const references: ts.Identifier[] = [];
  walk(scope, (node) => {
    if (ts.isIdentifier(node) && node !== declaration && node.text === declaration.text && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) references.push(node);
  });
  return references;
}

/** Every message `source` reads through next-intl's client hooks. */
export function translationReads(source: ts.SourceFile): Read[] {
  const reads: Read[] = [];
  walk(source, (node) => {
    const wholeCatalogue = WHOLE_CATALOGUE_HOOKS.find((hook) => isCallOf(node, hook));
    if (wholeCatalogue) reads.push({ at: at(node), path: '' });
    if (!isCallOf(node, 'useTranslations')) return;
    const [argument] = node.arguments;
    if (argument && !ts.isStringLiteralLike(argument)) {
      reads.push({ at: at(node), path: '' });
      return;
    }
    const namespace = argument?.text ?? '';
    const binding = node.parent;
    if (ts.isVariableDeclaration(binding) && ts.isIdentifier(binding.name)) {
      for (const use of referencesTo(binding.name)) reads.push(...readsOf(namespace, use));
    } else {
      reads.push(...readsOf(namespace, node));
    }
  });
  return reads;
}

const isUserMessageKey = (key: string): boolean => userMessageSchema.safeParse({ key }).success;

/** Every `UserMessage` key `source` writes: `messageKey('ns.key')` and `{ key: 'ns.key' }`. */
export function userMessageKeys(source: ts.SourceFile): Read[] {
  const reads: Read[] = [];
  walk(source, (node) => {
    if (isCallOf(node, 'messageKey')) {
      const [key] = node.arguments;
      // `messageKey(apiError.messageKey)`: the call layer's errors, all listed by `apiErrorKeys`.
      const fromApiError = key && ts.isPropertyAccessExpression(key) && key.name.text === 'messageKey';
      if (!fromApiError) reads.push(...keyPaths('', key).map((messagePath) => ({ at: at(node), path: messagePath })));
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'key' && ts.isStringLiteralLike(node.initializer) && isUserMessageKey(node.initializer.text)) {
      reads.push({ at: at(node), path: node.initializer.text });
    }
  });
  return reads;
}

const apiErrorKeys = (): Read[] =>
  Object.keys(EXECUTOR_ERRORS).map((kind) => ({ at: `ApiError('${kind}')`, path: new ApiError(kind as keyof typeof EXECUTOR_ERRORS).messageKey }));

const sources = SOURCE_DIRS.flatMap(sourceFiles).map((file) => parse(file));
const clientReads = sources.filter(isClientFile).flatMap(translationReads);
const notificationReads = [...sources.flatMap(userMessageKeys), ...apiErrorKeys()];
const allReads = [...clientReads.filter((read) => !(read.path === '' && read.at.startsWith(`${USER_MESSAGE_READER}:`))), ...notificationReads];

const isListed = (messagePath: string): boolean => CLIENT_MESSAGE_NAMESPACES.some((ns) => messagePath === ns || messagePath.startsWith(`${ns}.`));
const describeRead = (read: Read): string => `${read.at} reads "${read.path || '<a key computed at run time>'}"`;

function lookUp(messages: Messages, messagePath: string): unknown {
  return messagePath.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Messages)[key] : undefined), messages);
}

describe('the scan of client code', () => {
  it('finds the namespaces, keys and translator hand-offs of a component', () => {
    const component = parse(
      'Fixture.tsx',
      `'use client';
       export function Fixture({ code }: { code: string }) {
         const t = useTranslations('shop.box');
         const root = useTranslations();
         format(t);
         return [t('title'), t.rich('note', {}), t(open ? 'open' : 'closed'), t(\`methods.\${code}.label\`), root('other.key'), useTranslations('late')('word'), root(code)];
       }`,
    );
    expect(translationReads(component).map((read) => read.path)).toEqual(['shop.box', 'shop.box.title', 'shop.box.note', 'shop.box.open', 'shop.box.closed', 'shop.box.methods', 'other.key', '', 'late.word']);
  });

  it('finds the whole-catalogue hooks and notification keys', () => {
    const code = parse('fixture.ts', `useMessages(); dispatch(messageKey('shop.added')); const ok = { key: 'shop.ok' }; const sort = { key: 'priceAsc' }; messageKey(name); messageKey(updated ? 'shop.updated' : 'shop.new');`);
    expect(translationReads(code).map((read) => read.path)).toEqual(['']);
    expect(userMessageKeys(code).map((read) => read.path)).toEqual(['shop.added', 'shop.ok', '', 'shop.updated', 'shop.new']);
  });

  it('sees the shop’s client components and notifications', () => {
    expect(clientReads.map((read) => read.path)).toEqual(expect.arrayContaining(['product.addToCart.button', 'checkout-ui.paymentMethods', 'catalog.cupPrice.label']));
    expect(notificationReads.map((read) => read.path)).toEqual(expect.arrayContaining(['cart.productAdded', 'checkout.loggedOut', 'pwa.offlinePageUnavailable', 'cart.networkError']));
  });
});

describe('messages the browser gets', () => {
  it('include every namespace client code reads', () => {
    expect(allReads.filter((read) => !isListed(read.path)).map(describeRead)).toEqual([]);
  });

  it('hold every message client code reads, in English', async () => {
    const browser = clientMessages((await resolveMessages('en-US', 'en-US')).messages);
    expect(allReads.filter((read) => lookUp(browser, read.path) === undefined).map(describeRead)).toEqual([]);
  });

  it('include no namespace that client code does not read', () => {
    const unread = CLIENT_MESSAGE_NAMESPACES.filter((ns) => !allReads.some((read) => read.path === ns || read.path.startsWith(`${ns}.`) || ns.startsWith(`${read.path}.`)));
    expect(unread).toEqual([]);
  });

  it.each(LOCALES)('can be picked from the %s catalogue', async (locale) => {
    const { messages } = await resolveMessages(locale, locale);
    expect(() => clientMessages(messages)).not.toThrow();
  });
});
