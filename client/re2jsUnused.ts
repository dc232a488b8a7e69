// Stands in for `re2js` in the client's build (vite.config.ts). The Firestore SDK imports it only
// to evaluate the regular expressions of its pipeline queries (like, regex_contains, regex_match)
// on the device; Neuron runs no pipeline queries. The real package was 146 KB of the SDK's chunk,
// compiled and evaluated on every load (docs/FIRST_LOAD.md). Were it ever called, the SDK catches
// the error and answers that expression with an error value.
export const RE2JS = {
  compile(): never {
    throw new Error('Regular expressions in Firestore pipeline queries are not available in Neuron');
  },
};
