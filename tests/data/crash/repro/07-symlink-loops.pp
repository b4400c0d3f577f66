# Loops of links below manifests/, modules, a Hiera ** glob and glob().
# setup: mkdir -p env/manifests env/modules/m/manifests env/data && ln -s .. env/manifests/up && ln -s . env/manifests/self && ln -s ../modules env/modules/m/manifests/loop && ln -s . env/data/loop && cp case.pp env/manifests/site.pp
# setup: printf 'version: 5\nhierarchy:\n  - name: all\n    glob: "**/*.yaml"\n' > env/hiera.yaml && echo 'k: v' > env/data/c.yaml
# run: "$BIN" compile --no-storeconfigs --node test --manifest env/manifests --modulepath env/modules --hiera-config env/hiera.yaml
# exit: 0
# expect: v
notice(lookup('k'))
notify { 'once': }
