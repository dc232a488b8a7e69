// A stand-in for the geolocation service under `npm start` (which has no internet): the
// functions' cell lookup (docs/CALLS.md) gets an answer in the service's shape, so the demo
// gateway's page shows its map. Not a real lookup: a tower's place is made up from its ids,
// always the same for the same tower, a few kilometres around a fixed point.

/** Where the stand-in puts towers: around Odense, Denmark (the demo cell's country code, 238). */
const CENTRE = { lat: 55.4, lng: 10.39 };
/** How far from the centre a made-up place can be, in degrees (about 5 km). */
const SPREAD = 0.05;

interface Tower {
  cellId?: unknown;
  locationAreaCode?: unknown;
  mobileCountryCode?: unknown;
  mobileNetworkCode?: unknown;
}

/** A number in [-1, 1) from the tower's ids, the same every time (FNV-1a over their text). */
function unit(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return (h / 0x100000000) * 2 - 1;
}

/**
 * The answer to a geolocation request body: `{ location, accuracy }` for its first tower, or the
 * service's "not found" (404) when the body names none.
 */
export function standInGeolocation(body: string): { status: number; body: unknown } {
  let towers: Tower[] = [];
  try {
    const parsed = JSON.parse(body) as { cellTowers?: unknown };
    if (Array.isArray(parsed.cellTowers)) towers = parsed.cellTowers as Tower[];
  } catch {
    return { status: 400, body: { error: { code: 400, message: 'Parse Error', field: 'body' } } };
  }
  const tower = towers[0];
  if (!tower || tower.cellId === undefined)
    return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
  const id = [tower.mobileCountryCode, tower.mobileNetworkCode, tower.locationAreaCode, tower.cellId].join('/');
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return {
    status: 200,
    body: {
      location: {
        lat: round(CENTRE.lat + unit(`lat ${id}`) * SPREAD),
        lng: round(CENTRE.lng + unit(`lng ${id}`) * SPREAD),
      },
      accuracy: 900,
    },
  };
}
