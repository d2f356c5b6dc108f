/**
 * The skills dictionary the offer editor's skills lookup searches (spec §7 "Skills lookup": items with
 * id and name). Ordered by how often employers ask for them, so the first page of an empty search is
 * the suggested list. An employer may still type a skill that is not here: the form takes any name.
 * Ids are stable slugs of the names.
 */
const names = [
  // Software and IT
  'JavaScript', 'TypeScript', 'Python', 'Java', 'SQL', 'React', 'Node.js', 'Git', 'Docker', 'AWS',
  'C#', '.NET', 'Kubernetes', 'Linux', 'PostgreSQL', 'Angular', 'Vue.js', 'Spring', 'Azure', 'PHP',
  'Go', 'Kotlin', 'Swift', 'C++', 'C', 'Rust', 'Scala', 'Ruby', 'Ruby on Rails', 'Django', 'Flask',
  'FastAPI', 'Next.js', 'Redux', 'HTML', 'CSS', 'Sass', 'Tailwind CSS', 'GraphQL', 'REST',
  'Microservices', 'Kafka', 'RabbitMQ', 'Redis', 'MongoDB', 'MySQL', 'Oracle', 'Elasticsearch',
  'Terraform', 'Ansible', 'Jenkins', 'GitLab CI', 'GitHub Actions', 'CI/CD', 'Google Cloud',
  'Android', 'iOS', 'Flutter', 'React Native', 'Unity', 'Selenium', 'Playwright', 'Cypress', 'Jest',
  'JUnit', 'Testing', 'Test automation', 'Manual testing', 'Spark', 'Hadoop', 'Airflow', 'dbt',
  'Snowflake', 'Databricks', 'Power BI', 'Tableau', 'Pandas', 'NumPy', 'Machine learning',
  'Deep learning', 'PyTorch', 'TensorFlow', 'LLM', 'Data analysis', 'Statistics', 'R', 'MATLAB',
  'SAP', 'Salesforce', 'ServiceNow', 'Jira', 'Confluence', 'Scrum', 'Kanban', 'Agile', 'UX', 'UI',
  'Figma', 'Networking', 'Cisco', 'Security', 'SIEM', 'Penetration testing', 'Embedded', 'Bash',
  'PowerShell', 'Windows Server', 'Active Directory', 'VMware', 'Excel', 'English', 'German',
  // General jobs
  'Customer service', 'Sales', 'B2B sales', 'Negotiation', 'Communication', 'Team management',
  'Project management', 'Accounting', 'Bookkeeping', 'Payroll', 'Recruitment', 'HR', 'Marketing',
  'Social media', 'SEO', 'Copywriting', 'Logistics', 'Warehouse', 'Forklift licence',
  'Driving licence B', 'Driving licence C+E', 'Cooking', 'Cleaning', 'Electrician', 'Welding',
  'Plumbing', 'Carpentry', 'CNC', 'AutoCAD', 'Nursing', 'First aid', 'Teaching', 'Childcare',
  'Polish', 'Ukrainian', 'Microsoft Office', 'Office administration', 'Reception',
] as const; // prettier-ignore

export interface Skill {
  readonly id: string;
  readonly name: string;
}

/** A name's slug: lower case, `+` and `#` spelled out, other marks dashed (`C#` → `c-sharp`). */
export function skillId(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/#/g, '-sharp')
    .replace(/^\./, 'dot-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const skillsDictionary: readonly Skill[] = names.map((name) => ({ id: skillId(name), name }));

export interface SkillsQuery {
  readonly search: string;
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly ids: readonly string[];
}

/**
 * One page of the dictionary: with `ids` those skills (in the order asked); else the skills whose
 * name contains what was typed (case- and accent-insensitive), names starting with it first, then by
 * popularity; an empty search is the suggested list.
 */
export function lookUpSkills(query: SkillsQuery): { items: Skill[]; total: number } {
  if (query.ids.length > 0) {
    const items = query.ids.flatMap((id) => skillsDictionary.filter((skill) => skill.id === id));
    return { items, total: items.length };
  }
  const folded = fold(query.search.trim());
  const matching = skillsDictionary
    .map((skill, rank) => ({ skill, rank, at: fold(skill.name).indexOf(folded) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.rank - b.rank)
    .map((entry) => entry.skill);
  const start = (query.pageNumber - 1) * query.pageSize;
  return { items: matching.slice(start, start + query.pageSize), total: matching.length };
}

const fold = (text: string) =>
  text
    .toLocaleLowerCase('pl')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l');
