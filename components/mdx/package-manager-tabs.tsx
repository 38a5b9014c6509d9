import { PACKAGE_MANAGERS, packageManagerCommands, type PackageManager } from '@/lib/mdx/package-manager';
import { Tab, Tabs } from './tabs.client';
import { CodeBlock } from './code-block';

/** An install command shown for npm, yarn, pnpm and bun; the chosen manager is remembered site-wide. */
export function PackageManagerTabs({ command }: { command: string | Partial<Record<PackageManager, string>> }) {
  const commands = packageManagerCommands(command);
  return (
    <Tabs groupId="package-manager">
      {PACKAGE_MANAGERS.filter((pm) => commands[pm]).map((pm) => (
        <Tab key={pm} label={pm}>
          <CodeBlock data-language="bash">
            <code>{commands[pm]}</code>
          </CodeBlock>
        </Tab>
      ))}
    </Tabs>
  );
}
