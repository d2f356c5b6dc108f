import { categoryTree, type CategorySpec } from './category-tree';
import { label } from './types';

/** The IT board's categories. */
const specs: readonly CategorySpec[] = [
  {
    key: 'javascript',
    label: label('JavaScript'),
    isMain: true,
    children: [
      { key: 'react', label: label('React') },
      { key: 'angular', label: label('Angular') },
      { key: 'vue', label: label('Vue.js') },
      { key: 'nodejs', slug: 'node-js', label: label('Node.js') },
      { key: 'typescript', label: label('TypeScript') },
    ],
  },
  {
    key: 'java',
    label: label('Java'),
    isMain: true,
    children: [
      { key: 'spring', label: label('Spring') },
      { key: 'kotlin', label: label('Kotlin') },
      { key: 'scala', label: label('Scala') },
    ],
  },
  {
    key: 'python',
    label: label('Python'),
    isMain: true,
    children: [
      { key: 'django', label: label('Django') },
      { key: 'flask', label: label('Flask') },
      { key: 'fastapi', label: label('FastAPI') },
    ],
  },
  {
    key: 'dotnet',
    slug: 'net',
    label: label('.NET'),
    isMain: true,
    children: [
      { key: 'csharp', slug: 'c-sharp', label: label('C#') },
      { key: 'aspnet', slug: 'asp-net', label: label('ASP.NET') },
      { key: 'blazor', label: label('Blazor') },
    ],
  },
  {
    key: 'php',
    label: label('PHP'),
    isMain: true,
    children: [
      { key: 'symfony', label: label('Symfony') },
      { key: 'laravel', label: label('Laravel') },
      { key: 'wordpress', label: label('WordPress') },
    ],
  },
  {
    key: 'mobile',
    label: label('Mobile'),
    isMain: true,
    children: [
      { key: 'android', label: label('Android') },
      { key: 'ios', label: label('iOS') },
      { key: 'flutter', label: label('Flutter') },
      { key: 'react-native', label: label('React Native') },
    ],
  },
  {
    key: 'devops',
    label: label('DevOps'),
    isMain: true,
    children: [
      { key: 'aws', label: label('AWS') },
      { key: 'azure', label: label('Azure') },
      { key: 'gcp', label: label('Google Cloud') },
      { key: 'kubernetes', label: label('Kubernetes') },
    ],
  },
  {
    key: 'data',
    label: label('Data i BI', 'Data & BI'),
    icon: 'bi-data',
    isMain: true,
    children: [
      { key: 'data-engineering', label: label('Inżynieria danych', 'Data engineering') },
      { key: 'data-science', label: label('Data science i ML', 'Data science & ML') },
      { key: 'business-intelligence', label: label('Business intelligence') },
    ],
  },
  {
    key: 'testing',
    label: label('Testowanie', 'Testing'),
    isMain: true,
    children: [
      { key: 'manual-testing', label: label('Testy manualne', 'Manual testing') },
      { key: 'test-automation', label: label('Automatyzacja testów', 'Test automation') },
      { key: 'performance-testing', label: label('Testy wydajnościowe', 'Performance testing') },
    ],
  },
  {
    key: 'pm',
    label: label('Zarządzanie projektami', 'Project management'),
    icon: 'pm',
    isMain: true,
    children: [
      { key: 'project-manager', label: label('Project manager') },
      { key: 'product-owner', label: label('Product owner') },
      { key: 'scrum-master', label: label('Scrum master') },
    ],
  },
  {
    key: 'security',
    label: label('Bezpieczeństwo', 'Security'),
    children: [
      { key: 'pentesting', label: label('Testy penetracyjne', 'Penetration testing') },
      { key: 'security-operations', label: label('Security operations (SOC)') },
    ],
  },
  {
    key: 'design',
    label: label('Design'),
    icon: 'design',
    children: [
      { key: 'ux-ui', label: label('UX/UI') },
      { key: 'graphic-design', label: label('Grafika', 'Graphic design') },
    ],
  },
  {
    key: 'support',
    label: label('Wsparcie IT', 'IT support'),
    icon: 'support',
    children: [
      { key: 'helpdesk', label: label('Helpdesk') },
      { key: 'sysadmin', label: label('Administracja systemami', 'System administration') },
    ],
  },
  {
    key: 'erp',
    label: label('ERP'),
    icon: 'consulting',
    children: [
      { key: 'sap', label: label('SAP') },
      { key: 'dynamics', label: label('Microsoft Dynamics') },
      { key: 'salesforce', label: label('Salesforce') },
    ],
  },
  {
    key: 'embedded',
    label: label('Embedded'),
    children: [
      { key: 'c-cpp', label: label('C/C++') },
      { key: 'iot', label: label('IoT') },
      { key: 'fpga', label: label('FPGA') },
    ],
  },
  {
    key: 'gamedev',
    slug: 'game-dev',
    label: label('Game dev'),
    children: [
      { key: 'unity', label: label('Unity') },
      { key: 'unreal-engine', label: label('Unreal Engine') },
    ],
  },
  { key: 'go', label: label('Go') },
  { key: 'ruby', label: label('Ruby') },
  { key: 'other', slug: 'inne', label: label('Inne', 'Other'), icon: 'inne' },
  {
    key: 'non-it',
    slug: 'praca-poza-it',
    label: label('Praca poza IT', 'Non-IT jobs'),
    icon: 'praca-biurowa',
    redirectTo: { tenant: 'work', path: '/' },
  },
];

export const itCategories = categoryTree(specs);
