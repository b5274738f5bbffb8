import Link from '@mui/material/Link';
import Stack, { type StackProps } from '@mui/material/Stack';
import EmailIcon from '@mui/icons-material/Email';
import InstagramIcon from '@mui/icons-material/Instagram';
import { useSiteConfig } from '@vetrina/web-kit';

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 1 } as const;

/** The maker's e-mail and social profile links, as the home contact section and /contatti show them. */
export function ContactLinks(props: Pick<StackProps, 'direction' | 'spacing' | 'sx'>) {
  const { contactEmail, socialUrl, socialLabel } = useSiteConfig();
  return (
    <Stack {...props}>
      <Link href={`mailto:${contactEmail}`} sx={linkSx}>
        <EmailIcon aria-hidden="true" /> {contactEmail}
      </Link>
      {socialUrl && (
        <Link href={socialUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
          <InstagramIcon aria-hidden="true" /> {socialLabel || 'Profilo social'}
        </Link>
      )}
    </Stack>
  );
}
