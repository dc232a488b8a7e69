// The shared rule evaluation the backtest replays (with the display configs' schemas it reads), as
// a module of its own that the rule editor loads on first backtest, not with the app's first screen.
// Anything the store takes from rules/backtest.ts statically (even a constant) would pull the whole
// module, and the evaluation with it, back into the first screen.
export { BACKTEST_DAYS, backtestRule } from '@neuron/shared';
