/** Colours a chart takes from the page's theme (CSS custom properties), read when it renders. */
export interface ChartColors {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  line: string;
  band: string;
  limit: string;
  error: string;
}

/** The current theme's chart colours; `theme` is only there so a theme change reads them again. */
export function chartColors(_theme: string): ChartColors {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const primary = v('--primary', '#1f6feb');
  return {
    text: v('--text', '#1c2430'),
    muted: v('--text-muted', '#5b6675'),
    grid: v('--border', '#d7dde5'),
    surface: v('--surface', '#ffffff'),
    line: primary,
    band: `color-mix(in srgb, ${primary} 22%, transparent)`,
    limit: v('--warning', '#b35900'),
    error: v('--error', '#c62828'),
  };
}
