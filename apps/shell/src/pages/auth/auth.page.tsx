import { useEffect, useState } from 'react';
import {
  useAuthStore,
  useNavigate,
  useSearchParams,
  isUserType,
  readSelectedUserType,
  returnPathOf,
  writeSelectedUserType,
} from '@reformas/web-core';
import { Button, Tabs } from 'antd';
import type { UserType } from '@reformas/shared-types';
import { AUTH_TEXTS } from '@reformas/i18n-es';
import { AntdProvider } from '@reformas/web-core/ui';
import { homePathFor } from '../../hooks/use-work-area-path';
import { LoginForm } from './login.form';
import { RegisterForm } from './register.form';

const TYPE_OPTIONS: { value: UserType; label: string; body: string }[] = [
  { value: 'professional', label: AUTH_TEXTS.typeProfessional, body: AUTH_TEXTS.typeProfessionalBody },
  { value: 'client', label: AUTH_TEXTS.typeClient, body: AUTH_TEXTS.typeClientBody },
  { value: 'cleaning', label: AUTH_TEXTS.typeCleaning, body: AUTH_TEXTS.typeCleaningBody },
];

function typeLabel(type: UserType): string {
  return TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
}

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const next = returnPathOf(params.get('next'));
  // The last explicit choice wins (docs/product.md, "Access"): a ?type= (the header menu, a dialog's button, a
  // card on this page) over the one remembered from an earlier visit, and it becomes the remembered one.
  const [stored, setStored] = useState<UserType | null>(readSelectedUserType);
  const fromQuery = params.get('type');
  const userType = isUserType(fromQuery) ? fromQuery : stored;
  useEffect(() => {
    if (!isUserType(fromQuery)) return;
    writeSelectedUserType(fromQuery);
    setStored(fromQuery);
  }, [fromQuery]);

  // Signed in (on arrival or by these forms): nothing to do here; go where the person was heading, else to their
  // own area. Replacing /auth keeps 'Atrás' from returning to a form that would only send them on again.
  const signedIn = status === 'authenticated' && user !== null;
  useEffect(() => {
    if (signedIn) navigate(next ?? homePathFor(user.userType), { replace: true });
  }, [signedIn, user, next, navigate]);

  const withType = (type: UserType | null) => {
    const query = new URLSearchParams();
    if (type) query.set('type', type);
    if (next) query.set('next', next);
    return query;
  };
  const choose = (type: UserType) => setParams(withType(type));
  const changeType = () => {
    writeSelectedUserType(null);
    setStored(null);
    setParams(withType(null));
  };

  if (signedIn) return null;

  if (!userType) {
    return (
      <div className="container page">
        <h1>{AUTH_TEXTS.chooseTitle}</h1>
        <p className="muted">{AUTH_TEXTS.chooseSubtitle}</p>
        <div className="type-grid" role="group" aria-label={AUTH_TEXTS.chooseSubtitle}>
          {TYPE_OPTIONS.map((o) => (
            <button key={o.value} type="button" className="card type-option" onClick={() => choose(o.value)}>
              <strong>{o.label}</strong>
              <span className="muted">{o.body}</span>
            </button>
          ))}
        </div>
      </div>
    );
  }

  return (
    <AntdProvider>
      <div className="container page">
        <div className="auth-grid">
          <div>
            <h1>{AUTH_TEXTS.accessAs(typeLabel(userType))}</h1>
            <Button type="link" onClick={changeType} className="change-type">
              {AUTH_TEXTS.changeType}
            </Button>
            <Tabs
              defaultActiveKey="login"
              items={[
                { key: 'login', label: AUTH_TEXTS.loginTab, children: <LoginForm /> },
                {
                  key: 'register',
                  label: AUTH_TEXTS.registerTab,
                  children: <RegisterForm userType={userType} typeLabel={typeLabel(userType)} />,
                },
              ]}
            />
          </div>
          <aside className="benefits" aria-labelledby="ventajas">
            <h2 id="ventajas">{AUTH_TEXTS.benefitsTitle[userType]}</h2>
            <ul>
              {AUTH_TEXTS.benefits[userType].map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </AntdProvider>
  );
}
