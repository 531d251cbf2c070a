'use client';

import dynamic from 'next/dynamic';

// The chart library is most of the home screen's weight: it arrives in a chunk of its own after
// the figures, and only in the browser, where it measures the width it draws in. Each card holds
// its height meanwhile, so nothing moves when a chart appears.
export const BarChart = dynamic(() => import('@mui/x-charts/BarChart').then((module) => module.BarChart), { ssr: false });
export const LineChart = dynamic(() => import('@mui/x-charts/LineChart').then((module) => module.LineChart), { ssr: false });
