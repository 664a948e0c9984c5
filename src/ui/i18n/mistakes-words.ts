// The words of the likely mistakes, in both languages: the modules that show them ask for them here, so they load
// with those modules.

import { wordsOf } from './i18n';
import { mistakesDe } from './mistakes-de';
import { mistakesEn } from './mistakes-en';

export const mistakesSection = { en: mistakesEn, de: mistakesDe };
export const { t, translate } = wordsOf(mistakesSection);
