/**
 * Types of one API call, read from the generated contract (openapi.gen.ts, made by
 * `npm run api:types` from the server's route schemas). Paths are written as the call modules
 * write them: relative to the API base `/api` (`/web/portal/api/cust/employee/list`).
 */
import type { paths } from './openapi.gen';

type Method = 'get' | 'post';

/** Every path the server publishes, without the `/api` base. */
type RelativePaths = { [K in keyof paths]: K extends `/api${infer R}` ? R : never }[keyof paths];

type Operation<Path extends string, M extends Method> = `/api${Path}` extends keyof paths
  ? paths[`/api${Path}`] extends { [K in M]: infer Op }
    ? Op
    : never
  : never;

/** The paths that answer to `method`. */
export type ApiPath<M extends Method> = {
  [R in RelativePaths]: [Operation<R, M>] extends [never] ? never : R;
}[RelativePaths];

/** The envelope's `body` of a successful answer. */
export type ApiResult<Path extends string, M extends Method = 'post'> =
  Operation<Path, M> extends {
    responses: { 200: { content: { 'application/json': { body: infer B } } } };
  }
    ? B
    : never;

/** The JSON request body (`never` for a call without one). */
export type ApiBody<Path extends string, M extends Method = 'post'> =
  Operation<Path, M> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B
    : never;

/** The query string parameters (`never` for a call without any). */
export type ApiQuery<Path extends string, M extends Method = 'post'> =
  Operation<Path, M> extends {
    parameters: { query?: infer Q };
  }
    ? Q
    : never;

/** What one call sends: the query and JSON body the server's schema accepts. */
export interface ApiInput<Path extends string, M extends Method = 'post'> {
  query?: ApiQuery<Path, M>;
  body?: ApiBody<Path, M>;
}
