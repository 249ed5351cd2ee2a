'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

/**
 * What a row's handle and buttons are called, each naming the row (its name, or its number). Rows without `steps`
 * move by dragging only: they have a handle and no up and down buttons.
 */
export type RowControlNames = { drag: string; steps?: { up: string; down: string } };

/** `data-*` attributes a screen puts on its rows, beyond the test id (the banner table's `data-banner-id`). */
export type RowDataAttributes = Record<`data-${string}`, string | number>;

type SortableRowProps = {
  id: number;
  testId: string;
  data?: RowDataAttributes;
  names: RowControlNames;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onUp: () => void;
  onDown: () => void;
  /** The row's cells, given the handle and buttons to place in one of them. */
  children: (controls: ReactNode) => ReactNode;
};

const BUTTON = 'rounded border border-gray-300 px-3 py-1.5 disabled:cursor-not-allowed disabled:opacity-40';

/** One row of a sortable table: dragged by its handle (mouse, touch or keyboard) or moved one place with up and down. */
export function SortableRow({
  id,
  testId,
  data,
  names,
  isFirst,
  isLast,
  isBusy,
  onUp,
  onDown,
  children,
}: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: isBusy,
  });
  const controls = (
    <>
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={names.drag}
        className={`${BUTTON} cursor-grab touch-none`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {names.steps ? (
        <>
          <button
            type="button"
            onClick={onUp}
            disabled={isFirst || isBusy}
            aria-label={names.steps.up}
            className={BUTTON}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            onClick={onDown}
            disabled={isLast || isBusy}
            aria-label={names.steps.down}
            className={BUTTON}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </>
      ) : null}
    </>
  );

  return (
    <tr
      ref={setNodeRef}
      data-testid={testId}
      {...data}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 bg-brand-light shadow' : 'bg-white'}
    >
      {children(controls)}
    </tr>
  );
}
