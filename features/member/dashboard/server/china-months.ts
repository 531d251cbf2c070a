/** A calendar month in China (`yyyy-MM`) and the day its figures are read on (`yyyy-MM-dd`). */
export interface ChinaMonth {
  month: string;
  /** The month's last day, or `today` for the month still running. */
  end: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The `count` months up to and including the one `today` (a China date, `yyyy-MM-dd`) falls in, oldest first. */
export function lastMonths(today: string, count: number): ChinaMonth[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    // Day 0 of the next month is this month's last day; Date.UTC carries months below 1 into earlier years.
    const lastDay = isoDay(new Date(Date.UTC(year, month - back, 0)));
    return { month: lastDay.slice(0, 7), end: back === 0 ? today : lastDay };
  });
}

/** The first moment of a China month (`yyyy-MM`), China being UTC+8 all year. */
export const chinaMonthStart = (month: string) => new Date(`${month}-01T00:00:00+08:00`);
