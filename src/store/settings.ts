// The player's preferences under `pref:settings`: language, theme, whether to show how likely each
// candidate is, and whether the table wants move advice (off until turned on). A missing or
// unreadable record gives the defaults (follow the device, likelihood shown, no advice), so
// preferences can never stop the app starting.
import { openDatabase, putNow } from './database';
import { queueWrite } from './save-queue';
import type { Migrations, StoredObject } from './versioned';
import { upgradeRecord } from './versioned';

const SETTINGS_KEY = 'pref:settings';
const RECORD_VERSION = 1;

/** The languages the app is translated into (ui/i18n's LANGUAGES); 'device' follows the device. */
export const LANGUAGE_CHOICES = ['device', 'en', 'de'] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Whether the map and the candidates list show how likely each candidate is, or the plain set. */
export const LIKELIHOOD_CHOICES = ['shown', 'hidden'] as const;
export type LikelihoodChoice = (typeof LIKELIHOOD_CHOICES)[number];

export interface Settings {
  readonly language: LanguageChoice;
  readonly theme: ThemeChoice;
  readonly likelihood: LikelihoodChoice;
  /** The detectives' turn offers suggested moves (docs/advisor.md). */
  readonly advice: boolean;
}

export interface SettingsRecordV1 extends Settings {
  readonly version: 1;
}

export const DEFAULT_SETTINGS: Settings = { language: 'device', theme: 'system', likelihood: 'shown', advice: false };

/** Empty while record version 1 is the only one. */
const MIGRATIONS: Migrations = {};

/** Reads a stored record field by field: an unknown value falls back to its default alone. */
export function migrateSettings(stored: unknown): Settings {
  const upgraded = upgradeRecord(stored, RECORD_VERSION, MIGRATIONS);
  if (!upgraded.ok) return DEFAULT_SETTINGS;
  return {
    language: choice(upgraded.record, 'language', LANGUAGE_CHOICES, DEFAULT_SETTINGS.language),
    theme: choice(upgraded.record, 'theme', THEME_CHOICES, DEFAULT_SETTINGS.theme),
    likelihood: choice(upgraded.record, 'likelihood', LIKELIHOOD_CHOICES, DEFAULT_SETTINGS.likelihood),
    // Records from before the advice existed have no field: advice stays off.
    advice: upgraded.record.advice === true,
  };
}

export async function loadSettings(): Promise<Settings> {
  const store = await openDatabase();
  return migrateSettings(await store.get(SETTINGS_KEY).catch(() => undefined));
}

export function saveSettings(settings: Settings): Promise<void> {
  const record: SettingsRecordV1 = {
    version: RECORD_VERSION,
    language: settings.language,
    theme: settings.theme,
    likelihood: settings.likelihood,
    advice: settings.advice,
  };
  // Sent and committed in the tap's own task, so a reload right after the tap keeps it even while
  // the queue is still busy (a game's save); the queued write then reports how saving went.
  putNow(SETTINGS_KEY, record);
  return queueWrite(SETTINGS_KEY, (store) => store.set(SETTINGS_KEY, record));
}

function choice<T extends string>(record: StoredObject, field: string, choices: readonly T[], fallback: T): T {
  const value = record[field];
  return choices.find((known) => known === value) ?? fallback;
}
