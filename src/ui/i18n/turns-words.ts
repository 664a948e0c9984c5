// The words of the turn panels a game needs only now and then (his surfacing, the end of the game) and the review, in both languages: the modules that show them ask for them here, so they load
// with those modules.

import { wordsOf } from './i18n';
import { turnsDe } from './turns-de';
import { turnsEn } from './turns-en';

export const turnsSection = { en: turnsEn, de: turnsDe };
export const { t, translate } = wordsOf(turnsSection);
