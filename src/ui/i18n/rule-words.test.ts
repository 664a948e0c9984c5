// The rules' words (refusals, contradictions) come after the first frame: until then a message
// in them waits (the screen shows an ellipsis and renders again), and a language switch made once
// they are there brings the new language's at the same moment, so no message is half-worded.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type I18n = typeof import('./i18n');

/** A fresh copy of the module, as a page load starts it (the test setup's copy has English loaded). */
async function freshI18n(): Promise<I18n> {
  vi.resetModules();
  return import('./i18n');
}

describe("the rules' words", () => {
  let i18n: I18n;
  beforeEach(async () => {
    i18n = await freshI18n();
  });

  it('are not part of the language the first frame waits for, and load on first use', async () => {
    await i18n.useLanguage('de');
    expect(i18n.t('ticket.taxi')).not.toBe('ticket.taxi');
    expect(i18n.ruleWords()).toBeNull();
    await i18n.loadRuleWords();
    expect(i18n.ruleWords()?.basics.and).toBe('und');
  });

  it('switch with the language once loaded: the new language has them at once', async () => {
    await i18n.useLanguage('de');
    await i18n.loadRuleWords();
    await i18n.useLanguage('en');
    expect(i18n.ruleWords()?.basics.and).toBe('and');
  });
});
