import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

const URL_PLACEHOLDER = '__ICON_SPRITE_URL__';
const LIBRARY = 'lucide-react';

/**
 * `import { A, B as C, type D } from 'lucide-react'`, as written in the app's sources: a statement
 * at the start of a line, so one in a comment is left alone.
 */
const IMPORT_STATEMENT = /^import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/gm;

interface Specifier {
  imported: string;
  local: string;
  typeOnly: boolean;
}

function specifiers(list: string): Specifier[] {
  return list
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const typeOnly = item.startsWith('type ');
      const [imported = '', local = imported] = item.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { imported, local, typeOnly };
    });
}

/** The icon names imported from the library anywhere in the sources (tests aside). */
async function importedIconNames(sourceDir: string): Promise<Set<string>> {
  const names = new Set<string>();
  const entries = await readdir(sourceDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) {
      continue;
    }
    const source = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, list = ''] of source.matchAll(IMPORT_STATEMENT)) {
      for (const { imported, typeOnly } of specifiers(list)) if (!typeOnly) names.add(imported);
    }
  }
  return names;
}

/** Every export of the library's icon index, by name, with the file of its drawing. */
async function iconFiles(): Promise<Map<string, string>> {
  const require = createRequire(import.meta.url);
  const esmDir = path.join(path.dirname(require.resolve(LIBRARY)), '..', 'esm');
  const index = await readFile(path.join(esmDir, `${LIBRARY}.mjs`), 'utf8');
  const files = new Map<string, string>();
  for (const [, list = '', file = ''] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name = ''] of list.matchAll(/default as (\w+)/g)) {
      files.set(name, path.join(esmDir, 'icons', `${file}.mjs`));
    }
  }
  return files;
}

export type IconNode = ReadonlyArray<readonly [string, Record<string, string | number>]>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function symbol(id: string, node: IconNode): string {
  const shapes = node.map(([tag, attributes]) => {
    const list = Object.entries(attributes)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => ` ${kebab(name)}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${list}/>`;
  });
  return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

/**
 * Replaces a module's imports of icons from the library with sprite icons: each imported name
 * becomes a constant made by `createSpriteIcon` from `iconModule`, with the sprite id `ids` gives
 * it. Type-only imports stay imports of the library.
 */
export function rewriteIconImports(
  code: string,
  ids: ReadonlyMap<string, string>,
  iconModule: string,
  moduleId: string,
): string {
  let declared = false;
  return code.replace(IMPORT_STATEMENT, (_statement, list: string) => {
    const all = specifiers(list);
    const lines: string[] = [];
    const types = all.filter((item) => item.typeOnly);
    if (types.length > 0) {
      const names = types.map(({ imported, local }) =>
        imported === local ? imported : `${imported} as ${local}`,
      );
      lines.push(`import type { ${names.join(', ')} } from '${LIBRARY}';`);
    }
    for (const { imported, local, typeOnly } of all) {
      if (typeOnly) continue;
      const iconId = ids.get(imported);
      if (!iconId) throw new Error(`${moduleId}: ${imported} is not in the icon sprite`);
      if (!declared) {
        lines.push(
          `import { createSpriteIcon as __spriteIcon } from ${JSON.stringify(iconModule)};`,
        );
        declared = true;
      }
      lines.push(`const ${local} = /* @__PURE__ */ __spriteIcon(${JSON.stringify(iconId)});`);
    }
    return lines.join('\n');
  });
}

/** The sprite sheet of the given icons: one `<symbol>` per icon, with its lucide drawing. */
export function spriteSheet(icons: ReadonlyMap<string, IconNode>): string {
  const symbols = [...icons].map(([id, node]) => symbol(id, node));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/**
 * Draws the app's lucide-react icons from one SVG sprite sheet instead of shipping each drawing
 * in the JavaScript. In the app's sources, `import { Mic } from 'lucide-react'` becomes
 * `const Mic = createSpriteIcon('mic')`: a component with lucide's own attributes and classes
 * that renders `<svg><use href="/assets/icons-….svg#mic"/></svg>`. The sheet holds every icon
 * the sources import; its address carries a hash of its content, so it is cached like the other
 * assets. The browser and server builds compute the same sheet from the same sources, so the
 * pre-rendered markup and hydration agree.
 */
export function iconSprite({ iconModule }: { iconModule: string }): Plugin {
  let config: ResolvedConfig;
  let sprite: Promise<{ ids: Map<string, string>; fileName: string; sheet: string }> | undefined;

  const buildSprite = async () => {
    const [names, files] = await Promise.all([
      importedIconNames(path.join(config.root, 'src')),
      iconFiles(),
    ]);
    const ids = new Map<string, string>();
    const drawings = new Map<string, IconNode>();
    for (const name of [...names].sort()) {
      const file = files.get(name);
      if (!file) throw new Error(`${LIBRARY} has no icon named ${name}`);
      const id = path.basename(file, '.mjs');
      ids.set(name, id);
      if (drawings.has(id)) continue;
      const module = (await import(pathToFileURL(file).href)) as {
        __iconData: { node: IconNode };
      };
      drawings.set(id, module.__iconData.node);
    }
    const sheet = spriteSheet(drawings);
    const hash = createHash('sha256').update(sheet).digest('base64url').slice(0, 8);
    return { ids, sheet, fileName: `${config.build.assetsDir}/icons-${hash}.svg` };
  };

  return {
    name: 'icon-sprite',
    enforce: 'pre',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      sprite = buildSprite();
    },
    async transform(code, id) {
      if (!sprite || id.includes('/node_modules/') || !code.includes(LIBRARY)) return null;
      const { ids } = await sprite;
      const result = rewriteIconImports(code, ids, iconModule, id);
      return result === code ? null : { code: result, map: null };
    },
    async renderChunk(code) {
      if (!code.includes(URL_PLACEHOLDER) || !sprite) return null;
      const { fileName } = await sprite;
      return { code: code.replaceAll(URL_PLACEHOLDER, `${config.base}${fileName}`), map: null };
    },
    async generateBundle() {
      if (config.build.ssr || !sprite) return;
      const { fileName, sheet } = await sprite;
      this.emitFile({ type: 'asset', fileName, source: sheet });
    },
  };
}
