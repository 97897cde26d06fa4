// The contact module's entry: players' feedback (table feedback, POST /contact/submit, ops
// `feedback list|answer`) and the customer-service channels (table service_contact, GET
// /operation/getServiceContactInformation, ops `contact list|add|remove`). Pictures are checked
// through the uploads module's ownership check and answers sent through the messages module's
// sender, both handed in by name.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import type { ServerModule } from '../../shared/server-module';
import type { SiteSettingsReader } from '../../shared/site-settings';
import { contactCommands } from './contact.commands';
import { ContactRepository } from './contact.repository';
import contactRoutes, { type ContactRouteNeeds } from './contact.routes';
import { FeedbackService, type AnswerSender, type PictureOwnership } from './feedback.service';
import { ServiceContactService } from './service-contact.service';

export interface ContactModuleDeps {
  db: AppDatabase;
  changes: ChangeBus;
  site: SiteSettingsReader;
  pictures: PictureOwnership;
  messages: AnswerSender;
  now: Clock;
}

export function createContactServices({ db, changes, site, pictures, messages, now }: ContactModuleDeps) {
  const contact = new ContactRepository(db);
  return {
    feedback: new FeedbackService({ db, contact, pictures, site, messages, now }),
    serviceContacts: new ServiceContactService({ contact, changes, now }),
  };
}

export const contactModule: ServerModule<ContactRouteNeeds> = {
  name: 'contact',
  userApi: contactRoutes,
  commands: contactCommands,
};
