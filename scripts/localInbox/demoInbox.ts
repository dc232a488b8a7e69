// The local inbox as `npm start` runs it: started before the emulators (the functions' SMTP and
// push relay settings point at it), the demo's alert channels seeded once the emulators are up.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { seedDemoAlerts, seedDemoMinutes } from '../demo/demoAlerts.js';
import { PROJECT_ID } from '../ports.js';
import { WEBHOOK_PATH, localInboxPorts } from './inboxEnv.js';
import { startLocalInbox } from './localInbox.js';

export interface DemoInbox {
  /** Seeds the demo system's channels, the rules that use them and its maintenance window (scripts/demo/demoAlerts.ts). */
  seed(): Promise<void>;
  /** The client's settings: the editor accepts the inspector's URL; push uses a fake token. */
  clientEnv: Record<string, string>;
  /** The start banner's line. */
  banner: string;
  close(): Promise<void>;
}

export async function startDemoInbox(): Promise<DemoInbox> {
  // The admin app seed.ts uses too (FIRESTORE_EMULATOR_HOST is set by then).
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  const ports = localInboxPorts();
  const inbox = await startLocalInbox(db, ports).catch((e: unknown) => {
    throw new Error(
      `The local inbox could not listen on 127.0.0.1:${ports.smtp} (SMTP) and :${ports.http} (page): ${String(e)}. ` +
        'Is another `npm start` or test run using this NEURON_PORT_OFFSET?',
    );
  });
  const webhookUrl = inbox.webhookUrl('demo');
  return {
    seed: async () => {
      await seedDemoAlerts(db, webhookUrl);
      await seedDemoMinutes(db);
    },
    clientEnv: {
      VITE_LOCAL_WEBHOOK_INSPECTOR: new URL(WEBHOOK_PATH, inbox.url).href,
      // FCM cannot run here: "Notify me on this device" stores a made-up token, and what would go
      // to FCM for it reaches the push relay, whose messages the inbox page lists.
      VITE_FAKE_FCM: '1',
    },
    banner: [
      ` Local inbox:         ${inbox.url}  (e-mail, webhooks, push and SMS the functions sent)`,
      ...(process.env.NOTIFY_SMTP_URL === inbox.smtpUrl
        ? []
        : ['                      E-mail goes to the SMTP server of NOTIFY_SMTP_URL, not to this inbox.']),
      ` Demo alerts:         "Greenhouse door held open" e-mails the demo admin and calls the`,
      `                      inspector (${webhookUrl}) every 3 minutes, and texts the`,
      `                      on-call phone when nobody acknowledges it within a minute (after the`,
      `                      door's maintenance window, whose summary arrives when it ends)`,
    ].join('\n'),
    close: () => inbox.close(),
  };
}
