// The options of `npm start -- <options>`. With none it is the full local stack: functions built,
// demo seeded, simulated gateway posting, the client's production build served, data kept in
// .emulator-data/ (`npm run dev` is the same with `--dev`). The
// others make a smaller stack (the tests start one beside their own: tests/scripts/).
import { isAbsolute, join, resolve } from 'node:path';

export interface StartOptions {
  /** Where the emulator data is imported from and saved to. */
  dataDir: string;
  /** Where the children's output goes. */
  logFile: string;
  /** Build the functions first (off when they are built already, e.g. by the test run). */
  build: boolean;
  /** Seed the demo and run the simulated gateway. */
  demo: boolean;
  /** Serve the client. */
  client: boolean;
  /** Serve the client by Vite's development server (`npm run dev`) instead of the production build. */
  dev: boolean;
  /** Minutes between snapshots of the data (0: only after the seed and on stop). */
  snapshotMinutes: number;
}

export const START_USAGE = `usage: npm start -- [options]
  --data <folder>          where the emulator data is kept (default .emulator-data)
  --log <file>             where the emulators' output goes (default neuron-start.log)
  --snapshot-minutes <n>   minutes between snapshots of the data (default 5; 0 for none)
  --no-build               do not build the functions first
  --no-demo                no demo seed and no simulated gateway
  --no-client              do not serve the client
  --dev                    serve the client by Vite's development server (hot reload; what
                           \`npm run dev\` does) instead of the production build`;

/** Reads the options; throws an Error naming the option that is wrong. */
export function parseStartOptions(args: readonly string[], root: string, portOffset: number): StartOptions {
  const options: StartOptions = {
    dataDir: join(root, '.emulator-data'),
    logFile: join(root, `neuron-start${portOffset ? `.offset-${portOffset}` : ''}.log`),
    build: true,
    demo: true,
    client: true,
    dev: false,
    snapshotMinutes: 5,
  };
  const path = (value: string) => (isAbsolute(value) ? value : resolve(value));
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = () => {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--data') options.dataDir = path(value());
    else if (arg === '--log') options.logFile = path(value());
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--no-demo') options.demo = false;
    else if (arg === '--no-client') options.client = false;
    else if (arg === '--dev') options.dev = true;
    else if (arg === '--snapshot-minutes') {
      const raw = value();
      const minutes = Number(raw);
      if (!Number.isFinite(minutes) || minutes < 0)
        throw new Error(`--snapshot-minutes must be 0 or more, got '${raw}'`);
      options.snapshotMinutes = minutes;
    } else throw new Error(`unknown option '${arg}'`);
  }
  return options;
}
