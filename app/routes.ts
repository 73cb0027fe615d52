import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('upload', 'routes/upload.tsx'),
  route('calculator', 'routes/calculator.tsx'),
  route('testimonials', 'routes/testimonials.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('agreement', 'routes/agreement.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
