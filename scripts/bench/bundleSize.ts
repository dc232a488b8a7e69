import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../emulatorSetup.js';

/** web.dev's budget for the JavaScript of the initial route, compressed (docs/PERFORMANCE.md, "Initial route"). */
export const INITIAL_JS_BUDGET_KB = 170;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Builds the client and sums the gzip size of the entry chunk and everything it imports statically. */
export function measureInitialBundle(): { kb: number; files: string[] } {
  execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'client'),
    stdio: 'inherit',
  });
  const dist = join(ROOT, 'client/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
  return { kb: Math.round((bytes / 1024) * 10) / 10, files };
}
