export { ingest } from './triggers/ingest.js';
export { storeSamples } from './triggers/storeSamples.js';
export { deliver } from './triggers/deliver.js';
export { onSystemWrite } from './triggers/onSystemWrite.js';
export { acceptInvite } from './triggers/acceptInvite.js';
export { declineInvite } from './triggers/declineInvite.js';
export { createGatewayKey, rotateGatewayKey } from './triggers/gatewayKeys.js';
export { onGatewayInfoWrite } from './triggers/onGatewayInfoWrite.js';
export { checkAccountMerge, mergeAccounts } from './triggers/merge.js';
