// Loads with the past-games screen: its section of both dictionaries.
import { archiveDe } from './archive-de';
import { archiveEn } from './archive-en';
import { registerSection } from './i18n';

registerSection({ en: archiveEn, de: archiveDe });
