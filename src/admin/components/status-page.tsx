import { Link } from 'react-router-dom';
import { buttonClass } from './ui';

/** A whole-page message inside the admin frame: not allowed, not found. */
export function StatusPage({ title, body, back }: { title: string; body?: string; back: string }) {
  return (
    <section className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-extrabold text-stone-900">{title}</h1>
      {body && <p className="mt-2 text-stone-700">{body}</p>}
      <Link to="/admin" className={`${buttonClass()} mt-6`}>
        {back}
      </Link>
    </section>
  );
}
