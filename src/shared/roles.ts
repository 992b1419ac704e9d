/** User id 1 is the main admin (docs/product.md §6, docs/architecture.md §5): the server enforces it, the UI mirrors it. */
export const MAIN_ADMIN_ID = 1;
