import type { RouteObject } from 'react-router-dom';
import { HomePage } from './pages/shop/home-page';

export const routes: RouteObject[] = [{ path: '/', element: <HomePage /> }];
