// `tsx scripts/importCycles.ts`: fails (exit 1) when the source of shared/, functions/ or client/
// imports itself in a circle. Part of `npm run lint` (docs/ARCHITECTURE.md, "Boundaries").
//
// Why a script and not an ESLint plugin: the cycle plugins resolve modules through a native
// resolver whose per-platform packages the registry here does not all serve, which breaks
// `npm ci`. The TypeScript compiler we already have lists every file's imports.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SOURCE_DIRS = ['shared/src', 'functions/src', 'client/src'];
/** Bare specifiers that point back into the repository. */
const WORKSPACE_ENTRIES: Record<string, string> = { '@neuron/shared': 'shared/src/index.ts' };

/** Every .ts/.tsx file under dir, tests excluded (a test importing its subject is no cycle). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a specifier names, or null for a package outside the repository. */
function resolveImport(from: string, specifier: string): string | null {
  if (WORKSPACE_ENTRIES[specifier]) return join(ROOT, WORKSPACE_ENTRIES[specifier]);
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c)) ?? null;
}

/** Imports that exist at run time (type-only imports and re-exports are erased, so they can't loop). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
    const isExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly;
    const spec = (isImport || isExport) && statement.moduleSpecifier;
    if (spec && ts.isStringLiteral(spec)) {
      const target = resolveImport(file, spec.text);
      if (target) found.push(target);
    }
  }
  return found;
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)));
const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
const found = cycles(graph);
if (found.length > 0) {
  for (const component of found) {
    console.error(`Import cycle among: ${component.map((f) => relative(ROOT, f)).join(', ')}`);
  }
  process.exit(1);
}
console.log(`No import cycles in ${files.length} source files.`);
