// The words of Dragnet's part of the table, in both languages: the modules that show them ask for them here, so they load
// with those modules.
import { dragnetDe } from './dragnet-de';
import { dragnetEn } from './dragnet-en';
import { wordsOf } from './i18n';

export const dragnetSection = { en: dragnetEn, de: dragnetDe };
export const { t, translate } = wordsOf(dragnetSection);
