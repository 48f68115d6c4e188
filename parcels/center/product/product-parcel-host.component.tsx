/**
 * The mount point of a product's parcel: single-spa's `mountParcel` (parcel-mounter.context.ts)
 * into a div the centre owns, unmounted when the user leaves the product (or the centre itself
 * unmounts), so a product parcel's listeners and timers go with it.
 */
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Parcel } from 'single-spa';
import { ParcelMounterContext } from './parcel-mounter.context';
import type { ProductParcel, ProductParcelProps } from './product-parcel-loader';

export interface ProductParcelHostProps extends ProductParcelProps {
  parcel: ProductParcel;
  onError: (error: unknown) => void;
  /** Shown until the parcel has mounted (the product's skeleton). */
  placeholder?: ReactNode;
}

/**
 * The placeholder goes the moment the parcel's markup is in its element (the same frame), not a
 * task later when single-spa says it has mounted: never both at once, never neither.
 */
const PLACEHOLDER_RULE = '[data-scf-product]:not(:empty) ~ [data-scf-product-placeholder] { display: none; }';

export function ProductParcelHost({
  parcel,
  prodCode,
  basePath,
  onError,
  placeholder = null,
}: ProductParcelHostProps): React.JSX.Element {
  const [mounted, setMounted] = useState(false);
  const mountParcel = useContext(ParcelMounterContext);
  const holder = useRef<HTMLDivElement | null>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const domElement = holder.current;
    if (!domElement) return undefined;
    let mounted: Parcel | null = null;
    let live = true;
    try {
      const props: ProductParcelProps & { domElement: HTMLElement } = { domElement, prodCode, basePath };
      mounted = mountParcel(parcel, props);
      mounted.mountPromise.then(
        () => {
          if (live) setMounted(true);
        },
        (err: unknown) => {
          if (live) onErrorRef.current(err);
        },
      );
    } catch (err) {
      onErrorRef.current(err);
    }
    return () => {
      live = false;
      const p = mounted;
      if (!p) return;
      // Unmount once mounting has finished; a parcel that failed to mount has nothing to undo.
      p.mountPromise.then(() => (p.getStatus() === 'MOUNTED' ? p.unmount() : undefined)).catch(() => undefined);
    };
  }, [mountParcel, parcel, prodCode, basePath]);

  return (
    <>
      <div ref={holder} data-scf-product={prodCode} />
      {mounted ? null : (
        <>
          <style>{PLACEHOLDER_RULE}</style>
          <div data-scf-product-placeholder="">{placeholder}</div>
        </>
      )}
    </>
  );
}
