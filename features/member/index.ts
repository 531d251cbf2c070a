// The member area's public face: the form the member's own profile page draws with, and the
// profile it reads.
export { FieldForm, type FieldSpec, type FieldValue, type FieldValues } from './screens/area/field-form';
export type { Profile } from './member-area';
export { type DictOption, updatePassword, updateProfile, uploadFile } from './client/api';
export { SectionTabs } from './screens/section-tabs';
