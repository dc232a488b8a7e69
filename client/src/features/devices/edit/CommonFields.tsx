import type { CommonDraft } from '../../../stores/devices/DeviceEditorStore';
import { Field } from '../form/Field';

/** The fields every device has: alias, tags, labels. */
export function CommonFields({ draft, onChange }: { draft: CommonDraft; onChange: (d: CommonDraft) => void }) {
  return (
    <>
      <Field
        id="device-alias"
        label="Name (alias)"
        value={draft.alias}
        onChange={(alias) => onChange({ ...draft, alias })}
      />
      <Field
        id="device-tags"
        label="Tags"
        value={draft.tags}
        onChange={(tags) => onChange({ ...draft, tags })}
        hint="Comma-separated"
      />
      <Field
        id="device-labels"
        label="Labels"
        value={draft.labels}
        onChange={(labels) => onChange({ ...draft, labels })}
        hint="Comma-separated; ethernet shows the signal as Ethernet"
      />
    </>
  );
}
