import { z } from 'zod';
import { DEFAULT_AVATAR } from './avatar.js';
import { PROTOCOL_VERSIONS } from '../catalogues/statuses.js';
import { DeviceTypeSchema } from './device.js';
import { SensorConfigSchema } from './sensorConfig.js';
import { TimeMsSchema } from './time.js';

/** sensorInfo/{sn} */
export const SensorInfoSchema = z.object({
  model: z.string().optional(),
  firmware: z.string().optional(),
  battery: z.number().min(0).max(100).optional(),
  protocol: z.enum(PROTOCOL_VERSIONS).optional(),
});
/** SensorInfo as SensorInfoSchema parses it. */
export type SensorInfo = z.infer<typeof SensorInfoSchema>;

/** baseSensorConfigs/{id}: a template config for a sensor type. */
export const BaseSensorConfigSchema = z.object({
  type: z.string().min(1),
  name: z.string().optional(),
  deviceType: DeviceTypeSchema.default('SENSOR'),
  config: SensorConfigSchema.default({}),
});
/** BaseSensorConfig as BaseSensorConfigSchema parses it. */
export type BaseSensorConfig = z.infer<typeof BaseSensorConfigSchema>;

/** users/{uid} */
export const UserProfileSchema = z.object({
  avatar: z.string().optional(),
  displayName: z.string().max(100).optional(),
  pushTokens: z.array(z.string()).default([]),
  notificationPrefs: z.record(z.string(), z.boolean()).default({}),
});
/** UserProfile as UserProfileSchema parses it. */
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** The avatar to show for a user: their own image URL, else the default local svg. */
export function avatarOf(profile: Pick<UserProfile, 'avatar'> | null | undefined): string {
  return profile?.avatar?.trim() ? profile.avatar : DEFAULT_AVATAR;
}

/** whatsNew/{id} */
export const WhatsNewSchema = z.object({
  time: TimeMsSchema,
  title: z.string(),
  body: z.string(),
});
/** WhatsNew as WhatsNewSchema parses it. */
export type WhatsNew = z.infer<typeof WhatsNewSchema>;

/** A What's new entry as an operator publishes it (scripts/whatsNew.ts): a title and a body, both said. */
export const WhatsNewInputSchema = WhatsNewSchema.extend({
  title: z.string().trim().min(1, 'Give the entry a title').max(200, 'Keep the title under 200 characters'),
  body: z.string().trim().min(1, 'Give the entry a body').max(10_000, 'Keep the body under 10,000 characters'),
});
