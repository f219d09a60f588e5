import type { ReactNode } from 'react';
import type { Graduate, SupervisionFlowchartBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { fill, flowchartAlt, inPeriod, periodsWith, spanText, type FlowchartFigures } from './flowchart-figures.ts';

// The drawing keeps the look of the hand-drawn charts it replaces: a white sheet, the professor on top,
// the supervised branch in blue on the left and the co-supervised one in green on the right, a pill
// per sector, and where the graduates are now at the bottom. Its text is the page's font.
const WIDTH = 960;
const INK = '#1a1b1e';
const LINE = '#495057';
const BRANCH = { supervised: { fill: '#e7f5ff', stroke: '#1c7ed6' }, coSupervised: { fill: '#ebfbee', stroke: '#2f9e44' } } as const;
const SECTOR = { academia: { fill: '#fff3bf', stroke: '#e67700' }, industry: { fill: '#f3f0ff', stroke: '#7048e8' } } as const;

type Branch = keyof typeof BRANCH;
interface Column {
  branch: Branch;
  x: number;
  graduates: Graduate[];
}

function Arrow({ x, from, to, marker }: { x: number; from: number; to: number; marker: string }) {
  return <path d={`M${x} ${from} V${to}`} fill="none" stroke={LINE} strokeWidth={2} markerEnd={`url(#${marker})`} />;
}

function SectorPill({ graduate, x, y, width, height, size }: { graduate: Graduate; x: number; y: number; width: number; height: number; size: number }) {
  const { t } = useLanguage();
  if (!graduate.sector) return null;
  return (
    <>
      <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={SECTOR[graduate.sector].fill} stroke={SECTOR[graduate.sector].stroke} strokeWidth={1.5} />
      <text x={x + width / 2} y={y + height / 2 + size / 2 - 2} textAnchor="middle" fontSize={size} fill={INK}>
        {t(`flowchart.sector.${graduate.sector}`)}
      </text>
    </>
  );
}

/** One box per graduate, oldest first, chained by arrows; returns the shapes and where the column ends. */
function boxes({ branch, x, graduates }: Column, t: (key: string) => string, marker: string) {
  const center = x + 205;
  const shapes = graduates.map((graduate, i) => {
    const y = 208 + i * 74;
    return (
      <g key={graduate.id}>
        <Arrow x={center} from={i === 0 ? 172 : y - 18} to={y - 4} marker={marker} />
        <rect x={x} y={y} width={410} height={56} rx={10} fill={BRANCH[branch].fill} stroke={BRANCH[branch].stroke} strokeWidth={2} />
        <text x={x + 16} y={y + 24} fontSize={16} fontWeight={700} fill={INK}>
          {graduate.name}
        </text>
        <text x={x + 16} y={y + 45} fontSize={15} fill={INK}>
          {fill(t('flowchart.defended'), { year: graduate.year })}
        </text>
        <SectorPill graduate={graduate} x={x + 306} y={y + 16} width={90} height={26} size={14} />
      </g>
    );
  });
  return { shapes, center, end: graduates.length ? 208 + graduates.length * 74 - 18 : 172 };
}

interface DrawingProps {
  block: SupervisionFlowchartBlock;
  figures: FlowchartFigures;
}

export function FlowchartDrawing({ block, figures }: DrawingProps) {
  const { t, language } = useLanguage();
  const marker = `flow-arrow-${block.level}`;
  const periods = block.periods ? periodsWith(block.periods, [...figures.supervised, ...figures.coSupervised]) : undefined;
  const columns: Column[] = periods
    ? [
        { branch: 'supervised', x: 136, graduates: figures.supervised },
        { branch: 'coSupervised', x: 552, graduates: figures.coSupervised },
      ]
    : [
        { branch: 'supervised', x: 40, graduates: figures.supervised },
        { branch: 'coSupervised', x: 510, graduates: figures.coSupervised },
      ];
  const branchWidth = periods ? 380 : 410;
  const centers = columns.map((column) => column.x + branchWidth / 2);

  let body: ReactNode;
  let ends: number[];
  if (periods) {
    // Bands of rows, one band per period, the two branches side by side within it.
    let top = 204;
    const bands = periods.map((period, p) => {
      const members = columns.map((column) => inPeriod(column.graduates, period));
      const height = Math.max(1, ...members.map((list) => list.length)) * 36 + 18;
      const band = (
        <g key={`${period.from}-${period.to}`}>
          {centers.map((center) => (
            <Arrow key={center} x={center} from={p === 0 ? 172 : top - 28} to={top - 4} marker={marker} />
          ))}
          <rect x={16} y={top} width={928} height={height} rx={12} fill="#f8f9fa" stroke="#adb5bd" strokeWidth={1.5} />
          <text x={76} y={top + height / 2 + 6} textAnchor="middle" fontSize={16} fontWeight={700} fill={INK}>
            {spanText(period.from, period.to)}
          </text>
          {members.flatMap((list, c) =>
            list.map((graduate, row) => {
              const { x, branch } = columns[c]!;
              const y = top + 12 + row * 36;
              return (
                <g key={graduate.id}>
                  <rect x={x} y={y} width={380} height={30} rx={8} fill={BRANCH[branch].fill} stroke={BRANCH[branch].stroke} strokeWidth={1.5} />
                  <text x={x + 12} y={y + 20} fontSize={14} fontWeight={700} fill={INK}>
                    {graduate.year}
                  </text>
                  <text x={x + 60} y={y + 20} fontSize={14} fill={INK}>
                    {graduate.name}
                  </text>
                  <SectorPill graduate={graduate} x={x + 290} y={y + 4} width={82} height={22} size={13} />
                </g>
              );
            }),
          )}
        </g>
      );
      top += height + 28;
      return band;
    });
    body = bands;
    ends = centers.map(() => top - 28);
  } else {
    const drawn = columns.map((column) => boxes(column, t, marker));
    body = drawn.map((column) => <g key={column.center}>{column.shapes}</g>);
    ends = drawn.map((column) => column.end);
  }
  const summaryTop = Math.max(...ends) + 40;
  const height = summaryTop + 84;
  const counts = [figures.supervised.length, figures.coSupervised.length];

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      role="img"
      data-drawing
      aria-label={flowchartAlt(block, figures, t, language)}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <defs>
        <marker id={marker} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill={LINE} />
        </marker>
      </defs>
      <rect width={WIDTH} height={height} fill="#ffffff" />
      <rect x={300} y={20} width={360} height={64} rx={14} fill="#f1f3f5" stroke={LINE} strokeWidth={2} />
      <text x={480} y={47} textAnchor="middle" fontSize={19} fontWeight={700} fill={INK}>
        {t('flowchart.professor')}
      </text>
      <text x={480} y={71} textAnchor="middle" fontSize={15} fill={INK}>
        {fill(t(`flowchart.completed.${block.level}`), { count: figures.count, span: spanText(figures.first, figures.last) })}
      </text>
      <g stroke={LINE} strokeWidth={2} fill="none">
        {centers.map((center) => (
          <path key={center} d={`M480 84 V100 H${center} V120`} markerEnd={`url(#${marker})`} />
        ))}
        {centers.map((center, c) => (
          <Arrow key={`end-${center}`} x={center} from={ends[c]!} to={summaryTop - 4} marker={marker} />
        ))}
      </g>
      {columns.map((column, c) => (
        <g key={column.branch}>
          <rect x={column.x} y={124} width={branchWidth} height={48} rx={12} fill={BRANCH[column.branch].fill} stroke={BRANCH[column.branch].stroke} strokeWidth={2.5} />
          <text x={centers[c]} y={154} textAnchor="middle" fontSize={19} fontWeight={700} fill={INK}>
            {fill(t(`flowchart.${column.branch}`), { count: counts[c]! })}
          </text>
        </g>
      ))}
      {body}
      <rect x={180} y={summaryTop} width={600} height={64} rx={14} fill="#f1f3f5" stroke={LINE} strokeWidth={2} />
      <text x={480} y={summaryTop + 27} textAnchor="middle" fontSize={17} fontWeight={700} fill={INK}>
        {t('flowchart.now')}
      </text>
      <text x={480} y={summaryTop + 51} textAnchor="middle" fontSize={15} fill={INK}>
        {fill(t('flowchart.nowFigures'), { academia: figures.academia, industry: figures.industry })}
      </text>
    </svg>
  );
}
