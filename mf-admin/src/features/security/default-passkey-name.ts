const DEVICES: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Telefono Android'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'PC Windows'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Computer Linux'],
];

/** A first name for a new passkey, from the device it is made on; the user can change it. */
export function defaultPasskeyName(userAgent: string = navigator.userAgent): string {
  return DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Questo dispositivo';
}
