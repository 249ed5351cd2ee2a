import { describe, expect, it } from 'vitest';

import type { AnswersDocument } from './answers-document';
import { answersPdfLabels } from './answers-pdf-labels';

const document: AnswersDocument = {
  organisation: 'Demo Mining LLC',
  date: '2026-11-27',
  mainPercentage: 83,
  totalTrue: 20,
  totalFalse: 4,
  sections: [],
};

describe('answersPdfLabels', () => {
  it('prints the Mongolian texts the back-office and a Mongolian member export share', () => {
    const labels = answersPdfLabels(document, 'mn');
    expect(labels.title).toBe('Гишүүн байгууллагын үнэлгээ — Таны хариултууд');
    expect(labels.date).toBe('Огноо: 2026-11-27');
    expect(labels.overall).toBe('Нийт үнэлгээ: 83% · Тийм: 20 · Үгүй: 4');
    expect(labels.statusOf('noEvidence')).toBe('Нотлох баримтгүй');
    expect(labels.page(1, 3)).toBe('1/3-р хуудас');
  });

  it('prints the English texts for an English member export', () => {
    const labels = answersPdfLabels(document, 'en');
    expect(labels.overall).toBe('Overall: 83% · Yes: 20 · No: 4');
    expect(labels.statusOf('met')).toBe('Met');
    expect(labels.page(2, 3)).toBe('Page 2 of 3');
  });
});
