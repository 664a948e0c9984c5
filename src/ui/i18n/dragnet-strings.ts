// Loads with Dragnet's part of the table: its section of both dictionaries.
import { dragnetDe } from './dragnet-de';
import { dragnetEn } from './dragnet-en';
import { registerSection } from './i18n';

registerSection({ en: dragnetEn, de: dragnetDe });
