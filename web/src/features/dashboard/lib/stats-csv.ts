import { SHOP_STATS_FIGURES, type ShopStatsPoint } from '@app/contracts';

/** The series as CSV, one row a point, with the API's names as the header (numbers and ISO dates need no quoting). */
export function statsCsv(series: readonly ShopStatsPoint[]): string {
  const header = ['date', ...SHOP_STATS_FIGURES];
  const rows = series.map((point) => [point.date, ...SHOP_STATS_FIGURES.map((figure) => String(point[figure]))]);
  return [header, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file from the page (a Blob and a temporary link; nothing leaves the browser). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
