/** Business constants of docs/CONSTANTS.md, one place for client and functions. */

/** Name of the product, used for the local database (the spec's sensor-events key: docs/DECISIONS_CLIENT.md). */
export const PRODUCT_NAME = 'neuron';
/** Default toast timeout when none is given (ms). */
export const TOAST_DEFAULT_TIMEOUT_MS = 5000;
/** Timeout used when a toast's timeout is falsy or invalid but not 0 (docs/BEHAVIOUR.md). */
export const TOAST_FALLBACK_TIMEOUT_MS = 6000;
/** How long the "new invite" toast stays open (ms). */
export const INVITE_TOAST_TIMEOUT_MS = 15000;
/** Default window of "recent" data (ms): the delivery-errors log's default, the 1 h chart preset. */
export const RECENT_DATA_WINDOW_MS = 3_600_000;
/** A sensor is online through a gateway when sampled within this window (ms). */
export const ONLINE_WINDOW_MS = 30 * 60 * 1000;
/** A sample older than this shows the signal as unavailable (s). */
export const SIGNAL_UNAVAILABLE_AFTER_S = 3600;
/** Default event page size. */
export const EVENT_PAGE_SIZE = 10;
/** Decimals kept by the scaling formula. */
export const SCALE_DECIMALS = 2;
/** Bound of the local browser database's device cache (bytes; client/src/data/cacheBound.ts). */
export const LOCAL_STORAGE_DEFAULT_SIZE = 4_980_736;
/** Local-storage key of the theme. */
export const THEME_STORAGE_KEY = 'neuronTheme';
/** Sample status that marks an error sample. */
export const ERROR_SAMPLE_STATUS = 106;
/** Token claim (and session-storage key) that marks a user needing account merge. */
export const MERGE_REQUIRED_CLAIM = 'user-requires-merge';
/** BroadcastChannel name the service worker posts push messages on. */
export const SW_MESSAGES_CHANNEL = 'sw-messages';
/** Name of the enrolled phone second factor. */
export const PHONE_FACTOR_NAME = 'Phone number';
/** Kinds of device a system holds (docs/DATA_MODEL.md); DeviceTypeSchema (schemas/device.ts) checks them. */
export const DEVICE_TYPES = ['SENSOR', 'GATEWAY', 'VIRTUAL'] as const;
