/**
 * The project's import graph, read from the sources with TypeScript's parser (no bundler, no build):
 * every import, export-from and `import()` of the app's own files, each marked static or dynamic and
 * type-only or not. The boundary test (tests/unit/architecture) checks the design's rules on it
 * ("One contract, one door"); `npm run deps` prints what a client entry pulls into the browser.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  from: string;
  /** A project file (relative, posix) or a package name (`zod`, `zod/mini`, `@reduxjs/toolkit`). */
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
  clientFiles: Set<string>;
}

const SOURCE_FOLDERS = ['app', 'components', 'lib', 'store', 'proxy.ts', 'server.ts', 'instrumentation.ts'];
const EXTENSIONS = ['.ts', '.tsx'];

function listSources(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return EXTENSIONS.includes(path.extname(entry)) ? [entry] : [];
  return readdirSync(full).flatMap((child) => listSources(root, path.posix.join(entry, child)));
}

function resolveFile(root: string, candidate: string): string | null {
  for (const suffix of ['', ...EXTENSIONS, ...EXTENSIONS.map((ext) => `/index${ext}`)]) {
    const file = candidate + suffix;
    const full = path.join(root, file);
    if (existsSync(full) && statSync(full).isFile() && EXTENSIONS.includes(path.extname(file))) return path.posix.normalize(file);
  }
  return null;
}

/** A specifier as the graph names it: a project file, a package, or null for assets (CSS, JSON). */
export function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return resolveFile(root, specifier.slice(2));
  if (specifier.startsWith('.')) return resolveFile(root, path.posix.join(path.posix.dirname(from), specifier));
  if (/\.(css|json|svg|png)$/.test(specifier)) return null;
  return specifier;
}

function readImports(root: string, file: string): { edges: ImportEdge[]; isClient: boolean } {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic: boolean) => {
    const to = resolveSpecifier(root, file, specifier);
    if (to) edges.push({ from: file, to, typeOnly, dynamic });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const allTypes =
        clause?.isTypeOnly === true ||
        (clause !== undefined && !clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier.text, allTypes, false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const allTypes =
        node.isTypeOnly ||
        (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier.text, allTypes, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text, false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const first = source.statements[0];
  const isClient = first !== undefined && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use client';
  return { edges, isClient };
}

export function readImportGraph(root: string): ImportGraph {
  const files = SOURCE_FOLDERS.flatMap((entry) => listSources(root, entry)).sort();
  const edges: ImportEdge[] = [];
  const clientFiles = new Set<string>();
  for (const file of files) {
    const read = readImports(root, file);
    edges.push(...read.edges);
    if (read.isClient) clientFiles.add(file);
  }
  return { files, edges, clientFiles };
}

/** Every file and package a set of entries loads at once (static, runtime imports only). */
export function staticClosure(graph: ImportGraph, entries: Iterable<string>): Set<string> {
  const byFile = new Map<string, ImportEdge[]>();
  for (const edge of graph.edges) byFile.set(edge.from, [...(byFile.get(edge.from) ?? []), edge]);
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const edge of byFile.get(next) ?? []) if (!edge.typeOnly && !edge.dynamic) stack.push(edge.to);
  }
  return seen;
}

/**
 * The import circles between project files (Tarjan's strongly connected components of size > 1).
 * `import()` counts: a chunk loaded on demand that imports its loader back is still a circle, and
 * only hides which of the two owns what they share.
 */
export function importCircles(graph: ImportGraph, { includeTypeOnly }: { includeTypeOnly: boolean }): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if ((!includeTypeOnly && edge.typeOnly) || !graph.files.includes(edge.to)) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (file: string) => {
    indexOf.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!indexOf.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, indexOf.get(to)!));
      }
    }
    if (low.get(file) === indexOf.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of graph.files) if (!indexOf.has(file)) connect(file);
  return circles;
}
