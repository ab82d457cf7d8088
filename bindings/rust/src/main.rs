// main.rs — the Rust recipe of docs/install.md: bayes in rusqlite (with its
// load_extension feature), run by bindings/rust/test.sh.  Fits the quick
// start's model, stores it in bayes_models in the database file, then
// reopens the file and scores by the model's name.
//
//     cargo run -- my.db
use rusqlite::{params, Connection, LoadExtensionGuard, Result};
use std::env;

fn open(path: &str, ext: &str) -> Result<Connection> {
    let conn = Connection::open(path)?;
    // extension loading is enabled while the guard lives
    unsafe {
        let _guard = LoadExtensionGuard::new(&conn)?;
        conn.load_extension(ext, None)?;
    }
    Ok(conn)
}

fn main() -> Result<()> {
    let ext = env::var("BAYES_EXT").unwrap_or("/usr/local/lib/sqlite3/bayes".into());
    let path = env::args().nth(1).unwrap_or("my.db".into());

    let conn = open(&path, &ext)?;
    // the model table
    conn.query_row("SELECT bayes_models_install()", [], |r| r.get::<_, String>(0))?;
    conn.execute_batch(
        "CREATE TABLE pts(label TEXT, x REAL, y REAL);
         INSERT INTO pts VALUES ('a',0,0),('a',1,0),('a',0,1),('b',3,3),('b',4,3),('b',3,4);
         INSERT INTO bayes_models(name, model)
           SELECT 'pts', bayes_fit_query('gaussian_nb', 'SELECT label, x, y FROM pts');",
    )?;
    drop(conn);

    // a new connection: the model was stored in the file
    let conn = open(&path, &ext)?;
    // the row by name: a JSON object {feature: value}, in any order
    let (label, p): (String, f64) = conn.query_row(
        "SELECT bayes_predict('pts', json_object('x', ?1, 'y', ?2)),
                bayes_proba('pts', json_object('y', ?3, 'x', ?4)) ->> '$.b'",
        params![2.5, 2.5, 1.0, 1.0],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    println!("{} {:?}", label, p); // b 1.6918983458321218e-10
    Ok(())
}
