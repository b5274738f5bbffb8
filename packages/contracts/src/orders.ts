/** 'Ordini' (issue 20) in one import: statuses, texts, money and dates, input and output schemas. */
export * from './order-status.ts';
export * from './order-texts.ts';
export * from './order-money.ts';
export * from './order-input.ts';
export * from './order-queries.ts';
export * from './order-emails.ts';
export * from './order-output.ts';
