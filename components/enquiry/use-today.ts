import { useCallback, useEffect, useState } from 'react';
import { today as todayInMunnar } from '@/lib/enquiry/enquiry-date';

const CHECK_EVERY_MS = 30_000;

/**
 * Today in Munnar, kept current while the form is open: a form opened before midnight and sent after it
 * moves on to the new day. `refresh` checks at once (the submit handler calls it, since timers in a
 * background tab may be late) and returns the current day.
 */
export function useToday(): { today: Date; refresh: () => Date } {
  const [today, setToday] = useState(todayInMunnar);

  const refresh = useCallback(() => {
    const current = todayInMunnar();
    setToday((previous) => (previous.getTime() === current.getTime() ? previous : current));
    return current;
  }, []);

  useEffect(() => {
    const timer = setInterval(refresh, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [refresh]);

  return { today, refresh };
}
