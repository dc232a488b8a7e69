import { observer } from 'mobx-react-lite';
import type { DeviceEditorStore } from '../../../stores/devices/DeviceEditorStore';

/** The submit button of a device's edit form, and why its Save wrote nothing (the draft, or a refusal). */
export const SaveBar = observer(function SaveBar({ store, blocked }: { store: DeviceEditorStore; blocked?: string }) {
  const shown =
    (store.submitted ? blocked : undefined) ?? (store.status?.kind === 'failed' ? store.status.text : undefined);
  return (
    <>
      {shown && (
        <p className="field-error" role="alert">
          {shown}
        </p>
      )}
      <button type="submit" className="button primary" disabled={store.busy}>
        {store.busy ? 'Saving…' : 'Save'}
      </button>
    </>
  );
});
