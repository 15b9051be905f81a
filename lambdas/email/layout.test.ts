import { describe, expect, it } from 'vitest';
import { htmlLayout, htmlRows, textRows } from './layout';

describe('the email layout', () => {
  it('puts every email under the product name, with its heading and small print', () => {
    const html = htmlLayout({ heading: 'Hello', body: '<p>Body</p>', footer: 'Reference: 1' });
    expect(html).toContain('>SmileGuide Dental</td>');
    expect(html).toContain('<title>Hello</title>');
    expect(html).toMatch(/<h1[^>]*>Hello<\/h1><p>Body<\/p>/);
    expect(html).toContain('>Reference: 1</td>');
  });

  it('leaves out the heading and the small print of a short note', () => {
    const html = htmlLayout({ body: '<p>Body</p>' });
    expect(html).toContain('<title>SmileGuide Dental</title>');
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('border-top');
  });

  it('shows a detail the visitor left out as not provided, in both parts', () => {
    const rows = [
      { label: 'Phone', value: '  ' },
      { label: 'Name', value: 'Ann <b>' },
    ];
    expect(textRows(rows)).toBe('Phone: Not provided\nName: Ann <b>');
    expect(htmlRows(rows)).toContain('Not provided');
    expect(htmlRows(rows)).toContain('Ann &lt;b&gt;');
  });
});
