import type { CSSProperties } from 'react';

/**
 * A Rstack tool's logo, served by the tool's own site. Where that host is out of reach, the tool's
 * initial shows in its place (remote-logo.css). The logo's size comes from where it sits.
 */
export function RemoteLogo(props: { name: string; src: string; size: number; lazy?: boolean; style?: CSSProperties }) {
  const { name, src, size, lazy, style } = props;
  return (
    <img
      className="remote-logo"
      data-initial={name.charAt(0)}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      style={style}
    />
  );
}
