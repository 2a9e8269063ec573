import { useEffect, useRef } from 'react';

import { recordLead } from '../api/record-lead';

/**
 * Reports a contact reveal (issue 16) once per shop page: the first time a signed-in person has the contact
 * details at least half on screen. Without IntersectionObserver nothing is reported.
 */
export function useContactReveal<E extends Element>(shopId: number, isSignedIn: boolean) {
  const ref = useRef<E>(null);

  useEffect(() => {
    const element = ref.current;
    if (!isSignedIn || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        recordLead(shopId, 'contact_reveal');
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shopId, isSignedIn]);

  return ref;
}
