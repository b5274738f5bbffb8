/** A browser that signed in as this username before: its cookie's random id (the per-device counter's key). */
export interface KnownDevice {
  id: string;
}
