import type { Contract, ContractEntry } from '@/lib/contract/contract';
import { FEATURE_MODULES } from './modules';

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'path' in value && 'access' in value;

/** Every endpoint of the API, one contract each (a feature's groups of them, less its other exports). */
export const CONTRACT_ENTRIES: readonly ContractEntry[] = FEATURE_MODULES.flatMap(({ name: feature, contracts }) =>
  contracts
    .flatMap((exports) => Object.entries(exports))
    .flatMap(([group, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(value)
            .filter((entry): entry is [string, Contract] => isContract(entry[1]))
            .map(([name, contract]) => ({ feature, group, name, contract }))
        : [],
    ),
);

export const ALL_CONTRACTS: readonly Contract[] = CONTRACT_ENTRIES.map((entry) => entry.contract);
