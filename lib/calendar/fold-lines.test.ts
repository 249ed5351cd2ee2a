import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { foldCalendar, foldLine, unfoldLines } from './fold-lines';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
const physicalLines = (text: string) => text.split('\r\n');

/** A summary of 70 Mongolian letters and spaces: 126 octets after its name, as a meeting title came out. */
const MONGOLIAN = 'Уулзалт: Говийн Зэс ХХК – Хангай Дриллинг ХХК (Алтай 101), тоног төхөөрөмж';

const calendarWith = (summary: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//example.mn//test//EN',
    'BEGIN:VEVENT',
    'UID:one@example.mn',
    'DTSTAMP:20250901T000000Z',
    'DTSTART:20250911T170000',
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe('foldLine', () => {
  it('keeps every line of Cyrillic text within 75 octets, continuations led by one space', () => {
    const line = `SUMMARY:${MONGOLIAN} ${MONGOLIAN}`;
    const folded = physicalLines(foldLine(line));

    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Filled up to the limit: a two-octet letter that does not fit starts the next line.
    for (const part of folded.slice(0, -1)) expect(octets(part)).toBeGreaterThanOrEqual(74);
  });

  it('never splits a character: each line is whole UTF-8, and unfolding gives the line back', () => {
    const line = `DESCRIPTION:${'ж'.repeat(40)}a${'ө'.repeat(40)}😀${'ү'.repeat(40)}`;
    const folded = foldLine(line);

    for (const part of physicalLines(folded)) expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    expect(unfoldLines(folded)).toBe(line);
  });

  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
    // 37 letters of two octets and 'S:' make 76 octets: the last letter moves on.
    expect(foldLine(`S:${'ж'.repeat(37)}`)).toBe(`S:${'ж'.repeat(36)}\r\n ж`);
  });
});

describe('foldCalendar', () => {
  it('refolds a calendar folded by characters and a calendar library reads the same text back', () => {
    const summary = `${MONGOLIAN}; ${MONGOLIAN}`;
    // Folded at 75 characters with a tab, as the ics package writes: 140 octets and more a line.
    const byCharacters = calendarWith(summary).replace(
      `SUMMARY:${summary}`,
      `SUMMARY:${summary.slice(0, 67)}\r\n\t${summary.slice(67)}`,
    );
    const folded = foldCalendar(byCharacters);

    for (const line of physicalLines(folded)) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfoldLines(folded)).toBe(calendarWith(summary));
    const event = new ICAL.Component(ICAL.parse(folded)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe(summary);
  });
});
