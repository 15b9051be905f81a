// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSpriteIcon } from './sprite-icon';

afterEach(cleanup);

const Mic = createSpriteIcon('mic');

describe('createSpriteIcon', () => {
  it("draws the sprite's symbol with lucide's attributes and classes", () => {
    const { container } = render(<Mic className="size-4" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('lucide lucide-mic size-4');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('stroke-width')).toBe('2');
    expect(svg?.getAttribute('fill')).toBe('none');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/#mic$/);
  });

  it('hides an unlabelled icon from assistive technology, and shows a labelled one', () => {
    const { container } = render(
      <>
        <Mic />
        <Mic aria-label="Microphone" role="img" />
      </>,
    );
    const [plain, labelled] = container.querySelectorAll('svg');
    expect(plain?.getAttribute('aria-hidden')).toBe('true');
    expect(labelled?.hasAttribute('aria-hidden')).toBe(false);
    expect(labelled?.getAttribute('aria-label')).toBe('Microphone');
  });

  it('is not hidden when it has a title of its own or any ARIA attribute', () => {
    const { container } = render(
      <>
        <Mic>
          <title>Microphone</title>
        </Mic>
        <Mic aria-describedby="hint" />
      </>,
    );
    const [titled, described] = container.querySelectorAll('svg');
    expect(titled?.hasAttribute('aria-hidden')).toBe(false);
    expect(titled?.querySelector('title')?.textContent).toBe('Microphone');
    expect(described?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('takes a size, a colour and a stroke width', () => {
    const { container } = render(<Mic size={16} color="red" strokeWidth={1.5} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('16');
    expect(svg?.getAttribute('height')).toBe('16');
    expect(svg?.getAttribute('stroke')).toBe('red');
    expect(svg?.getAttribute('stroke-width')).toBe('1.5');
  });
});
