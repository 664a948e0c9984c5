// The keeping notice's words in both languages: the notice asks for them here, so they load with it
// after the first screen is drawn.
import { wordsOf } from './i18n';
import { keepDe } from './keep-de';
import { keepEn } from './keep-en';

export const keepSection = { en: keepEn, de: keepDe };
export const { t, translate } = wordsOf(keepSection);
