define d($x = 1) { notify { "d-${title}-${x}": } }
create_resources(d, { 'one' => { x => 5 }, 'two' => {} })
