import { Button, List, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Pick {
  id: number;
  label: string;
  /** Whether the home shows it now (still on sale, store open); new picks are. */
  shown: boolean;
}

/** One section's picks in order: added from a search, moved up or down, removed. */
export function PickList(props: {
  title: string;
  picks: Pick[];
  max: number;
  onChange: (picks: Pick[]) => void;
  options: Pick[];
  onSearch: (keyword: string) => void;
  searching: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { picks, onChange } = props;
  const swap = (at: number, to: number) => {
    const next = [...picks];
    [next[at], next[to]] = [next[to]!, next[at]!];
    onChange(next);
  };
  const full = picks.length >= props.max;
  return (
    <div data-testid={props.testId}>
      <Typography.Title level={5}>
        {props.title} ({picks.length}/{props.max})
      </Typography.Title>
      <Select
        showSearch={{ filterOption: false, onSearch: props.onSearch }}
        value={null}
        disabled={full}
        loading={props.searching}
        style={{ width: '100%', marginBottom: 8 }}
        placeholder={full ? t('catalogue.picksFull') : t('catalogue.pickSearch')}
        options={props.options
          .filter((option) => !picks.some((pick) => pick.id === option.id))
          .map((option) => ({ value: option.id, label: option.label }))}
        onChange={(id: number) => {
          const option = props.options.find((one) => one.id === id);
          if (option) onChange([...picks, option]);
        }}
        data-testid={`${props.testId}-search`}
      />
      <List
        bordered
        size="small"
        locale={{ emptyText: t('catalogue.noPicks') }}
        dataSource={picks}
        renderItem={(pick, index) => (
          <List.Item
            data-testid={`${props.testId}-item-${pick.id}`}
            actions={[
              <Button
                key="up"
                size="small"
                disabled={index === 0}
                onClick={() => swap(index, index - 1)}
                aria-label={t('catalogue.moveUp')}
              >
                ↑
              </Button>,
              <Button
                key="down"
                size="small"
                disabled={index === picks.length - 1}
                onClick={() => swap(index, index + 1)}
                aria-label={t('catalogue.moveDown')}
              >
                ↓
              </Button>,
              <Button
                key="remove"
                size="small"
                danger
                type="link"
                onClick={() => onChange(picks.filter((one) => one.id !== pick.id))}
              >
                {t('catalogue.remove')}
              </Button>,
            ]}
          >
            <Space>
              <span>{index + 1}.</span>
              <span dir="auto">{pick.label}</span>
              {!pick.shown && <Tag color="orange">{t('catalogue.notShown')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
    </div>
  );
}
