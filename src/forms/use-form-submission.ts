import { useState } from 'react';

/** Busy flag around an async submit: the button is disabled and shows the sending label meanwhile. */
export function useSubmitting() {
  const [submitting, setSubmitting] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await task();
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, run };
}
