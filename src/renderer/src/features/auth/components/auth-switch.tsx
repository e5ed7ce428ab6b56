import { Link } from 'react-router-dom';

/**
 * The line under an auth form that leads to another auth screen ("Don't have an account? Sign Up",
 * "Back to login"). One place, so every screen keeps the same markup and spacing.
 */
export function AuthSwitch({ prompt, to, label }: { prompt?: string; to: string; label: string }) {
  return (
    <p className="auth-switch">
      {prompt && <>{prompt} </>}
      <Link className="link" to={to}>
        {label}
      </Link>
    </p>
  );
}
