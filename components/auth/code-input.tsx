'use client';

import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

export const CODE_BOXES = 6;
export const EMPTY_CODE: readonly string[] = Array.from({ length: CODE_BOXES }, () => '');

type CodeInputProps = {
  digits: readonly string[];
  onDigitsChange: (digits: string[]) => void;
  legend: string;
  digitLabel: (position: number) => string;
  isDisabled?: boolean;
};

/** Six one-digit boxes: typing moves forward, Backspace moves back, a pasted or autofilled code fills them all. */
export function CodeInput({ digits, onDigitsChange, legend, digitLabel, isDisabled = false }: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(CODE_BOXES - 1, index))]?.focus();

  const fill = (start: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '');
    if (!incoming) return;
    // A whole code lands in all six boxes, whichever box received it.
    const from = incoming.length >= CODE_BOXES ? 0 : start;
    const next = [...digits];
    incoming
      .slice(0, CODE_BOXES - from)
      .split('')
      .forEach((digit, offset) => {
        next[from + offset] = digit;
      });
    onDigitsChange(next);
    focusBox(from + Math.min(incoming.length, CODE_BOXES - from));
  };

  const clear = (index: number) => onDigitsChange(digits.map((digit, position) => (position === index ? '' : digit)));

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      clear(index - 1);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset disabled={isDisabled}>
      <legend className="mb-2 block text-sm font-medium text-ink">{legend}</legend>
      <div className="flex justify-between gap-2">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            onChange={(event) => (event.target.value ? fill(index, event.target.value) : clear(index))}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            // Typing into a filled box replaces its digit.
            onFocus={(event) => event.target.select()}
            aria-label={digitLabel(index + 1)}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={index === 0}
            className="h-12 w-11 rounded-md border border-gray-400 text-center text-xl font-semibold text-ink focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-dark disabled:bg-gray-100"
          />
        ))}
      </div>
    </fieldset>
  );
}
