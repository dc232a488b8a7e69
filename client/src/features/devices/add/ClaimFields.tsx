import { observer } from 'mobx-react-lite';
import type { ClaimEditorStore } from '../../../stores/devices/ClaimEditorStore';
import { TextField } from '../../forms/TextField';

/** Serial number and claim code, as printed on the device's label. */
export const ClaimFields = observer(function ClaimFields({ store }: { store: ClaimEditorStore }) {
  return (
    <>
      <TextField
        autoComplete="off"
        id="claim-sn"
        label="Serial number"
        value={store.form.sn}
        onChange={(v) => store.set('sn', v)}
        error={store.errors.sn}
      />
      <TextField
        autoComplete="off"
        id="claim-code"
        label="Claim code"
        value={store.form.claimCode}
        onChange={(v) => store.set('claimCode', v)}
        error={store.errors.claimCode}
        hint="Printed under the QR code, e.g. K7QM-2XPD-9WHA"
      />
    </>
  );
});
