// Theme centre (SPEC.md §2): pick one of the three themes; each is previewed with its own colour
// and tab-bar icons, and the choice persists.
import clsx from 'clsx';
import { TAB_ROUTES } from '../../domain/routes';
import { THEMES } from '../../domain/themes';
import { choice } from '../../styles/recipes/choice.css';
import { themeClass, vars } from '../../styles/theme.css';
import { usePreferences, useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import { TabIcon } from '../components/tab-icons';
import { useT } from '../use-t';
import * as styles from './theme-centre.css';

export default function ThemeCentre() {
  const t = useT();
  const preferences = useSessionChild('preferences');
  const current = usePreferences((s) => s.context.theme);
  return (
    <Screen title={t('route.themeCentre')}>
      <div className={styles.grid} role="radiogroup" aria-label={t('route.themeCentre')}>
        {THEMES.map((theme) => (
          <button key={theme} type="button" role="radio" aria-checked={theme === current}
            className={clsx(themeClass[theme], choice({ shape: 'tile', chosen: theme === current }))}
            onClick={() => preferences.send({ type: 'SET_THEME', theme })}>
            <span className={styles.preview} style={{ color: vars.color.primary }} aria-hidden="true">
              {TAB_ROUTES.slice(0, 3).map((tab) => <TabIcon key={tab} tab={tab} theme={theme} active />)}
            </span>
            {t(`theme.${theme}`)}
            <small>{theme === current ? t('theme.inUse') : t('theme.use')}</small>
          </button>
        ))}
      </div>
    </Screen>
  );
}
