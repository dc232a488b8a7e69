import { useState } from 'react';
import { useFeature } from '../../stores/StoreContext';
import { deviceAdminFeature } from '../../stores/devices/DeviceAdminStore';

/** A ready-to-run request posting one sample with the key (docs: the ingest API). */
export function curlExample(endpoint: string, gatewaySn: string, key: string): string {
  return [
    `curl -X POST ${endpoint} \\`,
    `  -H 'content-type: application/json' -H 'authorization: Bearer ${key}' \\`,
    `  -d '{"gatewaySn":"${gatewaySn}","samples":[{"sn":"<sensor serial>","time":'$(date +%s000)',"rawValues":[215],"rssi":-70}]}'`,
  ].join('\n');
}

/** The gateway's ingest key, shown once, with a copy button and an example request. */
export function GatewayKeyPanel({ gatewaySn, gatewayKey }: { gatewaySn: string; gatewayKey: string }) {
  const deviceAdmin = useFeature(deviceAdminFeature);
  const [copied, setCopied] = useState<string>();
  const copy = async (what: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`${what} copied`);
    } catch {
      setCopied('Copying is blocked here: select the text and copy it');
    }
  };
  const example = curlExample(deviceAdmin.ingestEndpoint(), gatewaySn, gatewayKey);
  return (
    <section className="device-section" aria-labelledby="gateway-key-title">
      <h2 id="gateway-key-title">Ingest key of {gatewaySn}</h2>
      <p className="notice warning">
        Shown only now: store it on the gateway. If it is lost, rotate the key from the gateway&apos;s Manage screen.
      </p>
      <code className="key-box" data-testid="gateway-key">
        {gatewayKey}
      </code>
      <p className="screen-actions">
        <button type="button" className="button primary" onClick={() => void copy('Key', gatewayKey)}>
          Copy key
        </button>
        <button type="button" className="button subtle" onClick={() => void copy('Example', example)}>
          Copy example
        </button>
      </p>
      <h3>Post a sample with it</h3>
      <pre className="key-box" data-testid="curl-example">
        {example}
      </pre>
      {copied && <p role="status">{copied}</p>}
    </section>
  );
}
