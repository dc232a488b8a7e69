import { describe, expect, it, vi } from 'vitest';
import { loadHelpWidget } from './helpWidget';

// The help widget's script (the user menu's Support). happy-dom refuses to load any script, as a
// dropped connection or a host down would: the failure must not be kept.

const scripts = () => document.querySelectorAll('script[data-help-widget]');

describe('help widget', () => {
  it('forgets a failed load, so the next Support click tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const first = loadHelpWidget('http://help.test/widget.js');
      expect(await first).toBe(false);
      expect(scripts()).toHaveLength(0);
      const second = loadHelpWidget('http://help.test/widget.js');
      expect(second).not.toBe(first);
      expect(await second).toBe(false);
      expect(logged.mock.calls.filter(([m]) => String(m).startsWith('Help widget failed'))).toHaveLength(2);
    } finally {
      logged.mockRestore();
    }
  });
});
