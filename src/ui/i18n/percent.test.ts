// Probabilities as the table reads them, and two figures side by side (the review's "Dragnet gave
// his station" beside "an even share") that never read the same when they differ.
import { describe, expect, it } from 'vitest';
import { formatPercent, formatPercentsApart } from './percent';

describe('percentages', () => {
  it('round to whole percents from 10%, keep a decimal below, and mark the tiny', () => {
    expect(formatPercent('en', 0.314)).toBe('31%');
    expect(formatPercent('en', 0.045)).toBe('4.5%');
    expect(formatPercent('en', 0.0004)).toBe('<0.1%');
    expect(formatPercent('de', 0.045)).toBe('4,5\u00a0%');
  });

  it('never say 100% short of certain', () => {
    // A new player saw "≈100%" with 26 stations still possible.
    expect(formatPercent('en', 0.996)).toBe('99%');
    expect(formatPercent('en', 1)).toBe('100%');
  });

  it('keep a chance apart from the even share it is shown beside', () => {
    // 49.6% beside an even 50% must not read "50% ▼ 50%".
    expect(formatPercentsApart('en', 0.496, 0.5)).toEqual(['49.6%', '50%']);
    expect(formatPercentsApart('en', 0.5004, 0.5)).toEqual(['50.04%', '50%']);
    expect(formatPercentsApart('de', 0.496, 0.5)).toEqual(['49,6\u00a0%', '50\u00a0%']);
    // Figures that read apart anyway, or are equal, stay as they are.
    expect(formatPercentsApart('en', 0.75, 0.5)).toEqual(['75%', '50%']);
    expect(formatPercentsApart('en', 0.5, 0.5)).toEqual(['50%', '50%']);
  });
});
