// Business constants of SPEC §9 and the API's own bounds, shared by server and client.
export const CATEGORY_PAGE_SIZE = 12;
export const TESTIMONI_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 60;
export const MAX_PAGE = 100_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 20;
export const RECOMMENDATION_COUNT = 4;
export const PRODUCT_TESTIMONI_COUNT = 4;
export const HOME_TESTIMONI_COUNT = 8;
export const EMAIL_MAX_LENGTH = 254;
export const TESTIMONI_SOURCES = ['shopee', 'tokopedia', 'tiktok'] as const;
export type TestimoniSource = (typeof TESTIMONI_SOURCES)[number];
