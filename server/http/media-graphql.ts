import type { Router } from '../context';

// Not built yet: the media drive GraphQL endpoint at /graphql.
export const mediaGraphqlRouter: Router = () => {};
