export const ORDERS_PATH = '/admin/ordini';
export const NEW_ORDER_PATH = `${ORDERS_PATH}/nuovo`;

/** The query parameter of a new order started from a contact message: `/admin/ordini/nuovo?messaggio=12`. */
export const FROM_MESSAGE_PARAM = 'messaggio';

export const orderPath = (id: number | string) => `${ORDERS_PATH}/${id}`;
export const newOrderFromMessage = (messageId: number) =>
  `${NEW_ORDER_PATH}?${FROM_MESSAGE_PARAM}=${messageId}`;
