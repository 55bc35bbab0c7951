import { useCallback, useRef, useState } from 'react';
import { RoleCannotSee } from '../shared/list-states';
import { ModalDialog } from '../shared/modal-dialog';
import { ConsentLogTab } from './consent-log-tab';
import { CookieSettingsTab } from './cookie-settings-tab';
import { PanelTabs } from './panel-tabs';

interface CookiePanelProps {
  onClose(): void;
  /** Settings were saved: the site frame shows pages rendered with the new banner. */
  onSaved(): void;
  /** What the signed-in role may do (docs/permissions.md): the consent log needs `consentLog`. */
  permissions: readonly string[];
}

type TabKey = 'settings' | 'log';

/** Cookie banner settings with their live preview, and the log of visitors' choices. */
export function CookiePanel({ onClose, onSaved, permissions }: CookiePanelProps) {
  const canReadLog = permissions.includes('consentLog');
  const [tab, setTab] = useState<TabKey>('settings');
  // The consent log loads when first opened, not with the settings.
  const [logOpened, setLogOpened] = useState(false);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const close = () => {
    if (dirty.current && !window.confirm('Discard your unsaved cookie banner changes?')) return;
    onClose();
  };

  return (
    <ModalDialog title="Cookies" onClose={close} className="cookie-dialog">
      <PanelTabs<TabKey>
        label="Cookies"
        selected={tab}
        onSelect={(key) => {
          setTab(key);
          if (key === 'log') setLogOpened(true);
        }}
        tabs={[
          {
            key: 'settings',
            label: 'Cookie banner',
            content: <CookieSettingsTab onDirtyChange={onDirtyChange} onSaved={onSaved} />,
          },
          {
            key: 'log',
            label: 'Consent log',
            content: !canReadLog ? (
              <RoleCannotSee>
                The consent log records each visitor’s answer to the cookie banner, so only admins see it.
              </RoleCannotSee>
            ) : logOpened ? (
              <ConsentLogTab />
            ) : null,
          },
        ]}
      />
    </ModalDialog>
  );
}
