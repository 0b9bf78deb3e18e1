import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { franc } from 'franc-min';
import { describe, expect, it } from 'vitest';
import { trigramLanguage } from '../../src/lang/trigram-distance.js';
import { languageSample } from '../../src/lang/detect.js';
import { collectUnits } from '../../src/dom/units.js';
import { parseDocument } from '../../src/dom/parse.js';
import { articleFixtures, FIXTURES } from '../support/fixtures.js';

// trigram-distance.ts must answer exactly as franc() does: it is franc's data and distance with a
// faster lookup. Texts of many scripts and the edge cases of franc's rules.
const TEXTS = [
  'The economy grew faster than expected in the third quarter, the ministry said.',
  'Die Regierung hat heute neue Maßnahmen für die Wirtschaft des Landes angekündigt.',
  'Rząd przedstawił dzisiaj nowy plan reform gospodarczych dla całego kraju.',
  'Москва — столица России, крупнейший по численности населения город страны.',
  'Η κυβέρνηση ανακοίνωσε σήμερα νέα μέτρα για την οικονομία της χώρας.',
  '新华社北京12月9日电 记者王小明报道，中国经济持续发展。',
  '東京都は今日、新しい経済対策を発表しました。',
  '서울시는 오늘 새로운 경제 대책을 발표했습니다.',
  'الحكومة أعلنت اليوم عن إجراءات جديدة للاقتصاد',
  'सरकार ने आज अर्थव्यवस्था के लिए नए उपायों की घोषणा की',
  'El gobierno anunció hoy nuevas medidas para la economía del país.',
  'Le gouvernement a annoncé aujourd’hui de nouvelles mesures pour l’économie.',
  'O governo anunciou hoje novas medidas para a economia do país.',
  'Hükümet bugün ekonomi için yeni önlemler açıkladı.',
  'short',
  '',
  '2024 — 12:00:00 12345',
  '!!!???...,,,;;;:::',
  'a b c d e f g h i j k',
  'English words then Русские слова then 中文字符 mixed up together here',
  '\u{20000}\u{20001}\u{20002}\u{20003}\u{20004}\u{20005}\u{20006}\u{20007}\u{20008}\u{20009}',
  'lone \uD800 surrogate \uDC00 text with some English words around it',
  'x'.repeat(5000),
  'The quick brown fox. '.repeat(200),
];

describe('trigramLanguage', () => {
  it('answers as franc() on texts of many scripts and on its edge cases', () => {
    for (const t of TEXTS) expect(trigramLanguage(t), JSON.stringify(t.slice(0, 40))).toBe(franc(t));
  });

  it('answers as franc() on every fixture page, its sample and each of its units', () => {
    let n = 0;
    for (const name of articleFixtures()) {
      const units = collectUnits(parseDocument(readFileSync(join(FIXTURES, name, 'page.html'), 'utf8')));
      for (const t of [languageSample(units), ...units.map((u) => u.text)]) {
        expect(trigramLanguage(t), `${name}: ${JSON.stringify(t.slice(0, 40))}`).toBe(franc(t));
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });
});
