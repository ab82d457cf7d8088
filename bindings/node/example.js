// example.js — the Node recipe of docs/install.md, run as it stands by
// test/bayes.test.js (after `npm install sqlite-bayes better-sqlite3`).
const Database = require('better-sqlite3');
const bayes = require('sqlite-bayes');

const db = bayes.load(new Database(':memory:'));
bayes.createModelTable(db);
db.exec(`CREATE TABLE pts(label TEXT, x REAL, y REAL);
         INSERT INTO pts VALUES ('a',0,0),('a',1,0),('a',0,1),
                                ('b',3,3),('b',4,3),('b',3,4);
         INSERT INTO bayes_models(name, model)
           SELECT 'pts', bayes_fit_query('gaussian_nb', 'SELECT label, x, y FROM pts');`);
// the row by name: a JSON object {feature: value}, named parameters
const predict = db.prepare("SELECT bayes_predict('pts', json_object('x', :x, 'y', :y))").pluck();
console.log(predict.get({ x: 2.5, y: 2.5 }), predict.get({ y: 0.1, x: 0.2 }));   // b a
// bayes_sample's seed is an integer: pass a BigInt (a JS number binds as REAL)
const draw = db.prepare("SELECT bayes_sample('pts', 'b', ?)").pluck();
console.log(JSON.parse(draw.get(3n)).length);                 // 2
