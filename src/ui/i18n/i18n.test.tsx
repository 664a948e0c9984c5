// @vitest-environment happy-dom
// A screen's words come with the module that asks for them (`wordsOf`): its first render reads them
// in the player's language, a language switch redraws them, and asking for a section redraws nothing.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { t, useLanguage, wordsOf } from './i18n';

afterEach(async () => {
  cleanup();
  await useLanguage('en');
});

describe('sections of the dictionary', () => {
  it('read their words at the first render, in the language on screen, and redraw nothing else', async () => {
    const renders = { section: 0, ready: 0 };
    const later = wordsOf({ en: { 'test.laterWord': 'Later' }, de: { 'test.laterWord': 'Später' } });
    function Section() {
      renders.section++;
      return <p data-testid="section">{later.t('test.laterWord')}</p>;
    }
    function Ready() {
      renders.ready++;
      return <p data-testid="ready">{t('app.loading')}</p>;
    }
    render(
      <>
        <Section />
        <Ready />
      </>,
    );
    expect(screen.getByTestId('section').textContent).toBe('Later');
    expect(screen.getByTestId('ready').textContent).toBe('Loading…');

    // Another screen asking for its words: nothing is drawn again.
    const other = wordsOf({ en: { 'test.otherWord': 'Other' }, de: { 'test.otherWord': 'Andere' } });
    expect(other.translate('de', 'test.otherWord')).toBe('Andere');
    expect(renders).toEqual({ section: 1, ready: 1 });

    // The table's words and the section's follow the language.
    await act(() => useLanguage('de'));
    expect(screen.getByTestId('section').textContent).toBe('Später');
    expect(screen.getByTestId('ready').textContent).not.toBe('Loading…');
    expect(later.t('app.loading')).toBe(screen.getByTestId('ready').textContent);
  });
});
