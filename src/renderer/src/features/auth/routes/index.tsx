import { lazyPage } from '@renderer/lib/lazy-page';
import type { RouteObject } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const ChangePasswordPage = lazyPage(() => import('./change-password-page'), 'ChangePasswordPage');
const ForgotPasswordPage = lazyPage(() => import('./forgot-password-page'), 'ForgotPasswordPage');
const OtpPage = lazyPage(() => import('./otp-page'), 'OtpPage');
const ResetPasswordInfoPage = lazyPage(() => import('./reset-password-info-page'), 'ResetPasswordInfoPage');
const ResetPasswordPage = lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage');
const SignInPage = lazyPage(() => import('./signin-page'), 'SignInPage');
const SignUpPage = lazyPage(() => import('./signup-page'), 'SignUpPage');

/** The public routes (sign-in, sign-up, codes, password recovery), all in the auth frame. */
export const authRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/signin', element: <SignInPage /> },
      { path: '/signup', element: <SignUpPage /> },
      { path: '/otp', element: <OtpPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password-info', element: <ResetPasswordInfoPage /> },
      { path: '/reset-password/:reset_id', element: <ResetPasswordPage /> },
      { path: '/change-password', element: <ChangePasswordPage /> },
    ],
  },
];
