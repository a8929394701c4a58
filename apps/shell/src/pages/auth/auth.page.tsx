import { useState } from 'react';
import {
  useNavigate,
  useSearchParams,
  isUserType,
  readSelectedUserType,
  writeSelectedUserType,
} from '@reformas/web-core';
import { Button, Tabs } from 'antd';
import type { UserType } from '@reformas/shared-types';
import { AUTH_TEXTS } from '@reformas/i18n-es';
import { AntdProvider } from '@reformas/web-core/ui';
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
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The stored choice wins; ?type= preselects only when nothing is stored (docs/product.md, "Access").
  const [userType, setUserType] = useState<UserType | null>(() => {
    const stored = readSelectedUserType();
    if (stored) return stored;
    const fromQuery = params.get('type');
    if (isUserType(fromQuery)) {
      writeSelectedUserType(fromQuery);
      return fromQuery;
    }
    return null;
  });

  const choose = (type: UserType) => {
    writeSelectedUserType(type);
    setUserType(type);
  };
  const changeType = () => {
    writeSelectedUserType(null);
    setUserType(null);
    navigate('/auth');
  };

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
                  children: <RegisterForm userType={userType} />,
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
