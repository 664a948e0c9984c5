// The menu: language, theme, move advice, and a new game (the current game stays saved).
import type { LanguageChoice, ThemeChoice } from '../store/settings';
import { LANGUAGE_CHOICES, THEME_CHOICES } from '../store/settings';
import { Sheet } from './game/sheet';
import { t } from './i18n/i18n';
import { applySettings, settings } from './state/preferences';

const LANGUAGE_NAMES: Readonly<Record<LanguageChoice, string>> = { device: '—', en: 'English', de: 'Deutsch' };

interface MenuProps {
  readonly onClose: () => void;
  readonly onNewGame: (() => void) | null;
  readonly onPastGames: () => void;
}

export function AppMenu({ onClose, onNewGame, onPastGames }: MenuProps) {
  const current = settings.value;
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
          <button
            type="button"
            onClick={() => {
              if (globalThis.confirm?.(t('game.newGameConfirm')) ?? true) onNewGame();
            }}
          >
            {t('game.newGame')}
          </button>
        )}
      </div>
    </Sheet>
  );
}
