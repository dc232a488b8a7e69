import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { maintenanceWindowWritten } from '../workflows/maintenanceEnd.js';
import { triggerPaths } from '../data/paths.js';
import { runtimeOf } from '../domain/functionSettings.js';

/**
 * system/{sid}/maintenance/{wid} removed, or its timing edited: what it held is sent at once with
 * its summary (an end computed from the old timing would never come).
 */
export const onMaintenanceWrite = onDocumentWritten(
  { ...runtimeOf('onMaintenanceWrite'), document: triggerPaths.maintenanceWindow },
  async (event) => {
    await maintenanceWindowWritten(
      event.params.sid,
      event.params.wid,
      event.data?.before.data(),
      event.data?.after.data(),
    );
  },
);
