import type { RouteObject } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { ChangePasswordPage } from './change-password-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { OtpPage } from './otp-page';
import { ResetPasswordInfoPage } from './reset-password-info-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './signin-page';
import { SignUpPage } from './signup-page';

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
