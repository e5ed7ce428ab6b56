import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { useId } from 'react';

interface ApplicationsChartProps {
  days: readonly { date: string; count: number }[];
}

const WIDTH = 600;
const HEIGHT = 180;
const PAD_LEFT = 28;
const PAD_BOTTOM = 22;
const PAD_TOP = 10;

/**
 * Applications per day as an SVG bar chart: a picture (role="img") whose accessible name is a
 * sentence with the total and the busiest day, so nobody needs to read the bars.
 */
export function ApplicationsChart({ days }: ApplicationsChartProps) {
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const busiest = days.reduce(
    (best, d) => (d.count > best.count ? d : best),
    days[0] ?? { date: '', count: 0 },
  );
  const max = Math.max(1, busiest.count);
  const dayLabel = (date: string) => formatDate(`${date}T12:00:00Z`, lang);
  const summary =
    total === 0
      ? t('dashboard.chart.empty', { days: days.length })
      : t('dashboard.chart.summary', {
          count: total,
          days: days.length,
          day: dayLabel(busiest.date),
          max: busiest.count,
        });

  const plotWidth = WIDTH - PAD_LEFT;
  const plotHeight = HEIGHT - PAD_BOTTOM - PAD_TOP;
  const slot = days.length > 0 ? plotWidth / days.length : plotWidth;
  const barWidth = Math.max(2, slot * 0.7);

  return (
    <figure className="chart" style={{ margin: 0 }}>
      <svg
        className="chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        data-testid="applications-chart"
      >
        <title id={titleId}>{summary}</title>
        <line
          className="chart-axis"
          x1={PAD_LEFT}
          y1={HEIGHT - PAD_BOTTOM}
          x2={WIDTH}
          y2={HEIGHT - PAD_BOTTOM}
        />
        <text className="chart-label" x={PAD_LEFT - 6} y={PAD_TOP + 8} textAnchor="end">
          {max}
        </text>
        <text className="chart-label" x={PAD_LEFT - 6} y={HEIGHT - PAD_BOTTOM} textAnchor="end">
          0
        </text>
        {days.map((d, i) => {
          const h = (d.count / max) * plotHeight;
          return (
            <rect
              key={d.date}
              className="chart-bar"
              x={PAD_LEFT + i * slot + (slot - barWidth) / 2}
              y={HEIGHT - PAD_BOTTOM - h}
              width={barWidth}
              height={h}
              rx={2}
            />
          );
        })}
        {days.length > 0 && (
          <>
            <text className="chart-label" x={PAD_LEFT} y={HEIGHT - 6}>
              {dayLabel(days[0]?.date ?? '')}
            </text>
            <text className="chart-label" x={WIDTH} y={HEIGHT - 6} textAnchor="end">
              {dayLabel(days.at(-1)?.date ?? '')}
            </text>
          </>
        )}
      </svg>
      <figcaption className="chart-summary" aria-hidden="true">
        {summary}
      </figcaption>
    </figure>
  );
}
