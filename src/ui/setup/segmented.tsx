// A row of large segments for one choice (rule set, player count, an answer). Native radio
// buttons underneath, so arrow keys, screen readers and forms work as players expect.
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

export interface Segment<T> {
  readonly value: T;
  readonly label: string;
}

interface SegmentedProps<T> {
  readonly legend: ComponentChildren;
  readonly segments: readonly Segment<T>[];
  readonly value: T;
  onChange(value: T): void;
  /** A short line under the choice, read with it. */
  readonly hint?: ComponentChildren;
  /** 'numbers': short labels in a bigger font; 'stack': one segment a line on a narrow phone. */
  readonly variant?: 'numbers' | 'stack';
}

export function Segmented<T extends string | number>({
  legend,
  segments,
  value,
  onChange,
  hint,
  variant,
}: SegmentedProps<T>) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset class="setup-field" aria-describedby={hint ? hintId : undefined}>
      <legend class="setup-label">{legend}</legend>
      <div class={variant ? `setup-segments setup-segments-${variant}` : 'setup-segments'}>
        {segments.map((segment) => (
          <label key={segment.value} class="setup-segment">
            <input
              type="radio"
              name={name}
              value={String(segment.value)}
              checked={segment.value === value}
              onChange={() => onChange(segment.value)}
            />
            <span>{segment.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} class="setup-hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
