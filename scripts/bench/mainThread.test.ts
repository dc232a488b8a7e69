import { describe, expect, it } from 'vitest';
import { median, scriptName, summarizeMainThread, type MainThreadRun } from './mainThread.js';

const run = (performance: number, tbt: number, evaluation: number, firestore: number): MainThreadRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  totalBlockingTimeMs: tbt,
  largestContentfulPaintMs: 1200,
  benchmarkIndex: tbt * 2, // any value that differs per run
  categories: { 'Script Evaluation': evaluation, 'Style & Layout': 100 },
  scripts: { 'index-abc.js': evaluation / 2, 'firestore-def.js': firestore },
});

describe("a page's main thread over several Lighthouse runs", () => {
  it('takes the median by nearest rank, the lower middle of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBe(0);
  });

  it('names a script by its file (the chunk name), keeping a URL it cannot parse', () => {
    expect(scriptName('http://127.0.0.1:5203/assets/firestore-def.js')).toBe('firestore-def.js');
    expect(scriptName('not a url')).toBe('not a url');
  });

  it('reports the worst run (lowest score, longest blocking) beside the medians', () => {
    const s = summarizeMainThread([run(96, 150, 800, 300), run(88, 700, 1400, 500), run(99, 90, 600, 200)]);
    expect(s.perRun).toEqual([
      { performance: 96, totalBlockingTimeMs: 150 },
      { performance: 88, totalBlockingTimeMs: 700 },
      { performance: 99, totalBlockingTimeMs: 90 },
    ]);
    expect(s.worst).toEqual({ performance: 88, totalBlockingTimeMs: 700 });
    expect(s.median).toEqual({
      performance: 96,
      totalBlockingTimeMs: 150,
      largestContentfulPaintMs: 1200,
      benchmarkIndex: 300,
    });
    expect(s.medianRun.performance).toBe(96);
  });

  it('lists categories and scripts by median time, largest first, a script missing from a run as 0', () => {
    const runs = [run(96, 150, 800, 300), run(88, 700, 1400, 500), run(99, 90, 600, 200)];
    runs[2]!.scripts = { 'index-abc.js': 300 };
    const s = summarizeMainThread(runs);
    expect(s.categories).toEqual([
      { label: 'Script Evaluation', medianMs: 800 },
      { label: 'Style & Layout', medianMs: 100 },
    ]);
    expect(s.topScripts).toEqual([
      { script: 'index-abc.js', medianMs: 400, worstMs: 700 },
      { script: 'firestore-def.js', medianMs: 300, worstMs: 500 },
    ]);
  });

  it('refuses to sum up no runs', () => {
    expect(() => summarizeMainThread([])).toThrow(/no Lighthouse runs/);
  });
});
