define d($m = 'x') { notify { "d-${title}": message => $m } }
create_resources(d, { 'one' => { 'm' => 'y' }, 'two' => {} })
