import { describe, expect, it } from 'vitest';
import { DeliveryFailure, failureSeverity, partialSeverity } from './deliveryFailure.js';

describe('delivery failure severity (log severities Info 0 / Warning 10 / Error 20)', () => {
  it('is Warning when some targets were sent to, Error when none were', () => {
    expect(partialSeverity(2)).toBe(10);
    expect(partialSeverity(0)).toBe(20);
  });

  it("is a DeliveryFailure's own severity, Error for any other failure", () => {
    expect(failureSeverity(new DeliveryFailure('partly', 10))).toBe(10);
    expect(failureSeverity(new Error('down'))).toBe(20);
    expect(failureSeverity('timeout')).toBe(20);
  });
});
