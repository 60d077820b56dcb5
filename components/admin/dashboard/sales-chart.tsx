'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AdminTable } from '@/components/admin/admin-table';
import { formatDayMonth, formatMonthYear, formatWholeEuros } from '@/lib/format';
import { formatCents } from '@/lib/money';

export type SalesPoint = { day: string; orders: number; revenueTtcCents: number };

export type SalesUnit = 'day' | 'week' | 'month';

/** A bucket's label: « 15 mai », « 13 mai » (the week's Monday) or « mai 2019 ». */
const label = (day: string, unit: SalesUnit = 'day') =>
  unit === 'month' ? formatMonthYear(day) : formatDayMonth(day);

/**
 * Revenue TTC per day (recharts), or per week / month (`unit`, analytics; `columnLabel` names
 * the table's first column). The chart is a picture for sighted users (aria-hidden); the
 * same figures are in the table below it, which screen readers read.
 */
export function SalesChart({
  points,
  unit = 'day',
  columnLabel,
}: {
  points: SalesPoint[];
  unit?: SalesUnit;
  columnLabel?: string;
}) {
  const t = useTranslations('admin.dashboard');
  const data = points.map((point) => ({
    day: label(point.day, unit),
    revenue: point.revenueTtcCents / 100,
    orders: point.orders,
  }));
  return (
    <div className="grid gap-3">
      <div className="h-64 w-full" aria-hidden="true" data-testid="sales-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis
              tickFormatter={(value: number) => formatWholeEuros(value)}
              tick={{ fontSize: 12 }}
              width={72}
            />
            <Tooltip
              formatter={(value) => [formatWholeEuros(Number(value)), t('chart.revenue')]}
              labelFormatter={(value) => String(value)}
            />
            <Bar dataKey="revenue" fill="#b3261e" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('chart.showFigures')}</summary>
        <AdminTable
          look="summary"
          frameClassName="mt-2"
          className="max-w-md"
          caption={t('chart.title')}
          rows={points}
          rowKey={(point) => point.day}
          columns={[
            {
              key: 'day',
              header: columnLabel ?? t('chart.day'),
              cell: (point) => label(point.day, unit),
            },
            {
              key: 'orders',
              header: t('chart.orders'),
              numeric: true,
              cell: (point) => point.orders,
            },
            {
              key: 'revenue',
              header: t('chart.revenue'),
              numeric: true,
              cell: (point) => formatCents(point.revenueTtcCents),
            },
          ]}
        />
      </details>
    </div>
  );
}
