import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { NoSchemaIntrospectionCustomRule, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one media drive GraphQL request may ask for (docs/decisions.md, "GraphQL limits").
 * The dashboard's own documents (src/lib/resources/media*.ts, as urql sends them) need at most
 * depth 6, 0 aliases, 0 directives, ~200 tokens and a cost of ~330; tests/contract/graphql-limits
 * fails if one of them ever crosses a limit.
 */
export const GRAPHQL_LIMITS = {
  /** No valid query of this schema is deeper than 6 (it has no recursive types). */
  depth: 8,
  /** Each alias can be another list(limit: 500): this bounds a request to 21 pages. */
  aliases: 20,
  /**
   * GraphQL Armor's static estimate (objects 2, scalars 1, ×1.5 per level; it does not read
   * `limit`): about 3 lists of every item field in one request, 3× the dashboard's heaviest.
   */
  cost: 1000,
  /** Bounds parse and validation work before any rule runs (the 200-alias attack was ~8,000). */
  tokens: 1000,
  directives: 20,
  /** Bytes of a POST body; the dashboard's largest is a move or delete of 500 ids (~23 KB). */
  bodyBytes: 64 * 1024,
} as const;

/**
 * The limits as envelop plugins (GraphQL Armor). They refuse an operation during parse or
 * validation, before a resolver runs, with a GraphQL error naming the limit and what was found.
 * Introspection and "Did you mean …" suggestions are off unless `introspection` is true (the
 * development setup): outside it they only help a stranger map the schema.
 */
export function graphqlLimitPlugins(opts: { introspection: boolean }): Plugin[] {
  const plugins: Plugin[] = [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, onReject: [said('tokens', GRAPHQL_LIMITS.tokens)] }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, onReject: [said('levels of nesting', GRAPHQL_LIMITS.depth)] }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, onReject: [said('aliases', GRAPHQL_LIMITS.aliases)] }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives, onReject: [said('directives', GRAPHQL_LIMITS.directives)] }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, onReject: [said('an estimated cost of', GRAPHQL_LIMITS.cost)] }),
  ];
  if (!opts.introspection) {
    plugins.push(blockFieldSuggestionsPlugin(), {
      onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
    });
  }
  return plugins;
}

/**
 * Armor says "Syntax Error: Aliases limit of 20 exceeded, found 600." (not a syntax error, and
 * without a code). Reword it as the service's other errors are ("Query has 600 aliases; the
 * limit is 20") and give it the code of every other refused document. The error is the one
 * Armor then throws, so changing it here changes the answer.
 */
function said(what: string, limit: number) {
  return (_ctx: unknown, err: GraphQLError): void => {
    const found = /found (\d+(?:\.\d+)?)/.exec(err.message)?.[1];
    err.message =
      found === undefined
        ? `Query has more than ${limit} ${what}; the limit is ${limit}`
        : what.startsWith('an ')
          ? `Query has ${what} ${found}; the limit is ${limit}`
          : `Query has ${found} ${what}; the limit is ${limit}`;
    err.extensions.code = 'GRAPHQL_VALIDATION_FAILED';
  };
}
