import { SinkClosedError, type CsvSink } from '../../stores/history/ExportStore';

/** Where a download goes, in words (the browser shows no dialog for it). */
export const downloadedAs = (name: string) => `${name} in your browser’s downloads`;

/**
 * A download streamed through the app's service worker (client/src/sw.js, docs/CALLS.md): the
 * page hands the worker one end of a MessageChannel, a hidden frame opens the worker-served URL
 * /download-stream/{id}, and the worker answers it with `Content-Disposition: attachment` and a
 * stream fed from the channel. The worker asks for each part ('pull') as the browser's download
 * reads, so the page never runs ahead of the disk. The message names are the worker's too.
 */
const DOWNLOAD_STREAM = 'download-stream';
const KEEPALIVE_MS = 10_000;
const READY_TIMEOUT_MS = 5_000;

type FromWorker = { type: 'ready' } | { type: 'pull' } | { type: 'cancel' };

/** The download's sink, or null when no service worker controls the page (a hard reload) or none answers. */
export async function streamedDownloadSink(name: string): Promise<CsvSink | null> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return null;
  const id = crypto.randomUUID();
  const { port1, port2 } = new MessageChannel();
  let credit = 0;
  let closed = false;
  let wake: (() => void) | null = null;
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  port1.onmessage = (e: MessageEvent<FromWorker>) => {
    if (e.data.type === 'ready') ready();
    else if (e.data.type === 'pull') credit++;
    else if (e.data.type === 'cancel') closed = true;
    wake?.();
  };
  worker.postMessage({ type: DOWNLOAD_STREAM, id, name, port: port2 }, [port2]);
  // A worker that does not answer (one from before streamed downloads) gets no download.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answered = await Promise.race([
    isReady.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (!answered) {
    port1.close();
    return null;
  }
  // A worker with nothing to do may be stopped by the browser; messages keep it awake.
  const keepalive = setInterval(() => worker.postMessage({ type: 'keepalive' }), KEEPALIVE_MS);
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.src = `/download-stream/${id}`;
  document.body.append(frame);
  const encoder = new TextEncoder();
  let ended = false;
  const finish = () => {
    ended = true;
    clearInterval(keepalive);
    // The download list owns the download once it started; the frame is only its opener.
    setTimeout(() => frame.remove(), 10_000);
  };
  return {
    where: downloadedAs(name),
    async write(text) {
      while (credit === 0 && !closed) await new Promise<void>((resolve) => (wake = resolve));
      if (closed) throw new SinkClosedError('The download was stopped in the browser.');
      credit--;
      const chunk = encoder.encode(text);
      port1.postMessage({ type: 'chunk', chunk }, [chunk.buffer]);
    },
    close() {
      if (ended) return Promise.resolve();
      port1.postMessage({ type: 'end' });
      finish();
      return Promise.resolve();
    },
    abort() {
      if (ended) return Promise.resolve();
      // The worker errors the stream: the browser marks the download failed and keeps no file.
      port1.postMessage({ type: 'abort' });
      finish();
      // A write waiting for the download to read ends now.
      closed = true;
      wake?.();
      return Promise.resolve();
    },
  };
}
