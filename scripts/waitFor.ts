/** Polls until `ready()` is true, or fails after `timeoutMs` with the given description. */
export async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await ready()) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** True once the HTTPS function answers at all (405 to a GET means it is loaded). */
export async function functionIsUp(url: string): Promise<boolean> {
  const res = await fetch(url, { method: 'GET' });
  return res.status === 405;
}
