import { useState } from 'react';

export const LOCATION_REFUSED_MESSAGE =
  'You did not allow this site to use your location. Allow it in your browser, or search by town instead.';
export const LOCATION_UNAVAILABLE_MESSAGE = 'We could not find your location. Try again, or search by town instead.';

/** "Near me": asks the browser for the person's position once per click; a refusal gets a clear message. */
export function useNearMe(onLocated: (near: string) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem(LOCATION_UNAVAILABLE_MESSAGE);
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const { latitude, longitude } = position.coords;
        onLocated(`${latitude.toFixed(4)},${longitude.toFixed(4)}`);
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? LOCATION_REFUSED_MESSAGE : LOCATION_UNAVAILABLE_MESSAGE);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return { locate, locating, problem };
}
