// Types of ackedMessages.mjs (plain JavaScript, so the Firebase CLI loads it without a TypeScript loader).
export const PATCHED_VERSION: string;
export const ACKED_LINE: string;
export function ackedLine(topic: string, id: string): string;
export function printAckedMessages(pubsubModule: unknown, print?: (line: string) => void): void;
export function patchInstalledPubsubAcks(): void;
