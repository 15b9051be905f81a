import { describe, expect, it } from 'vitest';
import { rewriteIconImports, spriteSheet } from './icon-sprite';

const ids = new Map([
  ['Mic', 'mic'],
  ['CircleAlert', 'circle-alert'],
  ['AlertCircle', 'circle-alert'],
]);

describe('rewriteIconImports', () => {
  it('turns each imported icon into a sprite icon with its sprite id', () => {
    const code = [
      "import { useState } from 'react';",
      "import { Mic, CircleAlert as Warning } from 'lucide-react';",
      'export const A = () => <Mic />;',
    ].join('\n');
    const result = rewriteIconImports(code, ids, '/app/sprite-icon.tsx', 'a.tsx');
    expect(result).toContain("import { useState } from 'react';");
    expect(result).not.toMatch(/from 'lucide-react'/);
    expect(result).toContain(
      'import { createSpriteIcon as __spriteIcon } from "/app/sprite-icon.tsx";',
    );
    expect(result).toContain('const Mic = /* @__PURE__ */ __spriteIcon("mic");');
    expect(result).toContain('const Warning = /* @__PURE__ */ __spriteIcon("circle-alert");');
  });

  it('keeps type-only names as a type import of the library, and imports the factory once', () => {
    const code = [
      "import { type LucideIcon, Mic } from 'lucide-react';",
      "import { AlertCircle } from 'lucide-react';",
    ].join('\n');
    const result = rewriteIconImports(code, ids, 'icons', 'b.tsx');
    expect(result).toContain("import type { LucideIcon } from 'lucide-react';");
    expect(result.match(/createSpriteIcon as __spriteIcon/g)).toHaveLength(1);
    expect(result).toContain('const AlertCircle = /* @__PURE__ */ __spriteIcon("circle-alert");');
  });

  it('refuses an icon the sprite does not hold, naming the module', () => {
    expect(() =>
      rewriteIconImports("import { Rocket } from 'lucide-react';", ids, 'icons', 'c.tsx'),
    ).toThrow('c.tsx: Rocket is not in the icon sprite');
  });

  it('reads past comments in the list, and leaves an import in a comment alone', () => {
    const code = [
      "// import { Mic } from 'lucide-react';",
      'import {',
      '  Mic, // the microphone',
      '  /* a warning */ CircleAlert,',
      "} from 'lucide-react';",
    ].join('\n');
    const result = rewriteIconImports(code, ids, 'icons', 'e.tsx');
    expect(result.split('\n')[0]).toBe("// import { Mic } from 'lucide-react';");
    expect(result).toContain('const Mic = /* @__PURE__ */ __spriteIcon("mic");');
    expect(result).toContain('const CircleAlert = /* @__PURE__ */ __spriteIcon("circle-alert");');
    expect(result.match(/createSpriteIcon as __spriteIcon/g)).toHaveLength(1);
  });

  it('leaves a module without icon imports as it is', () => {
    const code = "import { Link } from 'react-router';\nexport const x = 1;";
    expect(rewriteIconImports(code, ids, 'icons', 'd.ts')).toBe(code);
  });
});

describe('spriteSheet', () => {
  it('draws one symbol per icon, in kebab-case SVG attributes and without React keys', () => {
    const sheet = spriteSheet(
      new Map([
        [
          'mic',
          [
            ['path', { d: 'M12 19v3', key: 'a' }],
            ['rect', { x: 9, y: 2, width: 6, height: 13, rx: 3, key: 'b' }],
          ],
        ],
        ['dot', [['circle', { cx: 12, cy: 12, r: 1, strokeWidth: 3, key: 'c' }]]],
      ]),
    );
    expect(sheet).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="mic" viewBox="0 0 24 24"><path d="M12 19v3"/>' +
        '<rect x="9" y="2" width="6" height="13" rx="3"/></symbol>' +
        '<symbol id="dot" viewBox="0 0 24 24"><circle cx="12" cy="12" r="1" stroke-width="3"/></symbol>' +
        '</svg>',
    );
  });
});
