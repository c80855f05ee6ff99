/** react-redux hooks typed for this store. */
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './listener-types';
import type { RootState } from './root-reducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
