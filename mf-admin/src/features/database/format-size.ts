const kilobytes = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '12,34 KB': the spec shows backup sizes in KB with two decimals. */
export const formatKilobytes = (bytes: number) => `${kilobytes.format(bytes / 1024)} KB`;
