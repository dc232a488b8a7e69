import { observer } from 'mobx-react-lite';
import type { IntegrationEditorStore } from '../../stores/integrations/IntegrationEditorStore';

/** The secret or API key just made: shown this once, with how to use it. */
export const SecretOnce = observer(function SecretOnce({ store }: { store: IntegrationEditorStore }) {
  const shown = store.shownSecret;
  if (!shown) return null;
  return (
    <div className="notice" role="status">
      {shown.kind === 'webhook' ? (
        <p>
          Signing secret, shown only now. Each forwarded sample carries{' '}
          <code>
            x-neuron-signature: t=&lt;send time&gt;,v1=&lt;HMAC-SHA256 of &quot;t.body&quot; with this secret&gt;
          </code>
          ; accept it only when t is within 5 minutes of your clock.
        </p>
      ) : (
        <p>
          API key, shown only now. Read the devices with <code>GET {store.readApiUrl}</code> and the header{' '}
          <code>Authorization: Bearer &lt;key&gt;</code>.
        </p>
      )}
      <p className="secret-once" data-testid="integration-secret">
        {shown.secret}
      </p>
    </div>
  );
});
