/** Query keys of the caller's addresses; the viewer's id keeps two accounts on one device apart. */
export const addressKeys = {
  all: (viewer: number) => ['address', viewer] as const,
  list: (viewer: number) => [...addressKeys.all(viewer), 'list'] as const,
  detail: (viewer: number, id: number) => [...addressKeys.all(viewer), 'detail', id] as const,
};
