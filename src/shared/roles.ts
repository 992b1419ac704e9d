/** User id 1 is the main admin (SPEC §6, DESIGN §5): the server enforces it, the UI mirrors it. */
export const MAIN_ADMIN_ID = 1;
