class c($p) { notify { "c ${p}": } }
create_resources('class', { 'c' => { p => 'v' } })
