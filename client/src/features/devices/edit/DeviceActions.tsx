import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { DeviceEditorStore } from '../../../stores/devices/DeviceEditorStore';
import type { DeviceView } from '../../../stores/models';
import { EditorActions } from '../../forms/EditorActions';

/**
 * A device edit form's action row (Save, Cancel, Delete with its confirmation), why a Save wrote
 * nothing (the draft, or a refusal) and why a delete did not happen. A delete goes back to the
 * system page.
 */
export const DeviceActions = observer(function DeviceActions({
  store,
  device,
  noun,
}: {
  store: DeviceEditorStore;
  /** The device as stored now (its config is what the draft is checked against). */
  device: DeviceView;
  noun: string;
}) {
  const navigate = useNavigate();
  const { blocked } = store.check(device.config);
  const shown =
    (store.submitted ? blocked : undefined) ?? (store.status?.kind === 'failed' ? store.status.text : undefined);
  const name = device.alias || device.sn;
  const remove = async () => {
    if (await store.remove()) navigate(`/systems/${encodeURIComponent(store.systemId)}`);
  };
  return (
    <>
      {shown && (
        <p className="field-error" role="alert">
          {shown}
        </p>
      )}
      <EditorActions
        saveLabel="Save"
        busy={store.busy}
        onCancel={() => store.cancel()}
        remove={{
          label: `Delete ${noun}`,
          confirm: `Yes, delete this ${noun}`,
          question: `Delete ${name} from this system? Its serial can then be claimed again.`,
          run: () => void remove(),
        }}
      />
    </>
  );
});
