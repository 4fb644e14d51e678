/**
 * A vitest reporter for `npm test` (scripts/test.mjs): each test file's project, tests and time, its
 * set-up included (importing the file, the database and the app it prepares in its hooks), which the
 * JSON reporter's times leave out. Written to the file named by VITEST_TEMPOS.
 */
import fs from 'node:fs';
import path from 'node:path';

export default class TemposPorArquivo {
  onInit(vitest) {
    this.raiz = vitest.config.root;
  }

  onTestRunEnd(modulos) {
    const arquivos = modulos.map((modulo) => {
      const d = modulo.diagnostic();
      const testes = { passed: 0, failed: 0, skipped: 0 };
      for (const teste of modulo.children.allTests()) {
        const { state } = teste.result();
        testes[state === 'passed' || state === 'failed' ? state : 'skipped']++;
      }
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return {
        projeto: modulo.project.name,
        arquivo: path.relative(this.raiz, modulo.moduleId),
        estado: modulo.state(),
        segundos: Math.round(ms / 100) / 10,
        testes,
      };
    });
    if (process.env.VITEST_TEMPOS) fs.writeFileSync(process.env.VITEST_TEMPOS, JSON.stringify({ arquivos }, null, 2));
  }
}
