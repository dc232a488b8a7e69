/** "a, b,, c " → ["a", "b", "c"]: how tags and labels are typed (comma-separated). */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The inverse of splitList, for a form's initial value. */
export function joinList(list: readonly string[] | undefined): string {
  return (list ?? []).join(', ');
}
