// The words of the table's record, in both languages: the modules that show them ask for them here, so they load
// with those modules.

import { wordsOf } from './i18n';
import { recordDe } from './record-de';
import { recordEn } from './record-en';

export const recordSection = { en: recordEn, de: recordDe };
export const { t, translate } = wordsOf(recordSection);
