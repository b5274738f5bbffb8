import { isHttpError } from '@vetrina/web-kit';
import { OFFLINE_WRITE_MESSAGE, OFFLINE_WRITE_STATUS } from '@vetrina/web-kit/admin-device-data';

/** A write the shell refused because the device is offline (shell/src/offline/admin-query-client.ts). */
export const isOfflineRefusal = (error: unknown) =>
  isHttpError(error) && error.status === OFFLINE_WRITE_STATUS;

/** A failed write's toast text: the offline refusal's own message, otherwise the screen's. */
export const writeErrorText = (error: unknown, text: string) =>
  isOfflineRefusal(error) ? OFFLINE_WRITE_MESSAGE : text;
