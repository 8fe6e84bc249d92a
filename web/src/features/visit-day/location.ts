import type { Location } from '@shared/schemas/visit-day';
import { useState } from 'react';
import { hasConsent, registerPreferenceKey } from '@/lib/consent';

/**
 * Whether the member lets their phone say where they are at check-in and check-out: off
 * until they turn it on. Like every preference, it is kept in this browser only once
 * cookies are accepted; until then it lasts while the portal is open.
 */
export const SHARE_LOCATION_KEY = 'visitDayShareLocation';
registerPreferenceKey(SHARE_LOCATION_KEY);

/** The choice made without consent to keep it: for as long as the portal is open. */
let unstored = false;

const readChoice = (): boolean => {
  if (!hasConsent()) return unstored;
  try {
    return localStorage.getItem(SHARE_LOCATION_KEY) === 'yes';
  } catch {
    return false;
  }
};

const saveChoice = (on: boolean) => {
  if (!hasConsent()) {
    unstored = on;
    return;
  }
  try {
    localStorage.setItem(SHARE_LOCATION_KEY, on ? 'yes' : 'no');
  } catch {
    // Storage full or refused: the choice holds while the portal is open.
  }
};

/** Long enough for a phone that has a fix; short enough that a step is never held up for long. */
const LOCATION_TIMEOUT_MS = 6000;

/** Where the phone is, or why not: `denied` when the member (or their settings) said no. */
type Position = { location: Location } | { location?: undefined; denied: boolean };

/**
 * Where the phone is now; without a place when the phone cannot tell or takes too long, so a step goes
 * ahead without it. The server keeps only the distance from the visit.
 */
const currentPosition = (): Promise<Position> =>
  new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({ denied: false });
      return;
    }
    // The browser's timeout counts from the member's answer to its question; this one from now.
    const timer = setTimeout(() => resolve({ denied: false }), LOCATION_TIMEOUT_MS + 1000);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        resolve({
          location: {
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracyMetres: Math.min(Math.round(coords.accuracy), 100_000),
          },
        });
      },
      (error) => {
        clearTimeout(timer);
        resolve({ denied: error.code === error.PERMISSION_DENIED });
      },
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });

/**
 * The member's choice, and the place to send with a step when it is on. Turning it on asks the phone
 * at once, so its question comes while they are choosing, not while they stand at the door; a "no"
 * turns the choice off again and says why.
 */
export const useShareLocation = () => {
  const [on, setOn] = useState(readChoice);
  const [refused, setRefused] = useState(false);
  const choose = (next: boolean) => {
    setOn(next);
    saveChoice(next);
    setRefused(false);
    if (!next) return;
    void currentPosition().then((position) => {
      if (position.location || !position.denied) return;
      setOn(false);
      saveChoice(false);
      setRefused(true);
    });
  };
  const locate = async () => (on ? (await currentPosition()).location : undefined);
  return { on, choose, refused, locate };
};
