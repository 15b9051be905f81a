// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerText } from './answer-text';

afterEach(cleanup);

describe('AnswerText', () => {
  it('renders paragraphs, bullet lists and bold as elements', () => {
    const { container } = render(
      <AnswerText text={'**Call 911 now.** Then rest.\n\n- Ice it\n- Keep the tooth in milk'} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByText('Call 911 now.').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ice it',
      'Keep the tooth in milk',
    ]);
  });

  it('shows HTML in an answer as text and never creates its elements', () => {
    const attack =
      '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>\n\n- <a href="javascript:alert(1)">click</a>\n\n**<iframe src="https://evil.example"></iframe>**';
    const { container } = render(<AnswerText text={attack} />);
    for (const tag of ['img', 'script', 'a', 'iframe']) {
      expect(container.querySelector(tag), tag).toBeNull();
    }
    expect(container.textContent).toContain('<img src=x onerror="window.hacked=1">');
    expect(container.textContent).toContain('<a href="javascript:alert(1)">click</a>');
    expect(screen.getByText('<iframe src="https://evil.example"></iframe>').tagName).toBe('STRONG');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows a caret at the end while the answer streams in', () => {
    const { container, rerender } = render(<AnswerText text="Brush **gen" streaming />);
    expect(screen.getByText('gen').tagName).toBe('STRONG');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    rerender(<AnswerText text="Brush **gently**." />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
