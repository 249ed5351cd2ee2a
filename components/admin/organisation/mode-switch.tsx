'use client';

type ModeSwitchProps<Mode extends string> = {
  label: string;
  modes: readonly { mode: Mode; label: string }[];
  current: Mode;
  onChange: (mode: Mode) => void;
};

/** The screen's modes (list, add, reorder ...) as a group of toggle buttons; the current one is pressed. */
export function ModeSwitch<Mode extends string>({ label, modes, current, onChange }: ModeSwitchProps<Mode>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {modes.map((item) => (
        <button
          key={item.mode}
          type="button"
          aria-pressed={item.mode === current}
          onClick={() => onChange(item.mode)}
          className="rounded border border-brand-dark px-4 py-2 text-sm font-semibold text-brand-dark aria-pressed:bg-brand-dark aria-pressed:text-white"
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
