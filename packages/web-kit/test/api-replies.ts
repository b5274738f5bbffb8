import type {
  ActivityPage,
  AdminSiteSettings,
  AdminProduct,
  AdminTestimonial,
  AdminUser,
  Backup,
  BackupSchedule,
  Category,
  CategoryDetail,
  ContactFormToken,
  ContactMessage,
  DatabaseJob,
  Order,
  OrderCounts,
  OrderList,
  PreviewLink,
  Product,
  ProductMedia,
  Testimonial,
} from '@vetrina/contracts';

/**
 * The success bodies of the API routes the front-end tests answer, by `'METHOD /path'` key, as the
 * contracts define them: a fixture that does not match its contract fails the typecheck.
 */
export interface ApiReplies {
  'GET /api/categories': Category[];
  'GET /api/products': Product[];
  'GET /api/products/featured': Product[];
  'GET /api/testimonials': Testimonial[];
  'GET /api/contact/form': ContactFormToken;
  'GET /api/categories/accessori': CategoryDetail;
  'GET /api/products/10/images': ProductMedia[];
  'GET /api/admin/categories': Category[];
  'GET /api/admin/categories/3': Category;
  'GET /api/admin/products': AdminProduct[];
  'GET /api/admin/products/7': AdminProduct;
  'GET /api/admin/products/7/images': ProductMedia[];
  'POST /api/admin/products/7/preview-link': PreviewLink;
  'GET /api/admin/testimonials': AdminTestimonial[];
  'GET /api/admin/testimonials/4': AdminTestimonial;
  'GET /api/admin/users': AdminUser[];
  'GET /api/admin/users/2': AdminUser;
  'GET /api/admin/messages': ContactMessage[];
  'GET /api/admin/messages/unread-count': { unread: number };
  'GET /api/admin/database/backups': Backup[];
  'GET /api/admin/database/jobs': DatabaseJob[];
  'GET /api/admin/database/schedule': BackupSchedule;
  'GET /api/admin/orders': OrderList;
  'GET /api/admin/orders/counts': OrderCounts;
  'GET /api/admin/orders/12': Order;
  'POST /api/admin/orders': Order;
  'PUT /api/admin/orders/12': Order;
  'POST /api/admin/orders/12/status': Order;
  'POST /api/admin/orders/12/quote': Order;
  'GET /api/admin/activity': ActivityPage;
  'GET /api/admin/settings': AdminSiteSettings;
  'PUT /api/admin/settings': AdminSiteSettings;
}
