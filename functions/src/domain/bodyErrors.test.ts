import { describe, expect, it } from 'vitest';
import { bodyErrorAnswer } from './bodyErrors.js';

describe('bodyErrorAnswer', () => {
  it('answers a body the framework could not parse with our JSON 400, a too large one with 413', () => {
    expect(bodyErrorAnswer({ type: 'entity.parse.failed', status: 400 })).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/JSON object/), field: 'body' },
    });
    expect(bodyErrorAnswer({ type: 'entity.too.large' })?.status).toBe(413);
  });
  it('leaves every other error to the framework', () => {
    expect(bodyErrorAnswer(new Error('boom'))).toBeUndefined();
    expect(bodyErrorAnswer(undefined)).toBeUndefined();
    expect(bodyErrorAnswer({ type: 'charset.unsupported' })).toBeUndefined();
  });
});
