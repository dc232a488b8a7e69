import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inlineEntryCss';

const html = (href: string) => `<head><link rel="stylesheet" crossorigin href="${href}"></head>`;

function transform(page: string, assets: Record<string, string>): string {
  const hook = inlineEntryCss().transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => string;
  };
  const bundle = Object.fromEntries(
    Object.entries(assets).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
  );
  return hook.handler(page, { bundle } as unknown as IndexHtmlTransformContext);
}

describe('inlineEntryCss', () => {
  it('replaces the linked entry stylesheet with its contents', () => {
    const out = transform(html('/assets/index-1.css'), { 'assets/index-1.css': 'body{margin:0}' });
    expect(out).toBe('<head><style>body{margin:0}</style></head>');
  });

  it('keeps the link when the stylesheet has a relative url() or could end the style tag', () => {
    for (const css of ['a{background:url(img.png)}', 'a{content:"</style>"}']) {
      expect(transform(html('/assets/a.css'), { 'assets/a.css': css })).toBe(html('/assets/a.css'));
    }
  });

  it('inlines absolute and data urls, and leaves a stylesheet not in the bundle linked', () => {
    const css = 'a{background:url(/icons/x.svg)}b{background:url("data:image/png;base64,AA")}';
    expect(transform(html('/assets/b.css'), { 'assets/b.css': css })).toBe(`<head><style>${css}</style></head>`);
    expect(transform(html('/assets/gone.css'), {})).toBe(html('/assets/gone.css'));
  });
});
