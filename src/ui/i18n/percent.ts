// Probabilities as players read them: "31%", "4.5%", "<0.1%" (German: "31 %", "4,5 %").
import type { Language } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

function format(language: Language, digits: number): Intl.NumberFormat {
  const key = `${language}:${digits}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: digits });
    formats.set(key, found);
  }
  return found;
}

export function formatPercent(language: Language, probability: number): string {
  if (probability > 0 && probability < 0.001) return `<${format(language, 1).format(0.001)}`;
  // Short of certain, never "100%" (99.6% reads as a promise): at most 99%.
  if (probability < 1 && probability > 0.99) return format(language, 0).format(0.99);
  return format(language, probability < 0.1 ? 1 : 0).format(probability);
}

/** Two probabilities as texts that differ whenever the values do ("49.6%" beside "50%", not "50%"
 *  beside "50%"): the closer one gets as many decimals as it takes, up to two. */
export function formatPercentsApart(language: Language, value: number, other: number): [string, string] {
  const plain: [string, string] = [formatPercent(language, value), formatPercent(language, other)];
  if (value === other || plain[0] !== plain[1]) return plain;
  const oneDecimal = format(language, 1);
  const apart = oneDecimal.format(value) !== oneDecimal.format(other);
  return [(apart ? oneDecimal : format(language, 2)).format(value), plain[1]];
}
