// The words of the Moves list and the correction sheet, in both languages: the modules that show them ask for them here, so they load
// with those modules.

import { wordsOf } from './i18n';
import { movesDe } from './moves-de';
import { movesEn } from './moves-en';

export const movesSection = { en: movesEn, de: movesDe };
export const { t, translate } = wordsOf(movesSection);
