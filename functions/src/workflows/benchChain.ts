import { publishJson } from '../data/pubsub.js';

/** Topic of the bench's empty chain. */
export const BENCH_TOPIC = 'bench-empty-chain';

/** The bench's empty chain: publish one message, nothing else. */
export async function publishEmptyChain(): Promise<string> {
  return publishJson(BENCH_TOPIC, { n: 1 });
}
