/**
 * How an SMS leaves the system. Only the logging provider ships: it writes each message to the
 * server log, which is what a demo or a test needs. A real gateway (Zenvia, Twilio, AWS SNS…)
 * is a class with this interface, chosen by SMS_PROVIDER in criarProvedorSms (docs/running.md).
 */
export interface ProvedorSms {
  readonly nome: string;
  /** Resolves when the provider accepted the message; rejects (to be retried) otherwise. */
  enviar(para: string, texto: string): Promise<void>;
}

export interface RegistroSms {
  info(obj: object, msg: string): void;
}

function provedorSmsDeRegistro(log: RegistroSms): ProvedorSms {
  return {
    nome: 'log',
    enviar: async (para, texto) => {
      log.info({ sms: { para, texto } }, 'SMS (provedor de registro: nenhuma mensagem sai do servidor)');
    },
  };
}

export function criarProvedorSms(provedor: 'log', log: RegistroSms): ProvedorSms {
  switch (provedor) {
    case 'log':
      return provedorSmsDeRegistro(log);
  }
}
