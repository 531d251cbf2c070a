import { z } from 'zod';

// Zod would probe `new Function` to compile fast parsers, and it probes as each object schema is
// built; the pages' CSP forbids eval, and the probe alone is reported as a violation. Every schema
// that reaches the browser is built with this `z`, so the switch is set before the first one. The
// schemas are small, so the plain parser does.
z.config({ jitless: true });

export { z };
