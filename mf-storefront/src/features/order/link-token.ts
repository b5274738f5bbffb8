/**
 * The token of a customer's link (her order page, her testimonial form): a signed token without its dots
 * (svc-content order-links.ts), base64url only; anything else is the 404 page without asking the service.
 */
export const isLinkToken = (token: string) => /^[\w-]{52,600}$/.test(token);
