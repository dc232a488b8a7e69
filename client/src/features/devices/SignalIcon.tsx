import type { SignalDisplay } from '@neuron/shared';
import { DISPLAY_TEXT } from '@neuron/shared';

const LABEL: Record<SignalDisplay['kind'], string> = {
  unavailable: 'Signal unavailable',
  ethernet: DISPLAY_TEXT.ethernet,
  bars: 'Signal',
  outline: 'Weak signal',
};

/** The signal as bars, an outline, Ethernet or unavailable (docs/BEHAVIOUR.md). */
export function SignalIcon({ signal }: { signal: SignalDisplay }) {
  if (signal.kind === 'ethernet') return <span className="signal ethernet">{DISPLAY_TEXT.ethernet}</span>;
  if (signal.kind === 'unavailable') return <span className="signal color-error">{DISPLAY_TEXT.unavailable}</span>;
  const bars = signal.kind === 'bars' ? signal.bars : 0;
  const color = signal.kind === 'outline' ? `color-${signal.color}` : '';
  const label = signal.kind === 'bars' ? `${LABEL.bars}: ${bars} of 3 bars` : LABEL.outline;
  return (
    <span className={`signal bars-${bars} ${color}`} role="img" aria-label={label} title={label}>
      {[1, 2, 3].map((i) => (
        <span key={i} className={`bar bar-${i} ${i <= bars ? 'on' : ''}`} />
      ))}
    </span>
  );
}
