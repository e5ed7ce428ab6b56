import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow } from './csv';

describe('csv', () => {
  it('leaves plain text alone and quotes what a reader would split (RFC 4180 with `;`)', () => {
    expect(csvCell('João Ngola')).toBe('João Ngola');
    expect(csvCell('a, b')).toBe('a, b');
    expect(csvCell('a; b')).toBe('"a; b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises every formula start (= + - @ TAB CR) with a quote mark, quoted', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell('a=1')).toBe('a=1');
    expect(csvCell('=A1;"x"')).toBe(`"'=A1;""x"""`);
  });

  it('reads back, cell for cell, with a CSV parser', () => {
    const cells = ["=cmd|' /C calc'!A0", 'Estágio; "Júnior"', 'linha\r\nnova', '', '-5', 'ok'];
    const text = CSV_BOM + csvRow(['a', 'b', 'c', 'd', 'e', 'f']) + csvRow(cells);
    const [header, record] = parse(text, { bom: true, delimiter: ';' }) as string[][];
    expect(header).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(record).toEqual(["'=cmd|' /C calc'!A0", 'Estágio; "Júnior"', 'linha\r\nnova', '', "'-5", 'ok']);
  });
});
