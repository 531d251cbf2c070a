import { DECLARATION_DESCRIPTION_MAX, DICT_TYPES } from '@/lib/rules/member-rules';
import type { FieldSpec } from './field-form';

/** The individual membership application (docs/membership.md). */
export const individualFields: FieldSpec[] = [
  { name: 'name', kind: 'text', required: true, maxLength: 30 },
  { name: 'gender', kind: 'select', required: true, dict: DICT_TYPES.sex },
  { name: 'idNumber', kind: 'text', required: true, maxLength: 18 },
  { name: 'birthDate', kind: 'date', required: true },
  { name: 'employer', kind: 'text', required: true, maxLength: 100 },
  { name: 'jobTitle', kind: 'text', maxLength: 50 },
  { name: 'yearsInProfession', kind: 'number', required: true },
  { name: 'speciality', kind: 'select', required: true, dict: DICT_TYPES.speciality },
  { name: 'mobile', kind: 'tel', required: true, maxLength: 11 },
  { name: 'email', kind: 'email', required: true, maxLength: 50 },
  { name: 'photo', kind: 'image', required: true, limit: 1 },
  { name: 'certificates', kind: 'textarea', maxLength: 500 },
  { name: 'certificateFiles', kind: 'files' },
];

/** The organisation membership application. */
export const orgFields: FieldSpec[] = [
  { name: 'orgName', kind: 'text', required: true, maxLength: 100 },
  { name: 'creditCode', kind: 'text', required: true, maxLength: 18 },
  { name: 'legalPerson', kind: 'text', required: true, maxLength: 30 },
  { name: 'orgSize', kind: 'select', required: true, dict: DICT_TYPES.orgSize },
  { name: 'address', kind: 'text', required: true, maxLength: 200, wide: true },
  { name: 'contactName', kind: 'text', required: true, maxLength: 30 },
  { name: 'mobile', kind: 'tel', required: true, maxLength: 11 },
  { name: 'email', kind: 'email', required: true, maxLength: 50 },
  { name: 'businessScope', kind: 'textarea', required: true, maxLength: 500 },
  { name: 'licence', kind: 'image', required: true, limit: 1 },
];

/** Payment information for an approved application. */
export const paymentFields: FieldSpec[] = [
  { name: 'payer', kind: 'text', required: true, maxLength: 100 },
  { name: 'amount', kind: 'text', required: true, maxLength: 12 },
  { name: 'method', kind: 'select', required: true, dict: DICT_TYPES.payMethod },
  { name: 'reference', kind: 'text', required: true, maxLength: 64 },
  { name: 'payTime', kind: 'date', required: true },
  { name: 'receipt', kind: 'image', required: true, limit: 1 },
];

/** A declaration: what must be filled to submit (a draft needs only the type and title). */
export const declarationFields: FieldSpec[] = [
  { name: 'declareType', kind: 'select', required: true, dict: DICT_TYPES.declareType },
  { name: 'title', kind: 'text', required: true, maxLength: 100 },
  { name: 'applicantName', kind: 'text', required: true, maxLength: 30 },
  { name: 'employer', kind: 'text', maxLength: 100 },
  { name: 'phone', kind: 'tel', required: true, maxLength: 11 },
  { name: 'email', kind: 'email', maxLength: 50 },
  { name: 'description', kind: 'textarea', required: true, maxLength: DECLARATION_DESCRIPTION_MAX },
];

export const MEMBERSHIP_DICTS = [DICT_TYPES.sex, DICT_TYPES.speciality, DICT_TYPES.orgSize, DICT_TYPES.payMethod];
