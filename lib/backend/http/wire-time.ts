/**
 * The time fields of form bodies, read as China time: they live with the contracts' fields
 * (`lib/contract/time-fields.ts`), client-safe, and are named here for the server's code (and
 * the code the generator writes).
 */
export { chinaTimeOf, dateOfWireTime, optionalTimeField, timeField } from '../../contract/time-fields';
