/**
 * The built `index.html` without anything that runs or fetches code: no script element (the
 * inline theme script stays out too), no module preload, no preconnect. The bench measures it
 * with Lighthouse beside the app's pages: what this machine's browser costs for the same document
 * with no JavaScript at all (navigation, HTML parse, style, the first layout and paint), the part
 * of a page's blocking time that no change to the app can take away (docs/FIRST_LOAD_LATER.md).
 */
export function staticShell(indexHtml: string): string {
  const shell = indexHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preconnect)"[^>]*>/g, '');
  if (/<script\b|rel="modulepreload"/.test(shell)) throw new Error('staticShell: a script is left in the shell');
  return shell;
}
