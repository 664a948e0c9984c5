// Loads with the table's record: its section of both dictionaries.
import { registerSection } from './i18n';
import { recordDe } from './record-de';
import { recordEn } from './record-en';

registerSection({ en: recordEn, de: recordDe });
