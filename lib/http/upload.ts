import type { Contract } from '../contract/contract';
import type { Envelope } from '../contract/envelope';
import { request } from './request';

/** One file through an upload call (multipart, under `field`); the widgets check type, size and count first. */
export function uploadTo<T extends Envelope>(contract: Contract, file: File, field = 'file'): Promise<T> {
  const form = new FormData();
  form.append(field, file, file.name);
  return request<T>(contract, { data: form, silent: true });
}
