import type { CommonDraft } from '../../../stores/devices/deviceDraft';
import { TextField } from '../../forms/TextField';

/** The fields every device has: alias, tags, labels. */
export function CommonFields({ draft, onChange }: { draft: CommonDraft; onChange: (d: CommonDraft) => void }) {
  return (
    <>
      <TextField
        autoComplete="off"
        id="device-alias"
        label="Name (alias)"
        value={draft.alias}
        onChange={(alias) => onChange({ ...draft, alias })}
      />
      <TextField
        autoComplete="off"
        id="device-tags"
        label="Tags"
        value={draft.tags}
        onChange={(tags) => onChange({ ...draft, tags })}
        hint="Comma-separated"
      />
      <TextField
        autoComplete="off"
        id="device-labels"
        label="Labels"
        value={draft.labels}
        onChange={(labels) => onChange({ ...draft, labels })}
        hint="Comma-separated; ethernet shows the signal as Ethernet"
      />
    </>
  );
}
