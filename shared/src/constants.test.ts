import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';

describe('business constants (docs/CONSTANTS.md)', () => {
  it('holds every value of docs/CONSTANTS.md', () => {
    expect({ ...constants }).toEqual({
      PRODUCT_NAME: 'neuron',
      TOAST_DEFAULT_TIMEOUT_MS: 5000,
      TOAST_FALLBACK_TIMEOUT_MS: 6000,
      INVITE_TOAST_TIMEOUT_MS: 15000,
      RECENT_DATA_WINDOW_MS: 3_600_000,
      ONLINE_WINDOW_MS: 30 * 60 * 1000,
      SIGNAL_UNAVAILABLE_AFTER_S: 3600,
      EVENT_PAGE_SIZE: 10,
      SCALE_DECIMALS: 2,
      LOCAL_STORAGE_DEFAULT_SIZE: 4_980_736,
      THEME_STORAGE_KEY: 'neuronTheme',
      ERROR_SAMPLE_STATUS: 106,
      MERGE_REQUIRED_CLAIM: 'user-requires-merge',
      SW_MESSAGES_CHANNEL: 'sw-messages',
      PHONE_FACTOR_NAME: 'Phone number',
      DEVICE_TYPES: ['SENSOR', 'GATEWAY', 'VIRTUAL'],
    });
  });
});
