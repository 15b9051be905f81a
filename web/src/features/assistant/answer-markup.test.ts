import { describe, expect, it } from 'vitest';
import { parseAnswer, parseInline } from './answer-markup';

describe('parseInline', () => {
  it('splits plain and bold runs', () => {
    expect(parseInline('**Call 911** now, then **rest**.')).toEqual([
      { text: 'Call 911', bold: true },
      { text: ' now, then ', bold: false },
      { text: 'rest', bold: true },
      { text: '.', bold: false },
    ]);
  });

  it('keeps an unpaired marker as written, or bolds the rest while streaming', () => {
    expect(parseInline('a ** b')).toEqual([{ text: 'a ** b', bold: false }]);
    expect(parseInline('See **a den', { openBoldToEnd: true })).toEqual([
      { text: 'See ', bold: false },
      { text: 'a den', bold: true },
    ]);
  });
});

describe('parseAnswer', () => {
  it('reads paragraphs, bullet lists and bold', () => {
    expect(parseAnswer('**Title**\n\nIntro:\n- one\n- **two**\n\nEnd line\nsecond line')).toEqual([
      { type: 'paragraph', lines: [[{ text: 'Title', bold: true }]] },
      { type: 'paragraph', lines: [[{ text: 'Intro:', bold: false }]] },
      {
        type: 'list',
        items: [[{ text: 'one', bold: false }], [{ text: 'two', bold: true }]],
      },
      {
        type: 'paragraph',
        lines: [[{ text: 'End line', bold: false }], [{ text: 'second line', bold: false }]],
      },
    ]);
  });

  it('treats HTML as text', () => {
    const blocks = parseAnswer('<img src=x onerror=alert(1)> **<b>hi</b>**');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        lines: [
          [
            { text: '<img src=x onerror=alert(1)> ', bold: false },
            { text: '<b>hi</b>', bold: true },
          ],
        ],
      },
    ]);
  });

  it('ignores extra blank lines and CRLF line ends', () => {
    expect(parseAnswer('\r\n\r\nA\r\n\r\n\r\n- b\r\n')).toEqual([
      { type: 'paragraph', lines: [[{ text: 'A', bold: false }]] },
      { type: 'list', items: [[{ text: 'b', bold: false }]] },
    ]);
    expect(parseAnswer('   ')).toEqual([]);
  });
});
