// @vitest-environment happy-dom
// A screen's words arrive with its module: what shows a word still missing is drawn again when it
// comes, and nothing else is (a section loaded after the first paint must not redraw the screen).
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageKey } from './i18n';
import { registerSection, t } from './i18n';

afterEach(cleanup);

describe('sections of the dictionary', () => {
  it('redraw what waited for their words, and only that', () => {
    const renders = { waiting: 0, ready: 0 };
    const later = 'test.laterWord' as MessageKey;
    function Waiting() {
      renders.waiting++;
      return <p data-testid="waiting">{t(later)}</p>;
    }
    function Ready() {
      renders.ready++;
      return <p data-testid="ready">{t('app.loading')}</p>;
    }
    render(
      <>
        <Waiting />
        <Ready />
      </>,
    );
    expect(screen.getByTestId('waiting').textContent).toBe('test.laterWord');
    expect(screen.getByTestId('ready').textContent).toBe('Loading…');

    // Words nobody asked for yet: nothing is drawn again.
    act(() => registerSection({ en: { 'test.otherWord': 'Other' }, de: { 'test.otherWord': 'Andere' } }));
    expect(renders).toEqual({ waiting: 1, ready: 1 });

    // The missing word arrives: the paragraph that showed its key reads it now.
    act(() => registerSection({ en: { 'test.laterWord': 'Later' }, de: { 'test.laterWord': 'Später' } }));
    expect(screen.getByTestId('waiting').textContent).toBe('Later');
    expect(renders.ready).toBe(1);
  });
});
