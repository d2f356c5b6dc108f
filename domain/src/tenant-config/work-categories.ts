import { categoryTree, type CategorySpec } from './category-tree';
import { label } from './types';

/**
 * The general board's categories: one per icon slug of spec §9 (the key is the icon slug; the URL
 * slug is the Polish name where the icon slug is English).
 */
const specs: readonly CategorySpec[] = [
  {
    key: 'sales',
    slug: 'sprzedaz',
    label: label('Sprzedaż', 'Sales'),
    icon: 'sales',
    isMain: true,
    children: [
      { key: 'przedstawiciel-handlowy', label: label('Przedstawiciel handlowy', 'Sales representative') },
      { key: 'account-manager', label: label('Account manager') },
      { key: 'telesprzedaz', label: label('Telesprzedaż', 'Telesales') },
    ],
  },
  {
    key: 'marketing',
    label: label('Marketing'),
    icon: 'marketing',
    isMain: true,
    children: [
      { key: 'social-media', label: label('Social media') },
      { key: 'content-marketing', label: label('Content marketing') },
      { key: 'performance-marketing', label: label('Performance marketing') },
    ],
  },
  {
    key: 'finanse',
    label: label('Finanse i księgowość', 'Finance & accounting'),
    icon: 'finanse',
    isMain: true,
    children: [
      { key: 'ksiegowosc', label: label('Księgowość', 'Accounting') },
      { key: 'controlling', label: label('Controlling') },
      { key: 'kadry-i-place', label: label('Kadry i płace', 'Payroll') },
    ],
  },
  {
    key: 'logistyka',
    label: label('Logistyka i transport', 'Logistics & transport'),
    icon: 'logistyka',
    isMain: true,
    children: [
      { key: 'magazyn', label: label('Magazyn', 'Warehouse') },
      { key: 'spedycja', label: label('Spedycja', 'Freight forwarding') },
      { key: 'kierowca', label: label('Kierowca', 'Driver') },
    ],
  },
  {
    key: 'produkcja',
    label: label('Produkcja', 'Manufacturing'),
    icon: 'produkcja',
    isMain: true,
    children: [
      { key: 'operator-maszyn', label: label('Operator maszyn', 'Machine operator') },
      { key: 'kontrola-jakosci', label: label('Kontrola jakości', 'Quality control') },
    ],
  },
  {
    key: 'budownictwo',
    label: label('Budownictwo', 'Construction'),
    icon: 'budownictwo',
    isMain: true,
    children: [
      { key: 'kierownik-budowy', label: label('Kierownik budowy', 'Site manager') },
      { key: 'elektryk', label: label('Elektryk', 'Electrician') },
      { key: 'hydraulik', label: label('Hydraulik', 'Plumber') },
    ],
  },
  {
    key: 'zdrowie',
    label: label('Zdrowie i medycyna', 'Healthcare'),
    icon: 'zdrowie',
    isMain: true,
    children: [
      { key: 'pielegniarstwo', label: label('Pielęgniarstwo', 'Nursing') },
      { key: 'farmacja', label: label('Farmacja', 'Pharmacy') },
      { key: 'fizjoterapia', label: label('Fizjoterapia', 'Physiotherapy') },
    ],
  },
  {
    key: 'hr',
    label: label('HR'),
    icon: 'hr',
    isMain: true,
    children: [
      { key: 'rekrutacja', label: label('Rekrutacja', 'Recruitment') },
      { key: 'szkolenia', label: label('Szkolenia i rozwój', 'Learning & development') },
    ],
  },
  {
    key: 'inzynieria',
    label: label('Inżynieria', 'Engineering'),
    icon: 'inzynieria',
    children: [
      { key: 'mechanika', label: label('Mechanika', 'Mechanical engineering') },
      { key: 'automatyka', label: label('Automatyka', 'Automation engineering') },
    ],
  },
  { key: 'praca-biurowa', label: label('Praca biurowa', 'Office work'), icon: 'praca-biurowa' },
  {
    key: 'support',
    slug: 'obsluga-klienta',
    label: label('Obsługa klienta', 'Customer service'),
    icon: 'support',
  },
  {
    key: 'gastronomia',
    label: label('Gastronomia', 'Food service'),
    icon: 'gastronomia',
    children: [
      { key: 'kucharz', label: label('Kucharz', 'Cook') },
      { key: 'kelner', label: label('Kelner', 'Waiter') },
      { key: 'barista', label: label('Barista') },
    ],
  },
  { key: 'horeca', label: label('Hotelarstwo (HoReCa)', 'Hospitality (HoReCa)'), icon: 'horeca' },
  {
    key: 'praca-w-sklepie',
    label: label('Praca w sklepie', 'Retail'),
    icon: 'praca-w-sklepie',
    children: [
      { key: 'kasjer', label: label('Kasjer', 'Cashier') },
      { key: 'sprzedawca', label: label('Sprzedawca', 'Shop assistant') },
    ],
  },
  { key: 'praca-fizyczna', label: label('Praca fizyczna', 'Manual work'), icon: 'praca-fizyczna' },
  {
    key: 'edukacja',
    label: label('Edukacja', 'Education'),
    icon: 'edukacja',
    children: [
      { key: 'nauczyciel', label: label('Nauczyciel', 'Teacher') },
      { key: 'korepetycje', label: label('Korepetycje', 'Tutoring') },
    ],
  },
  {
    key: 'prawo',
    label: label('Prawo', 'Law'),
    icon: 'prawo',
    children: [
      { key: 'prawnik', label: label('Prawnik', 'Lawyer') },
      { key: 'asystent-prawny', label: label('Asystent prawny', 'Paralegal') },
    ],
  },
  { key: 'bankowosc', label: label('Bankowość', 'Banking'), icon: 'bankowosc' },
  { key: 'consulting', label: label('Doradztwo', 'Consulting'), icon: 'consulting' },
  {
    key: 'bi-data',
    slug: 'analiza-danych',
    label: label('Analiza danych', 'Data analysis'),
    icon: 'bi-data',
  },
  { key: 'design', slug: 'projektowanie', label: label('Projektowanie', 'Design'), icon: 'design' },
  {
    key: 'pm',
    slug: 'zarzadzanie-projektami',
    label: label('Zarządzanie projektami', 'Project management'),
    icon: 'pm',
  },
  { key: 'seo', label: label('SEO i SEM', 'SEO & SEM'), icon: 'seo' },
  { key: 'media', label: label('Media i komunikacja', 'Media & communications'), icon: 'media' },
  { key: 'turystyka', label: label('Turystyka', 'Tourism'), icon: 'turystyka' },
  { key: 'nieruchomosci', label: label('Nieruchomości', 'Real estate'), icon: 'nieruchomosci' },
  { key: 'esg', label: label('ESG i ekologia', 'ESG & sustainability'), icon: 'esg' },
  { key: 'inne', label: label('Inne', 'Other'), icon: 'inne' },
  {
    key: 'praca-it',
    label: label('Praca w IT', 'IT jobs'),
    icon: 'inzynieria',
    redirectTo: { tenant: 'it', path: '/' },
  },
];

export const workCategories = categoryTree(specs);
