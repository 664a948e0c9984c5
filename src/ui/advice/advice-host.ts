// What the page handed the advice module when it started (see advice-entry.tsx).
import type { AdviceHost } from './advice-entry';

let given: AdviceHost | null = null;

export function setHost(host: AdviceHost): void {
  given = host;
}

export function host(): AdviceHost {
  if (!given) throw new Error('advice: used before startAdvice');
  return given;
}
