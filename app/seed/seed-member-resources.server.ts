import { CPD_RULES } from '#app/domain/cpd-rules.ts'
import { insertMemberResource, MemberResource, type MemberResourceFields } from '#app/models/member-resource.server.ts'
import { prepareUpload, writePreparedUpload } from '#app/services/media.server.ts'
import { renderPdf } from '#app/services/membership-documents.server.ts'

/**
 * The demo member resources (issue 17): two PDFs the app draws itself (stored through the upload
 * pipeline as private `member-resource` documents, as an administrator's upload would be) and one link.
 * Those whose title is stored already are skipped: safe to run any number of times.
 */

type DemoResource = Omit<MemberResourceFields, 'document'> & { pdf?: { fileName: string; sections: Array<{ heading: string; text: string }> } }

const DEMO_MEMBER_RESOURCES: DemoResource[] = [
  {
    kind: 'document',
    title: 'Member handbook',
    titleMs: 'Buku panduan ahli',
    description: 'What membership gives you, how to keep your directory listing up to date, and the standards of practice members agree to.',
    descriptionMs: 'Apa yang diberikan oleh keahlian, cara mengemas kini penyenaraian direktori anda, dan piawaian amalan yang dipersetujui oleh ahli.',
    category: 'Membership',
    categoryMs: 'Keahlian',
    url: '',
    published: true,
    sortOrder: 1,
    pdf: {
      fileName: 'empam-member-handbook.pdf',
      sections: [
        { heading: 'Your membership', text: 'Your membership is valid for a year. Renew it from the Membership tab of your dashboard when the renewal invoice arrives; your certificate and receipts are there too.' },
        { heading: 'Your directory listing', text: 'Active practising members may be listed in the public directory. Edit your listing from the dashboard; the secretariat reviews changes before they are published.' },
        { heading: 'Standards of practice', text: 'Energy medicine complements medical care and never replaces it. Members do not diagnose, do not advise clients to stop medical treatment, and keep client information confidential.' },
        { heading: 'Keahlian anda (ringkasan)', text: 'Keahlian sah selama setahun. Perbaharuinya dari tab Keahlian di papan pemuka anda. Perubatan tenaga melengkapi rawatan perubatan dan tidak sekali-kali menggantikannya.' },
      ],
    },
  },
  {
    kind: 'document',
    title: 'Recording your CPD: a quick guide',
    titleMs: 'Merekod CPD anda: panduan ringkas',
    description: `How many hours a year you need (${CPD_RULES.targetHours}), which activities count, and what evidence to keep.`,
    descriptionMs: `Berapa jam setahun yang anda perlukan (${CPD_RULES.targetHours}), aktiviti yang dikira, dan bukti yang perlu disimpan.`,
    category: 'CPD',
    categoryMs: 'CPD',
    url: '',
    published: true,
    sortOrder: 2,
    pdf: {
      fileName: 'empam-cpd-quick-guide.pdf',
      sections: [
        { heading: 'Your yearly target', text: `Members need ${CPD_RULES.targetHours} CPD hours in each CPD year (pro rata in the year you join). Self-study counts for at most a third of the target.` },
        { heading: 'Adding an entry', text: 'Choose "Add CPD entry" on your dashboard, give the activity, its provider, date, category and hours, and attach the certificate or another proof as a PDF or a photo.' },
        { heading: 'Review', text: 'The CPD committee reviews each entry. Approved hours count towards your target; a returned entry says what to change.' },
      ],
    },
  },
  {
    kind: 'link',
    title: 'WHO Traditional Medicine Strategy 2014–2023',
    titleMs: 'Strategi Perubatan Tradisional WHO 2014–2023',
    description: "The World Health Organization's strategy for integrating traditional and complementary medicine safely into health systems.",
    descriptionMs: 'Strategi Pertubuhan Kesihatan Sedunia untuk mengintegrasikan perubatan tradisional dan komplementari dengan selamat ke dalam sistem kesihatan.',
    category: 'Reading',
    categoryMs: 'Bacaan',
    url: 'https://www.who.int/publications/i/item/9789241506096',
    published: true,
    sortOrder: 3,
  },
]

function drawDemoPdf(title: string, sections: Array<{ heading: string; text: string }>) {
  return renderPdf(
    'en',
    (doc) => {
      doc.font('Bold').fontSize(20).fillColor('#065f46').text(title)
      doc.moveDown()
      for (const section of sections) {
        doc.font('Bold').fontSize(13).fillColor('#0f172a').text(section.heading)
        doc.font('Regular').fontSize(11).fillColor('#334155').text(section.text)
        doc.moveDown()
      }
    },
    { Title: title },
  )
}

export async function seedMemberResources(): Promise<number> {
  const existing = new Set((await MemberResource.distinct('title')).map(String))
  let added = 0
  for (const { pdf, ...resource } of DEMO_MEMBER_RESOURCES) {
    if (existing.has(resource.title)) continue
    let document: MemberResourceFields['document'] = null
    if (pdf) {
      const bytes = await drawDemoPdf(resource.title, pdf.sections)
      const prepared = await prepareUpload({
        uploader: { id: '', isAdmin: true },
        file: { filename: pdf.fileName, declaredType: 'application/pdf', bytes },
        purpose: 'member-resource',
        alt: '',
      })
      if (prepared.status !== 'prepared') throw new Error(`The demo PDF ${pdf.fileName} was refused: ${prepared.message}`)
      // The association's own file (no owner), as the demo pictures are.
      const media = await writePreparedUpload(prepared, null)
      document = { mediaId: media.id, size: media.size, name: media.originalName }
    }
    await insertMemberResource({ ...resource, document })
    added += 1
  }
  return added
}
