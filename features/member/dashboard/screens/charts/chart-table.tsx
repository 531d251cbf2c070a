import { Box, type SxProps } from '@mui/material';

/** What a chart draws, as rows of a table: one category a row, one series a column. */
export interface ChartTable {
  /** The column heading of the categories (月份, 活动 …). */
  categoryLabel: string;
  categories: string[];
  series: { label: string; data: number[] }[];
}

// Out of sight but read by screen readers, which skip the chart's SVG (the library hides it from
// them). A div holds it: a table grows to its rows whatever height it is given.
const hidden: SxProps = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The chart's figures as a table for screen readers, so the chart has a text alternative. */
export function HiddenChartTable({ table }: { table: ChartTable }) {
  return (
    <Box sx={hidden}>
      <table>
        <thead>
          <tr>
            <th scope="col">{table.categoryLabel}</th>
            {table.series.map((series) => (
              <th key={series.label} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.categories.map((category, row) => (
            <tr key={`${row}-${category}`}>
              <th scope="row">{category}</th>
              {table.series.map((series) => (
                <td key={series.label}>{series.data[row]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
