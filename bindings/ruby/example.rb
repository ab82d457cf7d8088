# example.rb — the Ruby recipe of docs/install.md: bayes in the sqlite3 gem
# (Debian's ruby-sqlite3), run by bindings/ruby/test.sh.  Fits the quick
# start's model, stores it in bayes_models in the database file, then
# reopens the file and scores by the model's name.
#
#   ruby example.rb my.db
require "sqlite3"

EXT = ENV.fetch("BAYES_EXT", "/usr/local/lib/sqlite3/bayes")
path = ARGV[0] || "my.db"

def open_bayes(path)
  db = SQLite3::Database.new(path)
  db.enable_load_extension(true)
  db.load_extension(EXT)
  db.enable_load_extension(false)
  db
end

db = open_bayes(path)
db.execute("SELECT bayes_models_install()")   # the model table
db.execute_batch(<<~SQL)
  CREATE TABLE pts(label TEXT, x REAL, y REAL);
  INSERT INTO pts VALUES ('a',0,0),('a',1,0),('a',0,1),('b',3,3),('b',4,3),('b',3,4);
  INSERT INTO bayes_models(name, model)
    SELECT 'pts', bayes_fit_query('gaussian_nb', 'SELECT label, x, y FROM pts');
SQL
db.close

# a new connection: the model was stored in the file
db = open_bayes(path)
# the row by name: a JSON object {feature: value}, in any order
label, p = db.get_first_row("SELECT bayes_predict('pts', json_object('x', ?, 'y', ?)),
                                    bayes_proba('pts', json_object('y', ?, 'x', ?)) ->> '$.b'",
                            [2.5, 2.5, 1.0, 1.0])
puts "#{label} #{p}"   # b 1.6918983458321218e-10
db.close
