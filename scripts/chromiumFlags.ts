/**
 * Headless Chromium's switches for the browser journeys and the bench: no sandbox (CI runs as
 * root), no GPU, and nothing that reaches for the network on its own (these machines are offline).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
