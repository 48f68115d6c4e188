/**
 * Provinces and the areas of the chosen province, from the reference calls. The form stores
 * the 6-digit codes the server wants; the area call needs the province's id, looked up here.
 */
import { useEffect, useState } from 'react';
import { errorMessage, listAreas, listProvinces, type Area, type Province } from '@scf/shared';

export interface Regions {
  provinces: Province[];
  areas: Area[];
  loadingProvinces: boolean;
  loadingAreas: boolean;
  error: string | null;
}

export function useRegions(provinceCode: string | undefined): Regions {
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [areas, setAreas] = useState<Area[]>([]);
  const [loadingProvinces, setLoadingProvinces] = useState(true);
  const [loadingAreas, setLoadingAreas] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listProvinces({ signal: controller.signal }).then(
      (list) => {
        if (controller.signal.aborted) return;
        setProvinces(Array.isArray(list) ? list : []);
        setLoadingProvinces(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(err, '省份列表加载失败'));
        setLoadingProvinces(false);
      },
    );
    return () => controller.abort();
  }, []);

  const provinceId = provinces.find((p) => p.code === provinceCode)?.id;
  useEffect(() => {
    setAreas([]);
    if (provinceId === undefined) return undefined;
    const controller = new AbortController();
    setLoadingAreas(true);
    listAreas(provinceId, { signal: controller.signal }).then(
      (list) => {
        if (controller.signal.aborted) return;
        setAreas(Array.isArray(list) ? list : []);
        setLoadingAreas(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(err, '城市列表加载失败'));
        setLoadingAreas(false);
      },
    );
    return () => controller.abort();
  }, [provinceId]);

  return { provinces, areas, loadingProvinces, loadingAreas, error };
}
