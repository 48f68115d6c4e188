/**
 * The mount point of a product's parcel: single-spa's `mountParcel` (parcel-mounter.context.ts)
 * into a div the centre owns, unmounted when the user leaves the product (or the centre itself
 * unmounts), so a product parcel's listeners and timers go with it.
 */
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Parcel } from 'single-spa';
import { ParcelMounterContext } from './parcel-mounter.context';
import { PRODUCT_SSR_ATTRIBUTE, type ProductMarkup } from '@scf/shared';
import type { ProductParcel, ProductParcelProps } from './product-parcel-loader';

export interface ProductParcelHostProps extends ProductParcelProps {
  /** The product's module; null while it loads (only with server markup, which shows meanwhile). */
  parcel: ProductParcel | null;
  onError: (error: unknown) => void;
  /** Shown until the parcel has mounted (the product's skeleton). */
  placeholder?: ReactNode;
  /**
   * The product's first page as the server rendered it into the element (useProductMarkup):
   * shown until the parcel hydrates it, instead of the placeholder.
   */
  markup?: ProductMarkup | null;
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
  markup = null,
}: ProductParcelHostProps): React.JSX.Element {
  const [mounted, setMounted] = useState(false);
  const mounter = useContext(ParcelMounterContext);
  const holder = useRef<HTMLDivElement | null>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const domElement = holder.current;
    if (!domElement || !parcel) return undefined;
    let mounted: Parcel | null = null;
    let live = true;
    try {
      const props: ProductParcelProps & { domElement: HTMLElement } = { domElement, prodCode, basePath };
      mounted = mounter.mountParcel(parcel, props);
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
      // Only one party may unmount a parcel: the centre leaving (a navigation to another
      // application, a sign-out) unmounts its parcels itself, and single-spa throws on one that
      // is unmounting already. The host lets a task pass, by which time single-spa has started
      // on the centre if it is leaving, and then unmounts only a parcel still mounted in a
      // centre that stays.
      p.mountPromise
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
        .then(() => (p.getStatus() === 'MOUNTED' && !mounter.ownerLeaving() ? p.unmount() : undefined))
        .catch(() => undefined);
    };
  }, [mounter, parcel, prodCode, basePath]);

  if (markup) {
    // React keeps an element's inner HTML as it finds it when hydrating (and the parcel's own
    // root owns it after): the warning about the browser's empty value is expected.
    return (
      <div
        ref={holder}
        data-scf-product={prodCode}
        {...{ [PRODUCT_SSR_ATTRIBUTE]: markup.file }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the portal's own server render of the product's page
        dangerouslySetInnerHTML={markup.inner}
        suppressHydrationWarning
      />
    );
  }
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
