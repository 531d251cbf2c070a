'use client';

import { Box, Tab, Tabs } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props<Value extends string> {
  /** The tab list's name (会员类型). */
  label: string;
  tabs: { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** The open tab's content; only it is drawn, so choosing a tab starts its content afresh. */
  children: ReactNode;
}

/** A screen split into tabs (个人会员 / 单位会员, 申报审核 / 申报模板), each tab naming its panel. */
export function SectionTabs<Value extends string>({ label, tabs, value, onChange, children }: Props<Value>) {
  const idBase = useId();
  return (
    <Box>
      <Tabs
        value={value}
        onChange={(_, next: Value) => onChange(next)}
        aria-label={label}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${idBase}-tab-${tab.value}`}
            aria-controls={`${idBase}-panel-${tab.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idBase}-panel-${value}`} aria-labelledby={`${idBase}-tab-${value}`}>
        {children}
      </Box>
    </Box>
  );
}
