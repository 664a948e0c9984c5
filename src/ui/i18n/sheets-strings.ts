// Loads with the menu and the table's occasional sheets: their section of both dictionaries.
import { registerSection } from './i18n';
import { sheetsDe } from './sheets-de';
import { sheetsEn } from './sheets-en';

registerSection({ en: sheetsEn, de: sheetsDe });
