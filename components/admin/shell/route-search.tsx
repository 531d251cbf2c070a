'use client';

import { Autocomplete, Box, IconButton, TextField, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { createRouteSearch, type SearchablePage } from '@/lib/admin/route-search';
import type { MenuEntry } from '@/lib/admin/server-routes';

/** The navbar's route search: type part of a title or path, pick with the keyboard or mouse. */
export function RouteSearch({ menu }: { menu: MenuEntry[] }) {
  const t = useTranslations('admin.shell');
  const router = useRouter();
  const search = useMemo(() => createRouteSearch(menu), [menu]);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const options = useMemo(() => search(input), [search, input]);

  const go = (page: SearchablePage | null) => {
    if (!page) return;
    setOpen(false);
    setInput('');
    if (page.external) window.open(page.path, '_blank', 'noopener,noreferrer');
    else router.push(page.path);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip title={t('search')}>
        <IconButton onClick={() => setOpen(!open)} aria-label={t('search')} aria-expanded={open}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open ? (
        <Autocomplete<SearchablePage>
          openOnFocus
          autoHighlight
          options={options}
          filterOptions={(found) => found}
          getOptionLabel={(page) => page.title}
          isOptionEqualToValue={(a, b) => a.path === b.path}
          inputValue={input}
          onInputChange={(_, value) => setInput(value)}
          onChange={(_, page) => go(page)}
          onBlur={() => setOpen(false)}
          noOptionsText={t('searchEmpty')}
          sx={{ width: 220 }}
          size="small"
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              placeholder={t('search')}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search') } }}
            />
          )}
        />
      ) : null}
    </Box>
  );
}
