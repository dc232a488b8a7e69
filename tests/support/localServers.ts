// The tests' local SMTP and HTTP receivers are the ones `npm start` runs for its local inbox:
// one implementation, in scripts/localServers.ts.
export * from '../../scripts/localServers.js';
