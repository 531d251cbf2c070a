'use client';

import { Alert } from '@mui/material';

/** Why the server refused a form, shown beside it so nothing typed is lost. */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert severity="error" role="alert">
      {problem}
    </Alert>
  );
}
