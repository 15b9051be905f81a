import type { SVGProps } from 'react';

/**
 * The address of the icon sprite sheet, filled in by the build (see
 * `vite-plugins/icon-sprite.ts`), which also writes the sheet.
 */
const SPRITE_URL = '__ICON_SPRITE_URL__';

export interface SpriteIconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  color?: string;
  absoluteStrokeWidth?: boolean;
}

/**
 * An icon drawn from the sprite sheet: the same markup and props as a lucide-react icon, but
 * the drawing stays in the sheet (fetched once, cached) instead of the page's JavaScript.
 */
export function createSpriteIcon(name: string) {
  function SpriteIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    className,
    children,
    ...rest
  }: SpriteIconProps) {
    // Like lucide, an icon with no content, ARIA attribute, role or title is hidden from
    // assistive technology.
    const labelled =
      children !== undefined ||
      Object.keys(rest).some(
        (prop) => prop.startsWith('aria-') || prop === 'role' || prop === 'title',
      );
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={labelled ? undefined : true}
        {...rest}
      >
        <use href={`${SPRITE_URL}#${name}`} />
        {children}
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}
