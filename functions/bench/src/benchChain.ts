import { publishJson } from '../../src/data/pubsub.js';
import { benchIngestRead, benchStoreIo } from './benchIo.js';

/** Topic of the bench's empty chain. */
export const BENCH_TOPIC = 'bench-empty-chain';
/** Topic of the bench's document-I/O chain. */
export const BENCH_IO_TOPIC = 'bench-io-chain';

/** The bench's empty chain: publish one message, nothing else. */
export async function publishEmptyChain(): Promise<string> {
  return publishJson(BENCH_TOPIC, { n: 1 });
}

/** The bench's I/O chain, HTTP side: the ingest's document read, then publish. */
export async function publishIoChain(nowMs: number): Promise<string> {
  await benchIngestRead();
  // A random one of a hundred devices, so posts within one millisecond do not share documents.
  return publishJson(BENCH_IO_TOPIC, { time: nowMs, device: Math.floor(Math.random() * 100) });
}

/** The bench's I/O chain, subscriber side: the store's getAll and commit, no logic. */
export async function storeIoChain(message: unknown): Promise<void> {
  const { time, device } = (message ?? {}) as { time?: unknown; device?: unknown };
  await benchStoreIo(typeof time === 'number' ? time : Date.now(), typeof device === 'number' ? device : 0);
}
