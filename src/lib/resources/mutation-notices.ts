/**
 * What a feature says about a finished mutation (toasts, field errors). Resource hooks own the
 * cache; features own the words. Given to the hook, not to `mutate()`, so a notice still fires
 * when the component that started the mutation has unmounted (a deleted row, a closed dialog).
 */
export interface MutationNotices<V, R> {
  onSuccess?: (result: R, vars: V) => void;
  onError?: (error: unknown, vars: V) => void;
}
