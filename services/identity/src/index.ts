export * from './identity.config';
export * from './identity.service-definition';
export { BootstrapAdminService, EMBEDDED_ADMIN_EMAIL } from './bootstrap-admin/bootstrap-admin.service';
