'use client';

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

import { EmptyRow, TableHead } from '@/components/admin/table-parts';

import { type RowControlNames, type RowDataAttributes, SortableRow } from './sortable-row';

/** The words of a sortable table, each given the row it is about: its controls' names and what screen readers hear. */
export type SortableTexts<Row> = {
  /** Read out when a handle takes the focus. */
  instructions: string;
  controls: (row: Row) => RowControlNames;
  picked: (row: Row) => string;
  moved: (row: Row, place: number) => string;
  dropped: (row: Row, place: number) => string;
  cancelled: (row: Row) => string;
};

/** A row's handle and buttons (to put in one of its cells) and its place in the whole list. */
export type SortableCell = { controls: ReactNode; place: number };

export type SortableTableProps<Row extends { id: number }> = {
  /** The drag-and-drop region's id: stable, so that server and browser render the same attributes. */
  dndId: string;
  /** The table's accessible name: a hidden caption, or the heading above it that already says what it lists. */
  label: { caption: string } | { labelledBy: string };
  /** The rows in the order shown. */
  rows: readonly Row[];
  headers: readonly string[];
  cells: (row: Row, cell: SortableCell) => ReactNode;
  texts: SortableTexts<Row>;
  /** The row at `from` goes to `to` (indexes in `rows`), by a drop or by the up and down buttons. */
  onMove: (from: number, to: number) => void;
  /** While an order is being saved, nothing moves. */
  isBusy?: boolean;
  /** The first row's place: a later page of a paged list goes on counting. */
  firstPlace?: number;
  rowTestId: string;
  rowData?: (row: Row) => RowDataAttributes;
  /** Shown in a row across the table when there are no rows. */
  emptyText?: string;
  className?: string;
};

/** A table whose rows staff put in order: drag and drop by a handle (mouse, touch or keyboard, announced) or up and down. */
export function SortableTable<Row extends { id: number }>({
  dndId,
  label,
  rows,
  headers,
  cells,
  texts,
  onMove,
  isBusy = false,
  firstPlace = 1,
  rowTestId,
  rowData,
  emptyText,
  className = '',
}: SortableTableProps<Row>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier | undefined) => rows.findIndex((row) => row.id === Number(id));
  const placeOf = (id: UniqueIdentifier | undefined) => firstPlace + indexOf(id);
  const about = (id: UniqueIdentifier, say: (row: Row) => string) => {
    const row = rows[indexOf(id)];

    return row ? say(row) : undefined;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: texts.instructions },
        announcements: {
          onDragStart: ({ active }) => about(active.id, texts.picked),
          onDragOver: ({ active, over }) => about(active.id, (row) => texts.moved(row, placeOf(over?.id))),
          onDragEnd: ({ active, over }) => about(active.id, (row) => texts.dropped(row, placeOf(over?.id))),
          onDragCancel: ({ active }) => about(active.id, texts.cancelled),
        },
      }}
    >
      <div
        className={`overflow-x-auto rounded-lg border border-gray-200 bg-white${className ? ` ${className}` : ''}`}
        aria-busy={isBusy}
      >
        <table
          className="min-w-full divide-y divide-gray-200 text-sm"
          aria-labelledby={'labelledBy' in label ? label.labelledBy : undefined}
        >
          {'caption' in label ? <caption className="sr-only">{label.caption}</caption> : null}
          <TableHead headers={headers} />
          <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
            <tbody className="divide-y divide-gray-100">
              {rows.length === 0 && emptyText ? <EmptyRow columns={headers.length} text={emptyText} /> : null}
              {rows.map((row, index) => (
                <SortableRow
                  key={row.id}
                  id={row.id}
                  testId={rowTestId}
                  data={rowData?.(row)}
                  names={texts.controls(row)}
                  isFirst={index === 0}
                  isLast={index === rows.length - 1}
                  isBusy={isBusy}
                  onUp={() => onMove(index, index - 1)}
                  onDown={() => onMove(index, index + 1)}
                >
                  {(controls) => cells(row, { controls, place: firstPlace + index })}
                </SortableRow>
              ))}
            </tbody>
          </SortableContext>
        </table>
      </div>
    </DndContext>
  );
}
