import { samplePaths } from '@neuron/shared';

/**
 * Every Firestore path the functions read or write, in one place (the data model is in
 * docs/DATA_MODEL.md). Data modules build references from these and nothing else.
 */
export const paths = {
  systems: () => 'system',
  system: (sid: string) => `system/${sid}`,
  devices: (sid: string) => `system/${sid}/devices`,
  device: (sid: string, sn: string) => `system/${sid}/devices/${sn}`,
  /** An admin's latest edit of a device (alias, tags, labels, config, info), applied by onDeviceEdit. */
  deviceEdit: (sid: string, sn: string) => `system/${sid}/deviceEdits/${sn}`,
  samples: (sid: string, sn: string) => `system/${sid}/devices/${sn}/samples`,
  /** A history document: its id is the sample time (shared samplePaths.id), so a repeated delivery overwrites. */
  sample: (sid: string, sn: string, timeMs: number) => `system/${sid}/devices/${sn}/samples/${samplePaths.id(timeMs)}`,
  rollup: (sid: string, sn: string, day: string) => `system/${sid}/devices/${sn}/rollups/${day}`,
  events: (sid: string) => `system/${sid}/events`,
  event: (sid: string, eventId: string) => `system/${sid}/events/${eventId}`,
  eventRules: (sid: string) => `system/${sid}/eventRules`,
  eventRule: (sid: string, ruleId: string) => `system/${sid}/eventRules/${ruleId}`,
  maintenanceWindows: (sid: string) => `system/${sid}/maintenance`,
  maintenanceWindow: (sid: string, windowId: string) => `system/${sid}/maintenance/${windowId}`,
  /** A sample batch the store path gave up on (its admins read it; only functions write it). */
  failedBatch: (sid: string, id: string) => `system/${sid}/failedBatches/${id}`,
  integrations: (sid: string) => `system/${sid}/integrations`,
  integration: (sid: string, integrationId: string) => `system/${sid}/integrations/${integrationId}`,
  integrationSecret: (sid: string, integrationId: string) => `system/${sid}/integrationSecrets/${integrationId}`,
  /** A read-API key, by its hash: which system and integration it opens (functions only, no rule matches). */
  apiKey: (keyHash: string) => `apiKeys/${keyHash}`,
  pushConfig: (sid: string, channelId: string) => `system/${sid}/pushConfig/${channelId}`,
  pushError: (sid: string, channelId: string, errorId: string) =>
    `system/${sid}/pushConfig/${channelId}/errors/${errorId}`,
  /** A webhook channel's signing secret: no rule matches it, so only functions read it. */
  channelSecret: (sid: string, channelId: string) => `system/${sid}/channelSecrets/${channelId}`,
  /** A notification action token's one use (no rule matches it: functions only). */
  actionTokenUse: (sid: string, tokenId: string) => `system/${sid}/actionTokenUses/${tokenId}`,
  /** A rate limit's counter (domain/rateLimit.ts; no rule matches it: functions only). */
  rateLimit: (key: string) => `rateLimits/${key}`,
  /**
   * The system's device counts (functions only; members read it): their own document, so the
   * membership document is never written by the sample path (docs/DATA_MODEL.md).
   */
  summary: (sid: string) => `system/${sid}/summary/counts`,
  /** Changes of the counts not yet folded into summary/counts (one document per change; functions only). */
  summaryDeltas: (sid: string) => `system/${sid}/summaryDeltas`,
  /** A device removal already taken out of the summary counts (once per trigger event). */
  summaryChange: (sid: string, eventId: string) => `system/${sid}/summaryChanges/${eventId}`,
  delivery: (sid: string, eventId: string, channelId: string) => `system/${sid}/deliveries/${eventId}_${channelId}`,
  gatewayInfo: (gatewaySn: string) => `gatewayInfo/${gatewaySn}`,
  sensorInfo: (sn: string) => `sensorInfo/${sn}`,
  /** A serial's claim record: its claim code's verifier and owner (functions only, no rule matches). */
  claim: (type: 'SENSOR' | 'GATEWAY', sn: string) => `claims/${type}-${sn}`,
  gatewayKeys: () => 'gatewayKeys',
  gatewayKey: (gatewaySn: string) => `gatewayKeys/${gatewaySn}`,
  invites: () => 'invites',
  invite: (inviteId: string) => `invites/${inviteId}`,
  user: (uid: string) => `users/${uid}`,
};

/** Collection ids queried across every system (collection-group queries). */
export const collectionGroups = {
  /** system/{sid}/events: the escalation sweep finds events due across systems. */
  events: 'events',
  /** system/{sid}/eventRules: the early-warning sweep finds the systems with such a rule. */
  eventRules: 'eventRules',
  /** system/{sid}/maintenance: the window-end run finds the systems with a window. */
  maintenanceWindows: 'maintenance',
} as const;

/**
 * The same paths as document-trigger patterns (wildcards where the ids go), for the triggers:
 * built from `paths`, so a trigger listens where the data layer writes.
 */
export const triggerPaths = {
  system: paths.system('{systemId}'),
  device: paths.device('{sid}', '{sn}'),
  deviceEdit: paths.deviceEdit('{sid}', '{sn}'),
  eventRule: paths.eventRule('{sid}', '{rid}'),
  maintenanceWindow: paths.maintenanceWindow('{sid}', '{wid}'),
  integration: paths.integration('{sid}', '{iid}'),
  gatewayInfo: paths.gatewayInfo('{gatewaySn}'),
  summaryDelta: paths.summaryDeltas('{sid}') + '/{deltaId}',
} as const;
