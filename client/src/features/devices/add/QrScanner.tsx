import { useEffect, useRef, useState, type ChangeEvent } from 'react';

// html5-qrcode is imported here only, on demand: it is loaded on the Add sensor screen alone.
type Html5QrcodeModule = typeof import('html5-qrcode');
type Scanner = InstanceType<Html5QrcodeModule['Html5Qrcode']>;
const loadLibrary = () => import('html5-qrcode');

const READER_ID = 'qr-reader';

/** Why the camera did not start, in words that point at the other two ways. */
function cameraProblem(error: unknown): string {
  const text = String((error as { name?: string })?.name ?? error);
  const reason = /NotAllowed|Permission/i.test(text)
    ? 'Camera access was denied'
    : /NotFound|no camera|Requested device not found/i.test(text)
      ? 'No camera was found'
      : 'The camera could not start';
  return `${reason}: pick a photo of the QR code, or type the serial number and claim code below.`;
}

/** Scans a device's QR code with the camera, or from a photo; hands the decoded text over. */
export function QrScanner({ onDecoded }: { onDecoded: (text: string) => void }) {
  const scanner = useRef<Scanner | null>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string>();

  const getScanner = async () => {
    const { Html5Qrcode } = await loadLibrary();
    scanner.current ??= new Html5Qrcode(READER_ID, { verbose: false });
    return scanner.current;
  };
  const stop = async () => {
    if (scanner.current?.isScanning) await scanner.current.stop().catch(() => undefined);
    setScanning(false);
  };
  useEffect(
    () => () => {
      if (scanner.current?.isScanning) void scanner.current.stop().catch(() => undefined);
    },
    [],
  );

  const startCamera = async () => {
    setProblem(undefined);
    try {
      const s = await getScanner();
      setScanning(true);
      await s.start(
        { facingMode: 'environment' },
        { fps: 10, qrbox: 240 },
        (text) => {
          void stop();
          onDecoded(text);
        },
        undefined,
      );
    } catch (error) {
      setScanning(false);
      setProblem(cameraProblem(error));
    }
  };

  const scanPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setProblem(undefined);
    try {
      await stop();
      onDecoded(await (await getScanner()).scanFile(file, false));
    } catch {
      setProblem('No QR code found in this photo: try a sharper photo, or type the serial number and claim code.');
    }
  };

  return (
    <fieldset>
      <legend>Scan the QR code</legend>
      <div id={READER_ID} data-testid="qr-reader" />
      <p className="screen-actions">
        {scanning ? (
          <button type="button" className="button subtle" onClick={() => void stop()}>
            Stop camera
          </button>
        ) : (
          <button type="button" className="button primary" onClick={() => void startCamera()}>
            Scan with camera
          </button>
        )}
        <label className="button subtle" htmlFor="qr-photo">
          Pick a photo
        </label>
        <input
          id="qr-photo"
          className="visually-hidden"
          type="file"
          accept="image/*"
          onChange={(e) => void scanPhoto(e)}
        />
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
