/** "12 s ago", "5 min ago", "3 h ago", "2 d ago"; "never" without a time. */
export function timeAgo(timeMs: number | null | undefined, nowMs: number): string {
  if (timeMs == null) return 'never';
  const s = Math.max(0, Math.round((nowMs - timeMs) / 1000));
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  return `${Math.floor(s / 86400)} d ago`;
}
