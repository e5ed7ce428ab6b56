import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (relative times such as '5 minutes ago' stay true). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
