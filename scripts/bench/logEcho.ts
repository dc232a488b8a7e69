// Follows a growing log file (the emulators' log of a bench run) and hands each new complete line
// to `print`, from where the file was when it was first asked: what a function worker logs reaches
// the bench script's own output (scripts/bench/pipelineDriver.ts).
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

export interface LogEcho {
  /** Prints every complete line written since the last call. */
  echo: () => void;
  /** Echoes every `ms` until the returned stop, which echoes what is left. */
  follow: (ms: number) => () => void;
}

/** An echo of the log at `path` (none: nothing to echo), starting at its size now. */
export function logEcho(path: string | undefined, print: (line: string) => void): LogEcho {
  const size = () => (path && existsSync(path) ? statSync(path).size : 0);
  let offset = size();
  let partial = '';
  const echo = () => {
    const end = size();
    if (!path || end <= offset) return;
    const bytes = Buffer.alloc(end - offset);
    const fd = openSync(path, 'r');
    try {
      readSync(fd, bytes, 0, bytes.length, offset);
    } finally {
      closeSync(fd);
    }
    offset = end;
    const lines = (partial + bytes.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) print(line);
  };
  const follow = (ms: number) => {
    const timer = setInterval(echo, ms);
    return () => {
      clearInterval(timer);
      echo();
    };
  };
  return { echo, follow };
}
