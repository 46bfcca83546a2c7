// OpenID Connect login's public entry: the providers, built once per app from the configuration.
export { OidcProviders } from './oidc.ts';
