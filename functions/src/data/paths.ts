/** Document paths of DESIGN.md §2, in one place. */
export const paths = {
  system: (sid: string) => `system/${sid}`,
  devices: (sid: string) => `system/${sid}/devices`,
  device: (sid: string, sn: string) => `system/${sid}/devices/${sn}`,
  sample: (sid: string, sn: string, timeMs: number) => `system/${sid}/devices/${sn}/samples/${timeMs}`,
  gatewayInfo: (gatewaySn: string) => `gatewayInfo/${gatewaySn}`,
  gatewayKey: (gatewaySn: string) => `gatewayKeys/${gatewaySn}`,
};
