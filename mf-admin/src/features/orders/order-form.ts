import type { UseFormReturn } from 'react-hook-form';
import type { OrderFormOutput, OrderFormValues } from './order-form-values.ts';

/** The order form, as its field groups receive it. */
export type OrderFormApi = UseFormReturn<OrderFormValues, unknown, OrderFormOutput>;
