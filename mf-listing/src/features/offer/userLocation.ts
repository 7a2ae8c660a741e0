/**
 * The buyer's position for the offer's userLocation, only when they have already allowed this
 * site to read it: sending an offer never pops a location prompt.
 */
export async function currentLocationIfAllowed(): Promise<{ latitude: number; longitude: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions?.query) return null;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return null;
    return await new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        () => resolve(null),
        { maximumAge: 10 * 60_000, timeout: 5000 },
      );
    });
  } catch {
    return null;
  }
}
