/**
 * Whether a base configuration fits a sensor's model. A base configuration names the sensor type
 * it is for (`type`, e.g. 'SM-1'); a sensor's info names its model ('Neuron TH-2'), which ends in
 * or contains that type as a word. Where either is unknown there is nothing to judge: it fits.
 */
export function configFitsModel(configType: string | undefined, model: string | undefined): boolean {
  const type = configType?.trim().toUpperCase();
  const words = model
    ?.toUpperCase()
    .split(/[\s/,;()]+/)
    .filter(Boolean);
  if (!type || !words?.length) return true;
  return words.includes(type);
}

/** The warning shown beside the configuration picker when it does not fit; null when it does. */
export function configModelWarning(
  config: { type?: string; name?: string } | undefined,
  model: string | undefined,
): string | null {
  if (!config || configFitsModel(config.type, model)) return null;
  return `This sensor is a ${model}; “${config.name || config.type}” is for ${config.type} sensors. Its values would be scaled wrongly.`;
}
