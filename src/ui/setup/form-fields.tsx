// Small labelled controls for the custom rules: a number typed as text (so a wrong entry can be
// shown and explained next to it), a switch, and a choice from a short list.
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  onInput(value: string): void;
  readonly wide?: boolean;
  readonly hint?: string;
}

export function TextField({ label, value, error, onInput, wide, hint }: TextFieldProps) {
  const id = useId();
  const describedBy = useId();
  return (
    <div class={wide ? 'setup-text-field setup-text-field-wide' : 'setup-text-field'}>
      <label class="setup-label-small" for={id}>
        {label}
      </label>
      <input
        id={id}
        class="setup-input"
        type="text"
        inputMode={wide ? 'text' : 'numeric'}
        autoComplete="off"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
      <p id={describedBy} class={error ? 'setup-error' : 'setup-hint'}>
        {error ?? hint ?? ''}
      </p>
    </div>
  );
}

interface ToggleProps {
  readonly checked: boolean;
  onChange(checked: boolean): void;
  readonly children: ComponentChildren;
  readonly note?: string;
}

export function Toggle({ checked, onChange, children, note }: ToggleProps) {
  const noteId = useId();
  return (
    <div class="setup-toggle">
      <label class="setup-toggle-label">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{children}</span>
      </label>
      {note ? (
        <p id={noteId} class="setup-hint">
          {note}
        </p>
      ) : null}
    </div>
  );
}

interface ChoiceProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly choices: readonly { readonly value: T; readonly label: string }[];
  onChange(value: T): void;
}

export function Choice<T extends string>({ label, value, choices, onChange }: ChoiceProps<T>) {
  const id = useId();
  return (
    <div class="setup-text-field setup-text-field-wide">
      <label class="setup-label-small" for={id}>
        {label}
      </label>
      <select
        id={id}
        class="setup-select"
        value={value}
        onChange={(event) => {
          const picked = choices.find((choice) => choice.value === event.currentTarget.value);
          if (picked) onChange(picked.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
