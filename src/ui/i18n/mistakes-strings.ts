// Loads with the likely mistakes: their section of both dictionaries.
import { registerSection } from './i18n';
import { mistakesDe } from './mistakes-de';
import { mistakesEn } from './mistakes-en';

registerSection({ en: mistakesEn, de: mistakesDe });
