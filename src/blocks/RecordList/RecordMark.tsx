import { Group, ThemeIcon } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { RecordView } from '../../generated/schemas.ts';
import { SchemaIcon } from '../../icons.tsx';
import { initials } from '../../records/initials.ts';
import { MARK_SHAPES } from '../../records/mark-shapes.ts';
import { tileOf } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';

type Mark = NonNullable<RecordView['mark']>;

/**
 * A monogram drawn on a shape rather than loaded, like a logo: the letters on a simple shape in a theme colour.
 * Theme variables keep it in step with the colour scheme.
 */
function ShapeMonogram({ letters, shape, color }: { letters: string; shape: string; color: string }) {
  const { path, textY } = MARK_SHAPES[shape] ?? MARK_SHAPES.circle!;
  const stroke = `var(--mantine-color-${color}-6)`;
  return (
    <svg width={56} height={56} viewBox="0 0 48 48" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <path d={path} fill={`color-mix(in srgb, ${stroke} 16%, transparent)`} stroke={stroke} strokeWidth={2} />
      <text
        x={24}
        y={textY}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={letters.length > 2 ? 12 : 15}
        fontWeight={700}
        style={{ fontFamily: 'var(--mantine-font-family)', fill: `light-dark(color-mix(in srgb, var(--mantine-color-${color}-9), #000 25%), var(--mantine-color-${color}-2))` }}
      >
        {letters}
      </text>
    </svg>
  );
}

/**
 * A record's monogram (a view's `mark`): on its shape when the view names a shape field; else on a round
 * avatar, drawn as Mantine's light Avatar is (44 px, the colour's light tint, bold letters at 2/5 of the
 * size) without its stylesheet on every page that lists records. Decorative: the title names the record.
 */
function Monogram({ mark, record }: { mark: Mark; record: RecordData }) {
  const color = (mark.color && (record[mark.color] as string | undefined)) || 'blue';
  const letters = initials(String(record[mark.monogram!] ?? ''));
  const shape = mark.shape && record[mark.shape];
  if (typeof shape === 'string') return <ShapeMonogram letters={letters} shape={shape} color={color} />;
  const avatar: CSSProperties = {
    display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, width: 44, height: 44, borderRadius: '50%',
    border: '1px solid transparent', fontWeight: 700, fontSize: 44 / 2.5, userSelect: 'none',
    background: `var(--mantine-color-${color}-light)`, color: `var(--mantine-color-${color}-light-color)`,
  };
  return (
    <span aria-hidden="true" style={avatar}>
      {letters}
    </span>
  );
}

/** A tile: the icon and tint the view gives the record (a badge's rule, with an icon), or none. */
function Tile({ tile, record }: { tile: NonNullable<Mark['tile']>; record: RecordData }) {
  const look = tileOf(tile, record);
  return (
    look && (
      <ThemeIcon variant="light" color={look.color} size={40} radius="md">
        <SchemaIcon name={look.icon} size={22} />
      </ThemeIcon>
    )
  );
}

/**
 * The mark with the title (and subtitle), or the badges, at its right: level with an avatar's top; a drawn
 * shape, larger, keeps a little more room; a shape and a tile centre what is beside them, but a tile stands
 * at the top of a title with a second line (`top`).
 */
export function RecordMark({ mark, record, top = false, children }: { mark: Mark; record: RecordData; top?: boolean; children: ReactNode }) {
  const atTop = mark.tile ? top : !!mark.monogram && !mark.shape;
  return (
    <Group gap={mark.shape ? 'md' : 'sm'} wrap="nowrap" align={atTop ? 'flex-start' : 'center'}>
      {mark.tile ? <Tile tile={mark.tile} record={record} /> : <Monogram mark={mark} record={record} />}
      <div>{children}</div>
    </Group>
  );
}
