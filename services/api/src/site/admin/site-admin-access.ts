/**
 * The policy of every web-site admin route: an admin holding the `web_site` group (issue 18). A
 * client gets 403 ROLE_FORBIDDEN, an admin without the group 403 ADMIN_PERMISSION_MISSING, a guest
 * 401, from the access hook, before any handler runs.
 */
export const WEB_SITE_ADMINS = { access: { roles: ['Admin' as const], admin: 'web_site' as const } }
