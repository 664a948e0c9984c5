// The menu: language, theme, the likelihood shading, move advice, and a new game, asked first in the
// app's own dialog (the current game stays saved).
import { useState } from 'preact/hooks';
import type { LanguageChoice, ThemeChoice } from '../store/settings';
import { LANGUAGE_CHOICES, THEME_CHOICES } from '../store/settings';
import { Sheet } from './game/sheet';
import { t } from './i18n/sheets-words';
import { applySettings, settings } from './state/preferences';

const LANGUAGE_NAMES: Readonly<Record<LanguageChoice, string>> = { device: '—', en: 'English', de: 'Deutsch' };

interface MenuProps {
  readonly onClose: () => void;
  readonly onNewGame: (() => void) | null;
  readonly onPastGames: () => void;
}

export function AppMenu({ onClose, onNewGame, onPastGames }: MenuProps) {
  const current = settings.value;
  const [asking, setAsking] = useState(false);
  const keepGame = () => setAsking(false);
  return (
    <Sheet title={t('game.menu')} onClose={onClose}>
      <div class="menu-grid">
        <label>
          {t('app.language')}
          <select
            value={current.language}
            onChange={(event) => applySettings({ ...current, language: event.currentTarget.value as LanguageChoice })}
          >
            {LANGUAGE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'device' ? t('app.theme.system') : LANGUAGE_NAMES[choice]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('app.theme')}
          <select
            value={current.theme}
            onChange={(event) => applySettings({ ...current, theme: event.currentTarget.value as ThemeChoice })}
          >
            {THEME_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`app.theme.${choice}`)}
              </option>
            ))}
          </select>
        </label>
        <label class="switch-row">
          <span>{t('game.likelihoodSwitch')}</span>
          <input
            type="checkbox"
            checked={current.likelihood === 'shown'}
            onChange={(event) =>
              applySettings({ ...current, likelihood: event.currentTarget.checked ? 'shown' : 'hidden' })
            }
          />
        </label>
        <label class="switch-row">
          <span>{t('app.advice')}</span>
          <input
            type="checkbox"
            checked={current.advice}
            onChange={(event) => applySettings({ ...current, advice: event.currentTarget.checked })}
          />
        </label>
        <button type="button" onClick={onPastGames}>
          {t('app.pastGames')}
        </button>
        {onNewGame && (
          <button type="button" onClick={() => setAsking(true)}>
            {t('game.newGame')}
          </button>
        )}
      </div>
      {asking && onNewGame && (
        <Sheet title={t('game.newGameConfirm')} onClose={keepGame}>
          <p>{t('game.keptSaved')}</p>
          <div class="choice-row">
            <button type="button" class="button-primary" onClick={onNewGame}>
              {t('game.newGame')}
            </button>
            <button type="button" onClick={keepGame}>
              {t('app.cancel')}
            </button>
          </div>
        </Sheet>
      )}
    </Sheet>
  );
}
