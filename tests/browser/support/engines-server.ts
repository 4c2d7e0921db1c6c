// Tells a test page which engine runs it: `executeServerCommand('court-engine')`.
export function engineCommands(engine: string) {
  return {
    name: 'court-engine',
    executeCommand({ command }: { command: string }): string | undefined {
      return command === 'court-engine' ? engine : undefined;
    },
  };
}
