// The words of the menu and the table's occasional sheets, in both languages: the modules that show them ask for them here, so they load
// with those modules.

import { wordsOf } from './i18n';
import { sheetsDe } from './sheets-de';
import { sheetsEn } from './sheets-en';

export const sheetsSection = { en: sheetsEn, de: sheetsDe };
export const { t, translate } = wordsOf(sheetsSection);
