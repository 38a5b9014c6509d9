export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/**
 * One command for each package manager. A string is prefixed with the manager's name; `add` becomes
 * `install` for npm. An object gives each command in full.
 */
export function packageManagerCommands(command: string | Partial<Record<PackageManager, string>>): Record<PackageManager, string> {
  if (typeof command !== 'string') {
    return Object.fromEntries(PACKAGE_MANAGERS.map((pm) => [pm, command[pm] ?? ''])) as Record<PackageManager, string>;
  }
  const trimmed = command.trim();
  return Object.fromEntries(
    PACKAGE_MANAGERS.map((pm) => [pm, `${pm} ${pm === 'npm' ? trimmed.replace(/^add\b/, 'install') : trimmed}`]),
  ) as Record<PackageManager, string>;
}
