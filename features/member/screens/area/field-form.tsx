'use client';

import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DeclarationFile, DictOption } from '@/features/member/client/api';
import { fieldError } from '@/components/common/field-error';
import { UploadField } from './upload-field';

export type FieldKind = 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | 'select' | 'image' | 'files';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  /** The dictionary a select draws its options from. */
  dict?: string;
  /** How many files an upload takes. */
  limit?: number;
  /** Spans the whole row. */
  wide?: boolean;
}

export type FieldValue = string | DeclarationFile[];
export type FieldValues = Record<string, FieldValue>;

export function emptyValues(fields: FieldSpec[]): FieldValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === 'image' || field.kind === 'files' ? [] : '']));
}

/** The names of required fields left empty. */
export function missingFields(fields: FieldSpec[], values: FieldValues): string[] {
  return fields
    .filter(
      (field) =>
        field.required && (Array.isArray(values[field.name]) ? values[field.name].length === 0 : !String(values[field.name] ?? '').trim()),
    )
    .map((f) => f.name);
}

/** A form's values as the API takes them: single images as their file name, file lists as names. */
export function bodyOf(fields: FieldSpec[], values: FieldValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      if (!Array.isArray(value)) return [field.name, typeof value === 'string' ? value.trim() : value];
      return [
        field.name,
        field.kind === 'image' && (field.limit ?? 1) === 1 ? (value[0]?.fileName ?? '') : value.map((file) => file.fileName),
      ];
    }),
  );
}

/** A dictionary entry's label in the page's language: our translation of a known value, else the label as stored. */
function useDictLabel() {
  const t = useTranslations('member.dict');
  return (dict: string, option: DictOption) => (t.has(`${dict}.${option.dictValue}`) ? t(`${dict}.${option.dictValue}`) : option.dictLabel);
}

/**
 * Fields laid out in a two-column grid (one column on a phone), described by data: the
 * membership, payment and declaration forms differ only in their field lists.
 */
export function FieldForm({
  fields,
  values,
  errors,
  dictionaries,
  onChange,
  disabled = false,
}: {
  fields: FieldSpec[];
  values: FieldValues;
  errors: Record<string, string | undefined>;
  dictionaries: Record<string, DictOption[]>;
  onChange: (name: string, value: FieldValue) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('member.fields');
  const dictLabel = useDictLabel();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {fields.map((field) => {
        const label = `${t(field.name)}${field.required ? ' *' : ''}`;
        const span =
          field.wide || field.kind === 'textarea' || field.kind === 'files' || field.kind === 'image'
            ? { gridColumn: '1 / -1' }
            : undefined;
        const value = values[field.name];
        if (field.kind === 'image' || field.kind === 'files') {
          return (
            <Box key={field.name} sx={span}>
              <UploadField
                kind={field.kind === 'image' ? 'image' : 'file'}
                label={label}
                limit={field.limit}
                value={value as DeclarationFile[]}
                onChange={(files) => onChange(field.name, files)}
                error={errors[field.name]}
              />
            </Box>
          );
        }
        return (
          <TextField
            key={field.name}
            name={field.name}
            label={label}
            value={value as string}
            onChange={(event) => onChange(field.name, event.target.value)}
            type={field.kind === 'select' || field.kind === 'textarea' || field.kind === 'text' ? 'text' : field.kind}
            select={field.kind === 'select'}
            multiline={field.kind === 'textarea'}
            minRows={field.kind === 'textarea' ? 5 : undefined}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: field.maxLength }, inputLabel: field.kind === 'date' ? { shrink: true } : undefined }}
            {...fieldError(errors[field.name])}
            sx={span}
            fullWidth
          >
            {field.kind === 'select'
              ? (dictionaries[field.dict!] ?? []).map((option) => (
                  <MenuItem key={option.dictValue} value={option.dictValue}>
                    {dictLabel(field.dict!, option)}
                  </MenuItem>
                ))
              : null}
          </TextField>
        );
      })}
    </Box>
  );
}
