import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../testing/fakeTransport';
import { eventDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// A sensor error's event as the functions raise it (docs/ALERTS.md, "Sensor errors").

describe('a sensor error event', () => {
  it('shows its text, the code as its value and its severity by name, awaiting an acknowledgement', async () => {
    const fake = new FakeTransport();
    fake.push(
      'watchEvent',
      eventDoc('error_S-1_1', {
        kind: 'error',
        value: 30115,
        severity: 20,
        text: 'Sensor Bed A: Error: Probe not connected or defective',
      }),
    );
    renderApp('/systems/sys1/events/error_S-1_1', { systems: [SYSTEM], fake });
    expect(await screen.findByText('Sensor Bed A: Error: Probe not connected or defective')).toBeTruthy();
    const facts = screen.getByText('Severity').closest('dl')!;
    expect(within(facts).getByText('Severity').nextElementSibling?.textContent).toBe('Error');
    expect(within(facts).getByText('Value').nextElementSibling?.textContent).toBe('30115');
    expect(screen.getByRole('button', { name: 'Acknowledge' })).toBeTruthy();
  });
});
