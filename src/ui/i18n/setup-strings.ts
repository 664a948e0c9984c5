// Loads with the set-up screen: its section of both dictionaries.
import { registerSection } from './i18n';
import { setupScreenDe } from './setup-screen-de';
import { setupScreenEn } from './setup-screen-en';

registerSection({ en: setupScreenEn, de: setupScreenDe });
