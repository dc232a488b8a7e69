import { makeAutoObservable } from 'mobx';
import { THEME_STORAGE_KEY } from '@neuron/shared';

export type Theme = 'light' | 'dark';

/** Light or dark, kept in local storage under neuronTheme and applied as data-theme. */
export class ThemeStore {
  theme: Theme;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage) {
    const saved = storage.getItem(THEME_STORAGE_KEY);
    this.theme = saved === 'dark' ? 'dark' : 'light';
    makeAutoObservable<ThemeStore, 'storage'>(this, { storage: false });
  }

  toggle(): void {
    this.set(this.theme === 'dark' ? 'light' : 'dark');
  }

  set(theme: Theme): void {
    this.theme = theme;
    this.storage.setItem(THEME_STORAGE_KEY, theme);
    document.documentElement.setAttribute('data-theme', theme);
  }
}
