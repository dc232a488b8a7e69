import { IngestGatewaySchema } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS } from './demoData.js';
import { gatewayReport } from './gatewaySimulator.js';

describe("the simulator's gateway reports", () => {
  it('the LTE gateway sends its cell with a tracking-area code, as /ingest accepts it', () => {
    const lte = DEMO_GATEWAYS.find((g) => !g.labels.includes('ethernet'));
    if (!lte) throw new Error('the demo has no LTE gateway');
    const report = IngestGatewaySchema.parse(gatewayReport(lte));
    expect(report.cell).toMatchObject({ cellId: 20431, locationAreaCode: 4021, LteTracAreaCode: 8021 });
  });

  it('the wired gateway says it is on Ethernet and sends no cell', () => {
    const wired = DEMO_GATEWAYS.find((g) => g.labels.includes('ethernet'));
    if (!wired) throw new Error('the demo has no wired gateway');
    const report = IngestGatewaySchema.parse(gatewayReport(wired));
    expect(report).toMatchObject({ ethernet: true });
    expect(report.cell).toBeUndefined();
  });
});
