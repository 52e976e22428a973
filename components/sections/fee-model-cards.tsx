import type { ServicesFile } from '@/lib/content/schemas';

/** The common ways fiduciaries are paid, each with its typical Cincinnati range. */
export function FeeModelCards({ models }: { models: ServicesFile['feeModels'] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {models.map((model) => (
        <li key={model.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold">{model.title}</h3>
          <div className="mt-2 font-heading text-2xl font-bold text-brand">{model.range}</div>
          <p className="mt-3 text-gray-600">{model.description}</p>
        </li>
      ))}
    </ul>
  );
}
