// The runtime settings every function is deployed with, in one place, each with its reason
// (docs/SCALE.md, "Function settings"). The triggers spread `runtimeOf(name)` into their options.
//
// The sizing load: 100,000 gateways × 20 sensors posting every 60 s, i.e. 33,000 samples/s in
// 1,650 posts/s (docs/SCALE.md). Platform facts the numbers rest on (Cloud Functions 2nd gen runs
// on Cloud Run): an instance with concurrency above 1 needs at least 1 vCPU; 1 vCPU takes 128 MiB
// to 4 GiB; concurrency is at most 1,000 per instance; maxInstances defaults to 100; event
// triggers may run up to 540 s, HTTP ones 3,600 s. An instance is billed while it serves, so a
// higher maxInstances costs nothing until the load needs it; it is a ceiling that protects
// Firestore and the bill from a runaway, not a reservation.

export type Memory = '256MiB' | '512MiB' | '1GiB';

export interface RuntimeSettings {
  region: 'us-central1';
  memory: Memory;
  cpu: number;
  concurrency: number;
  maxInstances: number;
  timeoutSeconds: number;
}

interface Profile {
  settings: Omit<RuntimeSettings, 'region'>;
  why: string;
}

/**
 * Every function a person starts by hand (a callable, an editor's save and its trigger, an
 * account event): a few a minute per system at most. One vCPU so one instance serves many at
 * once; 256 MiB holds the Admin SDK; 20 instances × 80 is far above any human rate, and a
 * ceiling keeps a scripted abuse from scaling the bill.
 */
const HUMAN: Profile = {
  settings: { memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 20, timeoutSeconds: 60 },
  why: 'started by a person (a few a minute per system): one vCPU serves many at once, 20 × 80 is far above any human rate',
};

/**
 * Edits whose trigger fans out over a system (a rule judged again on every device it watches, a
 * config stamp on every gateway key): rare, but one run may read thousands of devices.
 */
const EDIT_FANOUT: Profile = {
  settings: { memory: '512MiB', cpu: 1, concurrency: 20, maxInstances: 20, timeoutSeconds: 540 },
  why: 'a rare edit that may touch every device of a system (10,000 at the limit, docs/SCALE.md): the longest event timeout, 512 MiB for the devices read, fewer runs per instance',
};

const PROFILES = {
  ingest: {
    settings: { memory: '512MiB', cpu: 1, concurrency: 80, maxInstances: 100, timeoutSeconds: 60 },
    why: "1,650 posts/s at the sizing load, each ~100 ms of I/O (the key and the gateway's device read, a publish; the gateway's note written once a quarter hour, or a minute of heartbeats): ~165 in flight, 3 instances of 80; 100 leaves room for a fleet posting its backlog at once (a post waits for its 202, so the ceiling slows gateways, never loses a sample). 80 bodies of up to 1 MiB fit in 512 MiB",
  },
  storeSamples: {
    settings: { memory: '512MiB', cpu: 1, concurrency: 80, maxInstances: 400, timeoutSeconds: 300 },
    why: "1,650 batches/s, each a few seconds of Firestore round trips: the issue's estimate is 110–170 instances of 80, against the default ceiling of 100. 400 covers a storm or a backlog at 2× that; Pub/Sub holds what the ceiling defers. 300 s covers a 500-sample backlog batch with its in-run retries",
  },
  dueTimer: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 100, timeoutSeconds: 120 },
    why: 'per queue (several queues, docs/SCALE.md): at most 500 dispatches/s each, a run is a few reads and may wait up to 30 s for its due time; 120 s covers that wait and the check',
  },
  scheduledFanOut: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 1, maxInstances: 1, timeoutSeconds: 540 },
    why: 'a scheduled job that only lists the systems it concerns and publishes one message each (100,000 systems in pages of 500, well inside 540 s); one instance, never two runs at once',
  },
  systemSweep: {
    settings: { memory: '512MiB', cpu: 1, concurrency: 8, maxInstances: 100, timeoutSeconds: 540 },
    why: "one system's offline sweep (its devices and rules): up to 10,000 devices read per run, so few runs share an instance; 100,000 systems every 5 minutes is ~330/s, each well under a second of I/O",
  },
  systemEarlyWarnings: {
    settings: { memory: '512MiB', cpu: 1, concurrency: 8, maxInstances: 100, timeoutSeconds: 540 },
    why: "one system's early-warning rules: the devices they watch (up to a system's every device) and a day or two of rollups each, held while the trends are fitted, so few runs share an instance",
  },
  systemMaintenanceEnds: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 20, maxInstances: 100, timeoutSeconds: 300 },
    why: "one system's maintenance windows: a few reads a window, and for a window that ended its held events, the system's devices and a summary sent per channel (a webhook's 5 s × 3 tries inside 300 s)",
  },
  escalationSweep: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 1, maxInstances: 1, timeoutSeconds: 60 },
    why: 'every minute: one query of the alarms due for escalation; one instance, never two sweeps at once, done within its minute',
  },
  deliver: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 100, timeoutSeconds: 120 },
    why: 'one run per event, mostly waiting on a channel (webhook timeout 5 s × 3 tries, e-mail, SMS): many at once per instance; 120 s covers the retries. An alarm storm is bounded by the events raised, one per sensor and transition',
  },
  storeDeadLetter: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 10, timeoutSeconds: 60 },
    why: 'a batch storeSamples gave up on: one write each; rare by design, and a ceiling of 10 keeps a failure wave from becoming a second one',
  },
  onDeviceEdit: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 20, timeoutSeconds: 120 },
    why: "an admin's edit of a device (deviceEdits/{sn}): the device's derived state recomputed and its rules judged again; a person's rate",
  },
  onDeviceLifecycle: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 20, timeoutSeconds: 60 },
    why: 'a device added or removed (by a person or a claim): a summary count and key clean-up',
  },
  onGatewayInfoWrite: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 100, timeoutSeconds: 120 },
    why: "one run per change of a gateway's report (its info is written only when its status, firmware, Ethernet, cell tower or signal bars change, never to note it heard nor for an rssi moving within its bars: at most once a post, 1,667/s at 100,000 gateways if every one changed every minute): a link copy when its bars change, and a geolocation call at most once an hour per gateway (its 10 s timeout inside 120 s)",
  },
  onSummaryDelta: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 20, timeoutSeconds: 60 },
    why: "one run per change of a system's counts (never per steady-state sample): it only queues the system's fold, deduplicated per period; a storm of 1,000 changes is 1,000 short runs, 20 × 80 in flight",
  },
  readApi: {
    settings: { memory: '512MiB', cpu: 1, concurrency: 40, maxInstances: 20, timeoutSeconds: 60 },
    why: "integrations' history reads: up to a page of samples per request held in memory, so fewer per instance",
  },
  notificationAction: HUMAN,
  human: HUMAN,
  editFanout: EDIT_FANOUT,
  onAccountDeleted: {
    settings: { memory: '256MiB', cpu: 1, concurrency: 1, maxInstances: 10, timeoutSeconds: 120 },
    why: 'a first-generation Auth trigger (no concurrency or CPU setting there: one event per instance); rare; it edits every system the account was on',
  },
} satisfies Record<string, Profile>;

/** Which profile each deployed function runs with. */
const FUNCTIONS = {
  ingest: 'ingest',
  storeSamples: 'storeSamples',
  storeDeadLetter: 'storeDeadLetter',
  dueTimer: 'dueTimer',
  dueTimer2: 'dueTimer',
  dueTimer3: 'dueTimer',
  dueTimer4: 'dueTimer',
  offlineSweep: 'scheduledFanOut',
  systemSweep: 'systemSweep',
  earlyWarningSweep: 'scheduledFanOut',
  systemEarlyWarnings: 'systemEarlyWarnings',
  maintenanceWindowEnds: 'scheduledFanOut',
  systemMaintenanceEnds: 'systemMaintenanceEnds',
  escalationSweep: 'escalationSweep',
  deliver: 'deliver',
  onDeviceCreated: 'onDeviceLifecycle',
  onDeviceDeleted: 'onDeviceLifecycle',
  onDeviceEdit: 'onDeviceEdit',
  onGatewayInfoWrite: 'onGatewayInfoWrite',
  onSummaryDelta: 'onSummaryDelta',
  onRuleWrite: 'editFanout',
  onIntegrationWrite: 'editFanout',
  onMaintenanceWrite: 'editFanout',
  onSystemWrite: 'human',
  onAccountDeleted: 'onAccountDeleted',
  readApi: 'readApi',
  notificationAction: 'notificationAction',
  acceptInvite: 'human',
  declineInvite: 'human',
  createGatewayKey: 'human',
  rotateGatewayKey: 'human',
  checkAccountMerge: 'human',
  mergeAccounts: 'human',
  sendTestNotification: 'human',
  createIntegration: 'human',
  rotateIntegrationSecret: 'human',
  rotateChannelSecret: 'human',
  claimDevice: 'human',
} as const satisfies Record<string, keyof typeof PROFILES>;

export type FunctionName = keyof typeof FUNCTIONS;

/** The options a function is declared with (region included: every function runs in us-central1). */
export function runtimeOf(name: FunctionName): RuntimeSettings {
  return { region: 'us-central1', ...PROFILES[FUNCTIONS[name]].settings };
}

/** Every function with its settings and the reason for them (docs/SCALE.md lists them). */
export function settingsTable(): { name: FunctionName; settings: RuntimeSettings; why: string }[] {
  return (Object.keys(FUNCTIONS) as FunctionName[]).map((name) => ({
    name,
    settings: runtimeOf(name),
    why: PROFILES[FUNCTIONS[name]].why,
  }));
}
