/**
 * The Turkish popup's address (behaviour §2, decision 084): a path, its language segment removed,
 * under `/tr-authorized`, in any case, recognised by prefix as the routes' table says.
 */
export function isTrAuthorizedPath(path: string): boolean {
  return /^\/tr-authorized(\/.*)?$/i.test(path);
}
