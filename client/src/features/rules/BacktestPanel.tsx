import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { devicesFeature } from '../../stores/devices/deviceStoreFeature';
import { readAllDevices } from '../../stores/devices/readAllDevices';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import { useFeature, useStores } from '../../stores/StoreContext';
import { systemTimeZone } from '@neuron/shared';

const SHOWN = 20;

/** How many alarms the draft would have raised over the last week of stored samples, and when. */
export const BacktestPanel = observer(function BacktestPanel({ store }: { store: RuleEditorStore }) {
  const result = store.backtest;
  const timeZone = systemTimeZone(useStores().systems.byId(store.systemId));
  // The whole device list is read only for a backtest of a rule on every device, and let go with the screen.
  const devices = useFeature(devicesFeature);
  useEffect(() => () => devices.dispose(), [devices]);
  const alias = (sn: string) => result?.names[sn] || sn;
  return (
    <section aria-labelledby="backtest-title" className="backtest">
      <h2 id="backtest-title">Backtest</h2>
      <button
        type="button"
        className="button"
        onClick={() => void store.runBacktest(() => readAllDevices(devices, store.systemId), Date.now(), timeZone)}
        disabled={store.backtesting}
      >
        {store.backtesting ? 'Replaying…' : 'Try this rule on the last 7 days'}
      </button>
      {result && (
        <div role="status">
          <p data-testid="backtest-count">
            {result.alarms.length === 0
              ? 'No alarms'
              : `${result.alarms.length} alarm${result.alarms.length === 1 ? '' : 's'}`}{' '}
            would have been raised from {new Date(result.from).toLocaleString()} to{' '}
            {new Date(result.until).toLocaleString()} ({result.samples} samples).
          </p>
          {result.truncated.length > 0 && (
            <p className="notice warning">
              Only the latest samples of {result.truncated.map(alias).join(', ')} were replayed (too many for a week).
            </p>
          )}
          {result.formulaChanges.map(({ sn, times }) => (
            <p key={sn} className="notice warning" data-testid="backtest-formula-changed">
              The formula of {alias(sn)} changed on {times.map((t) => new Date(t).toLocaleString()).join(', ')}: these
              counts mix values from before and after the change.
            </p>
          ))}
          {result.alarms.length > 0 && (
            <ul className="plain-list">
              {result.alarms
                .slice(-SHOWN)
                .reverse()
                .map((a) => (
                  <li key={`${a.sn}-${a.time}`}>
                    <time dateTime={new Date(a.time).toISOString()}>{new Date(a.time).toLocaleString()}</time>{' '}
                    {alias(a.sn)}: {a.text}
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
});
