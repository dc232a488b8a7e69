import { observer } from 'mobx-react-lite';
import type { IntegrationStore } from '../../stores/integrations/IntegrationStore';

/** The secret or API key just made: shown this once, with how to use it. */
export const SecretOnce = observer(function SecretOnce({ store }: { store: IntegrationStore }) {
  const shown = store.shownSecret;
  if (!shown) return null;
  return (
    <div className="notice" role="status">
      {shown.kind === 'webhook' ? (
        <p>
          Signing secret, shown only now. Each forwarded sample carries{' '}
          <code>x-neuron-signature: sha256=&lt;HMAC-SHA256 of the body with this secret&gt;</code>.
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
