// `npm run openapi [-- --out FILE]`: the API's OpenAPI 3.1 document, generated from the contracts.
import { writeFileSync } from 'node:fs';
import { CONTRACT_ENTRIES } from '@/root/contracts';
import { openApiDocument } from '@/lib/contract/openapi';
import packageJson from '../package.json';

const document = JSON.stringify(
  openApiDocument(CONTRACT_ENTRIES, { title: packageJson.description, version: packageJson.version }),
  null,
  2,
);
const at = process.argv.indexOf('--out');
if (at > 0 && process.argv[at + 1]) writeFileSync(process.argv[at + 1], `${document}\n`);
else process.stdout.write(`${document}\n`);
