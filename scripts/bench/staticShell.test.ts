import { describe, expect, it } from 'vitest';
import { staticShell } from './staticShell.js';

const BUILT = `<!doctype html><html><head><title>Neuron</title>
<script>
  var t = localStorage.getItem('neuronTheme');
</script>
<style>.app-shell { display: grid; }</style>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
<link rel="preconnect" href="http://127.0.0.1:15099">
<link rel="manifest" href="/manifest.webmanifest" />
</head><body><div id="app-shell" class="app-shell" role="status">Loading…</div><div id="root"></div></body></html>`;

describe("the bench's floor page (the app's shell without its scripts)", () => {
  it('keeps the document, its styles and its shell, and drops every script, preload and preconnect', () => {
    const shell = staticShell(BUILT);
    expect(shell).not.toMatch(/<script|modulepreload|preconnect|localStorage/);
    expect(shell).toContain('<style>.app-shell { display: grid; }</style>');
    expect(shell).toContain('<div id="app-shell" class="app-shell" role="status">Loading…</div>');
    expect(shell).toContain('rel="manifest"');
  });
});
