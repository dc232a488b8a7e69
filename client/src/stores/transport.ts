import * as auth from '../data/auth';
import * as devices from '../data/devices';
import * as systems from '../data/systems';

/** The data layer the stores use; tests hand the stores a fake with the same shape. */
export const firebaseTransport = {
  watchAuthState: auth.watchAuthState,
  signInWithPassword: auth.signInWithPassword,
  signOut: auth.signOut,
  watchSystemsForUser: systems.watchSystemsForUser,
  watchDevices: devices.watchDevices,
};
export type Transport = typeof firebaseTransport;
