//! Storeconfigs store: a store of 1,000 nodes × 100 exported resources
//! answering a typical exported collector (`File <<| tag == 'role3' |>>`:
//! one type, one tag, about 2,000 matches from every other node, read
//! and decoded into values), and storing a compiled 20,000-resource
//! catalog (PuppetDB's replace catalog, one transaction, on a file).
//! Best of several runs, wall-clock time; goals: under 20 ms and under
//! 200 ms.
//!
//! With `SPACESHIP_PUPPETDB_URL` set (a PuppetDB kept for tests, e.g.
//! `http://127.0.0.1:8080` from scripts/puppetdb-start), the same nodes
//! are loaded into it through its command API and the same collector is
//! timed through `--puppetdb`'s client beside the embedded store's
//! (`SPACESHIP_PUPPETDB_NODES` loads fewer nodes where that is slow).
//! The loaded nodes are deactivated afterwards.
//!
//! Run: `cargo bench --bench store`

use std::time::Instant;

use spaceship::driver;
use spaceship::eval::{ExportField, ExportQuery, Exports, Options};
use spaceship::store::Store;
use spaceship::store::write::Row;
use spaceship::syntax::{Source, SourceMap};

const NODES: usize = 1000;
const PER_NODE: usize = 100;
const TYPES: [&str; 5] = ["File", "Notify", "Exec", "User", "Group"];

fn rows(node: usize) -> Vec<Row> {
    (0..PER_NODE)
        .map(|i| {
            let type_name = TYPES[i % TYPES.len()];
            let role = (node + i) % 10;
            Row {
                type_name: type_name.to_string(),
                title: format!("/srv/node{node}/resource{i}"),
                exported: true,
                tags: serde_json::json!([
                    format!("role{role}"),
                    type_name.to_lowercase(),
                    "node",
                    format!("node{node}.example.com"),
                    "class"
                ])
                .to_string(),
                params: serde_json::json!({
                    "ensure": "present",
                    "owner": "root",
                    "content": format!("resource {i} of node {node}"),
                    "tag": format!("role{role}"),
                })
                .to_string(),
                file: Some("/etc/puppetlabs/code/environments/production/manifests/site.pp".into()),
                line: Some(i as i64 + 1),
            }
        })
        .collect()
}

fn best<T>(runs: usize, mut f: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::MAX;
    let mut last = None;
    for _ in 0..runs {
        let start = Instant::now();
        let out = f();
        best = best.min(start.elapsed().as_secs_f64() * 1000.0);
        last = Some(out);
    }
    (best, last.expect("one run"))
}

fn main() {
    let dir = std::env::temp_dir().join(format!("spaceship-store-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("storeconfigs.sqlite");
    let store = Store::open(&path).expect("store");

    let start = Instant::now();
    for node in 0..NODES {
        store
            .replace_rows(&format!("node{node}.example.com"), &rows(node))
            .expect("stored");
    }
    println!(
        "filled {NODES} nodes x {PER_NODE} exported resources in {:.0} ms",
        start.elapsed().as_secs_f64() * 1000.0
    );

    let query = ExportQuery::Equal(ExportField::Tag, "role3".into());
    let (ms, found) = best(10, || {
        store
            .exported("File", "node0.example.com", Some(&query))
            .expect("query")
    });
    println!(
        "exported collector File <<| tag == 'role3' |>>: {} resources in {ms:.2} ms (goal: < 20 ms)",
        found.len()
    );

    if let Ok(url) = std::env::var("SPACESHIP_PUPPETDB_URL") {
        puppetdb_beside(&url, &query, ms);
    }

    // A compiled catalog of 20,000 resources (half exported).
    let code = "Integer[1, 10000].each |$i| {\n  notify { \"n${i}\": message => \"m ${i}\" }\n  \
                @@file { \"/srv/f${i}\": ensure => file, content => \"c ${i}\", tag => 'big' }\n}\n";
    let mut sources = SourceMap::default();
    sources.add(Source::new("big.pp", code));
    let compiler = driver::compile(
        &sources,
        Options {
            node: "big.example.com".into(),
            facts: driver::default_facts("big.example.com"),
            loader: None,
            exports: None,
            settings: Default::default(),
        },
    )
    .expect("compiles");
    let count = compiler.catalog.resources.len();
    let (rows_ms, _) = best(5, || {
        spaceship::store::write::rows(&compiler.catalog, &sources)
    });
    let (json_ms, _) = best(5, || {
        spaceship::catalog::json::catalog_json(
            &compiler.catalog,
            &sources,
            spaceship::catalog::json::Selection::All,
        )
    });
    let (ms, ()) = best(5, || {
        store
            .replace_catalog("big.example.com", &compiler.catalog, &sources)
            .expect("stored")
    });
    println!("stored a {count}-resource catalog in {ms:.1} ms (goal: < 200 ms)");
    println!(
        "  of which taking the rows from the catalog: {rows_ms:.1} ms (its JSON: {json_ms:.1} ms)"
    );
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A node's catalog as a `replace catalog` v9 payload of its rows.
fn payload(node: usize, stamp: &str) -> serde_json::Value {
    let name = format!("node{node}.example.com");
    let resources: Vec<serde_json::Value> = rows(node)
        .into_iter()
        .map(|r| {
            serde_json::json!({
                "type": r.type_name,
                "title": r.title,
                "tags": serde_json::from_str::<serde_json::Value>(&r.tags).expect("tags"),
                "exported": true,
                "file": r.file,
                "line": r.line,
                "parameters": serde_json::from_str::<serde_json::Value>(&r.params).expect("params"),
            })
        })
        .collect();
    serde_json::json!({
        "certname": name,
        "version": "1",
        "edges": [],
        "resources": resources,
        "code_id": null,
        "job_id": null,
        "catalog_uuid": format!("00000000-0000-4000-8000-{node:012}"),
        "transaction_uuid": null,
        "environment": "production",
        "producer_timestamp": stamp,
        "producer": "bench",
    })
}

/// Loads the nodes into PuppetDB (commands queued at once, then waits
/// for its queue to empty) and times the same collector through it.
fn puppetdb_beside(url: &str, query: &ExportQuery, store_ms: f64) {
    use spaceship::store::puppetdb::PuppetDb;
    let nodes: usize = std::env::var("SPACESHIP_PUPPETDB_NODES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(NODES);
    let server = PuppetDb::new(url).expect("a PuppetDB URL");
    let agent = ureq::Agent::new_with_defaults();
    let start = Instant::now();
    // Now, not a fixed time: PuppetDB ignores a catalog older than the
    // node's last deactivation (by an earlier run).
    let stamp = spaceship::store::puppetdb::command::wire_time(std::time::SystemTime::now());
    for node in 0..nodes {
        let body = payload(node, &stamp).to_string();
        let certname = format!("node{node}.example.com");
        agent
            .post(format!("{url}/pdb/cmd/v1"))
            .query("command", "replace_catalog")
            .query("version", "9")
            .query("certname", &certname)
            .query("producer-timestamp", &stamp)
            .header("Content-Type", "application/json")
            .send(body.as_str())
            .expect("PuppetDB takes the command");
    }
    loop {
        let status: serde_json::Value = agent
            .get(format!("{url}/status/v1/services/puppetdb-status"))
            .call()
            .and_then(|mut r| r.body_mut().read_to_string())
            .map(|text| serde_json::from_str(&text).unwrap_or_default())
            .expect("PuppetDB status");
        if status["status"]["queue_depth"] == 0 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    println!(
        "PuppetDB: loaded {nodes} nodes x {PER_NODE} exported resources in {:.0} s (command API)",
        start.elapsed().as_secs_f64()
    );
    let (ms, found) = best(10, || {
        server
            .exported("File", "node0.example.com", Some(query))
            .expect("query")
    });
    println!(
        "exported collector File <<| tag == 'role3' |>> through PuppetDB: {} resources in {ms:.2} ms (embedded store: {store_ms:.2} ms)",
        found.len()
    );
    for node in 0..nodes {
        let _ = server.deactivate(&format!("node{node}.example.com"));
    }
}
