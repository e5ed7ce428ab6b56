import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from './ics';

describe('iCalendar writing (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in TEXT', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'Entrevista às 10h — São Paulo ç '.repeat(8)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    // Unfolding gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('writes a REQUEST and a CANCEL that ical.js reads back with the same UID', () => {
    const base = {
      uid: 'interview-1@conexao',
      stamp: new Date('2026-11-26T10:00:00Z'),
      start: new Date('2026-11-27T09:00:00Z'),
      durationMinutes: 45,
      summary: 'Entrevista: Analista, dados; Kwanza',
      description: 'Quando: amanhã\nOnde: Luanda',
      location: 'Rua 1, Luanda',
      url: null,
      organizer: { name: 'Luísa Neto (Kwanza, Lda)', email: 'luisa@kwanza.ao' },
      attendees: [
        { name: 'Nzinga "N" Mbande', email: 'nzinga@example.ao', role: 'REQ-PARTICIPANT' as const },
      ],
    };
    const request = new ICAL.Component(ICAL.parse(buildIcs({ ...base, method: 'REQUEST', sequence: 0 })));
    const cancel = new ICAL.Component(ICAL.parse(buildIcs({ ...base, method: 'CANCEL', sequence: 1 })));
    expect(request.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    const a = new ICAL.Event(request.getFirstSubcomponent('vevent')!);
    const b = new ICAL.Event(cancel.getFirstSubcomponent('vevent')!);
    expect(a.uid).toBe(b.uid);
    expect([a.sequence, b.sequence]).toEqual([0, 1]);
    expect(a.summary).toBe(base.summary);
    expect(a.description).toBe(base.description);
    expect(a.endDate.toJSDate().toISOString()).toBe('2026-11-27T09:45:00.000Z');
    expect(cancel.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
    const organizer = request.getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe('Luísa Neto (Kwanza, Lda)');
  });
});
